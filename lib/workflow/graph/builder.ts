import { boundsOf, placeNodes, type DraftNode } from "./layout";
import { MAX_EDGE_LABEL, MAX_EDGES, MAX_NODES, type FlowGraph, type FlowGraphEdgeKind } from "./types";

/**
 * Collects nodes and edges under the caps: ids are made unique, edges to unknown nodes (dangling)
 * and repeated edges are dropped, and anything past a cap only sets `truncated`.
 */
export class GraphBuilder {
  readonly nodes: DraftNode[] = [];
  private readonly edges: FlowGraph["edges"] = [];
  private readonly ids = new Set<string>();
  private readonly edgeKeys = new Map<string, FlowGraph["edges"][number]>();
  truncated = false;
  // Work budget: parsing already bounds the input's size, this bounds the loops over it.
  private budget = 250_000;

  /** Counts one unit of work; false (and `truncated`) once the budget is spent. */
  spend(): boolean {
    if (this.budget <= 0) {
      this.truncated = true;
      return false;
    }
    this.budget--;
    return true;
  }

  get full(): boolean {
    return this.nodes.length >= MAX_NODES;
  }

  has(id: string): boolean {
    return this.ids.has(id);
  }

  /** `preferred` when free, otherwise `preferred#2`, `preferred#3`… */
  uniqueId(preferred: string): string {
    if (!this.ids.has(preferred)) return preferred;
    let n = 2;
    while (this.ids.has(`${preferred}#${n}`)) n++;
    return `${preferred}#${n}`;
  }

  /** Adds the node under a unique id and returns that id, or null once the cap is reached. */
  addNode(node: DraftNode): string | null {
    if (this.full) {
      this.truncated = true;
      return null;
    }
    const id = this.uniqueId(node.id);
    this.ids.add(id);
    this.nodes.push({ ...node, id });
    return id;
  }

  addEdge(source: string | null | undefined, target: string | null | undefined, label?: string, kind: FlowGraphEdgeKind = "main") {
    if (!source || !target || !this.ids.has(source) || !this.ids.has(target)) return;
    // One edge per pair and kind: two Typebot buttons to the same group, or an n8n node wired twice
    // to the same target, draw one line whose label names both.
    const key = `${source}\u0000${target}\u0000${kind}`;
    const existing = this.edgeKeys.get(key);
    if (existing) {
      if (label && existing.label !== label && !existing.label?.split(" · ").includes(label)) {
        const merged = existing.label ? `${existing.label} · ${label}` : label;
        if (merged.length <= MAX_EDGE_LABEL) existing.label = merged;
      }
      return;
    }
    if (this.edges.length >= MAX_EDGES) {
      this.truncated = true;
      return;
    }
    const edge = { id: `e${this.edges.length + 1}`, source, target, kind, ...(label ? { label } : {}) };
    this.edgeKeys.set(key, edge);
    this.edges.push(edge);
  }

  finish(emptyReason: string): FlowGraph {
    if (this.nodes.length === 0) return emptyGraph(emptyReason);
    const { nodes, layout } = placeNodes(this.nodes, this.edges);
    return { nodes, edges: this.edges, bounds: boundsOf(nodes), layout, truncated: this.truncated };
  }
}

export function emptyGraph(reason: string): FlowGraph {
  return { nodes: [], edges: [], bounds: { x: 0, y: 0, width: 0, height: 0 }, layout: "original", truncated: false, reason };
}

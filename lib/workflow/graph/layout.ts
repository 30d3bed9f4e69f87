import type { FlowGraph, FlowGraphBounds, FlowGraphEdge, FlowGraphNode } from "./types";

/** A node whose position may be unknown until the fallback layout runs. */
export type DraftNode = Omit<FlowGraphNode, "x" | "y"> & { x: number | null; y: number | null };

const GAP_X = 96;
const GAP_Y = 48;

/**
 * Columns by breadth-first depth from the entry nodes (no incoming edge), rows in order of appearance.
 * Cycles and unreachable islands start their own search, so every node gets a column. An n8n
 * sub-node (edge kind `ai`) points at its parent: it is laid out after the parent, not before.
 */
function columns(nodes: DraftNode[], edges: FlowGraphEdge[]): Map<string, number> {
  const next = new Map<string, string[]>();
  const incoming = new Map<string, number>();
  for (const edge of edges) {
    const [from, to] = edge.kind === "ai" ? [edge.target, edge.source] : [edge.source, edge.target];
    const list = next.get(from);
    if (list) list.push(to);
    else next.set(from, [to]);
    incoming.set(to, (incoming.get(to) ?? 0) + 1);
  }
  const depth = new Map<string, number>();
  const visit = (start: string) => {
    if (depth.has(start)) return;
    depth.set(start, 0);
    const queue = [start];
    for (let i = 0; i < queue.length; i++) {
      const id = queue[i]!;
      for (const to of next.get(id) ?? []) {
        if (depth.has(to)) continue;
        depth.set(to, depth.get(id)! + 1);
        queue.push(to);
      }
    }
  };
  for (const node of nodes) if (!incoming.has(node.id)) visit(node.id);
  for (const node of nodes) visit(node.id);
  return depth;
}

/**
 * Keeps the tool's coordinates where they exist. Nodes without any are laid out left to right by
 * depth, below the positioned ones so they never cover them.
 */
export function placeNodes(drafts: DraftNode[], edges: FlowGraphEdge[]): { nodes: FlowGraphNode[]; layout: FlowGraph["layout"] } {
  const missing = drafts.filter((n) => n.x === null || n.y === null);
  if (missing.length === 0) return { nodes: drafts as FlowGraphNode[], layout: "original" };

  const placed = drafts.filter((n) => n.x !== null && n.y !== null) as FlowGraphNode[];
  const origin = placed.length > 0 ? boundsOf(placed) : { x: 0, y: 0, width: 0, height: -GAP_Y * 2 };
  const top = origin.y + origin.height + GAP_Y * 2;
  const depth = columns(drafts, edges);
  const colWidth = Math.max(...missing.map((n) => n.width ?? 0)) + GAP_X;
  const rowHeight = Math.max(...missing.map((n) => n.height ?? 0)) + GAP_Y;
  const rowsUsed = new Map<number, number>();
  const position = new Map<string, { x: number; y: number }>();
  for (const node of missing) {
    const col = depth.get(node.id) ?? 0;
    const row = rowsUsed.get(col) ?? 0;
    rowsUsed.set(col, row + 1);
    position.set(node.id, { x: origin.x + col * colWidth, y: top + row * rowHeight });
  }
  const nodes = drafts.map((n) => (position.has(n.id) ? { ...n, ...position.get(n.id)! } : (n as FlowGraphNode)));
  return { nodes, layout: placed.length === 0 ? "auto" : "mixed" };
}

export function boundsOf(nodes: FlowGraphNode[]): FlowGraphBounds {
  if (nodes.length === 0) return { x: 0, y: 0, width: 0, height: 0 };
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const n of nodes) {
    minX = Math.min(minX, n.x);
    minY = Math.min(minY, n.y);
    maxX = Math.max(maxX, n.x + (n.width ?? 0));
    maxY = Math.max(maxY, n.y + (n.height ?? 0));
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

import type { FlowGraph, FlowGraphEdge, FlowGraphNode } from "@/lib/workflow/graph";
import { cn } from "@/lib/utils";
import { stepsLabel } from "./graph-style";

const KIND_TEXT: Record<NonNullable<FlowGraphEdge["kind"]>, string> = {
  main: "Segue para",
  error: "Em caso de erro, segue para",
  ai: "Conecta-se a",
};

/** Steps in reading order: left to right, then top to bottom (the tools draw flows that way). */
function readingOrder(nodes: FlowGraphNode[]): FlowGraphNode[] {
  return [...nodes].sort((a, b) => a.x - b.x || a.y - b.y);
}

/**
 * The diagram as text, for screen readers and keyboard users: every step, numbered, with what it
 * is and where it leads. Server-renderable; collapsed by default.
 */
export function FlowGraphSteps({ graph, className, open }: { graph: FlowGraph; className?: string; open?: boolean }) {
  if (graph.nodes.length === 0) return null;
  const ordered = readingOrder(graph.nodes);
  const number = new Map(ordered.map((node, i) => [node.id, i + 1]));
  const label = new Map(ordered.map((node) => [node.id, node.label]));
  const outgoing = new Map<string, FlowGraphEdge[]>();
  for (const edge of graph.edges) {
    const list = outgoing.get(edge.source);
    if (list) list.push(edge);
    else outgoing.set(edge.source, [edge]);
  }

  return (
    <details className={cn("group rounded-lg border text-sm", className)} open={open}>
      <summary className="hover:bg-muted/50 focus-visible:ring-ring/50 cursor-pointer rounded-lg px-3 py-2 font-medium outline-none focus-visible:ring-[3px]">
        Etapas do fluxo <span className="text-muted-foreground font-normal">({stepsLabel(graph.nodes.length)})</span>
      </summary>
      <ol className="grid gap-2 border-t px-3 py-3">
        {ordered.map((node) => {
          const edges = outgoing.get(node.id) ?? [];
          const byKind = new Map<string, string[]>();
          for (const edge of edges) {
            const kind = edge.kind ?? "main";
            const target = `${number.get(edge.target)}. ${label.get(edge.target)}${edge.label ? ` (${edge.label})` : ""}`;
            const list = byKind.get(kind);
            if (list) list.push(target);
            else byKind.set(kind, [target]);
          }
          return (
            <li key={node.id} className="grid gap-0.5">
              <span>
                <span className="font-medium">
                  {number.get(node.id)}. {node.label}
                </span>
                {node.detail && node.detail !== node.label && <span className="text-muted-foreground"> — {node.detail}</span>}
                {node.disabled && <span className="text-muted-foreground"> (desativado)</span>}
              </span>
              {node.items && node.items.length > 0 && (
                <span className="text-muted-foreground">
                  Blocos: {node.items.join(", ")}
                  {(node.itemCount ?? 0) > node.items.length && ` e mais ${(node.itemCount ?? 0) - node.items.length}`}
                </span>
              )}
              {[...byKind].map(([kind, targets]) => (
                <span key={kind} className="text-muted-foreground">
                  {KIND_TEXT[kind as keyof typeof KIND_TEXT]}: {targets.join("; ")}
                </span>
              ))}
            </li>
          );
        })}
      </ol>
    </details>
  );
}

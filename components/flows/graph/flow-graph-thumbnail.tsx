import type { FlowGraph, FlowGraphNode } from "@/lib/workflow/graph";
import type { DetectedPlatform } from "@/lib/workflow/platform";
import { cn } from "@/lib/utils";
import { PLATFORM_ACCENTS, stepsLabel } from "./graph-style";

// A card thumbnail needs the shape, not every node: past this many, the first ones are drawn.
const MAX_THUMBNAIL_NODES = 150;
const MAX_THUMBNAIL_EDGES = 300;
// Tiny graphs would be blown up to fill the card; this keeps a single node node-sized.
const MIN_VIEW_WIDTH = 900;
const MIN_VIEW_HEIGHT = 360;

const r = (n: number) => Math.round(n);

function edgePath(a: FlowGraphNode, b: FlowGraphNode, ai: boolean): string {
  const aw = a.width ?? 0;
  const ah = a.height ?? 0;
  const bw = b.width ?? 0;
  if (ai) {
    // n8n sub-node below its agent: top centre of the sub-node to bottom centre of the agent.
    const [x1, y1, x2, y2] = [a.x + aw / 2, a.y, b.x + bw / 2, b.y + (b.height ?? 0)];
    const dy = Math.max(40, Math.abs(y1 - y2) / 2);
    return `M${r(x1)} ${r(y1)}C${r(x1)} ${r(y1 - dy)} ${r(x2)} ${r(y2 + dy)} ${r(x2)} ${r(y2)}`;
  }
  const [x1, y1, x2, y2] = [a.x + aw, a.y + ah / 2, b.x, b.y + (b.height ?? 0) / 2];
  const dx = Math.max(60, Math.abs(x2 - x1) / 2);
  return `M${r(x1)} ${r(y1)}C${r(x1 + dx)} ${r(y1)} ${r(x2 - dx)} ${r(y2)} ${r(x2)} ${r(y2)}`;
}

export interface FlowGraphThumbnailProps {
  graph: FlowGraph;
  platform: DetectedPlatform;
  className?: string;
}

/**
 * Static SVG miniature of a flow for cards and the overview: no library, no script, server-rendered.
 * Strokes keep their on-screen width at any scale.
 */
export function FlowGraphThumbnail({ graph, platform, className }: FlowGraphThumbnailProps) {
  const accent = PLATFORM_ACCENTS[platform];
  const count = graph.nodes.length;
  if (count === 0) {
    return (
      <svg role="img" aria-label="Miniatura do fluxo indisponível" viewBox="0 0 300 120" className={cn("text-muted-foreground h-auto w-full", className)}>
        <rect x="1" y="1" width="298" height="118" rx="10" className="fill-muted stroke-border" strokeDasharray="6 4" />
      </svg>
    );
  }

  const nodes = graph.nodes.slice(0, MAX_THUMBNAIL_NODES);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const edges = graph.edges.filter((e) => byId.has(e.source) && byId.has(e.target)).slice(0, MAX_THUMBNAIL_EDGES);

  const { x, y, width, height } = graph.bounds;
  const pad = Math.max(width, height) * 0.04 + 24;
  const viewWidth = Math.max(width + pad * 2, MIN_VIEW_WIDTH);
  const viewHeight = Math.max(height + pad * 2, MIN_VIEW_HEIGHT);
  const left = x - (viewWidth - width) / 2;
  const top = y - (viewHeight - height) / 2;

  return (
    <svg
      role="img"
      aria-label={`Miniatura do fluxo com ${stepsLabel(count)}`}
      viewBox={`${r(left)} ${r(top)} ${r(viewWidth)} ${r(viewHeight)}`}
      preserveAspectRatio="xMidYMid meet"
      className={cn("h-auto w-full", className)}
    >
      <g fill="none" className="stroke-muted-foreground/50">
        {edges.map((edge) => (
          <path
            key={edge.id}
            d={edgePath(byId.get(edge.source)!, byId.get(edge.target)!, edge.kind === "ai")}
            strokeWidth={1.25}
            strokeDasharray={edge.kind === "ai" ? "3 3" : undefined}
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </g>
      <g>
        {nodes.map((node) => (
          <rect
            key={node.id}
            x={r(node.x)}
            y={r(node.y)}
            width={r(node.width ?? 0)}
            height={r(node.height ?? 0)}
            rx={12}
            // Triggers are filled: the entry point is the first thing the eye looks for.
            className={cn(accent.stroke, node.family === "trigger" ? accent.fill : "fill-card")}
            strokeWidth={1.5}
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </g>
    </svg>
  );
}

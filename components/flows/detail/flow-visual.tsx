import { cache } from "react";
import { FlowFacts } from "@/components/flows/view/flow-facts";
import { FlowGraphThumbnail } from "@/components/flows/graph/flow-graph-thumbnail";
import { LazyFlowGraph } from "@/components/flows/graph/lazy-flow-graph";
import type { FlowDetail } from "@/lib/flows/detail";
import { extractFlowFacts } from "@/lib/workflow/facts";
import { toFlowGraph } from "@/lib/workflow/graph";

/*
 * Graph and facts are computed on the server from the JSON the viewer may see (the elided preview
 * keeps names, types, positions, connections and credential types, which is all they need), so the
 * browser receives the layout, never the workflow itself.
 */

type Visual = Pick<FlowDetail, "platform" | "metadata">;

// The dialog draws the same flow twice (thumbnail and diagram): lay it out once per request.
const graphOf = cache((flow: Visual) => toFlowGraph(flow.platform, flow.metadata));

export function FlowDiagram({ flow, className, flags }: { flow: Visual; className?: string; flags?: Record<string, "attention" | "high"> }) {
  return <LazyFlowGraph graph={graphOf(flow)} platform={flow.platform} className={className} flags={flags} />;
}

export function FlowThumbnail({ flow, className }: { flow: Visual; className?: string }) {
  return <FlowGraphThumbnail graph={graphOf(flow)} platform={flow.platform} className={className} />;
}

export function FlowCompatibility({ flow }: { flow: Visual }) {
  return <FlowFacts facts={extractFlowFacts(flow.platform, flow.metadata)} />;
}

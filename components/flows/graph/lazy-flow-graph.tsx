"use client";

import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";
import type { FlowGraphProps } from "./flow-graph";

/**
 * The diagram library only loads where a diagram is drawn, after the page is interactive: the
 * catalogue and the detail page keep their first load lean, and the canvas (which measures the
 * browser's viewport) never renders on the server.
 */
const FlowGraph = dynamic(() => import("./flow-graph").then((m) => m.FlowGraph), {
  ssr: false,
  loading: () => (
    <div role="status">
      <Skeleton className="h-[420px] w-full rounded-lg md:h-[560px]" />
      <span className="sr-only">Carregando o diagrama…</span>
    </div>
  ),
});

export function LazyFlowGraph(props: FlowGraphProps) {
  return <FlowGraph {...props} />;
}

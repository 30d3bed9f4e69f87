"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import type { FlowGraphProps } from "./flow-graph";

function GraphPlaceholder() {
  return (
    <div role="status">
      <Skeleton className="h-[420px] w-full rounded-lg md:h-[560px]" />
      <span className="sr-only">Carregando o diagrama…</span>
    </div>
  );
}

/**
 * The diagram library only loads where a diagram is drawn: the canvas measures the browser's
 * viewport, so it never renders on the server.
 */
const FlowGraph = dynamic(() => import("./flow-graph").then((m) => m.FlowGraph), { ssr: false, loading: GraphPlaceholder });

/** How far below the screen the diagram starts loading, so it is drawn by the time it is scrolled to. */
const LOAD_AHEAD = "600px 0px";

/**
 * Renders the diagram once it nears the screen. A flow page opens on its description and facts;
 * mounting the canvas at once put the diagram library (about 45 KB gzip) and its first layout on
 * every page load, for a diagram most phones show only after scrolling.
 */
export function LazyFlowGraph(props: FlowGraphProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = anchor.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  if (near) return <FlowGraph {...props} />;
  return (
    <div ref={anchor}>
      <GraphPlaceholder />
    </div>
  );
}

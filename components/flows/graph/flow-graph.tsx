"use client";

// The App Router accepts global CSS imported from any component, node_modules included, so the
// diagram's stylesheet loads only on pages that draw one.
import "@xyflow/react/dist/style.css";
import { useMemo, useSyncExternalStore, type CSSProperties } from "react";
import { Background, Controls, MarkerType, MiniMap, ReactFlow, type AriaLabelConfig, type Edge } from "@xyflow/react";
import { useTheme } from "next-themes";
import type { FlowGraph as FlowGraphData } from "@/lib/workflow/graph";
import type { DetectedPlatform } from "@/lib/workflow/platform";
import { cn } from "@/lib/utils";
import { StepNodeComponent, type StepNode } from "./flow-graph-node";
import { FlowGraphSteps } from "./flow-graph-steps";
import { PLATFORM_ACCENTS, stepsLabel } from "./graph-style";

// Module-level constants: xyflow re-renders every node when these identities change.
const NODE_TYPES = { step: StepNodeComponent };
// On a phone a wide flow fitted whole would shrink to unreadable dots: the view opens on the start
// of the flow at a legible zoom, and the user pans on. PHONE_SPAN is what a ~300 px canvas shows at
// that zoom once padded, so the steps fitted there are never re-centred with the first one cut off.
const FIT_VIEW_OPTIONS = { padding: 0.12, maxZoom: 1 };
const FIT_VIEW_OPTIONS_PHONE = { padding: 0.12, maxZoom: 1, minZoom: 0.45 };
const PHONE_SPAN = 460;
const MINIMAP_SIZE = { width: 160, height: 110 };
// Culling off-screen elements pays off on big graphs; small ones stay fully in the DOM so every
// node remains reachable with Tab.
const CULL_FROM = 120;

const ARIA_LABELS: Partial<AriaLabelConfig> = {
  "node.a11yDescription.default": "Etapa do fluxo. Use Tab para passar à próxima; a lista Etapas do fluxo descreve as conexões.",
  "node.a11yDescription.keyboardDisabled": "Etapa do fluxo.",
  "edge.a11yDescription.default": "Conexão entre etapas.",
  "controls.ariaLabel": "Controles do diagrama",
  "controls.zoomIn.ariaLabel": "Aproximar",
  "controls.zoomOut.ariaLabel": "Afastar",
  "controls.fitView.ariaLabel": "Ajustar à tela",
  "controls.interactive.ariaLabel": "Alternar interatividade",
  "minimap.ariaLabel": "Minimapa",
  "handle.ariaLabel": "Ponto de conexão",
};

// The library's colour variables, pointed at the app's theme tokens: they follow the `.dark` class.
const THEME_VARS = {
  "--xy-background-color": "var(--background)",
  "--xy-background-pattern-dots-color": "var(--border)",
  "--xy-edge-stroke": "color-mix(in oklab, var(--muted-foreground) 60%, transparent)",
  "--xy-edge-label-background-color": "var(--card)",
  "--xy-edge-label-color": "var(--muted-foreground)",
  "--xy-node-color": "var(--card-foreground)",
  "--xy-controls-button-background-color": "var(--card)",
  "--xy-controls-button-background-color-hover": "var(--accent)",
  "--xy-controls-button-color": "var(--foreground)",
  "--xy-controls-button-color-hover": "var(--accent-foreground)",
  "--xy-controls-button-border-color": "var(--border)",
  "--xy-minimap-background-color": "var(--card)",
  "--xy-minimap-mask-background-color": "color-mix(in oklab, var(--muted) 70%, transparent)",
} as CSSProperties;

const FLAG_LABELS = { high: "alerta de segurança alto", attention: "ponto de atenção de segurança" } as const;

const DESKTOP = "(min-width: 768px)";
const subscribeDesktop = (onChange: () => void) => {
  const query = window.matchMedia(DESKTOP);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};
const noop = () => () => {};

export interface FlowGraphProps {
  graph: FlowGraphData;
  platform: DetectedPlatform;
  /** Height and spacing of the canvas; it needs a fixed height. Default: 420 px, 560 px on desktop. */
  className?: string;
  /** Also render the collapsible 'Etapas do fluxo' list below the canvas (default true). */
  showSteps?: boolean;
  /** Steps the safety report names, by label, with the highest severity found for each: outlined on the canvas. */
  flags?: Readonly<Record<string, "attention" | "high">>;
}

/**
 * Read-only diagram of a workflow: pan, zoom, Tab through the steps. Nodes cannot be dragged,
 * connected or deleted. Mount it from a server component with the graph already extracted
 * (`toFlowGraph`), so the workflow JSON itself never reaches the browser.
 */
export function FlowGraph({ graph, platform, className, showSteps = true, flags }: FlowGraphProps) {
  const { resolvedTheme } = useTheme();
  // The theme and the viewport are unknown while rendering on the server: start light and compact.
  const mounted = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const desktop = useSyncExternalStore(
    subscribeDesktop,
    () => window.matchMedia(DESKTOP).matches,
    () => false,
  );
  const accent = PLATFORM_ACCENTS[platform];

  const nodes = useMemo<StepNode[]>(
    () =>
      graph.nodes.map((step) => ({
        id: step.id,
        type: "step",
        position: { x: step.x, y: step.y },
        width: step.width,
        height: step.height,
        data: { step, platform, flag: flags?.[step.label] },
        ariaLabel: `${step.detail && step.detail !== step.label ? `${step.label}, ${step.detail}` : step.label}${flags?.[step.label] ? `, ${FLAG_LABELS[flags[step.label]!]}` : ""}`,
        className: "rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
      })),
    [graph.nodes, platform, flags],
  );

  const phoneFit = useMemo(() => {
    if (graph.nodes.length === 0) return FIT_VIEW_OPTIONS_PHONE;
    const start = graph.bounds.x;
    const leftmost = graph.nodes.reduce((a, b) => (b.x < a.x ? b : a), graph.nodes[0]!);
    const first = graph.nodes.filter((step) => step.x + (step.width ?? 0) <= start + PHONE_SPAN);
    return { ...FIT_VIEW_OPTIONS_PHONE, nodes: (first.length > 0 ? first : [leftmost]).map((step) => ({ id: step.id })) };
  }, [graph.bounds.x, graph.nodes]);

  const edges = useMemo<Edge[]>(
    () =>
      graph.edges.map((edge) => ({
        id: edge.id,
        source: edge.source,
        target: edge.target,
        sourceHandle: edge.kind === "ai" ? "ai-out" : "out",
        targetHandle: edge.kind === "ai" ? "ai-in" : "in",
        label: edge.label,
        markerEnd: edge.kind === "ai" ? undefined : { type: MarkerType.ArrowClosed, width: 16, height: 16 },
        style: edge.kind === "ai" ? { strokeDasharray: "4 4" } : edge.kind === "error" ? { strokeDasharray: "6 3", stroke: "var(--destructive)" } : undefined,
        labelStyle: { fontSize: 11 },
        labelBgPadding: [4, 2] as [number, number],
        labelBgBorderRadius: 4,
      })),
    [graph.edges],
  );

  if (graph.nodes.length === 0) {
    return (
      <div className={cn("text-muted-foreground bg-muted/40 flex h-40 items-center justify-center rounded-lg border p-4 text-center text-sm", className)}>
        {graph.reason ?? "Não há etapas para desenhar."}
      </div>
    );
  }

  return (
    <div className="grid gap-3">
      <div className={cn("h-[420px] overflow-hidden rounded-lg border md:h-[560px]", className)}>
        <ReactFlow
          nodes={nodes}
          edges={edges}
          nodeTypes={NODE_TYPES}
          colorMode={mounted && resolvedTheme === "dark" ? "dark" : "light"}
          style={THEME_VARS}
          aria-label={`Diagrama do fluxo com ${stepsLabel(graph.nodes.length)}`}
          ariaLabelConfig={ARIA_LABELS}
          fitView
          fitViewOptions={desktop ? FIT_VIEW_OPTIONS : phoneFit}
          minZoom={0.05}
          maxZoom={2}
          nodesDraggable={false}
          nodesConnectable={false}
          elementsSelectable={false}
          edgesFocusable={false}
          nodesFocusable
          deleteKeyCode={null}
          selectionKeyCode={null}
          multiSelectionKeyCode={null}
          // The wheel scrolls the page as usual; zoom with Ctrl/⌘ + wheel, pinch or the buttons.
          zoomOnScroll={false}
          preventScrolling={false}
          onlyRenderVisibleElements={graph.nodes.length >= CULL_FROM}
          defaultMarkerColor="#94a3b8"
        >
          <Background gap={24} size={1} />
          <Controls showInteractive={false} position="bottom-left" />
          {desktop && (
            <MiniMap
              pannable
              zoomable
              position="bottom-right"
              nodeColor={accent.hex}
              nodeStrokeWidth={0}
              nodeBorderRadius={6}
              style={MINIMAP_SIZE}
              className="overflow-hidden rounded-md border"
            />
          )}
        </ReactFlow>
      </div>
      {(graph.truncated || graph.layout !== "original") && (
        <p className="text-muted-foreground text-xs">
          {graph.truncated && "O fluxo é grande demais para ser desenhado por inteiro: o diagrama mostra apenas uma parte. "}
          {graph.layout !== "original" && "Algumas posições foram calculadas automaticamente porque o arquivo não trazia as coordenadas do editor."}
        </p>
      )}
      {showSteps && <FlowGraphSteps graph={graph} />}
    </div>
  );
}

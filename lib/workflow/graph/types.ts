/**
 * The drawable shape of a workflow, the same for the three tools: one node per n8n node, Make module
 * or Typebot group (plus the v6 start event), one edge per connection. Positions are canvas pixels,
 * top-left of the node; every node carries its size, so bounds and thumbnails need no measuring.
 */

/** What a node does, for its icon and colour. Derived from the type string alone, so the elided preview has it too. */
export const NODE_FAMILIES = [
  "trigger",
  "webhook",
  "http",
  "code",
  "ai",
  "database",
  "messaging",
  "email",
  "sheets",
  "logic",
  "router",
  "data",
  "input",
  "bubble",
  "other",
] as const;
export type NodeFamily = (typeof NODE_FAMILIES)[number];

export interface FlowGraphNode {
  id: string;
  /** The name the author gave (n8n node, Make module, Typebot group title), or a readable type. */
  label: string;
  /** The raw type: `n8n-nodes-base.httpRequest`, `gmail:ActionSendEmail`, `group`, `start`. */
  type: string;
  family: NodeFamily;
  x: number;
  y: number;
  width?: number;
  height?: number;
  /** The readable type, in pt-BR where the tool's own wording is generic ("Requisição HTTP"). */
  detail?: string;
  /** Typebot: readable types of the group's blocks, in order (at most MAX_GROUP_ITEMS). */
  items?: string[];
  /** Typebot: how many blocks the group really has (items may be cut). */
  itemCount?: number;
  disabled?: boolean;
}

/** `main` carries the data; `ai` attaches an n8n sub-node (model, memory, tool…); `error` is an error path. */
export type FlowGraphEdgeKind = "main" | "ai" | "error";

export interface FlowGraphEdge {
  id: string;
  source: string;
  target: string;
  label?: string;
  kind?: FlowGraphEdgeKind;
}

export interface FlowGraphBounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FlowGraph {
  nodes: FlowGraphNode[];
  edges: FlowGraphEdge[];
  bounds: FlowGraphBounds;
  /** `original`: the tool's own coordinates; `auto`: none were usable; `mixed`: some nodes were placed. */
  layout: "original" | "auto" | "mixed";
  /** True when the caps below cut nodes or edges. */
  truncated: boolean;
  /** pt-BR, set when the graph is empty: why nothing can be drawn. */
  reason?: string;
}

// Real exports stay far below these (the largest corpus workflow has 246 nodes); the caps only
// bound the work done on hostile input.
export const MAX_NODES = 2000;
export const MAX_EDGES = 4000;
/** Items scanned per array before giving up (sticky notes and junk are skipped, not drawn). */
export const MAX_SCAN = 20_000;
export const MAX_DEPTH = 32;
export const MAX_GROUP_ITEMS = 12;
export const MAX_LABEL = 80;
export const MAX_EDGE_LABEL = 60;

/** How a flow starts (facts panel). Defined here because the per-tool type catalogues classify it. */
export const TRIGGER_KINDS = ["webhook", "schedule", "manual", "chat", "form", "email", "app", "other"] as const;
export type TriggerKind = (typeof TRIGGER_KINDS)[number];

export const TRIGGER_LABELS: Record<TriggerKind, string> = {
  webhook: "Webhook",
  schedule: "Agendamento",
  manual: "Execução manual",
  chat: "Conversa (chat)",
  form: "Formulário",
  email: "E-mail recebido",
  app: "Evento em aplicativo",
  other: "Outro fluxo ou evento",
};

/** docs/product-rules.md §3 placeholder for a flow stored without a workflow JSON. */
function placeholderJson(flow: { name: string; description: string }) {
  return { name: flow.name, description: flow.description, version: "1.0.0", nodes: [], connections: {} };
}

/** The JSON a flow view prints: its metadata (whole or preview), or the placeholder when there is none. */
export function flowJsonText(flow: { name: string; description: string; metadata: unknown }): string {
  const hasMetadata = flow.metadata !== null && typeof flow.metadata === "object" && Object.keys(flow.metadata).length > 0;
  return JSON.stringify(hasMetadata ? flow.metadata : placeholderJson(flow), null, 2);
}

/** What 'Copiar JSON' copies (FlowJsonSource): the whole JSON, or null for a viewer who only gets the preview. */
export function copyableFlowJson(flow: { name: string; description: string; metadata: unknown; metadataAccess: "full" | "preview" }): string | null {
  return flow.metadataAccess === "full" ? flowJsonText(flow) : null;
}

import { LockIcon } from "lucide-react";
import { CopyFlowJson } from "./lazy-detail-islands";
import type { FlowDetail } from "@/lib/flows/detail";

/** docs/product-rules.md §3 placeholder for a flow stored without a workflow JSON. */
function placeholderJson(flow: FlowDetail) {
  return { name: flow.name, description: flow.description, version: "1.0.0", nodes: [], connections: {} };
}

export function flowJsonText(flow: FlowDetail): string {
  const hasMetadata = flow.metadata !== null && typeof flow.metadata === "object" && Object.keys(flow.metadata).length > 0;
  return JSON.stringify(hasMetadata ? flow.metadata : placeholderJson(flow), null, 2);
}

/** What 'Copiar JSON' copies (FlowJsonSource): the whole JSON, or null for a viewer who only gets the preview. */
export function copyableFlowJson(flow: FlowDetail): string | null {
  return flow.metadataAccess === "full" ? flowJsonText(flow) : null;
}

/**
 * The JSON preview (400 px scroll area). 'Copiar JSON' only when the viewer holds the full JSON (read
 * from the FlowJsonSource around the view); everyone else sees the elided preview, and the real file
 * goes through the download quota.
 */
export function FlowJsonPreview({ flow, heading }: { flow: FlowDetail; heading?: React.ReactNode }) {
  const json = flowJsonText(flow);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {heading}
        {flow.metadataAccess === "full" ? (
          <CopyFlowJson />
        ) : (
          <span className="text-muted-foreground flex items-center gap-1 text-xs">
            <LockIcon className="size-3.5" aria-hidden /> Prévia: valores dos parâmetros ocultos até o download
          </span>
        )}
      </div>
      <pre tabIndex={0} aria-label="JSON do fluxo" className="bg-muted h-[400px] overflow-auto rounded-md p-4 font-mono text-xs leading-relaxed">
        {json}
      </pre>
    </div>
  );
}

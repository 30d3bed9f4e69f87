// Browser-side saving of files the API hands over: the workflow JSON of a download and the LGPD export.
import { workflowFileName } from "@/lib/downloads/filename";
import { postJson, type ApiResult } from "./api";

export interface DownloadedWorkflow {
  id: string;
  name: string;
  metadata: unknown;
  /** True when the flow had been downloaded before: nothing was charged. */
  redownload: boolean;
}

/** Hands a Blob to the browser as a file download. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
  link.click();
  // Revoked on the next task: revoking in the same one can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** docs/product-rules.md §4 and §20: saved under workflowFileName. */
function saveWorkflowFile(name: string, metadata: unknown, version?: number) {
  saveBlob(new Blob([JSON.stringify(metadata, null, 2)], { type: "application/json" }), workflowFileName(name, version));
}

/**
 * POST /api/flows/{id}/download and, when it succeeds, saves the file. The server decides what is
 * charged (a re-download is free); callers only pick their toasts and what to do on DOWNLOAD_LIMIT.
 */
export async function downloadWorkflow(flowId: string, version?: number): Promise<ApiResult<DownloadedWorkflow>> {
  const query = version === undefined ? "" : `?version=${version}`;
  const result = await postJson<DownloadedWorkflow>(`/api/flows/${flowId}/download${query}`);
  if (result.ok) {
    saveWorkflowFile(result.data.name, result.data.metadata, version);
    // The download records the version received: a card's "updated since your download" mark may go.
    // Loaded here, not imported: the pages with a download button need none of it in their first load.
    void import("./update-marks").then((m) => m.refreshFlowUpdates());
  }
  return result;
}

"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { failureMessage, handleSignedOut } from "./api-feedback";
import { downloadWorkflow, type DownloadedWorkflow } from "./download-workflow";
import { toast } from "./toast";

interface Options {
  flowId: string;
  /** A version of the history ('Baixar vN'); the current one when absent. */
  version?: number;
  /** The toast description when the server gives no reason. */
  failureText: string;
  /** The success toast and what follows it (refresh, state); runs once the file is saved. */
  onDownloaded: (file: DownloadedWorkflow) => void;
  /** The quota is used up (403 DOWNLOAD_LIMIT): without it, the server's message is shown. */
  onLimit?: () => void;
}

/**
 * The one click-to-download of the app (the flow page, the download history, a version of the
 * history): the server decides what is charged; this saves the file, keeps `pending` while the call
 * runs, and answers a failure the same way everywhere (signed out → login, else a toast).
 */
export function useWorkflowDownload({ flowId, version, failureText, onDownloaded, onLimit }: Options) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function download() {
    startTransition(async () => {
      const result = await downloadWorkflow(flowId, version);
      if (result.ok) return onDownloaded(result.data);
      if (result.code === "DOWNLOAD_LIMIT" && onLimit) return onLimit();
      if (handleSignedOut(result, router)) return;
      toast.error("Erro no download", { description: failureMessage(result, failureText) });
    });
  }

  return { download, pending };
}

"use client";

import { useRouter } from "next/navigation";
import { DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { DownloadedWorkflow } from "@/lib/client/download-workflow";
import { useWorkflowDownload } from "@/lib/client/use-workflow-download";
import { toast } from "@/lib/client/toast";
import { versionLabel } from "@/lib/format";

interface Props {
  flowId: string;
  version: number;
  /** After the download; without it the page is refreshed (the update mark and counters come from the server). */
  onDownloaded?: (file: DownloadedWorkflow, version: number) => void;
}

/**
 * "Baixar" on one version of the history, for a viewer who may have the whole JSON (author, admin,
 * contributor, or who downloaded the flow): saved as `name_vN_workflow.json`, free once the flow was
 * downloaded (docs/product-rules.md §4 and §20).
 */
export function VersionDownloadButton({ flowId, version, onDownloaded }: Props) {
  const router = useRouter();
  const { download, pending } = useWorkflowDownload({
    flowId,
    version,
    failureText: "Não foi possível baixar esta versão. Tente novamente.",
    onDownloaded(file) {
      toast.success("Download iniciado", { description: `${file.name}, ${versionLabel(version)}, será baixado.` });
      if (onDownloaded) onDownloaded(file, version);
      else router.refresh();
    },
  });

  return (
    <Button type="button" variant="outline" size="sm" onClick={download} disabled={pending} aria-busy={pending || undefined}>
      <DownloadIcon aria-hidden />
      {pending ? "Baixando..." : "Baixar"}
      <span className="sr-only"> a {versionLabel(version)}</span>
    </Button>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { DownloadIcon } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { useWorkflowDownload } from "@/lib/client/use-workflow-download";
import { versionLabel } from "@/lib/format";

interface Props {
  flowId: string;
  flowName: string;
  /** Set when the flow has a newer version than the one downloaded (docs/product-rules.md §20): 'Baixar v3'. */
  latestVersion?: number;
}

/**
 * 'Baixar Novamente' in the download history, or 'Baixar vN' for a newer version: a flow already
 * downloaded costs nothing (docs/product-rules.md §4).
 */
export function RedownloadButton({ flowId, flowName, latestVersion }: Props) {
  const router = useRouter();
  const { download, pending } = useWorkflowDownload({
    flowId,
    version: latestVersion,
    failureText: "Não foi possível baixar o fluxo. Tente novamente.",
    onDownloaded(file) {
      toast.success("Download iniciado", { description: `${file.name} será baixado novamente.` });
      // The history is read again: the version they have now is the newest, so its mark goes.
      if (latestVersion !== undefined) router.refresh();
    },
  });

  return (
    <Button type="button" size="sm" variant="outline" onClick={download} disabled={pending} aria-busy={pending || undefined}>
      <DownloadIcon aria-hidden />
      {pending ? "Baixando..." : latestVersion !== undefined ? `Baixar ${versionLabel(latestVersion)}` : "Baixar Novamente"}
      <span className="sr-only">: {flowName}</span>
    </Button>
  );
}

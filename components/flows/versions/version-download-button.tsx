"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { downloadWorkflow, type DownloadedWorkflow } from "@/lib/client/download-workflow";
import { toast } from "@/lib/client/toast";
import { versionLabel } from "@/lib/flows/version-summary";

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
  const [pending, setPending] = useState(false);

  async function download() {
    setPending(true);
    const result = await downloadWorkflow(flowId, version);
    setPending(false);
    if (!result.ok) {
      toast.error("Erro no download", { description: result.message ?? "Não foi possível baixar esta versão. Tente novamente." });
      return;
    }
    toast.success("Download iniciado", { description: `${result.data.name}, ${versionLabel(version)}, será baixado.` });
    if (onDownloaded) onDownloaded(result.data, version);
    else router.refresh();
  }

  return (
    <Button type="button" variant="outline" size="sm" onClick={download} disabled={pending}>
      <DownloadIcon aria-hidden />
      {pending ? "Baixando..." : "Baixar"}
      <span className="sr-only"> a {versionLabel(version)}</span>
    </Button>
  );
}

"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { DownloadIcon, HeartHandshakeIcon } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import type { ContributionSettings } from "@/components/payments/contribution-dialog";
import { ContributionDialog, preloadContributionDialog } from "@/components/payments/lazy-contribution-dialog";
import { downloadWorkflow, type DownloadedWorkflow } from "@/lib/client/download-workflow";
import { useOpened } from "@/lib/client/use-opened";

interface Props {
  flowId: string;
  /** Decided on the server: unlimited, within quota, or already downloaded (free). */
  canDownload: boolean;
  settings: ContributionSettings;
  /** After a download; without it the page is refreshed (its counters and quota come from the server). */
  onDownloaded?: (file: DownloadedWorkflow) => void;
}

/** Download, or 'Contribuir para Baixar' when the quota is used up (docs/product-rules.md §4). */
export function DownloadButton({ flowId, canDownload, settings, onDownloaded }: Props) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [contributeOpen, setContributeOpen] = useState(false);
  const contributeMounted = useOpened(contributeOpen);

  async function download() {
    if (!canDownload) return setContributeOpen(true);
    setPending(true);
    const result = await downloadWorkflow(flowId);
    setPending(false);
    if (!result.ok) {
      if (result.code === "DOWNLOAD_LIMIT") return setContributeOpen(true);
      toast.error("Erro no download", { description: result.message ?? "Não foi possível baixar o fluxo. Tente novamente." });
      return;
    }
    if (result.data.redownload) toast.success("Download iniciado", { description: `${result.data.name} será baixado novamente.` });
    else toast.success("Download concluído", { description: "O arquivo JSON do fluxo foi baixado com sucesso!" });
    if (onDownloaded) onDownloaded(result.data);
    else router.refresh();
  }

  return (
    <>
      <Button type="button" onClick={download} disabled={pending} onPointerEnter={preloadContributionDialog} onFocus={preloadContributionDialog}>
        {canDownload ? <DownloadIcon aria-hidden /> : <HeartHandshakeIcon aria-hidden />}
        {pending ? "Baixando..." : canDownload ? "Download" : "Contribuir para Baixar"}
      </Button>
      {contributeMounted && <ContributionDialog open={contributeOpen} onOpenChange={setContributeOpen} {...settings} />}
    </>
  );
}

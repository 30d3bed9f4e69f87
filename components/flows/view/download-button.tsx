"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { DownloadIcon, HeartHandshakeIcon } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import type { ContributionSettings } from "@/components/payments/contribution-dialog";
import { ContributionDialog, preloadContributionDialog } from "@/components/payments/lazy-contribution-dialog";
import type { DownloadedWorkflow } from "@/lib/client/download-workflow";
import { useWorkflowDownload } from "@/lib/client/use-workflow-download";
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
  const [contributeOpen, setContributeOpen] = useState(false);
  const contributeMounted = useOpened(contributeOpen);
  const openContribution = () => setContributeOpen(true);
  const { download, pending } = useWorkflowDownload({
    flowId,
    failureText: "Não foi possível baixar o fluxo. Tente novamente.",
    onLimit: openContribution,
    onDownloaded(file) {
      if (file.redownload) toast.success("Download iniciado", { description: `${file.name} será baixado novamente.` });
      else toast.success("Download concluído", { description: "O arquivo JSON do fluxo foi baixado com sucesso!" });
      if (onDownloaded) onDownloaded(file);
      else router.refresh();
    },
  });

  return (
    <>
      <Button
        type="button"
        onClick={canDownload ? download : openContribution}
        disabled={pending}
        aria-busy={pending || undefined}
        onPointerEnter={preloadContributionDialog}
        onFocus={preloadContributionDialog}
      >
        {canDownload ? <DownloadIcon aria-hidden /> : <HeartHandshakeIcon aria-hidden />}
        {pending ? "Baixando..." : canDownload ? "Download" : "Contribuir para Baixar"}
      </Button>
      {contributeMounted && <ContributionDialog open={contributeOpen} onOpenChange={setContributeOpen} {...settings} />}
    </>
  );
}

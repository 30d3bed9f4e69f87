"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { DownloadIcon } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { downloadWorkflow } from "@/lib/client/download-workflow";
import { failureMessage, handleSignedOut } from "@/lib/client/api-feedback";

/** 'Baixar Novamente' in the download history: a flow already downloaded costs nothing (docs/product-rules.md §4). */
export function RedownloadButton({ flowId, flowName }: { flowId: string; flowName: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function redownload() {
    setPending(true);
    const result = await downloadWorkflow(flowId);
    setPending(false);
    if (result.ok) {
      toast.success("Download iniciado", { description: `${result.data.name} será baixado novamente.` });
      return;
    }
    if (handleSignedOut(result, router)) return;
    toast.error("Erro no download", { description: failureMessage(result, "Não foi possível baixar o fluxo. Tente novamente.") });
  }

  return (
    <Button type="button" size="sm" variant="outline" onClick={redownload} disabled={pending} aria-busy={pending || undefined}>
      <DownloadIcon aria-hidden />
      {pending ? "Baixando..." : "Baixar Novamente"}
      <span className="sr-only">: {flowName}</span>
    </Button>
  );
}

"use client";

import { useTransition } from "react";
import { FileDownIcon } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { saveBlob } from "@/lib/client/download-workflow";
import { SIGNED_OUT_MESSAGE } from "@/lib/client/api-feedback";

const FALLBACK_NAME = "fluxoteca-meus-dados.json";

/** 'Exportar meus dados': fetched rather than linked, so a failure becomes a toast instead of a saved error page. */
export function ExportDataButton() {
  const [pending, startTransition] = useTransition();

  const exportData = () => startTransition(() => exportFile());

  async function exportFile() {
    try {
      const res = await fetch("/api/users/export", { cache: "no-store", credentials: "same-origin" });
      if (!res.ok) {
        const body = await res.json().catch(() => ({}));
        const message = res.status === 401 ? SIGNED_OUT_MESSAGE : (body.message ?? "Tente novamente.");
        toast.error("Erro ao exportar dados", { description: message });
        return;
      }
      const name = res.headers.get("content-disposition")?.match(/filename="([^"]+)"/)?.[1] ?? FALLBACK_NAME;
      saveBlob(await res.blob(), name);
      toast.success("Dados exportados", { description: "O arquivo JSON com os seus dados foi baixado." });
    } catch {
      toast.error("Erro ao exportar dados", { description: "Erro de conexão. Tente novamente." });
    }
  }

  return (
    <Button type="button" variant="outline" onClick={exportData} disabled={pending}>
      <FileDownIcon aria-hidden /> {pending ? "Exportando..." : "Exportar meus dados"}
    </Button>
  );
}

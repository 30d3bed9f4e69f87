"use client";

import { useState, useTransition } from "react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { BanIcon, EyeOffIcon, UndoIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { postJson, type ApiResult } from "@/lib/client/api";
import { failureMessage } from "@/lib/client/api-feedback";
import { toast } from "@/lib/client/toast";
import { useOpened } from "@/lib/client/use-opened";
import { decisionUrl, type DecisionAction, type DecisionItem } from "./report-decision";

// The reason form loads on the first 'Ocultar' or 'Banir autor'.
const loadDialog = () => import("./report-decision-dialog");
const ReportDecisionDialog = dynamic(() => loadDialog().then((m) => m.ReportDecisionDialog), { ssr: false });

const DONE: Record<DecisionAction, (item: DecisionItem) => string> = {
  DISMISS: (item) => (item.held ? "Denúncias dispensadas: o item voltou ao catálogo." : "Denúncias dispensadas."),
  HIDE: (item) =>
    item.kind === "flow" ? "Fluxo retirado do catálogo. O autor recebe o motivo por e-mail." : "Avaliação ocultada. O autor recebe o motivo por e-mail.",
  BAN: () => "Item ocultado e autor banido.",
};

/** 'Dispensar', 'Ocultar' and 'Banir autor' for one reported item; each closes all of its open reports. */
export function ReportActions({ item }: { item: DecisionItem }) {
  const router = useRouter();
  const [asking, setAsking] = useState<"HIDE" | "BAN" | null>(null);
  const mounted = useOpened(asking !== null);
  // One transition holds the request and the refresh after it: the buttons stay disabled until the queue shows the result.
  const [busy, startTransition] = useTransition();

  function send(action: DecisionAction, reason?: string): Promise<ApiResult<unknown>> {
    return new Promise((resolve) =>
      startTransition(async () => {
        const result = await postJson(decisionUrl(item), { action, reason });
        if (result.ok) {
          toast.success(DONE[action](item));
          setAsking(null);
          router.refresh();
        } else {
          if (result.status === 409) router.refresh();
          if (!result.fieldErrors?.reason?.[0])
            toast.error("Não foi possível registrar a decisão", { description: failureMessage(result, `Erro: ${result.status}`) });
        }
        resolve(result);
      }),
    );
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => void send("DISMISS")} onPointerEnter={() => void loadDialog()}>
        <UndoIcon aria-hidden /> Dispensar
      </Button>
      <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => setAsking("HIDE")} aria-haspopup="dialog">
        <EyeOffIcon aria-hidden /> Ocultar
      </Button>
      {item.authorName !== null && (
        <Button type="button" size="sm" variant="destructive" disabled={busy} onClick={() => setAsking("BAN")} aria-haspopup="dialog">
          <BanIcon aria-hidden /> Banir autor
        </Button>
      )}
      {mounted && (
        <ReportDecisionDialog
          action={asking}
          item={item}
          onOpenChange={(open) => !open && setAsking(null)}
          onSubmit={(action, reason) => send(action, reason)}
        />
      )}
    </div>
  );
}

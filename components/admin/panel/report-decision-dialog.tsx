"use client";

import { useState } from "react";
import { ReasonDialogForm } from "@/components/admin/reason-dialog-form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { ApiResult } from "@/lib/client/api";
import { useSchemaForm } from "@/lib/client/schema-form";
import { DECISION_REASON_MAX } from "@/lib/reports/labels";
import { reportDecisionSchema } from "@/lib/reports/schemas";
import type { DecisionItem } from "./report-decision";

interface Props {
  /** Open with HIDE or BAN; null is closed. */
  action: "HIDE" | "BAN" | null;
  item: DecisionItem;
  onOpenChange: (open: boolean) => void;
  onSubmit: (action: "HIDE" | "BAN", reason: string) => Promise<ApiResult<unknown>>;
}

/** The reason the author reads, before hiding the item; banning also asks to confirm. */
export function ReportDecisionDialog({ action, item, onOpenChange, onSubmit }: Props) {
  const name = <strong className="text-foreground font-semibold break-words">{item.title}</strong>;
  const hides =
    item.kind === "flow" ? <>O fluxo {name} sai do catálogo (fica rejeitado, com o motivo)</> : <>A avaliação {name} deixa a página e a nota do fluxo</>;
  return (
    <Dialog open={action !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{action === "BAN" ? "Banir autor" : item.kind === "flow" ? "Ocultar fluxo" : "Ocultar avaliação"}</DialogTitle>
          <DialogDescription>
            {action === "BAN" ? (
              <>
                {hides}, e a conta de <strong className="text-foreground font-semibold">{item.authorName}</strong> é banida: não entra mais e todas as sessões
                terminam na hora.
              </>
            ) : (
              <>{hides}. O autor recebe o motivo abaixo por e-mail.</>
            )}
          </DialogDescription>
        </DialogHeader>
        {action && <ReasonForm key={action} action={action} onCancel={() => onOpenChange(false)} onSubmit={onSubmit} />}
      </DialogContent>
    </Dialog>
  );
}

function ReasonForm({ action, onCancel, onSubmit }: { action: "HIDE" | "BAN"; onCancel: () => void; onSubmit: Props["onSubmit"] }) {
  const [confirmed, setConfirmed] = useState(false);
  // No toasts here: `onSubmit` announces the decision's outcome.
  const { values, set, errors, submit, pending } = useSchemaForm(reportDecisionSchema, {
    initial: { reason: "" },
    input: ({ reason }) => ({ action, reason }),
    send: (data) => onSubmit(action, data.reason ?? ""),
  });
  return (
    <ReasonDialogForm
      id="report-decision-reason"
      reason={values.reason}
      onReasonChange={set("reason")}
      maxLength={DECISION_REASON_MAX}
      placeholder="Ex.: o fluxo envia as credenciais do usuário para um servidor externo."
      error={errors.reason?.[0]}
      hint="Obrigatório. Fica no histórico de decisões."
      onSubmit={submit}
      pending={pending}
      onCancel={onCancel}
      confirmLabel={action === "BAN" ? "Ocultar e banir" : "Ocultar"}
      confirmVariant="destructive"
      confirmBlocked={action === "BAN" && !confirmed}
    >
      {action === "BAN" && (
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="accent-destructive mt-0.5 size-4" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
          Entendo que o autor será banido e não poderá mais entrar na Fluxoteca.
        </label>
      )}
    </ReasonDialogForm>
  );
}

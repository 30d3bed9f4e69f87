"use client";

import { useState } from "react";
import { TextAreaField } from "@/components/flows/text-area-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { REJECTION_REASON_MAX, rejectFlowSchema } from "@/lib/flows/schemas";
import type { ApiResult } from "@/lib/client/api";
import { submitWithSchema, useFormAction } from "@/lib/client/form-action";

/** Sends the reason; a reason the server refuses comes back in `fieldErrors.reason`. */
type Submit = (reason: string) => Promise<ApiResult<unknown>>;

interface Props {
  /** With `pendingVersion`, what is turned down is that new version of an approved flow. */
  flow: { id: string; name: string; pendingVersion?: { version: number } | null } | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: Submit;
}

/** Asks for the reason the author will read before rejecting a flow or its new version (3 to 500 characters). */
export function RejectFlowDialog({ flow, onOpenChange, onSubmit }: Props) {
  const version = flow?.pendingVersion?.version;
  const name = <strong className="text-foreground font-semibold break-words">{flow?.name}</strong>;
  return (
    <Dialog open={flow !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{version ? `Rejeitar versão ${version}` : "Rejeitar fluxo"}</DialogTitle>
          {version ? (
            <DialogDescription>
              A versão {version} de {name} não será publicada: o fluxo continua entregando a versão atual. O autor verá o motivo abaixo.
            </DialogDescription>
          ) : (
            <DialogDescription>
              O fluxo {name} sai do catálogo. O autor continua vendo o fluxo, com o motivo abaixo.
            </DialogDescription>
          )}
        </DialogHeader>
        {/* Mounted per flow, so each opening starts with an empty reason. */}
        {flow && <RejectForm key={flow.id} onCancel={() => onOpenChange(false)} onSubmit={onSubmit} />}
      </DialogContent>
    </Dialog>
  );
}

function RejectForm({ onCancel, onSubmit }: { onCancel: () => void; onSubmit: Submit }) {
  const [reason, setReason] = useState("");
  const [error, submit, pending] = useFormAction(async (_: string | undefined, input: { reason: string }) => {
    const outcome = await submitWithSchema(rejectFlowSchema, input, (data) => onSubmit(data.reason));
    return outcome.ok ? undefined : outcome.fieldErrors.reason?.[0];
  }, undefined);

  return (
    <form onSubmit={submit({ reason })} noValidate className="grid gap-4">
      <TextAreaField
        id="reject-reason"
        label="Motivo da rejeição"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={REJECTION_REASON_MAX}
        required
        autoFocus
        placeholder="Ex.: o JSON não importa no n8n; faltam instruções de configuração."
        error={error}
        hint={`De 3 a ${REJECTION_REASON_MAX} caracteres. O autor verá este texto.`}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancelar
        </Button>
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? "Rejeitando..." : "Rejeitar"}
        </Button>
      </DialogFooter>
    </form>
  );
}

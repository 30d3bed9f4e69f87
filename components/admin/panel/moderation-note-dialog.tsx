"use client";

import { useState } from "react";
import { TextAreaField } from "@/components/flows/edit/text-area-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { APPROVAL_NOTE_MAX, APPROVAL_NOTE_MIN, approveFlowSchema, REJECTION_REASON_MAX, rejectFlowSchema } from "@/lib/flows/schemas";
import type { ApiResult } from "@/lib/client/api";
import { useSchemaForm } from "@/lib/client/schema-form";
import type { z } from "zod";

/** Sends the text; one the server refuses comes back in `fieldErrors.reason` or `fieldErrors.note`. */
type Submit = (text: string) => Promise<ApiResult<unknown>>;

/** What either schema reads: the rejection's reason or the approval's note. */
type Note = { reason?: string; note?: string };

/** With `pendingVersion`, what is decided is that new version of an approved flow. */
type Flow = { id: string; name: string; pendingVersion?: { version: number } | null };

interface Props {
  /** `reject`: the reason the author reads. `approve-high`: the note that must come with approving a flow whose safety report is high. */
  kind: "reject" | "approve-high";
  flow: Flow | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: Submit;
}

const FORMS = {
  reject: {
    field: "reason" as const,
    label: "Motivo da rejeição",
    max: REJECTION_REASON_MAX,
    placeholder: "Ex.: o JSON não importa no n8n; faltam instruções de configuração.",
    hint: `De 3 a ${REJECTION_REASON_MAX} caracteres. O autor verá este texto.`,
    submit: ["Rejeitar", "Rejeitando..."],
    variant: "destructive" as const,
  },
  "approve-high": {
    field: "note" as const,
    label: "Nota da moderação",
    max: APPROVAL_NOTE_MAX,
    placeholder: "Ex.: o comando só lista arquivos da pasta de trabalho; o autor explica o uso na descrição.",
    hint: `De ${APPROVAL_NOTE_MIN} a ${APPROVAL_NOTE_MAX} caracteres. Fica registrada com a aprovação.`,
    submit: ["Aprovar mesmo assim", "Aprovando..."],
    variant: "default" as const,
  },
};

/**
 * Asks for the text a moderation decision needs: the reason before rejecting a flow or its new
 * version (the author reads it), or the note before approving one whose safety report is `high`
 * (confirming the report was read; kept with the decision).
 */
export function ModerationNoteDialog({ kind, flow, onOpenChange, onSubmit }: Props) {
  const version = flow?.pendingVersion?.version;
  const name = <strong className="text-foreground font-semibold break-words">{flow?.name}</strong>;
  const title =
    kind === "reject"
      ? version
        ? `Rejeitar versão ${version}`
        : "Rejeitar fluxo"
      : version
        ? `Aprovar versão ${version} com alertas altos`
        : "Aprovar fluxo com alertas altos";
  return (
    <Dialog open={flow !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {kind === "approve-high" ? (
              <>
                O relatório de segurança de {name} tem alertas altos: quem importar este fluxo pode ter o próprio servidor afetado. Confirme que leu o relatório
                e diga por que aprovar.
              </>
            ) : version ? (
              <>
                A versão {version} de {name} não será publicada: o fluxo continua entregando a versão atual. O autor verá o motivo abaixo.
              </>
            ) : (
              <>O fluxo {name} sai do catálogo. O autor continua vendo o fluxo, com o motivo abaixo.</>
            )}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted per flow, so each opening starts with an empty text. */}
        {flow && <NoteForm key={flow.id} kind={kind} onCancel={() => onOpenChange(false)} onSubmit={onSubmit} />}
      </DialogContent>
    </Dialog>
  );
}

function NoteForm({ kind, onCancel, onSubmit }: { kind: Props["kind"]; onCancel: () => void; onSubmit: Submit }) {
  const form = FORMS[kind];
  const [confirmed, setConfirmed] = useState(false);
  const schema: z.ZodType<Note, Note> = kind === "reject" ? rejectFlowSchema : approveFlowSchema;
  // No toasts here: `onSubmit` announces the decision's outcome.
  const { values, set, errors, submit, pending } = useSchemaForm(schema, {
    initial: { text: "" },
    input: ({ text }) => ({ [form.field]: text }),
    // Approving without a note is what the schema allows; here the note is what the dialog is for.
    check: ({ text }) =>
      kind === "approve-high" && text.trim().length < APPROVAL_NOTE_MIN
        ? { note: [`A nota precisa ter pelo menos ${APPROVAL_NOTE_MIN} caracteres.`] }
        : undefined,
    send: (data) => onSubmit((kind === "reject" ? data.reason : data.note) ?? ""),
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {kind === "approve-high" && (
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="accent-primary mt-0.5 size-4" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
          Li o relatório de segurança e quero aprovar mesmo assim.
        </label>
      )}
      <TextAreaField
        id={`moderation-${form.field}`}
        label={form.label}
        value={values.text}
        onChange={set("text")}
        maxLength={form.max}
        required
        autoFocus
        placeholder={form.placeholder}
        error={errors[form.field]?.[0]}
        hint={form.hint}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancelar
        </Button>
        <Button type="submit" variant={form.variant} disabled={pending || (kind === "approve-high" && !confirmed)}>
          {pending ? form.submit[1] : form.submit[0]}
        </Button>
      </DialogFooter>
    </form>
  );
}

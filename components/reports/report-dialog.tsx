"use client";

import { TextAreaField } from "@/components/flows/edit/text-area-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { postJson } from "@/lib/client/api";
import { failureMessage } from "@/lib/client/api-feedback";
import { useSchemaForm } from "@/lib/client/schema-form";
import { toast } from "@/lib/client/toast";
import { REPORT_REASON_LABELS, REPORT_REASONS, REPORT_TEXT_MAX, type ReportItemKind, type ReportReason } from "@/lib/reports/labels";
import { createReportSchema } from "@/lib/reports/schemas";

export interface ReportTarget {
  kind: ReportItemKind;
  id: string;
  /** The flow's name, or whose review it is: shown in the dialog's description. */
  label: string;
}

interface Props {
  target: ReportTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** What each reason covers, under its label. */
const HINTS: Record<ReportReason, string> = {
  NOT_WORKING: "Não importa, dá erro ou não faz o que promete.",
  MALICIOUS: "Apaga dados, envia informações para fora ou executa comandos perigosos.",
  PERSONAL_DATA: "Mostra e-mails, telefones, chaves de API ou senhas.",
  SPAM: "Propaganda ou conteúdo sem relação com automação.",
  COPY: "Publicado sem crédito a quem criou.",
  OTHER: "Outro problema: conte nos detalhes.",
};

/**
 * "Denunciar" (docs/product-rules.md "Denúncias"): a reason and an optional text for the moderation.
 * Loaded only when opened (components/flows/edit/lazy-flow-dialogs.tsx).
 */
export function ReportDialog({ target, open, onOpenChange }: Props) {
  const what = target.kind === "flow" ? "este fluxo" : "esta avaliação";
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{target.kind === "flow" ? "Denunciar fluxo" : "Denunciar avaliação"}</DialogTitle>
          <DialogDescription>
            Conte à moderação o que há de errado com {what}: <strong className="text-foreground font-semibold break-words">{target.label}</strong>. Quem
            publicou não fica sabendo quem denunciou.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, so each report starts empty. */}
        {open && <ReportForm target={target} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ReportForm({ target, onDone }: { target: ReportTarget; onDone: () => void }) {
  const url = target.kind === "flow" ? `/api/flows/${target.id}/reports` : `/api/reviews/${target.id}/reports`;
  const { values, setValue, set, errors, submit, pending } = useSchemaForm(createReportSchema, {
    initial: { reason: "" as ReportReason | "", text: "" },
    send: (data) => postJson(url, data),
    onSuccess: () => {
      toast.success("Denúncia enviada. Obrigado por avisar.", { description: "A moderação vai analisar o quanto antes." });
      onDone();
    },
    onFailure: (errors, failure) => {
      if (!failure) return errors;
      if (failure.code === "ALREADY_REPORTED") {
        toast.info("Você já denunciou este item", { description: "Sua denúncia anterior ainda está em análise pela moderação." });
        onDone();
        return {};
      }
      if (failure.status === 400 && failure.fieldErrors) return errors;
      const description =
        failure.status === 401
          ? "Sua sessão terminou. Entre de novo para denunciar."
          : failureMessage(failure, "Não foi possível enviar a denúncia. Tente novamente.");
      toast.error("Denúncia não enviada", { description });
      if (failure.status === 403 || failure.status === 404) onDone();
      return {};
    },
  });
  const { reason, text } = values;

  const counterId = "report-text-count";
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <fieldset className="grid gap-2" aria-describedby={errors.reason?.[0] ? "report-reason-error" : undefined}>
        <legend className="mb-2 text-sm leading-none font-medium">Motivo</legend>
        <div className="grid gap-1.5">
          {REPORT_REASONS.map((value) => (
            <label
              key={value}
              className="has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-ring/50 flex cursor-pointer items-start gap-3 rounded-md border px-3 py-2 has-[:focus-visible]:ring-[3px]"
            >
              <input
                type="radio"
                name="report-reason"
                value={value}
                checked={reason === value}
                onChange={() => setValue("reason", value)}
                className="accent-primary mt-0.5 size-4 shrink-0 outline-none"
                autoFocus={value === REPORT_REASONS[0]}
              />
              <span className="grid gap-0.5">
                <span className="text-sm font-medium">{REPORT_REASON_LABELS[value]}</span>
                <span className="text-muted-foreground text-xs">{HINTS[value]}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.reason?.[0] && (
          <p id="report-reason-error" role="alert" className="text-destructive text-sm">
            {errors.reason[0]}
          </p>
        )}
      </fieldset>
      <div className="grid gap-1">
        <TextAreaField
          id="report-text"
          label="Detalhes (opcional)"
          value={text}
          onChange={set("text")}
          maxLength={REPORT_TEXT_MAX}
          rows={3}
          placeholder="Ex.: o nó “Executar comando” apaga arquivos da pasta do usuário."
          error={errors.text?.[0]}
          aria-describedby={[errors.text?.[0] ? "report-text-error" : null, counterId].filter(Boolean).join(" ")}
        />
        <p id={counterId} className="text-muted-foreground justify-self-end text-xs tabular-nums">
          <span className="sr-only">Caracteres usados: </span>
          {text.length}/{REPORT_TEXT_MAX}
        </p>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          Cancelar
        </Button>
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? "Enviando..." : "Enviar denúncia"}
        </Button>
      </DialogFooter>
    </form>
  );
}

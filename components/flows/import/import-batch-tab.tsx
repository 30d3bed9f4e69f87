"use client";

import { useId } from "react";
import { CheckCircle2Icon, FileJsonIcon, LoaderCircleIcon, XCircleIcon, XIcon } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { FLOW_LIMITS } from "@/lib/workflow/fields";
import { ExistingFlowLink, PendingBadge, RemovedList } from "./import-outcome";
import { JsonFileInput } from "./json-file-input";
import { useBatchImport, type BatchItem } from "./use-batch-import";

interface Props {
  onImported?: () => void;
  onBusyChange: (busy: boolean) => void;
  /** Called when every file succeeded: the dialog closes and the list clears (docs/product-rules.md §7). */
  onComplete: () => void;
}

/** 'Upload em Lote': several .json files imported one by one, with a per-file outcome. */
export function ImportBatchTab({ onImported, onBusyChange, onComplete }: Props) {
  const id = useId();
  const batch = useBatchImport();

  function choose(list: FileList | null) {
    const { accepted, ignored, overflow } = batch.select(Array.from(list ?? []));
    if (accepted.length === 0) return toast.error("Nenhum arquivo válido selecionado.");
    if (ignored > 0) toast.warning(`${ignored} arquivo(s) ignorado(s): apenas arquivos .json são aceitos.`);
    if (overflow > 0) toast.warning(`Máximo de ${FLOW_LIMITS.batchFiles} arquivos por lote: ${overflow} arquivo(s) ficaram de fora.`);
  }

  async function start() {
    if (batch.items.length === 0) return toast.error("Nenhum arquivo válido selecionado.");
    onBusyChange(true);
    const result = await batch.run(window.location.origin);
    onBusyChange(false);
    if (result.succeeded > 0) onImported?.();
    const summary = `${result.succeeded} fluxos importados com sucesso, ${result.failed} erros.`;
    const notes = [
      result.pending > 0 ? `${result.pending} em análise pela equipe` : null,
      result.sanitized > 0 ? `dados sensíveis removidos de ${result.sanitized} arquivo(s)` : null,
    ].filter(Boolean);
    const description = notes.length > 0 ? `${notes.join("; ")}.` : undefined;
    if (result.failed > 0) toast.error(summary, { description: "Veja o motivo de cada erro na lista." });
    else toast.success(summary, { description });
    if (result.allDone) {
      batch.clear();
      onComplete();
    }
  }

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <label htmlFor={`${id}-files`} className="text-sm font-medium">
          Arquivos .json (até {FLOW_LIMITS.batchFiles})
        </label>
        <JsonFileInput
          id={`${id}-files`}
          multiple
          disabled={batch.running}
          onChange={(e) => {
            choose(e.target.files);
            e.target.value = "";
          }}
        />
        <p className="text-muted-foreground text-xs">Os fluxos importados são públicos; cada arquivo vira um fluxo com nome, descrição e tags automáticos.</p>
      </div>
      {batch.items.length > 0 && (
        <ul className="grid max-h-64 gap-2 overflow-y-auto" aria-label="Arquivos selecionados">
          {batch.items.map((item) => (
            <BatchRow key={item.key} item={item} disabled={batch.running} onRemove={() => batch.remove(item.key)} />
          ))}
        </ul>
      )}
      {batch.progress.total > 0 && (
        <div className="grid gap-1.5">
          <div
            role="progressbar"
            aria-label="Progresso da importação"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={batch.percent}
            className="bg-muted h-2 overflow-hidden rounded-full"
          >
            <div className="bg-primary h-full transition-[width]" style={{ width: `${batch.percent}%` }} />
          </div>
          <p aria-live="polite" className="text-muted-foreground flex justify-between text-xs">
            <span>
              {batch.progress.done} de {batch.progress.total} ({batch.percent}%)
            </span>
            <span>
              {batch.progress.succeeded} sucesso(s) · {batch.progress.failed} erro(s)
            </span>
          </p>
        </div>
      )}
      <div className="flex justify-end">
        <Button type="button" onClick={start} disabled={batch.running || batch.items.length === 0}>
          {batch.running ? "Importando..." : `Importar ${batch.items.length} arquivo(s)`}
        </Button>
      </div>
    </div>
  );
}

function BatchRow({ item, disabled, onRemove }: { item: BatchItem; disabled: boolean; onRemove: () => void }) {
  const { outcome } = item;
  const icon =
    item.state === "importing" ? (
      <LoaderCircleIcon className="text-muted-foreground size-4 animate-spin" aria-hidden />
    ) : outcome?.ok ? (
      <CheckCircle2Icon className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden />
    ) : outcome ? (
      <XCircleIcon className="text-destructive size-4" aria-hidden />
    ) : (
      <FileJsonIcon className="text-muted-foreground size-4" aria-hidden />
    );
  const status = item.state === "importing" ? "Importando" : outcome?.ok ? "Importado" : outcome ? "Erro" : "Aguardando";
  return (
    <li className="bg-muted/40 grid grid-cols-[auto_1fr_auto] items-start gap-2 rounded-md border px-3 py-2 text-sm">
      <span className="pt-0.5">{icon}</span>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="truncate font-medium" title={item.file.name}>
            {item.file.name}
          </span>
          <span className="sr-only">{status}</span>
          {outcome?.ok && <PendingBadge status={outcome.flow.status} />}
        </p>
        {outcome && !outcome.ok && <p className="text-destructive text-xs break-words">{outcome.reason}</p>}
        {outcome && !outcome.ok && outcome.existing && (
          <ExistingFlowLink flow={outcome.existing} className="text-primary text-xs font-medium underline underline-offset-4" />
        )}
        {outcome?.ok && <RemovedList removed={outcome.removed} className="mt-1" />}
      </div>
      {!outcome?.ok && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-7"
          onClick={onRemove}
          disabled={disabled}
          aria-label={`Remover ${item.file.name} da lista`}
        >
          <XIcon aria-hidden />
        </Button>
      )}
    </li>
  );
}

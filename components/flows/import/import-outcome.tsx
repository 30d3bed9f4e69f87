import Link from "next/link";
import { ShieldCheckIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { ExistingFlow, ImportOutcome } from "./submit-import";

type Success = Extract<ImportOutcome, { ok: true }>;

/** 'Em análise' when the flow awaits moderation (docs/product-rules.md §2). */
export function PendingBadge({ status }: { status: Success["flow"]["status"] }) {
  if (status !== "PENDING") return null;
  return (
    <Badge variant="warning" title="O fluxo aparece no catálogo depois da aprovação da equipe.">
      Em análise
    </Badge>
  );
}

/** docs/product-rules.md §7: the uploader is told what the sanitiser took out of their JSON. */
export function RemovedList({ removed, className }: { removed: string[]; className?: string }) {
  if (removed.length === 0) return null;
  return (
    <div className={className}>
      <p className="text-muted-foreground flex items-center gap-1.5 text-xs font-medium">
        <ShieldCheckIcon className="size-3.5" aria-hidden /> Removido do JSON por segurança:
      </p>
      <ul className="text-muted-foreground mt-1 list-disc pl-5 text-xs">
        {removed.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** The result panel of a single import. */
export function ImportSuccess({ outcome }: { outcome: Success }) {
  const pending = outcome.flow.status === "PENDING";
  return (
    <div className="bg-muted/50 grid gap-3 rounded-lg border p-4" role="status">
      <div>
        <p className="text-sm font-semibold">Fluxo criado</p>
        <p className="text-muted-foreground text-sm">O fluxo foi criado com sucesso!</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-medium break-words">{outcome.flow.name}</p>
        <PendingBadge status={outcome.flow.status} />
      </div>
      <p className="text-muted-foreground text-sm">
        {pending
          ? "Seu fluxo foi enviado e está em análise: ele aparece no catálogo para todos depois da aprovação da equipe."
          : "Seu fluxo já está publicado no catálogo."}
      </p>
      <RemovedList removed={outcome.removed} />
      <Link href={`/flow/${outcome.flow.id}`} className="text-primary text-sm font-medium underline underline-offset-4">
        Ver fluxo
      </Link>
    </div>
  );
}

/** A refused duplicate under a form: "{subject} já está na Fluxoteca como {name}" and the link to it. */
export function ExistingFlowAlert({ subject, flow }: { subject: string; flow: ExistingFlow }) {
  return (
    <div role="alert" className="border-destructive/40 bg-destructive/5 grid gap-1 rounded-md border p-3 text-sm">
      <p>
        {subject} já está na Fluxoteca como <strong className="break-words">{flow.name}</strong>.
      </p>
      <ExistingFlowLink flow={flow} />
    </div>
  );
}

/** A refused duplicate: the flow that already holds this workflow. */
export function ExistingFlowLink({ flow, className }: { flow: ExistingFlow; className?: string }) {
  return (
    <Link href={`/flow/${flow.id}`} className={className ?? "text-primary text-sm font-medium underline underline-offset-4"}>
      Ver fluxo existente<span className="sr-only">: {flow.name}</span>
    </Link>
  );
}

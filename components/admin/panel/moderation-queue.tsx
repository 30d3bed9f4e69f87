import Link from "next/link";
import { CopyIcon, InboxIcon, ShieldAlertIcon, ShieldCheckIcon, TriangleAlertIcon } from "lucide-react";
import { PlatformBadge } from "@/components/flows/card/platform-badge";
import { Badge } from "@/components/ui/badge";
import type { AdminFlow, SimilarFlow } from "@/lib/flows/dto";
import { formatDateTime } from "@/lib/format";
import { ModerationButtons } from "./moderation-buttons";
import { adminTabHref } from "./tabs";

const STATUS_NOTE: Record<SimilarFlow["status"], string> = { APPROVED: "publicado", PENDING: "em análise", REJECTED: "rejeitado" };

/** What the moderator should compare before approving: exact copies and flows of the same pieces. */
function SimilarFlows({ similar }: { similar: SimilarFlow[] }) {
  if (similar.length === 0) return null;
  const exact = similar.some((s) => s.exact);
  return (
    <div className={exact ? "text-destructive flex items-start gap-1.5 text-xs" : "text-muted-foreground flex items-start gap-1.5 text-xs"}>
      <CopyIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden />
      <p className="min-w-0 break-words">
        {exact ? "Possível duplicata de " : "Parecido com "}
        {similar.map((s, i) => (
          <span key={s.id}>
            {i > 0 && ", "}
            <Link href={`/flow/${s.id}`} className="underline underline-offset-2">
              {s.name}
            </Link>{" "}
            ({s.exact ? "mesmo fluxo" : "mesmos tipos de nó"}, {STATUS_NOTE[s.status]})
          </span>
        ))}
      </p>
    </div>
  );
}

const SAFETY_HEAD = {
  none: { icon: ShieldCheckIcon, text: "Segurança: nenhum alerta", className: "text-emerald-700 dark:text-emerald-400" },
  attention: { icon: TriangleAlertIcon, text: "Segurança: pontos de atenção", className: "text-amber-700 dark:text-amber-400" },
  high: { icon: ShieldAlertIcon, text: "Segurança: alertas altos (aprovar pede uma nota)", className: "text-destructive" },
};

/** The safety report, first thing in each entry: what the moderator decides on (the waiting version's when there is one). */
function SafetySummary({ report }: { report: AdminFlow["safety"] }) {
  const head = SAFETY_HEAD[report.level];
  return (
    <div className="grid gap-1 text-xs">
      <p className={`flex items-center gap-1.5 font-medium ${head.className}`}>
        <head.icon className="size-3.5 shrink-0" aria-hidden /> {head.text}
      </p>
      {report.findings.length > 0 && (
        <ul className="grid gap-0.5 pl-5">
          {report.findings.map((finding, i) => (
            <li key={`${finding.rule}-${i}`} className="list-disc break-words">
              <span className="font-medium">{finding.severity === "high" ? "Alto" : "Atenção"}:</span> {finding.message}
              {finding.nodes.length > 0 && <span className="text-muted-foreground"> ({finding.nodes.join(", ")})</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** An approved flow's new version: what it changes, in the author's words and in steps. */
function PendingVersion({ flow, version }: { flow: AdminFlow; version: NonNullable<AdminFlow["pendingVersion"]> }) {
  return (
    <div className="grid gap-1 text-xs">
      <p className="flex flex-wrap items-center gap-1.5">
        <Badge variant="warning">Nova versão v{version.version}</Badge>
        <span className="text-muted-foreground">{version.summary}</span>
      </p>
      {version.changelog && <p className="line-clamp-3 break-words whitespace-pre-line">“{version.changelog}”</p>}
      <p className="text-muted-foreground break-words">
        Enviada por {flow.author.name}
        {flow.authorEmail ? ` (${flow.authorEmail})` : ""} em {formatDateTime(version.createdAt)}. A versão atual continua publicada até a decisão.
      </p>
    </div>
  );
}

/** The oldest flows waiting for review, each with 'Aprovar' and 'Rejeitar'. */
export function ModerationQueue({ flows, total }: { flows: AdminFlow[]; total: number }) {
  if (flows.length === 0) {
    return (
      <div className="text-muted-foreground flex flex-col items-center gap-2 py-8 text-center text-sm">
        <InboxIcon className="size-8" aria-hidden />
        <p>Nenhum fluxo aguardando moderação.</p>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <ul className="divide-y rounded-md border">
        {flows.map((flow) => (
          <li key={flow.id} className="grid gap-3 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
            <div className="grid min-w-0 gap-1">
              <div className="flex min-w-0 flex-wrap items-center gap-2">
                <Link href={`/flow/${flow.id}`} className="min-w-0 truncate font-medium hover:underline">
                  {flow.name}
                </Link>
                <PlatformBadge platform={flow.platform} />
              </div>
              <SafetySummary report={flow.safety} />
              <p className="text-muted-foreground line-clamp-2 text-sm">{flow.description}</p>
              {flow.pendingVersion ? (
                <PendingVersion flow={flow} version={flow.pendingVersion} />
              ) : (
                <p className="text-muted-foreground text-xs break-words">
                  Enviado por {flow.author.name}
                  {flow.authorEmail ? ` (${flow.authorEmail})` : ""} em {formatDateTime(flow.createdAt)}
                </p>
              )}
              <SimilarFlows similar={flow.similar} />
            </div>
            <ModerationButtons flow={flow} />
          </li>
        ))}
      </ul>
      {total > flows.length && (
        <p className="text-muted-foreground text-sm">
          Mostrando os {flows.length} mais antigos de {total}.{" "}
          <Link href={adminTabHref("fluxos", { status: "PENDING", sort: "oldest" })} className="text-primary underline underline-offset-4">
            Ver todos em análise
          </Link>
        </p>
      )}
    </div>
  );
}

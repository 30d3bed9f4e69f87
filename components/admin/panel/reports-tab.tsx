import Link from "next/link";
import { FlagIcon, HistoryIcon, InboxIcon, StarIcon } from "lucide-react";
import { PaginationNav } from "@/components/flows/catalogue/pagination-nav";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DataTable, Td, Th, THead, Tr } from "@/components/ui/data-table";
import type { Viewer } from "@/lib/auth/viewer";
import { formatCount, formatDateTime } from "@/lib/format";
import type { ReportDecisionDTO, ReportQueueItem } from "@/lib/reports/dto";
import { REPORT_ACTION_LABELS, REPORT_REASON_LABELS, REPORT_REASONS } from "@/lib/reports/labels";
import { TRUST_FLAG_LABELS, TRUST_FLAGS, type TrustFlag } from "@/lib/reports/trust-rules";
import { listReportHistory, listReportQueue } from "@/lib/reports/queries";
import { reportPageSchema } from "@/lib/reports/schemas";
import { ReportActions } from "./report-actions";
import { tabListHref } from "./tabs";

type RawParams = Record<string, string | string[] | undefined>;

const LIST_KEYS = ["page", "historico"] as const;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** 'Denúncias': the open reports grouped by item, with the decisions, then the history of decisions. */
export async function ReportsTab({ viewer, raw }: { viewer: Viewer; raw: RawParams }) {
  const { page } = reportPageSchema.parse({ page: first(raw.page) });
  const { page: historyPage } = reportPageSchema.parse({ page: first(raw.historico) });
  const [queue, history] = await Promise.all([listReportQueue({ viewer, page }), listReportHistory({ viewer, page: historyPage })]);
  const total = queue.pagination.total;
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Fila de denúncias</h2>
          </CardTitle>
          <CardDescription>
            {total === 0
              ? "Denúncias de membros sobre fluxos publicados e avaliações aparecem aqui, agrupadas por item."
              : `${formatCount(total, "item aguarda", "itens aguardam")} decisão. Itens retidos automaticamente estão fora do catálogo até você decidir. Denúncias de contas novas, de quem não baixou o fluxo ou de quem teve denúncias dispensadas chegam aqui marcadas e não retiram nada do ar.`}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {queue.items.length === 0 ? (
            <div className="text-muted-foreground flex flex-col items-center gap-2 py-8 text-center text-sm">
              <InboxIcon className="size-8" aria-hidden />
              <p>Nenhuma denúncia aberta.</p>
            </div>
          ) : (
            <ul className="grid gap-3" aria-label="Itens denunciados">
              {queue.items.map((item) => (
                <QueueItem key={`${item.kind}:${item.id}`} item={item} />
              ))}
            </ul>
          )}
          <PaginationNav
            page={queue.pagination.page}
            pages={queue.pagination.pages}
            hrefFor={(n) => tabListHref("denuncias", raw, LIST_KEYS, { page: String(n) })}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="flex items-center gap-2">
              <HistoryIcon className="size-4" aria-hidden /> Histórico de decisões
            </h2>
          </CardTitle>
          <CardDescription>Cada decisão da moderação sobre denúncias e cada retenção automática, da mais recente para a mais antiga.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {history.decisions.length === 0 ? (
            <p className="text-muted-foreground py-4 text-center text-sm">Nenhuma decisão ainda.</p>
          ) : (
            <HistoryTable decisions={history.decisions} />
          )}
          <PaginationNav
            page={history.pagination.page}
            pages={history.pagination.pages}
            hrefFor={(n) => tabListHref("denuncias", raw, LIST_KEYS, { historico: String(n) })}
          />
        </CardContent>
      </Card>
    </div>
  );
}

const itemHref = (item: { kind: "flow" | "review"; flowId: string | null }) =>
  item.kind === "flow" ? `/flow/${item.flowId}` : `/flow/${item.flowId}#avaliacoes`;

function QueueItem({ item }: { item: ReportQueueItem }) {
  const reasons = REPORT_REASONS.filter((r) => item.reasons[r] > 0);
  const title = item.kind === "flow" ? item.flow.name : `Avaliação de ${item.author?.name ?? "usuário removido"}`;
  return (
    <li className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="outline">{item.kind === "flow" ? "Fluxo" : "Avaliação"}</Badge>
            {item.held && <Badge variant="warning">Retido automaticamente</Badge>}
            <Link href={itemHref({ kind: item.kind, flowId: item.flow.id })} className="min-w-0 font-medium break-words underline-offset-2 hover:underline">
              {title}
            </Link>
          </div>
          <p className="text-muted-foreground text-xs break-words">
            {item.kind === "review" ? <>Em “{item.flow.name}” · </> : null}
            {item.author ? `por ${item.author.name}` : "autor removido"} · {formatCount(item.reportCount, "denúncia aberta", "denúncias abertas")} · a última em{" "}
            {formatDateTime(item.newestAt)}
          </p>
        </div>
        <ReportActions item={{ kind: item.kind, id: item.id, title, held: item.held, authorName: item.author?.name ?? null }} />
      </div>
      {item.review && (
        <div className="bg-muted/50 grid gap-1 rounded-md px-3 py-2 text-sm">
          <p className="flex items-center gap-1 text-xs font-medium">
            <StarIcon className="size-3.5 fill-current text-amber-500" aria-hidden /> {item.review.rating} de 5
          </p>
          {item.review.comment ? (
            <p className="break-words whitespace-pre-line">{item.review.comment}</p>
          ) : (
            <p className="text-muted-foreground">Sem comentário.</p>
          )}
        </div>
      )}
      <ul className="flex flex-wrap gap-1.5" aria-label="Motivos">
        {reasons.map((r) => (
          <li key={r}>
            <Badge variant={r === "MALICIOUS" ? "destructive" : "secondary"}>
              {REPORT_REASON_LABELS[r]}: {item.reasons[r]}
            </Badge>
          </li>
        ))}
      </ul>
      <TrustSummary item={item} />
      {item.texts.length > 0 && (
        <ul className="grid gap-2 text-sm" aria-label="O que os membros escreveram">
          {item.texts.map((t, i) => (
            <li key={i} className="border-muted-foreground/30 grid gap-0.5 border-l-2 pl-3">
              <p className="text-muted-foreground flex items-center gap-1 text-xs">
                <FlagIcon className="size-3" aria-hidden /> {REPORT_REASON_LABELS[t.reason]} · {formatDateTime(t.createdAt)}
                <TrustFlags flags={t.trustFlags} />
              </p>
              <p className="break-words whitespace-pre-line">{t.text}</p>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** How many of the item's reports count towards the automatic hold, and why the others do not. */
function TrustSummary({ item }: { item: ReportQueueItem }) {
  const uncounted = TRUST_FLAGS.filter((f) => item.trust.flags[f] > 0);
  return (
    <div className="text-muted-foreground flex flex-wrap items-center gap-1.5 text-xs">
      <span>
        {item.trust.counted === item.reportCount
          ? "Todas contam para a retenção automática."
          : item.trust.counted === 0
            ? "Nenhuma conta para a retenção automática:"
            : `${formatCount(item.trust.counted, "conta", "contam")} para a retenção automática; as outras não retiram nada do ar:`}
      </span>
      {uncounted.map((f) => (
        <Badge key={f} variant="outline">
          {TRUST_FLAG_LABELS[f]}: {item.trust.flags[f]}
        </Badge>
      ))}
    </div>
  );
}

function TrustFlags({ flags }: { flags: TrustFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <>
      {flags.map((f) => (
        <Badge key={f} variant="outline" className="ml-1">
          {TRUST_FLAG_LABELS[f]}
        </Badge>
      ))}
    </>
  );
}

function HistoryTable({ decisions }: { decisions: ReportDecisionDTO[] }) {
  return (
    <DataTable label="Histórico de decisões">
      <THead>
        <Th>Quando</Th>
        <Th>Quem</Th>
        <Th>Decisão</Th>
        <Th>Item</Th>
        <Th>Motivo</Th>
        <Th className="text-right">Denúncias</Th>
      </THead>
      <tbody>
        {decisions.map((d) => (
          <Tr key={d.id} className="align-top">
            <Td className="whitespace-nowrap">{formatDateTime(d.createdAt)}</Td>
            <Td>{d.automatic ? <Badge variant="outline">Automático</Badge> : (d.admin?.name ?? "Administrador removido")}</Td>
            <Td className="whitespace-nowrap">{d.automatic ? "Retido" : REPORT_ACTION_LABELS[d.action]}</Td>
            <Td className="max-w-64 break-words">
              <span className="text-muted-foreground text-xs">{d.item.kind === "flow" ? "Fluxo: " : ""}</span>
              {d.item.flowId ? (
                <Link href={itemHref({ kind: d.item.kind, flowId: d.item.flowId })} className="underline-offset-2 hover:underline">
                  {d.item.label}
                </Link>
              ) : (
                d.item.label
              )}
            </Td>
            <Td className="max-w-64 break-words">{d.reason ?? <span className="text-muted-foreground">—</span>}</Td>
            <Td className="text-right tabular-nums">{d.reportCount}</Td>
          </Tr>
        ))}
      </tbody>
    </DataTable>
  );
}

import { SearchXIcon } from "lucide-react";
import { PaginationNav } from "@/components/flows/catalogue/pagination-nav";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { Viewer } from "@/lib/auth/viewer";
import { listAdminFlows } from "@/lib/flows/queries";
import { adminListFlowsSchema, queryToInput } from "@/lib/flows/schemas";
import { formatCount } from "@/lib/format";
import { pageRange } from "@/lib/pagination";
import { FlowFilters } from "./flow-filters";
import { FlowsTable } from "./flows-table";
import { ModerationQueue } from "./moderation-queue";
import { tabListHref } from "./tabs";

type RawParams = Record<string, string | string[] | undefined>;

const LIST_KEYS = ["search", "status", "platform", "visibility", "sort", "page"] as const;
const QUEUE_SIZE = 10;

/** 'Fluxos': the moderation queue (oldest first), then every flow with filters and bulk visibility. */
export async function FlowsTab({ viewer, raw }: { viewer: Viewer; raw: RawParams }) {
  const parsed = adminListFlowsSchema.safeParse(queryToInput(Object.fromEntries(LIST_KEYS.map((k) => [k, raw[k]]))));
  const input = parsed.success ? parsed.data : adminListFlowsSchema.parse({});
  const [queue, list] = await Promise.all([
    listAdminFlows({ viewer, input: { status: "PENDING", sort: "oldest", page: 1, limit: QUEUE_SIZE } }),
    listAdminFlows({ viewer, input }),
  ]);
  const { page, limit, total, pages } = list.pagination;
  const { from, to } = pageRange(page, limit, total);
  const filtered = Boolean(input.search || input.status || input.platform || input.visibility);

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Fila de moderação</h2>
          </CardTitle>
          <CardDescription>
            {queue.statusCounts.PENDING === 0
              ? "Fluxos enviados por usuários aparecem aqui até serem aprovados ou rejeitados."
              : `${formatCount(queue.statusCounts.PENDING, "fluxo aguarda", "fluxos aguardam")} moderação. Só aparecem no catálogo depois de aprovados.`}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ModerationQueue flows={queue.flows} total={queue.statusCounts.PENDING} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Todos os fluxos</h2>
          </CardTitle>
          <CardDescription>
            {formatCount(list.statusCounts.APPROVED, "aprovado", "aprovados")} · {formatCount(list.statusCounts.PENDING, "em análise", "em análise")} ·{" "}
            {formatCount(list.statusCounts.REJECTED, "rejeitado", "rejeitados")}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FlowFilters input={input} />
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {total === 0 ? "Nenhum fluxo encontrado" : `${from}-${to} de ${formatCount(total, "fluxo", "fluxos")}`}
            {pages > 1 && ` · Página ${page} de ${pages}`}
          </p>
          {list.flows.length === 0 ? (
            <div className="text-muted-foreground flex flex-col items-center gap-2 py-8 text-center text-sm">
              <SearchXIcon className="size-8" aria-hidden />
              <p>{filtered ? "Nenhum fluxo encontrado com os filtros aplicados." : "Nenhum fluxo cadastrado ainda."}</p>
            </div>
          ) : (
            <FlowsTable flows={list.flows} />
          )}
          <PaginationNav page={page} pages={pages} hrefFor={(n) => tabListHref("fluxos", raw, LIST_KEYS, { page: String(n) })} />
        </CardContent>
      </Card>
    </div>
  );
}

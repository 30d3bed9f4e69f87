import { BadgeCheckIcon, HandCoinsIcon, ReceiptIcon } from "lucide-react";
import { StatCard } from "@/components/admin/stat-card";
import { PaginationNav } from "@/components/flows/catalogue/pagination-nav";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DataTable, Td, Th, THead, Tr } from "@/components/ui/data-table";
import type { Viewer } from "@/lib/auth/viewer";
import { REMOVED_AUTHOR } from "@/lib/flows/dto";
import { formatCount, formatDateTime, formatMoney, formatNumber } from "@/lib/format";
import { pageRange } from "@/lib/pagination";
import { countContributionsByStatus, listContributions } from "@/lib/payments/queries";
import { CONTRIBUTION_STATUS_LABELS, CONTRIBUTION_STATUSES, listContributionsSchema, PAYMENT_METHOD_LABELS } from "@/lib/payments/schemas";
import { ContributionStatusFilter } from "./contribution-status-filter";
import { ContributionStatusBadge } from "./status-badges";
import { tabListHref } from "./tabs";

type RawParams = Record<string, string | string[] | undefined>;

const LIST_KEYS = ["status", "page"] as const;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

/** 'Contribuições': totals by status, then every contribution, newest first. */
export async function ContributionsTab({ viewer, raw }: { viewer: Viewer; raw: RawParams }) {
  const parsed = listContributionsSchema.safeParse({ page: single(raw.page), status: single(raw.status) });
  const input = parsed.success ? parsed.data : listContributionsSchema.parse({});
  const [list, byStatus] = await Promise.all([listContributions({ viewer, input }), countContributionsByStatus(viewer)]);
  const { page, limit, total, pages } = list.pagination;
  const { from, to } = pageRange(page, limit, total);
  const all = CONTRIBUTION_STATUSES.reduce((sum, s) => sum + byStatus[s], 0);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <section aria-label="Totais de contribuições" className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3">
        <StatCard label="Total arrecadado" value={formatMoney(list.totals.approvedAmount)} hint="Soma das contribuições aprovadas" icon={HandCoinsIcon} />
        <StatCard label="Contribuições aprovadas" value={formatNumber(list.totals.approvedCount)} icon={BadgeCheckIcon} />
        <StatCard label="Contribuições registradas" value={formatNumber(all)} hint="Em qualquer status" icon={ReceiptIcon} />
      </section>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Contribuições</h2>
          </CardTitle>
          <CardDescription>
            <span className="sr-only">Quantidade por status: </span>
            {CONTRIBUTION_STATUSES.map((s) => `${CONTRIBUTION_STATUS_LABELS[s]}: ${formatNumber(byStatus[s])}`).join(" · ")}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <ContributionStatusFilter value={input.status} />
            <p className="text-muted-foreground text-sm" aria-live="polite">
              {total === 0 ? "Nenhuma contribuição encontrada" : `${from}-${to} de ${formatCount(total, "contribuição", "contribuições")}`}
            </p>
          </div>
          {list.contributions.length > 0 && (
            <DataTable label="Contribuições">
              <THead>
                <Th>Usuário</Th>
                <Th className="text-right">Valor</Th>
                <Th>Forma de pagamento</Th>
                <Th>Status</Th>
                <Th>Data</Th>
              </THead>
              <tbody>
                {list.contributions.map((c) => (
                  <Tr key={c.id}>
                    <Td className="max-w-64">
                      {c.user ? (
                        <>
                          <p className="truncate">{c.user.name}</p>
                          <p className="text-muted-foreground truncate text-xs">{c.user.email}</p>
                        </>
                      ) : (
                        <p className="text-muted-foreground italic">{REMOVED_AUTHOR}</p>
                      )}
                    </Td>
                    <Td className="text-right font-medium whitespace-nowrap tabular-nums">{formatMoney(c.amount)}</Td>
                    <Td>
                      {c.method ? (PAYMENT_METHOD_LABELS[c.method] ?? c.method) : <span className="text-muted-foreground">Não informada</span>}
                      {c.provider === "demo" && <span className="text-muted-foreground block text-xs">Checkout de demonstração</span>}
                    </Td>
                    <Td>
                      <ContributionStatusBadge status={c.status} />
                    </Td>
                    <Td className="whitespace-nowrap tabular-nums">{formatDateTime(c.createdAt)}</Td>
                  </Tr>
                ))}
              </tbody>
            </DataTable>
          )}
          <PaginationNav page={page} pages={pages} hrefFor={(n) => tabListHref("contribuicoes", raw, LIST_KEYS, { page: String(n) })} />
        </CardContent>
      </Card>
    </div>
  );
}

import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SearchXIcon } from "lucide-react";
import { AppHeader } from "@/components/app/app-header";
import { AppMain } from "@/components/app/app-main";
import { CatalogFilters } from "@/components/flows/catalogue/catalog-filters";
import { DashboardFlowDetail } from "@/components/flows/detail/dashboard-flow-detail";
import { FlowCard } from "@/components/flows/card/flow-card";
import { DashboardCardMenu } from "@/components/flows/card/flow-card-menu-dashboard";
import { ImportButton } from "@/components/flows/import/import-button";
import { PaginationNav } from "@/components/flows/catalogue/pagination-nav";
import { SearchCorrection } from "@/components/flows/catalogue/search-correction";
import { ContributionReturnNotice } from "@/components/payments/lazy-contribution-return-notice";
import { requirePageViewer } from "@/lib/auth/page-guards";
import type { Viewer } from "@/lib/auth/viewer";
import { isSharedRender } from "@/lib/cache/render-token";
import { computeQuota } from "@/lib/downloads/quota";
import { catalogIntegrations, listFlows, listPublicFlows } from "@/lib/flows/queries";
import { listFlowsSchema, searchParamsToListInput } from "@/lib/flows/schemas";
import { formatNumber } from "@/lib/format";
import { resolveReturnedContribution } from "@/lib/payments/mutations";
import { getSettings } from "@/lib/settings/queries";

type RawParams = Record<string, string | string[] | undefined>;

const LIST_KEYS = new Set(Object.keys(listFlowsSchema.shape).concat("page"));

/**
 * The catalogue URL with some parameters changed. Only the list's own parameters carry over: the
 * detail dialog (`fluxo`) and the payment return (`contribuicao` and Mercado Pago's own query) are transient.
 */
function catalogHref(raw: RawParams, changes: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) {
    if (key in changes || !LIST_KEYS.has(key)) continue;
    for (const v of Array.isArray(value) ? value : value ? [value] : []) params.append(key, v);
  }
  for (const [key, value] of Object.entries(changes)) params.set(key, value);
  const query = params.toString();
  return query ? `/dashboard?${query}` : "/dashboard";
}

export const metadata: Metadata = { title: "Catálogo de fluxos" };

const single = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/**
 * Back from the checkout (`?contribuicao=sucesso|pendente|falha`, docs/product-rules.md §5): the contribution
 * in its real state. Mercado Pago's `payment_id` is looked up once, then the page reloads without
 * it so the header reads the user afresh (a settled payment already shows 'Contribuidor').
 */
async function contributionReturn(raw: RawParams, viewer: Viewer) {
  if (!single(raw.contribuicao)) return undefined;
  const query = { externalReference: single(raw.external_reference), paymentId: single(raw.payment_id) };
  const contribution = await resolveReturnedContribution({ viewer, query });
  if (query.paymentId) {
    const params = new URLSearchParams({ contribuicao: single(raw.contribuicao)! });
    if (contribution) params.set("external_reference", contribution.id);
    redirect(`/dashboard?${params}`);
  }
  return contribution;
}

/**
 * The member's catalogue. Rendered either for one viewer (admins, authors with flows outside the
 * public catalogue, the detail dialog, the checkout return, client navigations) or, asked by the
 * shared page cache (lib/cache/page-server.ts), once for every member whose catalogue is the public
 * one: then no session is read, and the header and card menus fill in after hydration.
 */
export default async function DashboardPage({ searchParams }: PageProps<"/dashboard">) {
  const raw = await searchParams;
  const viewer = (await isSharedRender()) ? null : await requirePageViewer("/dashboard");
  const returned = viewer ? await contributionReturn(raw, viewer) : undefined;
  const parsed = listFlowsSchema.safeParse(searchParamsToListInput(raw));
  const input = parsed.success ? parsed.data : listFlowsSchema.parse({});
  const [list, settings, integrations] = await Promise.all([
    viewer ? listFlows({ input, viewer }) : listPublicFlows(input),
    getSettings(),
    catalogIntegrations(),
  ]);

  const hrefFor = (page: number) => catalogHref(raw, { page: String(page) });
  const detailFor = (id: string) => catalogHref(raw, { fluxo: id });
  const closeDetailHref = catalogHref(raw, {});
  const detailId = viewer && typeof raw.fluxo === "string" ? raw.fluxo : undefined;
  const contribution = { minAmount: settings.minContributionAmount, message: settings.contributionMessage };

  return (
    <>
      <AppHeader viewer={viewer} />
      <AppMain>
        {returned !== undefined && <ContributionReturnNotice contribution={returned} settings={contribution} dismissHref={closeDetailHref} />}
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Catálogo de fluxos</h1>
            <p className="text-muted-foreground">Workflows prontos de n8n, Typebot e Make, avaliados pela comunidade.</p>
          </div>
          <ImportButton />
        </div>
        <CatalogFilters input={input} availableTags={list.availableTags} integrations={integrations} />
        {!parsed.success && (
          <p role="alert" className="text-destructive text-sm">
            Alguns filtros do endereço eram inválidos e foram ignorados.
          </p>
        )}
        {list.suggestion && input.search && (
          <SearchCorrection search={input.search} suggestion={list.suggestion} href={catalogHref({ ...raw, page: undefined }, { search: list.suggestion })} />
        )}
        <p className="text-muted-foreground flex flex-wrap justify-between gap-2 text-sm" aria-live="polite">
          <span>{list.pagination.capped ? `Mais de ${formatNumber(list.pagination.total)}` : formatNumber(list.pagination.total)} fluxo(s) encontrado(s)</span>
          {list.pagination.pages > 0 && (
            <span>
              Página {list.pagination.page} de {list.pagination.capped ? "mais de " : ""}
              {formatNumber(list.pagination.pages)}
            </span>
          )}
        </p>
        {list.flows.length === 0 ? (
          <div className="grid justify-items-center gap-3 rounded-xl border border-dashed py-16 text-center">
            <SearchXIcon className="text-muted-foreground size-10" aria-hidden />
            <h2 className="text-lg font-semibold">Nenhum fluxo encontrado</h2>
            <p className="text-muted-foreground max-w-sm text-sm">Tente outros termos de busca ou remova alguns filtros.</p>
          </div>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.flows.map((flow) => {
              const detailHref = detailFor(flow.id);
              const menu = <DashboardCardMenu flow={flow} detailHref={detailHref} viewer={viewer && { id: viewer.id, role: viewer.role }} />;
              return <FlowCard key={flow.id} flow={flow} searchTerms={list.searchTerms} member={{ detailHref, menu }} />;
            })}
          </div>
        )}
        <PaginationNav page={list.pagination.page} pages={list.pagination.pages} hrefFor={hrefFor} />
      </AppMain>
      {viewer && detailId && (
        <DashboardFlowDetail
          key={detailId}
          id={detailId}
          viewer={viewer}
          quota={computeQuota(viewer, settings.freeDownloadLimit)}
          contribution={contribution}
          closeHref={closeDetailHref}
        />
      )}
    </>
  );
}

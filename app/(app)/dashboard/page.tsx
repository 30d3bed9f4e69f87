import type { Metadata } from "next";
import { SearchXIcon } from "lucide-react";
import { AppHeader } from "@/components/app/app-header";
import { CatalogFilters } from "@/components/flows/catalog-filters";
import { FlowCard } from "@/components/flows/flow-card";
import { ImportButton } from "@/components/flows/import-button";
import { PaginationNav } from "@/components/flows/pagination-nav";
import { requirePageViewer } from "@/lib/auth/page-guards";
import { listFlows } from "@/lib/flows/queries";
import { listFlowsSchema, searchParamsToListInput } from "@/lib/flows/schemas";
import { formatNumber } from "@/lib/format";

export const metadata: Metadata = { title: "Catálogo de fluxos" };

export default async function DashboardPage({ searchParams }: PageProps<"/dashboard">) {
  const raw = await searchParams;
  const viewer = await requirePageViewer("/dashboard");
  const parsed = listFlowsSchema.safeParse(searchParamsToListInput(raw));
  const input = parsed.success ? parsed.data : listFlowsSchema.parse({});
  const list = await listFlows(input, viewer);

  const hrefFor = (page: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(raw)) {
      for (const v of Array.isArray(value) ? value : value ? [value] : []) if (key !== "page") params.append(key, v);
    }
    params.set("page", String(page));
    return `/dashboard?${params}`;
  };

  return (
    <>
      <AppHeader viewer={viewer} />
      <main id="conteudo" className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Catálogo de fluxos</h1>
            <p className="text-muted-foreground">Workflows prontos de n8n, Typebot e Make, avaliados pela comunidade.</p>
          </div>
          <ImportButton />
        </div>
        <CatalogFilters input={input} availableTags={list.availableTags} />
        {!parsed.success && (
          <p role="alert" className="text-destructive text-sm">
            Alguns filtros do endereço eram inválidos e foram ignorados.
          </p>
        )}
        <p className="text-muted-foreground flex flex-wrap justify-between gap-2 text-sm" aria-live="polite">
          <span>{formatNumber(list.pagination.total)} fluxo(s) encontrado(s)</span>
          {list.pagination.pages > 0 && (
            <span>
              Página {list.pagination.page} de {list.pagination.pages}
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
            {list.flows.map((flow) => (
              <FlowCard key={flow.id} flow={flow} />
            ))}
          </div>
        )}
        <PaginationNav page={list.pagination.page} pages={list.pagination.pages} hrefFor={hrefFor} />
      </main>
    </>
  );
}

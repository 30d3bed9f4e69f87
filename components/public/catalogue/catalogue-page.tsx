import Link from "next/link";
import { ChevronRightIcon, SearchXIcon } from "lucide-react";
import { SiteFooter } from "@/components/landing/site-footer";
import { CatalogFilters } from "@/components/flows/catalogue/catalog-filters";
import { FlowCard } from "@/components/flows/card/flow-card";
import { PaginationNav } from "@/components/flows/catalogue/pagination-nav";
import { SearchCorrection } from "@/components/flows/catalogue/search-correction";
import { PublicHeader } from "@/components/public/public-header";
import { Button } from "@/components/ui/button";
import { formatNumber } from "@/lib/format";
import { CATALOGUE_PATH, catalogueQuery, facetParam, facetPath, type Facet } from "@/lib/catalogue/url";
import type { CataloguePage as Page } from "@/lib/catalogue/page";
import { BrowseFacets, FACET_GROUP_TITLES, facetLabel } from "./browse-facets";

/**
 * A page of the public catalogue (`/fluxos` or a facet page): the dashboard's search, filters,
 * sort and pagination, over the approved public flows only, the same HTML for every viewer.
 */
export function CataloguePage({ page }: { page: Page }) {
  const { facet, input, valid, list, integrations, browse, seo } = page;
  const basePath = facet ? facetPath(facet) : CATALOGUE_PATH;
  const hrefFor = (n: number) => `${basePath}${catalogueQuery(input, facet, { page: n })}`;
  const { total, pages, capped } = list.pagination;
  return (
    <>
      <PublicHeader />
      <main id="conteudo" className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8">
        {facet && <Breadcrumbs facet={facet} />}
        <div className="grid gap-2">
          <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">{seo.heading}</h1>
          <p className="text-muted-foreground max-w-3xl text-pretty">{seo.description}</p>
        </div>
        <CatalogFilters
          input={input}
          availableTags={list.availableTags}
          integrations={integrations}
          facet={facet ? { ...facetParam(facet), rootPath: CATALOGUE_PATH } : undefined}
        />
        {!valid && (
          <p role="alert" className="text-destructive text-sm">
            Alguns filtros do endereço eram inválidos e foram ignorados.
          </p>
        )}
        {list.suggestion && input.search && (
          <SearchCorrection
            search={input.search}
            suggestion={list.suggestion}
            href={`${basePath}${catalogueQuery({ ...input, search: list.suggestion, page: 1 }, facet)}`}
          />
        )}
        <p className="text-muted-foreground flex flex-wrap justify-between gap-2 text-sm" aria-live="polite">
          <span>{capped ? `Mais de ${formatNumber(total)}` : formatNumber(total)} fluxo(s) encontrado(s)</span>
          {pages > 0 && (
            <span>
              Página {list.pagination.page} de {capped ? "mais de " : ""}
              {formatNumber(pages)}
            </span>
          )}
        </p>
        {list.flows.length === 0 ? (
          <EmptyState filtered={facet !== null || catalogueQuery(input) !== ""} />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.flows.map((flow) => (
              <FlowCard key={flow.id} flow={flow} searchTerms={list.searchTerms} />
            ))}
          </div>
        )}
        <PaginationNav page={list.pagination.page} pages={pages} hrefFor={hrefFor} />
        <BrowseFacets facets={browse} current={facet} />
      </main>
      <SiteFooter sectionBase="/" />
    </>
  );
}

function Breadcrumbs({ facet }: { facet: Facet }) {
  return (
    <nav aria-label="Trilha de navegação" className="text-muted-foreground text-sm">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <Link href={CATALOGUE_PATH} className="hover:text-foreground focus-visible:ring-ring/50 rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px]">
            Fluxos
          </Link>
        </li>
        <li className="flex min-w-0 items-center gap-1.5">
          <ChevronRightIcon className="size-3.5 shrink-0" aria-hidden />
          <span aria-current="page" className="text-foreground truncate">
            {FACET_GROUP_TITLES[facet.kind].singular}: {facetLabel(facet)}
          </span>
        </li>
      </ol>
    </nav>
  );
}

function EmptyState({ filtered }: { filtered: boolean }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed py-16 text-center">
      <SearchXIcon className="text-muted-foreground size-10" aria-hidden />
      <h2 className="text-lg font-semibold">Nenhum fluxo encontrado</h2>
      <p className="text-muted-foreground max-w-sm text-sm">
        {filtered ? "Tente outros termos de busca ou remova alguns filtros." : "Ainda não há fluxos públicos no catálogo."}
      </p>
      {filtered && (
        <Button asChild variant="outline" size="sm">
          <Link href={CATALOGUE_PATH}>Ver todos os fluxos</Link>
        </Button>
      )}
    </div>
  );
}

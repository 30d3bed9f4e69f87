import type { Metadata } from "next";
import { cache } from "react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { LayersIcon } from "lucide-react";
import { FlowCard } from "@/components/flows/card/flow-card";
import { PaginationNav } from "@/components/flows/catalogue/pagination-nav";
import { SiteFooter } from "@/components/landing/site-footer";
import { CollectionProfile } from "@/components/public/collection/collection-profile";
import { PublicHeader } from "@/components/public/public-header";
import { Button } from "@/components/ui/button";
import { CATALOGUE_PATH } from "@/lib/catalogue/url";
import { collectionPageNumber, findCollectionPage } from "@/lib/collections/queries";
import { collectionPath } from "@/lib/collections/url";
import { appUrl } from "@/lib/env";
import { formatCount, formatNumber } from "@/lib/format";
import { collectionJsonLd, serializeJsonLd } from "@/lib/seo/json-ld";
import { metaDescription } from "@/lib/seo/meta-description";

// The metadata and the page ask for the same collection: one lookup per request.
const loadCollection = cache((slug: string, page: number) => findCollectionPage(slug, page));

async function lookup({ params, searchParams }: PageProps<"/colecoes/[slug]">) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  const page = collectionPageNumber(query.page);
  return { slug, page, result: await loadCollection(slug, page) };
}

function pageHref(slug: string, page: number): string {
  return page > 1 ? `${collectionPath(slug)}?page=${page}` : collectionPath(slug);
}

const NOT_FOUND_METADATA: Metadata = { title: "Coleção não encontrada", robots: { index: false, follow: false } };

export async function generateMetadata(props: PageProps<"/colecoes/[slug]">): Promise<Metadata> {
  const { page, result } = await lookup(props);
  if (!result) return NOT_FOUND_METADATA;
  const { collection, indexed } = result;
  const title = page > 1 ? `${collection.name} (página ${page})` : collection.name;
  const count = formatCount(collection.flowCount, "fluxo", "fluxos");
  const description = metaDescription(
    collection.description || `Coleção de ${count} de automação organizada por ${collection.owner.name} na Fluxoteca: n8n, Typebot e Make.`,
  );
  // Read when the request is served, never when the app is built: one build serves any address.
  const url = `${appUrl()}${pageHref(collection.slug, page)}`;
  // The image comes from ./opengraph-image.tsx, which Next adds to `openGraph` and `twitter` itself.
  return {
    title,
    description,
    alternates: { canonical: url },
    // Only an indexed collection is asked of search engines (docs/product-rules.md, "Coleções").
    robots: indexed ? { index: true, follow: true } : { index: false, follow: true },
    openGraph: {
      type: "website",
      url,
      title: `${collection.name}: coleção de ${count}`,
      description,
      siteName: "Fluxoteca",
      locale: "pt_BR",
    },
    twitter: { card: "summary_large_image", title: collection.name, description },
  };
}

/**
 * `/colecoes/{slug}`: a public collection's page, the same HTML for everyone (nothing here reads the
 * viewer), so the shared page cache serves it (lib/cache/page-server.ts). Its published flows only,
 * in the owner's order, 24 a page. A private collection, an owner who is not active and an unknown
 * slug are the same 404.
 */
export default async function CollectionPage(props: PageProps<"/colecoes/[slug]">) {
  const { page, result } = await lookup(props);
  if (!result) notFound();
  const { collection, flows, pagination } = result;
  const { pages } = pagination;
  const base = appUrl();
  const jsonLd = serializeJsonLd(
    collectionJsonLd({ ...collection, flows, firstPosition: (pagination.page - 1) * pagination.limit + 1 }, base, `${base}${pageHref(collection.slug, page)}`),
  );
  return (
    <>
      <PublicHeader />
      <main id="conteudo" className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8">
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
        <CollectionProfile collection={collection} />
        <section aria-labelledby="colecao-fluxos" className="grid gap-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="colecao-fluxos" className="text-xl font-semibold tracking-tight">
              Fluxos da coleção
            </h2>
            {pages > 1 && (
              <p className="text-muted-foreground text-sm">
                Página {pagination.page} de {formatNumber(pages)}
              </p>
            )}
          </div>
          {collection.flowCount === 0 ? (
            <EmptyState />
          ) : flows.length === 0 ? (
            <p className="text-muted-foreground rounded-xl border border-dashed py-10 text-center text-sm">
              Esta página não existe.{" "}
              <Link href={collectionPath(collection.slug)} className="text-primary underline-offset-4 hover:underline">
                Voltar à primeira página
              </Link>
            </p>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {flows.map((flow) => (
                <FlowCard key={flow.id} flow={flow} />
              ))}
            </div>
          )}
          <PaginationNav page={pagination.page} pages={pages} hrefFor={(n) => pageHref(collection.slug, n)} />
        </section>
      </main>
      <SiteFooter sectionBase="/" />
    </>
  );
}

function EmptyState() {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed px-4 py-14 text-center">
      <LayersIcon className="text-muted-foreground size-10" aria-hidden />
      <h3 className="text-lg font-semibold">Nenhum fluxo publicado nesta coleção</h3>
      <p className="text-muted-foreground max-w-sm text-sm">
        Os fluxos desta coleção ainda não estão no catálogo, ou saíram dele. Enquanto isso, veja o que outras pessoas compartilharam.
      </p>
      <Button asChild variant="outline" size="sm">
        <Link href={CATALOGUE_PATH}>Explorar fluxos</Link>
      </Button>
    </div>
  );
}

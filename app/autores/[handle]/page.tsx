import type { Metadata } from "next";
import { cache } from "react";
import Link from "next/link";
import { notFound, permanentRedirect } from "next/navigation";
import { LayersIcon } from "lucide-react";
import { AuthorProfile } from "@/components/authors/author-profile";
import { FlowCard } from "@/components/flows/card/flow-card";
import { PaginationNav } from "@/components/flows/catalogue/pagination-nav";
import { SiteFooter } from "@/components/landing/site-footer";
import { PublicHeader } from "@/components/public/public-header";
import { Button } from "@/components/ui/button";
import { authorPath } from "@/lib/authors/handle";
import { authorPageNumber, findAuthorPage } from "@/lib/authors/queries";
import { appUrl } from "@/lib/env";
import { formatNumber } from "@/lib/format";
import { CATALOGUE_PATH } from "@/lib/catalogue/url";
import { authorJsonLd, serializeJsonLd } from "@/lib/seo/json-ld";
import { metaDescription } from "@/lib/seo/meta-description";

// The metadata and the page ask for the same author: one lookup per request.
const loadAuthor = cache((handle: string, page: number) => findAuthorPage(handle, page));

async function lookup({ params, searchParams }: PageProps<"/autores/[handle]">) {
  const [{ handle }, query] = await Promise.all([params, searchParams]);
  const page = authorPageNumber(query.page);
  return { handle, page, result: await loadAuthor(handle, page) };
}

function pageHref(handle: string, page: number): string {
  return page > 1 ? `${authorPath(handle)}?page=${page}` : authorPath(handle);
}

export async function generateMetadata(props: PageProps<"/autores/[handle]">): Promise<Metadata> {
  const { page, result } = await lookup(props);
  if (result.kind !== "author") return { title: "Autor não encontrado", robots: { index: false, follow: false } };
  const author = result.page;
  const title = page > 1 ? `${author.name}: fluxos de automação (página ${page})` : `${author.name}: fluxos de automação`;
  const description = metaDescription(
    author.bio ??
      `Fluxos de automação para n8n, Typebot e Make publicados por ${author.name} na Fluxoteca: ${formatNumber(author.totals.flows)} fluxo(s) público(s).`,
  );
  // Read when the request is served, never when the app is built: one build serves any address.
  const url = `${appUrl()}${pageHref(author.handle, page)}`;
  return {
    title,
    description,
    alternates: { canonical: url },
    // A page without public flows yet has nothing to find: kept out of search results until it has.
    robots: author.totals.flows > 0 ? { index: true, follow: true } : { index: false, follow: true },
    openGraph: { type: "profile", url, title, description, siteName: "Fluxoteca", locale: "pt_BR", username: author.handle },
    twitter: { card: "summary", title, description },
  };
}

/**
 * `/autores/{handle}`: an author's public page, the same HTML for everyone (nothing here reads the
 * viewer), so the shared page cache serves it (lib/cache/page-server.ts). An earlier handle answers
 * 308 to the current one; a private page and an unknown handle, the same 404.
 */
export default async function AuthorPage(props: PageProps<"/autores/[handle]">) {
  const { page, result } = await lookup(props);
  if (result.kind === "redirect") permanentRedirect(pageHref(result.handle, page));
  if (result.kind === "missing") notFound();
  const author = result.page;
  const { pages } = author.pagination;
  const jsonLd = serializeJsonLd(authorJsonLd(author, appUrl()));
  return (
    <>
      <PublicHeader />
      <main id="conteudo" className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8">
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
        <AuthorProfile author={author} />
        <section aria-labelledby="autor-fluxos" className="grid gap-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="autor-fluxos" className="text-xl font-semibold tracking-tight">
              Fluxos publicados
            </h2>
            {pages > 1 && (
              <p className="text-muted-foreground text-sm">
                Página {author.pagination.page} de {formatNumber(pages)}
              </p>
            )}
          </div>
          {author.totals.flows === 0 ? (
            <EmptyState name={author.name} />
          ) : author.flows.length === 0 ? (
            <p className="text-muted-foreground rounded-xl border border-dashed py-10 text-center text-sm">
              Esta página não existe.{" "}
              <Link href={authorPath(author.handle)} className="text-primary underline-offset-4 hover:underline">
                Voltar à primeira página
              </Link>
            </p>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {author.flows.map((flow) => (
                <FlowCard key={flow.id} flow={flow} />
              ))}
            </div>
          )}
          <PaginationNav page={author.pagination.page} pages={pages} hrefFor={(n) => pageHref(author.handle, n)} />
        </section>
      </main>
      <SiteFooter sectionBase="/" />
    </>
  );
}

function EmptyState({ name }: { name: string }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed px-4 py-14 text-center">
      <LayersIcon className="text-muted-foreground size-10" aria-hidden />
      <h3 className="text-lg font-semibold">Nenhum fluxo público ainda</h3>
      <p className="text-muted-foreground max-w-sm text-sm">
        {name} ainda não tem fluxos publicados no catálogo. Enquanto isso, veja o que outras pessoas compartilharam.
      </p>
      <Button asChild variant="outline" size="sm">
        <Link href={CATALOGUE_PATH}>Explorar fluxos</Link>
      </Button>
    </div>
  );
}

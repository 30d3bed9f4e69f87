import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { appUrl } from "@/lib/env";
import type { FacetKind } from "@/lib/catalogue/url";
import { loadCataloguePage, queryKey, type RawSearchParams } from "@/lib/catalogue/page";
import { CataloguePage } from "./catalogue-page";

interface RouteProps {
  params: Promise<{ valor?: string }>;
  searchParams: Promise<RawSearchParams>;
}

/**
 * The facet value of the address. Next 16 hands `generateMetadata` the segment decoded and the page
 * still %-encoded: a value that holds escapes is decoded once, one that does not decode is taken as
 * written (the proxy answers 400 to malformed escapes before this runs). Only a tag that itself
 * reads like an escape ("a%20b") would be decoded twice by the metadata.
 */
function decodeSegment(value: string): string {
  try {
    return /%[0-9a-f]{2}/i.test(value) ? decodeURIComponent(value) : value;
  } catch {
    return value;
  }
}

async function lookup(kind: FacetKind | null, props: RouteProps) {
  const [params, searchParams] = await Promise.all([props.params, props.searchParams]);
  const found = await loadCataloguePage(kind, kind && params.valor ? decodeSegment(params.valor) : "", queryKey(searchParams));
  if (found.kind === "not-found") notFound();
  if (found.kind === "redirect") permanentRedirect(found.to);
  return found.page;
}

/** Title, description, canonical address and `noindex` of a list page (lib/catalogue/url.ts). */
export async function catalogueMetadata(kind: FacetKind | null, props: RouteProps): Promise<Metadata> {
  const { seo } = await lookup(kind, props);
  const url = `${appUrl()}${seo.canonicalPath}`;
  return {
    title: seo.title,
    description: seo.description,
    alternates: { canonical: url },
    robots: seo.index ? { index: true, follow: true } : { index: false, follow: true },
    openGraph: { type: "website", locale: "pt_BR", siteName: "Fluxoteca", title: seo.title, description: seo.description, url },
  };
}

/** `/fluxos` (kind null) or a facet page. */
export async function CatalogueRoute({ kind, ...props }: RouteProps & { kind: FacetKind | null }) {
  return <CataloguePage page={await lookup(kind, props)} />;
}

import "server-only";
import { sql } from "drizzle-orm";
import type { MetadataRoute } from "next";
import { db, selectRows } from "@/db";
import { authorPath } from "@/lib/authors/handle";
import { sitemapAuthorHandles } from "@/lib/authors/queries";
import type { FacetKind } from "@/lib/catalogue/url";
import { CATALOGUE_PATH, facetPath, flowPath, parseFacet } from "@/lib/catalogue/url";
import { countIndexedCollections, indexedCollectionPaths } from "@/lib/collections/queries";
import { collectionPath } from "@/lib/collections/url";

/** A sitemap file holds at most 50,000 addresses (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000;
/** Room kept in the first file for the pages that are not flows: home, list, facet pages. */
const SITEMAP_PAGES_MAX = 5_000;

export interface SitemapLayout {
  /** Flows per file. */
  flowsPerFile: number;
  /** Other pages in file 0, at most. */
  pagesMax: number;
  /** Collection pages per file (their files come after the flows'); SITEMAP_URL_LIMIT when not given. */
  collectionsPerFile?: number;
}

export const SITEMAP_LAYOUT: SitemapLayout = {
  flowsPerFile: SITEMAP_URL_LIMIT - SITEMAP_PAGES_MAX,
  pagesMax: SITEMAP_PAGES_MAX,
  collectionsPerFile: SITEMAP_URL_LIMIT,
};

/** Files needed for `count` public flows: always file 0 (it also lists the home and the facet pages). */
export function sitemapFileCount(count: number, layout: SitemapLayout = SITEMAP_LAYOUT): number {
  return Math.max(1, Math.ceil(count / layout.flowsPerFile));
}

/** From `flow_facets`, kept by the `flows_facets` trigger (docs/product-rules.md §18). */
async function publicFlowCount(): Promise<number> {
  const [row] = await selectRows<{ count: number }>(db, sql`select count from flow_facets where kind = 'all' and value = ''`);
  return Math.max(0, row?.count ?? 0);
}

const collectionsPerFile = (layout: SitemapLayout) => layout.collectionsPerFile ?? SITEMAP_URL_LIMIT;

/**
 * The ids of the sitemap files, served at `/sitemap/{id}.xml` (app/sitemap/[file]/route.ts): first
 * the flows' files (their numbers never depend on anything else), then the listed collections'
 * (none while there is no listed collection). robots.txt lists every file.
 */
export async function sitemapIds(layout: SitemapLayout = SITEMAP_LAYOUT): Promise<{ id: number }[]> {
  const [flowCount, collectionCount] = await Promise.all([publicFlowCount(), countIndexedCollections()]);
  const files = sitemapFileCount(flowCount, layout) + Math.ceil(collectionCount / collectionsPerFile(layout));
  return Array.from({ length: files }, (_, id) => ({ id }));
}

/** Facet kinds in the order file 0 lists them; the fixed lists first, then the most used tags and apps. */
const FACET_ORDER: FacetKind[] = ["platform", "complexity", "trigger", "integration", "tag"];

async function facetUrls(baseUrl: string, max: number): Promise<MetadataRoute.Sitemap> {
  const rows = await selectRows<{ kind: FacetKind; value: string }>(
    db,
    sql`select kind, value from flow_facets
        where count > 0 and kind in ('platform', 'complexity', 'trigger', 'integration', 'tag')
        order by case kind when 'platform' then 0 when 'complexity' then 1 when 'trigger' then 2 when 'integration' then 3 else 4 end, count desc, value
        limit ${max}`,
  );
  return rows.flatMap((row) => {
    const facet = FACET_ORDER.includes(row.kind) ? parseFacet(row.kind, row.value) : null;
    // A stored value the address cannot carry as is (spaces around it, too long) has no page of its own.
    return facet && facet.value === row.value ? [{ url: `${baseUrl}${facetPath(facet)}` }] : [];
  });
}

/**
 * A collections file: its share of the listed collections (docs/product-rules.md, "Coleções"), oldest
 * first so a collection keeps its file, each with its last change (`updated_at`, which every change
 * to the collection moves).
 */
async function collectionEntries(file: number, baseUrl: string, layout: SitemapLayout): Promise<MetadataRoute.Sitemap> {
  const limit = collectionsPerFile(layout);
  const rows = await indexedCollectionPaths({ offset: file * limit, limit });
  return rows.map((row) => ({ url: `${baseUrl}${collectionPath(row.slug)}`, lastModified: new Date(row.updatedAt) }));
}

/**
 * Sitemap file `id`: its share of the public flows (`/fluxos/{slug}` and when it last changed), in
 * slug order over the unique index on `flows.slug`, reading only those two columns; file 0 also
 * lists the home page, `/fluxos`, the facet pages that have public flows and the public creator
 * pages of authors with at least one public flow. The files after the flows' list collections.
 */
export async function sitemapEntries(id: number, baseUrl: string, layout: SitemapLayout = SITEMAP_LAYOUT): Promise<MetadataRoute.Sitemap> {
  const flowFiles = id === 0 ? 1 : sitemapFileCount(await publicFlowCount(), layout);
  if (id >= flowFiles) return collectionEntries(id - flowFiles, baseUrl, layout);
  const flows = await selectRows<{ slug: string; updatedAt: Date | string }>(
    db,
    sql`select slug, updated_at as "updatedAt" from flows
        where status = 'APPROVED' and is_public
        order by slug
        limit ${layout.flowsPerFile} offset ${id * layout.flowsPerFile}`,
  );
  const flowUrls: MetadataRoute.Sitemap = flows.map((f) => ({ url: `${baseUrl}${flowPath(f.slug)}`, lastModified: new Date(f.updatedAt) }));
  if (id !== 0) return flowUrls;
  const pages: MetadataRoute.Sitemap = [{ url: `${baseUrl}/` }, { url: `${baseUrl}${CATALOGUE_PATH}` }];
  // Creator pages share file 0's room with the facet pages: up to half of it, the facets the rest.
  const authors = (await sitemapAuthorHandles(Math.floor(layout.pagesMax / 2))).map((handle) => ({ url: `${baseUrl}${authorPath(handle)}` }));
  return [...pages, ...(await facetUrls(baseUrl, layout.pagesMax - pages.length - authors.length)), ...authors, ...flowUrls];
}

import "server-only";
import { sql } from "drizzle-orm";
import { db, selectRows } from "@/db";
import { CATALOG_VERSION_SQL } from "./catalog-version";
import { RESERVED_SLUGS, SLUG_PATTERN } from "./slug";

/**
 * What a public catalogue page shows besides its URL, as one string: the page cache
 * (lib/cache/page-cache.ts) keeps a rendered page for as long as this stays the same.
 * - list and facet pages: the catalogue version;
 * - a flow's own page: the version plus the flow's counters and the last change to its reviews, so
 *   they are exact there; null when the slug is not a published flow (a 404, a redirect to its new
 *   slug, or its author's private view), which is never served from the cache.
 * One query, on the primary key of `catalog_version` and the unique index on `flows.slug`.
 */
export async function catalogPageState(pathname: string): Promise<string | null> {
  const slug = flowSlugOf(pathname);
  if (slug === null) {
    const [row] = await selectRows<{ version: string | null }>(db, sql`select ${CATALOG_VERSION_SQL} as version`);
    return row?.version ?? null;
  }
  const [row] = await selectRows<{ version: string | null; flow: string | null }>(
    db,
    sql`select ${CATALOG_VERSION_SQL} as version,
          (select f.id || ':' || f.download_count || ':' || f.score || ':' || f.review_count || ':' ||
                  coalesce((select max(r.updated_at)::text from reviews r where r.flow_id = f.id), '')
             from flows f where f.slug = ${slug} and f.status = 'APPROVED' and f.is_public) as flow`,
  );
  if (!row?.version || !row.flow) return null;
  return `${row.version}|${row.flow}`;
}

/** `/fluxos/{slug}` → slug; null for the list, the facet pages and anything else. */
export function flowSlugOf(pathname: string): string | null {
  const match = /^\/fluxos\/([^/]+)\/?$/.exec(pathname);
  if (!match || RESERVED_SLUGS.has(match[1]!) || !SLUG_PATTERN.test(match[1]!)) return null;
  return match[1]!;
}

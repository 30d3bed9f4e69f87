import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDatabase, schema, statementName, type Database } from "@/db";
import { CATALOG_VERSION_SQL } from "@/db/catalog-version";
import { SETTING_DEFAULTS } from "@/lib/settings/schemas";
import { RESERVED_SLUGS, SLUG_PATTERN } from "@/lib/flows/slug";
import { isHandleLike } from "@/lib/authors/handle";
import { collectionSlugOf } from "@/lib/collections/url";
import { AUTHOR_PAGE_PATH } from "./page-paths";

/**
 * What a public catalogue page shows besides its URL, as one string: the page cache
 * (lib/cache/page-cache.ts) keeps a rendered page for as long as this stays the same.
 * - list and facet pages: the catalogue version;
 * - a flow's own page: the version plus the flow's counters and the last change to its reviews, so
 *   they are exact there; null when the slug is not a published flow (a 404, a redirect to its new
 *   slug, or its author's private view), which is never served from the cache;
 * - a creator page: the version plus the author's id and `updated_at`, which every save of the
 *   page's settings moves (a bio or a link moves no catalogue version; a name, a handle and the
 *   public switch do); null for an unknown handle, an earlier one (308) or a private page (404).
 *   Its totals, like a list's counters, may be as old as the page (PAGE_MAX_AGE_MS);
 * - a collection's page (`/colecoes/{slug}`): the version plus the collection's id and `updated_at`,
 *   which every change to it moves (name, description, a flow added, removed or reordered), and
 *   whether its owner's e-mail is confirmed (it decides `noindex`); a flow leaving the catalogue
 *   moves the version. Null for an unknown slug, a private collection or an owner who is not
 *   active: the page's 404, never kept.
 * One query, on the primary key of `catalog_version` and the unique index on `flows.slug`, run on
 * every page request: named prepared statements, since planning the flow's query took longer
 * (~1.4 ms on Postgres) than running it (~0.2 ms).
 */
export async function catalogPageState(pathname: string): Promise<string | null> {
  const slug = flowSlugOf(pathname);
  const queries = stateQueries(getDatabase().db);
  const handle = AUTHOR_PAGE_PATH.exec(pathname)?.[1];
  const collectionSlug = collectionSlugOf(pathname);
  if (collectionSlug !== null) {
    const [row] = await queries.collection.execute({ slug: collectionSlug });
    return row?.version && row.collection ? `${row.version}|colecao:${row.collection}` : null;
  }
  if (pathname.startsWith("/colecoes/")) return null;
  if (handle !== undefined) {
    if (!isHandleLike(handle)) return null;
    const [row] = await queries.author.execute({ handle });
    return row?.version && row.author ? `${row.version}|autor:${row.author}` : null;
  }
  if (slug === null) {
    const [row] = await queries.list.execute();
    return row?.version ?? null;
  }
  const [row] = await queries.flow.execute({ slug });
  if (!row?.version || !row.flow) return null;
  return `${row.version}|${row.flow}`;
}

/** What the page cache needs to serve a member the shared copy of `/flow/{id}`. */
export interface MemberFlowPageState {
  /** The same parts as the public page's state (catalogue version, counters, reviews). */
  state: string;
  authorId: string | null;
  /** The free download limit (setting `free_download_limit`): a member past it may be blocked from the page. */
  freeDownloadLimit: number;
}

/**
 * The state of the published flow `id` for its members' shared page, with its author and the free
 * download limit: one query on primary keys. Null when the flow is not published (its page then
 * renders for the viewer alone, with its guards).
 */
export async function memberFlowPageState(id: string): Promise<MemberFlowPageState | null> {
  const [row] = await stateQueries(getDatabase().db).memberFlow.execute({ id });
  if (!row?.version || !row.flow) return null;
  const limit = Number(row.limit ?? SETTING_DEFAULTS.free_download_limit);
  return { state: `${row.version}|${row.flow}`, authorId: row.authorId, freeDownloadLimit: Number.isInteger(limit) && limit >= 0 ? limit : 0 };
}

// Its counters and the last change to its reviews: the flow's own page shows them exactly. Plain
// SQL for the id in the subquery: in a one-table select Drizzle leaves column names unqualified.
const FLOW_STATE_SQL = sql<string>`${schema.flows.id} || ':' || ${schema.flows.downloadCount} || ':' || ${schema.flows.score} || ':' || ${schema.flows.reviewCount} || ':' ||
  coalesce((select max(r.updated_at)::text from reviews r where r.flow_id = "flows"."id"), '')`;

function buildStateQueries(database: Database) {
  const { catalogVersion, collections, flows, users } = schema;
  const published = and(eq(flows.status, "APPROVED"), eq(flows.isPublic, true));
  return {
    list: database
      .select({ version: sql<string | null>`sum(${catalogVersion.version})::text` })
      .from(catalogVersion)
      .prepare(statementName("catalog_page_state")),
    flow: database
      .select({ version: sql<string | null>`${CATALOG_VERSION_SQL}`, flow: FLOW_STATE_SQL })
      .from(flows)
      .where(and(eq(flows.slug, sql.placeholder("slug")), published))
      .limit(1)
      .prepare(statementName("flow_page_state")),
    author: database
      .select({
        version: sql<string | null>`${CATALOG_VERSION_SQL}`,
        author: sql<string>`${users.id} || ':' || ${users.updatedAt}::text`,
      })
      .from(users)
      .where(and(eq(users.handle, sql.placeholder("handle")), eq(users.profilePublic, true)))
      .limit(1)
      .prepare(statementName("author_page_state")),
    collection: database
      .select({
        version: sql<string | null>`${CATALOG_VERSION_SQL}`,
        collection: sql<string>`${collections.id} || ':' || ${collections.updatedAt}::text || ':' || case when ${users.emailVerifiedAt} is null then '0' else '1' end`,
      })
      .from(collections)
      .innerJoin(users, eq(users.id, collections.ownerId))
      .where(and(eq(collections.slug, sql.placeholder("slug")), eq(collections.isPublic, true), eq(users.status, "ACTIVE")))
      .limit(1)
      .prepare(statementName("collection_page_state")),
    memberFlow: database
      .select({
        version: sql<string | null>`${CATALOG_VERSION_SQL}`,
        flow: FLOW_STATE_SQL,
        authorId: flows.authorId,
        limit: sql<string | null>`(select s.value from settings s where s.key = 'free_download_limit')`,
      })
      .from(flows)
      .where(and(eq(flows.id, sql.placeholder("id")), published))
      .limit(1)
      .prepare(statementName("member_flow_page_state")),
  };
}

const preparedStates = new WeakMap<Database, ReturnType<typeof buildStateQueries>>();

function stateQueries(database: Database) {
  let queries = preparedStates.get(database);
  if (!queries) preparedStates.set(database, (queries = buildStateQueries(database)));
  return queries;
}

/** `/fluxos/{slug}` → slug; null for the list, the facet pages and anything else. */
export function flowSlugOf(pathname: string): string | null {
  const match = /^\/fluxos\/([^/]+)\/?$/.exec(pathname);
  if (!match || RESERVED_SLUGS.has(match[1]!) || !SLUG_PATTERN.test(match[1]!)) return null;
  return match[1]!;
}

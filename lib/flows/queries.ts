import "server-only";
import { and, asc, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from "drizzle-orm";
import { db, schema, selectRows } from "@/db";
import { FOLD_FROM, FOLD_TO } from "@/db/schema";
import type { Viewer } from "@/lib/auth/viewer";
import { toFlowSummary, type FlowSummary } from "./dto";
import { readCatalogVersion } from "./catalog-version";
import { flowSummaryColumns } from "./projection";
import { ListCache } from "./list-cache";
import type { ListFlowsInput } from "./schemas";

const { flows, users } = schema;

export interface FlowList {
  flows: FlowSummary[];
  /** `capped`: more than COUNT_CAP flows match; `total` is then COUNT_CAP ("mais de 10.000"). */
  pagination: { page: number; limit: number; total: number; pages: number; capped?: boolean };
  availableTags: string[];
}

/** DECISIONS §3: approved public flows, plus the viewer's own in any state; admins see everything. */
export function visibleTo(viewer: Pick<Viewer, "id" | "role">): SQL | undefined {
  if (viewer.role === "ADMIN") return undefined;
  return or(and(eq(flows.status, "APPROVED"), eq(flows.isPublic, true)), eq(flows.authorId, viewer.id));
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Folds the term exactly as the generated `search_text` column does, then matches by substring (trigram index). */
function searchCondition(term: string): SQL {
  const folded = sql`translate(lower(${`%${escapeLike(term)}%`}), ${FOLD_FROM}, ${FOLD_TO})`;
  return sql`${flows.searchText} like ${folded}`;
}

function filters(input: ListFlowsInput, viewer: Pick<Viewer, "id" | "role">): SQL | undefined {
  const conditions: (SQL | undefined)[] = [visibleTo(viewer)];
  if (input.search) for (const word of input.search.split(/\s+/).filter(Boolean)) conditions.push(searchCondition(word));
  if (input.tags.length > 0) conditions.push(sql`${flows.tags} @> ${sql.param(input.tags)}::text[]`);
  if (input.minScore !== undefined) conditions.push(gte(flows.score, input.minScore));
  if (input.maxScore !== undefined) conditions.push(lte(flows.score, input.maxScore));
  if (input.platform) conditions.push(eq(flows.platform, input.platform));
  if (input.author) conditions.push(ilike(users.name, `%${escapeLike(input.author)}%`));
  if (input.integration) conditions.push(sql`${flows.integrations} @> array[${input.integration}]::text[]`);
  if (input.trigger) conditions.push(sql`${flows.triggerKinds} @> array[${input.trigger}]::text[]`);
  if (input.complexity) conditions.push(eq(flows.complexity, input.complexity));
  return and(...conditions);
}

const SORT_COLUMNS = { score: flows.score, name: flows.name, createdAt: flows.createdAt, downloadCount: flows.downloadCount } as const;

/** Broad filters are counted up to here and shown as "mais de 10.000"; exact counts come from flow_facets. */
export const COUNT_CAP = 10_000;

/**
 * Whose catalogue this is. A user with no flow of their own outside the public catalogue sees
 * exactly the public catalogue ("public"): their pages are shared by everyone in the cache and the
 * query can use the partial indexes on approved public flows.
 */
type Scope = "admin" | "public" | `user:${string}`;

const PUBLIC = and(eq(flows.status, "APPROVED"), eq(flows.isPublic, true))!;
/** A cached page, with its JSON serialised on first use: the API answers a hit without re-encoding. */
interface CachedList {
  list: FlowList;
  json?: string;
}

const cache = new ListCache<CachedList>();

function scopeOf(viewer: Pick<Viewer, "id" | "role" | "catalog">): Scope {
  if (viewer.role === "ADMIN") return "admin";
  return viewer.catalog.hasUnpublishedFlows ? `user:${viewer.id}` : "public";
}

function filtersFor(input: ListFlowsInput, viewer: Pick<Viewer, "id" | "role">, scope: Scope): SQL | undefined {
  return scope === "public" ? and(PUBLIC, filters({ ...input }, { id: viewer.id, role: "ADMIN" })) : filters(input, viewer);
}

/**
 * The total without scanning the table: the maintained facet counts answer the common shapes (no
 * filter, or exactly one of platform, tag, integration, trigger and complexity, plus the viewer's
 * own unpublished flows); anything else is
 * counted up to COUNT_CAP + 1 rows and reported as capped beyond that.
 */
async function countFlows(input: ListFlowsInput, where: SQL | undefined, scope: Scope, viewerId: string) {
  const narrowed = input.search || input.author || input.minScore !== undefined || input.maxScore !== undefined || input.tags.length > 1;
  const facets = [
    input.tags.length === 1 ? { kind: "tag", value: input.tags[0]! } : null,
    input.platform ? { kind: "platform", value: input.platform } : null,
    input.integration ? { kind: "integration", value: input.integration } : null,
    input.trigger ? { kind: "trigger", value: input.trigger } : null,
    input.complexity ? { kind: "complexity", value: input.complexity } : null,
  ].filter((f) => f !== null);
  // One facet at most: the counts are per facet, not per combination.
  const facet = narrowed || facets.length > 1 ? null : (facets[0] ?? { kind: "all", value: "" });
  if (facet && scope !== "admin") {
    const [[pub], own] = await Promise.all([
      selectRows<{ count: number }>(db, sql`select count from flow_facets where kind = ${facet.kind} and value = ${facet.value}`),
      scope === "public"
        ? Promise.resolve(0)
        : db
            .select({ total: count() })
            .from(flows)
            .where(and(eq(flows.authorId, viewerId), sql`not (${PUBLIC})`, filters(input, { id: viewerId, role: "ADMIN" })))
            .then(([r]) => r?.total ?? 0),
    ]);
    return { total: (pub?.count ?? 0) + own, capped: false };
  }
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (select 1 from ${flows} left join ${users} on ${users.id} = ${flows.authorId} where ${where ?? sql`true`} limit ${COUNT_CAP + 1}) as hits`,
  );
  const total = row?.total ?? 0;
  return total > COUNT_CAP ? { total: COUNT_CAP, capped: true } : { total, capped: false };
}

/** Every tag of the public catalogue, from the maintained counts (DECISIONS §3 visibility). */
async function publicTags(): Promise<string[]> {
  const rows = await selectRows<{ value: string }>(db, sql`select value from flow_facets where kind = 'tag' and count > 0`);
  return rows.map((r) => r.value).sort((a, b) => a.localeCompare(b, "pt-BR"));
}

type ListViewer = Pick<Viewer, "id" | "role" | "catalog">;

/** The catalogue page: filtered, sorted, paginated summaries plus the catalogue's tags. */
export async function listFlows(input: ListFlowsInput, viewer: ListViewer): Promise<FlowList> {
  return (await cachedList(input, viewer)).list;
}

/** Nobody's id: a visitor sees exactly the public catalogue, and shares its cached pages. */
const VISITOR_ID = "00000000-0000-0000-0000-000000000000";

/** The public catalogue as a visitor sees it (public pages, the shared page cache). */
export async function listPublicFlows(input: ListFlowsInput): Promise<FlowList> {
  const version = await readCatalogVersion();
  return listFlows(input, { id: VISITOR_ID, role: "USER", catalog: { version, hasUnpublishedFlows: false } });
}

/** The same page as JSON text, for the API. */
export async function listFlowsJson(input: ListFlowsInput, viewer: ListViewer): Promise<string> {
  const entry = await cachedList(input, viewer);
  entry.json ??= JSON.stringify(entry.list);
  return entry.json;
}

async function cachedList(input: ListFlowsInput, viewer: ListViewer): Promise<CachedList> {
  const { version } = viewer.catalog;
  const scope = scopeOf(viewer);
  const key = version === null ? null : `${version}|${scope}|${JSON.stringify(input)}`;
  const hit = key === null ? undefined : cache.get(key);
  if (hit) return hit;

  const where = filtersFor(input, viewer, scope);
  const direction = input.sortOrder === "asc" ? asc : desc;
  const [rows, counted, availableTags] = await Promise.all([
    db
      .select(flowSummaryColumns)
      .from(flows)
      .leftJoin(users, eq(users.id, flows.authorId))
      .where(where)
      .orderBy(direction(SORT_COLUMNS[input.sortBy]), direction(flows.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    countFlows(input, where, scope, viewer.id),
    publicTags(),
  ]);
  const list: FlowList = {
    flows: rows.map(toFlowSummary),
    pagination: {
      page: input.page,
      limit: input.limit,
      total: counted.total,
      pages: Math.ceil(counted.total / input.limit),
      ...(counted.capped && { capped: true }),
    },
    availableTags,
  };
  const entry: CachedList = { list };
  if (key !== null && version !== null) {
    cache.prune(version);
    cache.set(key, entry);
  }
  return entry;
}

/** The apps used by the public catalogue, most used first: the options of the integration filter. */
export async function catalogIntegrations(limit = 200): Promise<{ name: string; count: number }[]> {
  const rows = await selectRows<{ value: string; count: number }>(
    db,
    sql`select value, count from flow_facets where kind = 'integration' and count > 0 order by count desc, value limit ${limit}`,
  );
  return rows.map((r) => ({ name: r.value, count: r.count }));
}

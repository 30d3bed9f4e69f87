import "server-only";
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db, schema, selectRows } from "@/db";
import { foldedContains, likeContains } from "@/db/like";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import { paginationOf } from "@/lib/pagination";
import { toFlowSummary, type AdminFlow, type AdminFlowList, type FlowList, type FlowSummary, type SimilarFlow, type UploadList } from "./dto";
import { readCatalogVersion } from "./catalog-version";
import { fullReport } from "@/lib/workflow/safety";
import { n8nVersionCode } from "./facts-columns";
import { flowCardColumns, flowSummaryColumns } from "./projection";
import { ListCache } from "./list-cache";
import type { AdminFlowSort, AdminListFlowsInput, ListFlowsInput, ModerationStatus, SortField } from "./schemas";
import { correctTypos, planSearch, searchMatch, searchSynonyms, type SearchDocument, type SearchPlan } from "@/lib/flows/search/match";
import { replaceWords } from "@/lib/flows/search/parse";
import { summarizeChanges } from "@/lib/flows/versions/summary";

/*
 * Every listing of flows: the catalogue (visitor, member and admin scopes, cached), the author's
 * uploads and the moderation list. All select `flowSummaryColumns` from `flows` left-joined to
 * `users`, and share the search and pagination helpers below.
 */

const { flows, users, flowModerations, flowVersions } = schema;

/** docs/product-rules.md §2: approved public flows, plus the viewer's own in any state; admins see everything. */
export function visibleTo(viewer: Pick<Viewer, "id" | "role">): SQL | undefined {
  if (viewer.role === "ADMIN") return undefined;
  return or(and(eq(flows.status, "APPROVED"), eq(flows.isPublic, true)), eq(flows.authorId, viewer.id));
}

/** The term by substring, folded as the generated `search_text` column is (trigram index). */
function substringCondition(term: string): SQL {
  return foldedContains(flows.searchText, term);
}

/**
 * What the search term asks of a flow: every word by stem (full-text search, lib/flows/search/match.ts).
 * A term made only of stop words or symbols ("para", "%") has no word to stem and is matched by
 * substring, as before full-text search.
 */
function searchCondition(input: ListFlowsInput, plan: SearchPlan | null): SQL | undefined {
  if (!input.search) return undefined;
  if (plan && plan.groups.length > 0) return searchMatch(plan.groups);
  return and(...input.search.split(/\s+/).filter(Boolean).map(substringCondition));
}

/** `match`: the search condition (searchCondition), kept apart so relevance can swap the document it looks at. */
function filters(input: ListFlowsInput, viewer: Pick<Viewer, "id" | "role">, match: SQL | undefined): SQL | undefined {
  const conditions: (SQL | undefined)[] = [visibleTo(viewer), match];
  if (input.tags.length > 0) conditions.push(sql`${flows.tags} @> ${sql.param(input.tags)}::text[]`);
  if (input.minScore !== undefined) conditions.push(gte(flows.score, input.minScore));
  if (input.maxScore !== undefined) conditions.push(lte(flows.score, input.maxScore));
  if (input.platform) conditions.push(eq(flows.platform, input.platform));
  if (input.author) conditions.push(ilike(users.name, likeContains(input.author)));
  if (input.integration) conditions.push(sql`${flows.integrations} @> array[${input.integration}]::text[]`);
  if (input.trigger) conditions.push(sql`${flows.triggerKinds} @> array[${input.trigger}]::text[]`);
  if (input.complexity) conditions.push(eq(flows.complexity, input.complexity));
  if (input.safety) conditions.push(eq(flows.safetyLevel, input.safety));
  if (input.apps && input.apps.names.length > 0) {
    const names = sql`${sql.param(input.apps.names)}::text[]`;
    conditions.push(input.apps.match === "all" ? sql`${flows.integrations} @> ${names}` : sql`${flows.integrations} && ${names}`);
  }
  if (input.n8n) {
    // An n8n flow none of whose nodes needs a newer n8n (null: no node the table knows, e.g. only community nodes).
    conditions.push(eq(flows.platform, "N8N"), or(isNull(flows.minN8nVersion), lte(flows.minN8nVersion, n8nVersionCode(input.n8n)!)));
  }
  return and(...conditions);
}

/**
 * Rating sorts by the Bayesian rank (lib/flows/rating-rank.ts), then downloads, then id: the shape
 * of the `*_rating_rank_idx` indexes. `relevance` without a search term lists by rating.
 */
const BY_RATING = [flows.ratingRank, flows.downloadCount, flows.id];
const SORT_COLUMNS = {
  relevance: BY_RATING,
  score: BY_RATING,
  name: [flows.name, flows.id],
  createdAt: [flows.createdAt, flows.id],
  downloadCount: [flows.downloadCount, flows.id],
} as const satisfies Record<SortField, unknown>;

/**
 * Broad filters are counted up to here and shown as "mais de 10.000"; exact counts come from
 * `flow_facets`, kept by the `flows_facets` trigger (migration 0005, docs/product-rules.md §18).
 */
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

function filtersFor(input: ListFlowsInput, viewer: Pick<Viewer, "id" | "role">, scope: Scope, match: SQL | undefined): SQL | undefined {
  return scope === "public" ? and(PUBLIC, filters({ ...input }, { id: viewer.id, role: "ADMIN" }, match)) : filters(input, viewer, match);
}

/** The flows the viewer may see at all, whatever the filters: where a search word must have a hit to not be a typo. */
function visibleIn(viewer: Pick<Viewer, "id" | "role">, scope: Scope): SQL | undefined {
  return scope === "public" ? PUBLIC : visibleTo(viewer);
}

/**
 * The total without scanning the table: the maintained facet counts answer the common shapes (no
 * filter, or exactly one of platform, tag, integration, trigger and complexity, plus the viewer's
 * own unpublished flows); anything else is
 * counted up to COUNT_CAP + 1 rows and reported as capped beyond that.
 *
 * `fullText`: the search matches by stem. Its matches are then collected from the GIN index, never
 * by a sequential scan: the planner expects a scan to reach COUNT_CAP + 1 matches soon, but it
 * checks every row it reads against the search document on the way (a word in a third of 100,000
 * flows: 100-270 ms, against 45-100 ms from the index, which needs no check of the documents).
 */
async function countFlows(input: ListFlowsInput, where: SQL | undefined, scope: Scope, viewerId: string, match: SQL | undefined, fullText: boolean) {
  const narrowed =
    input.search ||
    input.author ||
    input.minScore !== undefined ||
    input.maxScore !== undefined ||
    input.tags.length > 1 ||
    input.safety ||
    input.n8n ||
    (input.apps?.names.length ?? 0) > 0;
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
            .where(and(eq(flows.authorId, viewerId), sql`not (${PUBLIC})`, filters(input, { id: viewerId, role: "ADMIN" }, match)))
            .then(([r]) => r?.total ?? 0),
    ]);
    return { total: (pub?.count ?? 0) + own, capped: false };
  }
  const capped = sql`select count(*)::int as total from (select 1 from ${flows} left join ${users} on ${users.id} = ${flows.authorId} where ${where ?? sql`true`} limit ${COUNT_CAP + 1}) as hits`;
  const [row] = fullText
    ? await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return selectRows<{ total: number }>(tx, capped);
      })
    : await selectRows<{ total: number }>(db, capped);
  const total = row?.total ?? 0;
  return total > COUNT_CAP ? { total: COUNT_CAP, capped: true } : { total, capped: false };
}

/** Every tag of the public catalogue, from the maintained counts (docs/product-rules.md §2 visibility). */
async function publicTags(): Promise<string[]> {
  const rows = await selectRows<{ value: string }>(db, sql`select value from flow_facets where kind = 'tag' and count > 0`);
  return rows.map((r) => r.value).sort((a, b) => a.localeCompare(b, "pt-BR"));
}

type ListViewer = Pick<Viewer, "id" | "role" | "catalog">;

/** The catalogue page: filtered, sorted, paginated summaries plus the catalogue's tags. */
export async function listFlows({ input, viewer }: { input: ListFlowsInput; viewer: ListViewer }): Promise<FlowList> {
  return (await cachedList(input, viewer)).list;
}

/** Nobody's id: a visitor sees exactly the public catalogue, and shares its cached pages. */
const VISITOR_ID = "00000000-0000-0000-0000-000000000000";

/**
 * The public catalogue as a visitor sees it (public pages, the shared page cache, n8n's template
 * library). `version`: the catalogue version when the caller has already read it.
 */
export async function listPublicFlows(input: ListFlowsInput, version?: string | null): Promise<FlowList> {
  const current = version === undefined ? await readCatalogVersion() : version;
  return listFlows({ input, viewer: { id: VISITOR_ID, role: "USER", catalog: { version: current, hasUnpublishedFlows: false } } });
}

/** The same page as JSON text, for the API. */
export async function listFlowsJson({ input, viewer }: { input: ListFlowsInput; viewer: ListViewer }): Promise<string> {
  const entry = await cachedList(input, viewer);
  entry.json ??= JSON.stringify({ ...entry.list, flows: entry.list.flows.map(toFlowListItem) });
  return entry.json;
}

/**
 * The list API also names a flow's rating as `rating` (the plain mean, as `score`) and `ratingCount`
 * (the reviews it rests on, as `reviewCount`): the names clients read beside the "4,7 (38)" the
 * cards show. The catalogue's order is the rank (docs/product-rules.md), never this mean. The
 * author's page handle stays internal: the item's keys are the API's contract.
 */
export function toFlowListItem(summary: FlowSummary): FlowListItem {
  const flow = { ...summary };
  delete flow.authorPage;
  return { ...flow, rating: flow.score, ratingCount: flow.reviewCount };
}

/** An item of GET /api/flows (and of the first page in GET /api/authors/{handle}). */
export type FlowListItem = Omit<FlowSummary, "authorPage"> & { rating: number; ratingCount: number };

async function cachedList(input: ListFlowsInput, viewer: ListViewer): Promise<CachedList> {
  const { version } = viewer.catalog;
  const scope = scopeOf(viewer);
  const key = version === null ? null : `${version}|${scope}|${JSON.stringify(input)}`;
  const hit = key === null ? undefined : cache.get(key);
  if (hit) return hit;

  let list: FlowList;
  if (input.search) {
    const synonyms = await searchSynonyms(version);
    const plan = planSearch(input.search, synonyms);
    list = await buildList(input, viewer, scope, plan);
    // Nothing found: a word may be a typo of a word the catalogue has ("watsapp").
    if (list.pagination.total === 0 && plan.groups.length > 0) {
      const corrections = await correctTypos(plan.groups, visibleIn(viewer, scope));
      if (corrections.size > 0) {
        const suggestion = replaceWords(input.search, plan.groups, corrections);
        const corrected = await buildList({ ...input, search: suggestion }, viewer, scope, planSearch(suggestion, synonyms));
        if (corrected.pagination.total > 0) list = { ...corrected, suggestion };
      }
    }
  } else {
    list = await buildList(input, viewer, scope, null);
  }
  const entry: CachedList = { list };
  if (key !== null && version !== null) {
    cache.prune(version);
    cache.set(key, entry);
  }
  return entry;
}

/** One page of the list, its total and the catalogue's tags. */
async function buildList(input: ListFlowsInput, viewer: ListViewer, scope: Scope, plan: SearchPlan | null): Promise<FlowList> {
  const match = searchCondition(input, plan);
  const where = filtersFor(input, viewer, scope, match);
  const byRelevance = input.sortBy === "relevance" && plan !== null && plan.groups.length > 0;
  const direction = input.sortOrder === "asc" ? asc : desc;
  const query = db.select(flowCardColumns).from(flows).leftJoin(users, eq(users.id, flows.authorId));
  const [rows, counted, availableTags] = await Promise.all([
    byRelevance
      ? query
          .innerJoin(relevancePage(input, viewer, scope, plan), sql`ranked.id = ${flows.id}`)
          .orderBy(sql`ranked.tier`, desc(flows.ratingRank), desc(flows.downloadCount), desc(flows.id))
      : query
          .where(where)
          .orderBy(...SORT_COLUMNS[input.sortBy].map((column) => direction(column)))
          .limit(input.limit)
          .offset((input.page - 1) * input.limit),
    countFlows(input, where, scope, viewer.id, match, plan !== null && plan.groups.length > 0),
    publicTags(),
  ]);
  return {
    flows: rows.map(toFlowSummary),
    pagination: { ...paginationOf(input.page, input.limit, counted.total), ...(counted.capped && { capped: true }) },
    availableTags,
    ...(plan && plan.terms.length > 0 && { searchTerms: plan.terms }),
  };
}

/** Relevance tiers, from the best: every word in the name, in name, tags and integrations, anywhere. */
const TIERS: SearchDocument[] = ["name", "head", "all"];

/**
 * The ids of one page by relevance (`ranked.id`, `ranked.tier`): the narrowest document holding
 * every word of the search (name › tags and integrations › description), then rating and downloads.
 *
 * Each tier takes its first `page × limit` matches by rating and downloads, which the planner gets
 * either by walking the rating index until enough rows match (a common word: a few dozen rows) or
 * from the document's GIN index (a rare word: its few matches); a flow is counted in its best tier,
 * and the page is cut from the union. Ranking every match with ts_rank_cd instead would read every
 * matching row: for a word in a third of 100,000 flows, ~300 ms against a few ms here.
 */
function relevancePage(input: ListFlowsInput, viewer: ListViewer, scope: Scope, plan: SearchPlan): SQL {
  const others = filtersFor(input, viewer, scope, undefined);
  const enough = input.page * input.limit;
  const tiers = TIERS.map(
    (document, i) => sql`(select ${flows.id} as id, ${flows.ratingRank} as rating_rank, ${flows.downloadCount} as downloads, ${i + 1}::int as tier
      from ${flows} left join ${users} on ${users.id} = ${flows.authorId}
      where ${and(others, searchMatch(plan.groups, document))}
      order by ${flows.ratingRank} desc, ${flows.downloadCount} desc, ${flows.id} desc
      limit ${enough})`,
  );
  return sql`(select id, tier from (
      select distinct on (id) id, tier, rating_rank, downloads from (${sql.join(tiers, sql` union all `)}) as hits order by id, tier
    ) as best
    order by tier, rating_rank desc, downloads desc, id desc
    limit ${input.limit} offset ${(input.page - 1) * input.limit}) as ranked`;
}

/** The apps used by the public catalogue, most used first: the options of the integration filter. */
export async function catalogIntegrations(limit = 200): Promise<{ name: string; count: number }[]> {
  const rows = await selectRows<{ value: string; count: number }>(
    db,
    sql`select value, count from flow_facets where kind = 'integration' and count > 0 order by count desc, value limit ${limit}`,
  );
  return rows.map((r) => ({ name: r.value, count: r.count }));
}

/** docs/product-rules.md §12: the profile's uploads come 10 per page. */
const UPLOADS_PAGE_SIZE = 10;

/**
 * The author's own flows in every state (pending, rejected, private included), newest first. The
 * catalogue's author filter matches names and hides other people's unpublished flows, so the
 * profile lists by author id instead. A page past the end falls back to the last one (say, after
 * deleting the only flow of the last page).
 */
export async function listOwnFlows({ userId, page }: { userId: string; page: number }): Promise<UploadList> {
  const limit = UPLOADS_PAGE_SIZE;
  const [totalRow] = await db.select({ total: count() }).from(flows).where(eq(flows.authorId, userId));
  const total = totalRow?.total ?? 0;
  if (total === 0) return { flows: [], pagination: paginationOf(1, limit, total) };
  const current = Math.max(1, Math.min(page, Math.ceil(total / limit)));
  const rows = await db
    .select(flowSummaryColumns)
    .from(flows)
    .leftJoin(users, eq(users.id, flows.authorId))
    .where(eq(flows.authorId, userId))
    .orderBy(desc(flows.createdAt), desc(flows.id))
    .limit(limit)
    .offset((current - 1) * limit);
  return { flows: rows.map(toFlowSummary), pagination: paginationOf(current, limit, total) };
}

const SIMILAR_LIMIT = 3;

/** Near-duplicates of each listed flow, in one query through the fingerprint indexes. */
async function similarFlows(ids: string[]): Promise<Map<string, SimilarFlow[]>> {
  const out = new Map<string, SimilarFlow[]>();
  if (ids.length === 0) return out;
  const rows = await selectRows<{ flow_id: string; id: string; name: string; status: ModerationStatus; exact: boolean }>(
    db,
    sql`select f.id as flow_id, o.id, o.name, o.status, o.exact
        from ${flows} f
        cross join lateral (
          select o.id, o.name, o.status, coalesce(o.content_hash = f.content_hash, false) as exact
          from ${flows} o
          where o.id <> f.id and (o.content_hash = f.content_hash or o.shape_hash = f.shape_hash)
          order by exact desc, o.created_at, o.id
          limit ${SIMILAR_LIMIT}
        ) o
        where f.id in ${sql`(${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`}`,
  );
  for (const row of rows) {
    const list = out.get(row.flow_id) ?? [];
    list.push({ id: row.id, name: row.name, status: row.status, exact: row.exact });
    out.set(row.flow_id, list);
  }
  return out;
}

/** Whether the flow has a new version waiting for moderation (lib/flows/versions/store.ts), through flow_versions' primary key. */
const hasPendingVersion = sql`exists (select 1 from flow_versions v where v.flow_id = ${flows.id} and v.status = 'PENDING')`;

/** Each word of a moderator's search matches the flow's name or description, or its author's name or e-mail. */
function adminFilters(input: Omit<AdminListFlowsInput, "page" | "limit" | "sort">): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  for (const word of input.search?.split(/\s+/).filter(Boolean) ?? []) {
    const pattern = likeContains(word);
    conditions.push(or(substringCondition(word), ilike(users.name, pattern), ilike(users.email, pattern)));
  }
  // "Em análise" holds new flows and approved flows with a new version waiting (docs/product-rules.md §20).
  if (input.status) conditions.push(input.status === "PENDING" ? or(eq(flows.status, "PENDING"), hasPendingVersion) : eq(flows.status, input.status));
  if (input.platform) conditions.push(eq(flows.platform, input.platform));
  if (input.visibility) conditions.push(eq(flows.isPublic, input.visibility === "public"));
  return and(...conditions);
}

const ADMIN_ORDER: Record<AdminFlowSort, SQL[]> = {
  newest: [desc(flows.createdAt), desc(flows.id)],
  oldest: [asc(flows.createdAt), asc(flows.id)],
  name: [asc(flows.name), asc(flows.id)],
  downloads: [desc(flows.downloadCount), desc(flows.id)],
  score: [desc(flows.ratingRank), desc(flows.downloadCount), desc(flows.id)],
};

/**
 * The queue ("Em análise") is first come, first served by when each item started waiting: a new
 * flow since it was sent, an approved flow's new version since that version was sent. The set is
 * the queue only, so the expression needs no index.
 */
const waitingSince = sql`coalesce((select v.created_at from flow_versions v where v.flow_id = ${flows.id} and v.status = 'PENDING'), ${flows.createdAt})`;

function adminOrder(input: Pick<AdminListFlowsInput, "status" | "sort">): SQL[] {
  if (input.status === "PENDING" && input.sort === "oldest") return [asc(waitingSince), asc(flows.id)];
  if (input.status === "PENDING" && input.sort === "newest") return [desc(waitingSince), desc(flows.id)];
  return ADMIN_ORDER[input.sort];
}

/** The latest decision per flow, found through the (flow_id, created_at desc) index. */
function lastModeration() {
  const moderator = alias(users, "moderator");
  return db
    .select({ decision: flowModerations.decision, moderatedAt: flowModerations.createdAt, moderatorName: moderator.name })
    .from(flowModerations)
    .leftJoin(moderator, eq(moderator.id, flowModerations.adminId))
    .where(eq(flowModerations.flowId, flows.id))
    .orderBy(desc(flowModerations.createdAt))
    .limit(1)
    .as("last_moderation");
}

/** Every flow, whatever its status or visibility, with its author's e-mail and last moderation (admins only). */
export async function listAdminFlows({ viewer, input }: { viewer: Pick<Viewer, "role">; input: AdminListFlowsInput }): Promise<AdminFlowList> {
  assertAdmin(viewer);
  const where = adminFilters(input);
  const last = lastModeration();
  const [rows, [totalRow], statusRows, waitingVersions] = await Promise.all([
    db
      .select({
        flow: { ...flowSummaryColumns, rejectionReason: flows.rejectionReason, safety: flows.safety },
        authorEmail: users.email,
        decision: last.decision,
        moderatedAt: last.moderatedAt,
        moderatorName: last.moderatorName,
      })
      .from(flows)
      .leftJoin(users, eq(users.id, flows.authorId))
      .leftJoinLateral(last, sql`true`)
      .where(where)
      .orderBy(...adminOrder(input))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db.select({ total: count() }).from(flows).leftJoin(users, eq(users.id, flows.authorId)).where(where),
    db.select({ status: flows.status, total: count() }).from(flows).groupBy(flows.status),
    countPendingVersions(),
  ]);
  const ids = rows.map((r) => r.flow.id);
  const [similar, pendingVersions] = await Promise.all([similarFlows(ids), pendingVersionsOf(ids)]);
  const statusCounts: Record<ModerationStatus, number> = { PENDING: 0, APPROVED: 0, REJECTED: 0 };
  for (const row of statusRows) statusCounts[row.status] = row.total;
  statusCounts.PENDING += waitingVersions;
  return {
    flows: rows.map(({ flow, authorEmail, decision, moderatedAt, moderatorName }) => ({
      ...toFlowSummary(flow),
      authorEmail: authorEmail ?? null,
      rejectionReason: flow.status === "REJECTED" ? flow.rejectionReason : null,
      moderation: decision && decision !== "PENDING" && moderatedAt ? { decision, at: new Date(moderatedAt).toISOString(), by: moderatorName ?? null } : null,
      similar: similar.get(flow.id) ?? [],
      pendingVersion: pendingVersions.get(flow.id)?.view ?? null,
      safety: fullReport(pendingVersions.get(flow.id)?.safety ?? flow.safety),
    })),
    pagination: paginationOf(input.page, input.limit, totalRow?.total ?? 0),
    statusCounts,
  };
}

/** Flows waiting for review (the panel's tab badge), counted through `flows_status_idx` (admins only). */
export async function countPendingFlows(viewer: Pick<Viewer, "role">): Promise<number> {
  assertAdmin(viewer);
  const [[row], versions] = await Promise.all([db.select({ total: count() }).from(flows).where(eq(flows.status, "PENDING")), countPendingVersions()]);
  return (row?.total ?? 0) + versions;
}

/** New versions of approved flows waiting for review, counted through flow_versions_pending_idx. */
async function countPendingVersions(): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(flowVersions)
    .where(sql`${flowVersions.status} = 'PENDING'`);
  return row?.total ?? 0;
}

/** The waiting version of each listed flow that has one, with what it changes (the queue shows it). */
async function pendingVersionsOf(ids: string[]): Promise<Map<string, { view: NonNullable<AdminFlow["pendingVersion"]>; safety: AdminFlow["safety"] | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      flowId: flowVersions.flowId,
      version: flowVersions.version,
      changelog: flowVersions.changelog,
      changes: flowVersions.changes,
      createdAt: flowVersions.createdAt,
      safety: flowVersions.safety,
    })
    .from(flowVersions)
    .where(and(inArray(flowVersions.flowId, ids), eq(flowVersions.status, "PENDING")));
  return new Map(
    rows.map((row) => [
      row.flowId,
      {
        view: { version: row.version, changelog: row.changelog, summary: summarizeChanges(row.changes), createdAt: row.createdAt.toISOString() },
        safety: row.safety,
      },
    ]),
  );
}

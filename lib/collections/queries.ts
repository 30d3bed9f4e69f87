import "server-only";
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { db, schema } from "@/db";
import type { Platform } from "@/db/schema";
import { likeContains } from "@/db/like";
import type { Viewer } from "@/lib/auth/viewer";
import { toFlowSummary } from "@/lib/flows/dto";
import { flowCardColumns } from "@/lib/flows/projection";
import { AppError } from "@/lib/http/errors";
import { paginationOf, type Pagination } from "@/lib/pagination";
import type { CollectionDetail, CollectionPage, CollectionSummary, MemberCollectionList } from "./dto";
import { COLLECTION_LIMITS, COLLECTION_NOT_FOUND, collectionIdSchema, type AdminCollectionsInput, type MemberCollectionsInput } from "./schemas";
import { COLLECTION_SLUG_PATTERN } from "./url";

/*
 * Reading collections (docs/product-rules.md, "Coleções"). Anyone may see a public collection whose
 * owner's account is active; only its owner (and admins) see a private one, and to everyone else it
 * does not exist (404, never 403). Inside a collection, each one sees the flows they could see
 * anyway: a flow that left the catalogue (held, rejected, made private) leaves the collection's
 * public views at once, and comes back if it returns.
 */

const { collections, collectionFlows, flows, users } = schema;

type Asker = Pick<Viewer, "id" | "role"> | null;

/** The flows of a collection `asker` sees, as SQL on the alias `f` (subqueries) or on `flows`. */
function visibleFlowSql(asker: Asker, table: "f" | "flows"): SQL {
  const t = sql.raw(table === "f" ? "f" : '"flows"');
  if (asker?.role === "ADMIN") return sql`true`;
  const published = sql`(${t}.status = 'APPROVED' and ${t}.is_public)`;
  return asker ? sql`(${published} or ${t}.author_id = ${asker.id})` : published;
}

const ownerHandle = sql<string | null>`case when ${users.profilePublic} then ${users.handle} end`;

function summaryColumns(asker: Asker) {
  return {
    id: collections.id,
    slug: collections.slug,
    name: collections.name,
    description: collections.description,
    isPublic: collections.isPublic,
    featuredAt: collections.featuredAt,
    createdAt: collections.createdAt,
    updatedAt: collections.updatedAt,
    ownerId: collections.ownerId,
    ownerName: users.name,
    ownerHandle,
    flowCount: sql<number>`(select count(*)::int from collection_flows cf join flows f on f.id = cf.flow_id
      where cf.collection_id = ${collections.id} and ${visibleFlowSql(asker, "f")})`,
  };
}

type SummaryRow = {
  id: string;
  slug: string;
  name: string;
  description: string;
  isPublic: boolean;
  featuredAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  ownerName: string;
  ownerHandle: string | null;
  flowCount: number;
};

function toSummary(row: SummaryRow): CollectionSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    isPublic: row.isPublic,
    featured: row.featuredAt !== null,
    flowCount: Number(row.flowCount),
    owner: { name: row.ownerName, handle: row.ownerHandle || null },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A public collection anyone may open: public, and its owner's account active. */
export const openToAll = and(eq(collections.isPublic, true), eq(users.status, "ACTIVE"));

/** Who may open a collection: anyone when it is open to all, else only its owner and admins. */
function openTo(asker: Asker): SQL | undefined {
  if (asker?.role === "ADMIN") return undefined;
  return asker ? or(openToAll, eq(collections.ownerId, asker.id)) : openToAll;
}

/**
 * Asked of search engines, the sitemap and n8n (docs/product-rules.md, "Coleções"): a public
 * collection of an active owner with a confirmed e-mail that shows at least one published flow.
 */
export const listedSql = sql<boolean>`(${collections.isPublic} and ${users.status} = 'ACTIVE' and ${users.emailVerifiedAt} is not null
  and exists (select 1 from collection_flows cf join flows f on f.id = cf.flow_id where cf.collection_id = ${collections.id} and f.status = 'APPROVED' and f.is_public))`;

/**
 * How old the owner's account must be before search engines are asked to index their listed
 * collections (page and sitemap): as for a follower who counts (lib/follows/counted.ts), so an
 * account made this week puts no page of its text in search engines. Featuring stays the admin's call.
 */
export const INDEXED_MIN_ACCOUNT_DAYS = 7;

const indexedSql = sql<boolean>`(${listedSql} and ${users.createdAt} <= now() - make_interval(days => ${INDEXED_MIN_ACCOUNT_DAYS}::int))`;

/** The flows of a collection that `asker` sees, in its order. */
async function collectionFlowsFor(collectionId: string, asker: Asker, page?: { limit: number; offset: number }) {
  const query = db
    .select(flowCardColumns)
    .from(collectionFlows)
    .innerJoin(flows, eq(flows.id, collectionFlows.flowId))
    .leftJoin(users, eq(users.id, flows.authorId))
    .where(and(eq(collectionFlows.collectionId, collectionId), visibleFlowSql(asker, "flows")))
    .orderBy(asc(collectionFlows.position), asc(collectionFlows.createdAt), asc(collectionFlows.flowId));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query.limit(COLLECTION_LIMITS.flowsMax);
  return rows.map(toFlowSummary);
}

/** `GET /api/collections/{id}`: the collection and its flows; NOT_FOUND when `asker` may not open it. */
export async function getCollection({ id, asker }: { id: string; asker: Asker }): Promise<CollectionDetail> {
  const parsed = collectionIdSchema.safeParse(id);
  if (!parsed.success) throw new AppError("NOT_FOUND", COLLECTION_NOT_FOUND);
  const [row] = await db
    .select(summaryColumns(asker))
    .from(collections)
    .innerJoin(users, eq(users.id, collections.ownerId))
    .where(and(eq(collections.id, parsed.data), openTo(asker)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", COLLECTION_NOT_FOUND);
  const flowList = await collectionFlowsFor(row.id, asker);
  return { collection: { ...toSummary(row), isOwner: asker?.id === row.ownerId }, flows: flowList };
}

async function openCollectionRow(slug: string) {
  if (!COLLECTION_SLUG_PATTERN.test(slug)) return null;
  const [row] = await db
    .select({ ...summaryColumns(null), indexed: indexedSql })
    .from(collections)
    .innerJoin(users, eq(users.id, collections.ownerId))
    .where(and(eq(collections.slug, slug), openToAll))
    .limit(1);
  return row ?? null;
}

/** A collection open to all, without its flows (the link picture); null as for its page. */
export async function findOpenCollection(slug: string): Promise<CollectionSummary | null> {
  const row = await openCollectionRow(slug);
  return row ? toSummary(row) : null;
}

/**
 * `/colecoes/{slug}`: a page of a collection open to all, with its published flows only (the same
 * HTML for everyone, so the shared page cache serves it). Null for an unknown slug, a private
 * collection or a suspended owner: all the same 404.
 */
export async function findCollectionPage(slug: string, page: number): Promise<CollectionPage | null> {
  const row = await openCollectionRow(slug);
  if (!row) return null;
  const limit = COLLECTION_LIMITS.pageSize;
  const flowList = await collectionFlowsFor(row.id, null, { limit, offset: (page - 1) * limit });
  return { collection: toSummary(row), flows: flowList, pagination: paginationOf(page, limit, Number(row.flowCount)), indexed: Boolean(row.indexed) };
}

/** `?page=N` of a collection page: anything but a positive integer is page 1. */
export function collectionPageNumber(value: string | string[] | undefined): number {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, 10_000) : 1;
}

/**
 * `GET /api/users/me/collections`: the member's collections, newest change first; with `flowId`,
 * each says whether it holds that flow (the "Adicionar à coleção" menu).
 */
export async function listMemberCollections({
  viewer,
  input,
}: {
  viewer: Pick<Viewer, "id" | "role">;
  input: MemberCollectionsInput;
}): Promise<MemberCollectionList> {
  const owner = { id: viewer.id, role: "USER" as const };
  const hasFlow = input.flowId
    ? sql<boolean>`exists (select 1 from collection_flows cf where cf.collection_id = ${collections.id} and cf.flow_id = ${input.flowId})`
    : sql<boolean>`null`;
  const where = eq(collections.ownerId, viewer.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...summaryColumns(owner), hasFlow })
      .from(collections)
      .innerJoin(users, eq(users.id, collections.ownerId))
      .where(where)
      .orderBy(desc(collections.updatedAt), desc(collections.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db.select({ value: count() }).from(collections).where(where),
  ]);
  return {
    collections: rows.map((row) => ({ ...toSummary(row), ...(input.flowId ? { hasFlow: Boolean(row.hasFlow) } : {}) })),
    pagination: paginationOf(input.page, input.limit, total?.value ?? 0),
  };
}

/**
 * Featured collections that have something to show, newest featured first: the landing page and
 * n8n's collections. Only listed ones (a featured collection whose owner lost access leaves).
 */
export async function featuredCollections(limit = 12): Promise<CollectionSummary[]> {
  const rows = await db
    .select(summaryColumns(null))
    .from(collections)
    .innerJoin(users, eq(users.id, collections.ownerId))
    .where(and(isNotNull(collections.featuredAt), listedSql))
    .orderBy(desc(collections.featuredAt), desc(collections.id))
    .limit(limit);
  return rows.map(toSummary);
}

/** A featured collection by the number n8n knows it by, with its published flows; null otherwise. */
export async function featuredCollectionByN8nId(n8nId: number): Promise<(CollectionDetail & { n8nId: number }) | null> {
  const [row] = await db
    .select(summaryColumns(null))
    .from(collections)
    .innerJoin(users, eq(users.id, collections.ownerId))
    .where(and(eq(collections.n8nId, n8nId), isNotNull(collections.featuredAt), listedSql))
    .limit(1);
  if (!row) return null;
  return { n8nId, collection: { ...toSummary(row), isOwner: false }, flows: await collectionFlowsFor(row.id, null) };
}

/**
 * Featured collections for n8n's template library (lib/n8n): each with the number n8n knows it by
 * and its published flows in order, newest featured first.
 */
export async function featuredCollectionsWithFlows(limit = 12, platform?: Platform): Promise<(CollectionDetail & { n8nId: number })[]> {
  // With a platform, only collections holding a published flow of it, before the limit: n8n's list
  // is not emptied by newer featured collections of Typebot or Make flows.
  const holds = platform
    ? sql`exists (select 1 from collection_flows cf join flows f on f.id = cf.flow_id
        where cf.collection_id = ${collections.id} and f.status = 'APPROVED' and f.is_public and f.platform = ${platform})`
    : undefined;
  const rows = await db
    .select({ ...summaryColumns(null), n8nId: collections.n8nId })
    .from(collections)
    .innerJoin(users, eq(users.id, collections.ownerId))
    .where(and(isNotNull(collections.featuredAt), listedSql, holds))
    .orderBy(desc(collections.featuredAt), desc(collections.id))
    .limit(limit);
  return Promise.all(
    rows.map(async (row) => ({ n8nId: row.n8nId, collection: { ...toSummary(row), isOwner: false }, flows: await collectionFlowsFor(row.id, null) })),
  );
}

/** Indexed collections for the sitemap, oldest first (stable pages): slug and last change. */
export async function indexedCollectionPaths({ offset, limit }: { offset: number; limit: number }): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: collections.slug, updatedAt: collections.updatedAt })
    .from(collections)
    .innerJoin(users, eq(users.id, collections.ownerId))
    .where(indexedSql)
    .orderBy(asc(collections.createdAt), asc(collections.id))
    .limit(limit)
    .offset(offset);
}

export async function countIndexedCollections(): Promise<number> {
  const [row] = await db.select({ value: count() }).from(collections).innerJoin(users, eq(users.id, collections.ownerId)).where(indexedSql);
  return row?.value ?? 0;
}

/** The admin's list of public collections (to feature or remove), by name or owner; newest change first. */
export async function listCollectionsForAdmin(
  input: AdminCollectionsInput,
): Promise<{ collections: (CollectionSummary & { ownerEmail: string })[]; pagination: Pagination }> {
  const admin = { id: "", role: "ADMIN" as const };
  const term = input.search ? likeContains(input.search) : null;
  const where = and(
    eq(collections.isPublic, true),
    input.featured === "true" ? isNotNull(collections.featuredAt) : input.featured === "false" ? isNull(collections.featuredAt) : undefined,
    term ? or(ilike(collections.name, term), ilike(users.name, term), ilike(users.email, term)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...summaryColumns(admin), ownerEmail: users.email })
      .from(collections)
      .innerJoin(users, eq(users.id, collections.ownerId))
      .where(where)
      .orderBy(desc(collections.updatedAt), desc(collections.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db.select({ value: count() }).from(collections).innerJoin(users, eq(users.id, collections.ownerId)).where(where),
  ]);
  return {
    collections: rows.map((row) => ({ ...toSummary(row), ownerEmail: row.ownerEmail })),
    pagination: paginationOf(input.page, input.limit, total?.value ?? 0),
  };
}

import "server-only";
import { and, desc, eq, ne, notInArray, sql, type SQL } from "drizzle-orm";
import { db, schema } from "@/db";
import { toFlowSummary, type FlowSummary } from "./dto";
import { flowIdSchema } from "./detail";
import { readCatalogVersion } from "./catalog-version";
import { ListCache } from "./list-cache";
import { flowCardColumns } from "./projection";

/*
 * "Fluxos parecidos" (docs/product-rules.md, "Fluxos parecidos"): other published flows, ranked by
 * the apps they share with the flow, then the same trigger, shared tags, the same platform, then
 * rating. Read by the flow's public page (cached with it) and by GET /api/flows/{id}/related.
 */

const { flows, users } = schema;

/** At most this many; fewer than RELATED_MIN are topped up with the platform's best rated flows. */
export const RELATED_MAX = 12;
export const RELATED_MIN = 3;

const PUBLISHED = and(eq(flows.status, "APPROVED"), eq(flows.isPublic, true))!;

interface Source {
  id: string;
  platform: FlowSummary["platform"];
  integrations: string[];
  tags: string[];
  triggerKinds: string[];
}

/** One of the text[] columns: integrations, tags, trigger_kinds. */
type ArrayColumn = typeof flows.integrations | typeof flows.tags | typeof flows.triggerKinds;

/** How many of `values` the array column holds (both are short: 40 apps, a few tags at most). */
const sharedCount = (column: ArrayColumn, values: string[]) =>
  sql<number>`(select count(*) from unnest(${column}) as shared(v) where shared.v = any(${sql.param(values)}::text[]))::int`;

const overlaps = (column: ArrayColumn, values: string[]) => sql`${column} && ${sql.param(values)}::text[]`;

/**
 * The candidates are drawn from each shared value's best rated flows, POOL_PER_VALUE of each, never
 * from every flow sharing it: an app in a third of 100,000 flows would have the query rank 30,000
 * rows (about 300 ms). Each pool is the shape of the catalogue's rating sort with one facet, which
 * the planner serves by walking flows_public_rating_rank_idx (a common value) or from the GIN index
 * (a rare one). The ranking is exact within the pools; a flow sharing several apps but outside every
 * one of their pools (a catalogue with more than 200 better rated flows on each of those apps) is missed.
 */
const POOL_PER_VALUE = 200;
/** The values whose pools are read: the first ones of the flow's list. */
const POOL_VALUES = 12;

/** The ids of the pools of `values` in `column`, minus the flow itself and what `except` leaves out. */
function pools(source: Source, column: ArrayColumn, values: string[], except?: SQL): SQL {
  const parts = values.slice(0, POOL_VALUES).map(
    (value) => sql`(select ${flows.id} from ${flows}
      where ${and(PUBLISHED, ne(flows.id, source.id), sql`${column} @> array[${value}]::text[]`, except)}
      order by ${flows.ratingRank} desc, ${flows.downloadCount} desc, ${flows.id} desc
      limit ${POOL_PER_VALUE})`,
  );
  return sql.join(parts, sql` union `);
}

/**
 * The best `limit` of the pools, by the ranking itself: the flows sharing apps come before those
 * sharing only tags. Only the pools' ids are ranked; the cards' columns are read for the winners.
 */
function rankedCandidates(source: Source, pool: SQL, limit: number) {
  const trigger = source.triggerKinds.length > 0 ? overlaps(flows.triggerKinds, source.triggerKinds) : sql`false`;
  return db
    .select(flowCardColumns)
    .from(flows)
    .leftJoin(users, eq(users.id, flows.authorId))
    .where(sql`${flows.id} in (${pool})`)
    .orderBy(
      desc(sharedCount(flows.integrations, source.integrations)),
      desc(trigger),
      desc(sharedCount(flows.tags, source.tags)),
      desc(sql`${flows.platform} = ${source.platform}`),
      desc(flows.ratingRank),
      desc(flows.downloadCount),
      desc(flows.id),
    )
    .limit(limit);
}

async function readRelated(source: Source): Promise<FlowSummary[]> {
  const rows = [];
  // Step by step, each only when needed: a flow sharing an app always ranks above one sharing only
  // tags, so the tag candidates are read only when fewer than RELATED_MAX flows share an app.
  if (source.integrations.length > 0) {
    rows.push(...(await rankedCandidates(source, pools(source, flows.integrations, source.integrations), RELATED_MAX)));
  }
  if (rows.length < RELATED_MAX && source.tags.length > 0) {
    const noSharedApp = source.integrations.length > 0 ? sql`not (${overlaps(flows.integrations, source.integrations)})` : undefined;
    rows.push(...(await rankedCandidates(source, pools(source, flows.tags, source.tags, noSharedApp), RELATED_MAX - rows.length)));
  }
  if (rows.length < RELATED_MIN) {
    // Too little in common with anything: the platform's best rated flows fill the section
    // (flows_public_platform_rating_rank_idx walks them in this order).
    const taken = [source.id, ...rows.map((row) => row.id)];
    rows.push(
      ...(await db
        .select(flowCardColumns)
        .from(flows)
        .leftJoin(users, eq(users.id, flows.authorId))
        .where(and(PUBLISHED, eq(flows.platform, source.platform), notInArray(flows.id, taken)))
        .orderBy(desc(flows.ratingRank), desc(flows.downloadCount), desc(flows.id))
        .limit(RELATED_MIN - rows.length)),
    );
  }
  return rows.map(toFlowSummary);
}

async function readSource(id: string): Promise<Source | null> {
  const [row] = await db
    .select({ id: flows.id, platform: flows.platform, integrations: flows.integrations, tags: flows.tags, triggerKinds: flows.triggerKinds })
    .from(flows)
    .where(and(eq(flows.id, id), PUBLISHED))
    .limit(1);
  return row ?? null;
}

/** Per catalogue version: any change of a flow's content or membership moves it (db/catalog-version.ts). */
const cache = new ListCache<FlowSummary[]>(1_000);

/**
 * The flows related to the published flow `id`; null when `id` is not a published flow (deleted,
 * pending, rejected, private or held after reports, or no flow at all): its page and the API answer
 * 404 then. `version`: the catalogue version when the caller has already read it.
 */
export async function findRelatedFlows(id: string, version?: string | null): Promise<FlowSummary[] | null> {
  const parsed = flowIdSchema.safeParse(id);
  if (!parsed.success) return null;
  const current = version === undefined ? await readCatalogVersion() : version;
  const key = current === null ? null : `${current}|${parsed.data}`;
  const hit = key === null ? undefined : cache.get(key);
  if (hit) return hit;
  const source = await readSource(parsed.data);
  if (!source) return null;
  const related = await readRelated(source);
  if (key !== null && current !== null) {
    cache.prune(current);
    cache.set(key, related);
  }
  return related;
}

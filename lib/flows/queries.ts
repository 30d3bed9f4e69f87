import "server-only";
import { and, asc, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from "drizzle-orm";
import { db, schema } from "@/db";
import { FOLD_FROM, FOLD_TO } from "@/db/schema";
import type { Viewer } from "@/lib/auth/viewer";
import { toFlowSummary, type FlowSummary } from "./dto";
import type { ListFlowsInput } from "./schemas";

const { flows, users } = schema;

export interface FlowList {
  flows: FlowSummary[];
  pagination: { page: number; limit: number; total: number; pages: number };
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
  return and(...conditions);
}

const SORT_COLUMNS = { score: flows.score, name: flows.name, createdAt: flows.createdAt, downloadCount: flows.downloadCount } as const;

/** The catalogue page: filtered, sorted, paginated summaries plus the tags present in the result. */
export async function listFlows(input: ListFlowsInput, viewer: Pick<Viewer, "id" | "role">): Promise<FlowList> {
  const where = filters(input, viewer);
  const direction = input.sortOrder === "asc" ? asc : desc;
  const offset = (input.page - 1) * input.limit;
  const [rows, [totalRow], tagRows] = await Promise.all([
    db
      .select({
        id: flows.id,
        name: flows.name,
        description: flows.description,
        url: flows.url,
        tutorialUrl: flows.tutorialUrl,
        tags: flows.tags,
        isPublic: flows.isPublic,
        status: flows.status,
        platform: flows.platform,
        score: flows.score,
        reviewCount: flows.reviewCount,
        downloadCount: flows.downloadCount,
        createdAt: flows.createdAt,
        updatedAt: flows.updatedAt,
        authorId: flows.authorId,
        authorName: users.name,
      })
      .from(flows)
      .leftJoin(users, eq(users.id, flows.authorId))
      .where(where)
      .orderBy(direction(SORT_COLUMNS[input.sortBy]), direction(flows.id))
      .limit(input.limit)
      .offset(offset),
    db.select({ total: count() }).from(flows).leftJoin(users, eq(users.id, flows.authorId)).where(where),
    db
      .selectDistinct({ tag: sql<string>`unnest(${flows.tags})`.as("tag") })
      .from(flows)
      .leftJoin(users, eq(users.id, flows.authorId))
      .where(where),
  ]);
  const total = totalRow?.total ?? 0;
  return {
    flows: rows.map(toFlowSummary),
    pagination: { page: input.page, limit: input.limit, total, pages: Math.ceil(total / input.limit) },
    availableTags: tagRows.map((r) => r.tag).sort((a, b) => a.localeCompare(b, "pt-BR")),
  };
}

import "server-only";
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db, schema, selectRows } from "@/db";
import { FOLD_FROM, FOLD_TO } from "@/db/schema";
import { toFlowSummary, type FlowSummary } from "@/lib/flows/dto";
import { flowSummaryColumns } from "@/lib/flows/projection";
import type { AdminFlowSort, AdminListFlowsInput, ModerationStatus } from "./flow-schemas";

const { flows, users, flowModerations } = schema;

/** A flow as the moderation screens see it: the catalogue summary plus who sent it and its last review. */
export interface AdminFlow extends FlowSummary {
  authorEmail: string | null;
  /** Shown to the author (flow detail) and here; null unless the flow is REJECTED. */
  rejectionReason: string | null;
  /** The latest approval or rejection, if any. */
  moderation: { decision: Exclude<ModerationStatus, "PENDING">; at: string; by: string | null } | null;
  /**
   * Other flows with the same workflow (`exact`: same content fingerprint) or built from the same
   * node types: what a moderator should compare before approving. At most three, exact ones first.
   */
  similar: SimilarFlow[];
}

export interface SimilarFlow {
  id: string;
  name: string;
  status: ModerationStatus;
  exact: boolean;
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
        where f.id in ${sql`(${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`}`,
  );
  for (const row of rows) {
    const list = out.get(row.flow_id) ?? [];
    list.push({ id: row.id, name: row.name, status: row.status, exact: row.exact });
    out.set(row.flow_id, list);
  }
  return out;
}

export interface AdminFlowList {
  flows: AdminFlow[];
  pagination: { page: number; limit: number; total: number; pages: number };
  /** Over every flow, whatever the filters: the queue's size and the catalogue's make-up. */
  statusCounts: Record<ModerationStatus, number>;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Each word must match the flow's name or description (folded like the generated `search_text`
 * column, so the trigram index applies) or its author's name or e-mail.
 */
function searchWord(word: string): SQL {
  const pattern = `%${escapeLike(word)}%`;
  const folded = sql`translate(lower(${pattern}), ${FOLD_FROM}, ${FOLD_TO})`;
  return or(sql`${flows.searchText} like ${folded}`, ilike(users.name, pattern), ilike(users.email, pattern))!;
}

function filters(input: Omit<AdminListFlowsInput, "page" | "limit" | "sort">): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (input.search) for (const word of input.search.split(/\s+/).filter(Boolean)) conditions.push(searchWord(word));
  if (input.status) conditions.push(eq(flows.status, input.status));
  if (input.platform) conditions.push(eq(flows.platform, input.platform));
  if (input.visibility) conditions.push(eq(flows.isPublic, input.visibility === "public"));
  return and(...conditions);
}

const ORDER: Record<AdminFlowSort, SQL[]> = {
  newest: [desc(flows.createdAt), desc(flows.id)],
  oldest: [asc(flows.createdAt), asc(flows.id)],
  name: [asc(flows.name), asc(flows.id)],
  downloads: [desc(flows.downloadCount), desc(flows.id)],
  score: [desc(flows.score), desc(flows.id)],
};

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

/** Every flow, whatever its status or visibility, for admins (callers must have checked the role). */
export async function listAdminFlows(input: AdminListFlowsInput): Promise<AdminFlowList> {
  const where = filters(input);
  const last = lastModeration();
  const [rows, [totalRow], statusRows] = await Promise.all([
    db
      .select({
        flow: { ...flowSummaryColumns, rejectionReason: flows.rejectionReason },
        authorEmail: users.email,
        decision: last.decision,
        moderatedAt: last.moderatedAt,
        moderatorName: last.moderatorName,
      })
      .from(flows)
      .leftJoin(users, eq(users.id, flows.authorId))
      .leftJoinLateral(last, sql`true`)
      .where(where)
      .orderBy(...ORDER[input.sort])
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db.select({ total: count() }).from(flows).leftJoin(users, eq(users.id, flows.authorId)).where(where),
    db.select({ status: flows.status, total: count() }).from(flows).groupBy(flows.status),
  ]);
  const total = totalRow?.total ?? 0;
  const similar = await similarFlows(rows.map((r) => r.flow.id));
  const statusCounts: Record<ModerationStatus, number> = { PENDING: 0, APPROVED: 0, REJECTED: 0 };
  for (const row of statusRows) statusCounts[row.status] = row.total;
  return {
    flows: rows.map(({ flow, authorEmail, decision, moderatedAt, moderatorName }) => ({
      ...toFlowSummary(flow),
      authorEmail: authorEmail ?? null,
      rejectionReason: flow.status === "REJECTED" ? flow.rejectionReason : null,
      moderation:
        decision && decision !== "PENDING" && moderatedAt
          ? { decision, at: new Date(moderatedAt).toISOString(), by: moderatorName ?? null }
          : null,
      similar: similar.get(flow.id) ?? [],
    })),
    pagination: { page: input.page, limit: input.limit, total, pages: Math.ceil(total / input.limit) },
    statusCounts,
  };
}

/** Flows waiting for review (the panel's tab badge), counted through `flows_status_idx`. */
export async function countPendingFlows(): Promise<number> {
  const [row] = await db.select({ total: count() }).from(flows).where(eq(flows.status, "PENDING"));
  return row?.total ?? 0;
}

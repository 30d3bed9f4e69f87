import "server-only";
import { and, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import { db, schema, selectRows } from "@/db";
import type { ReportDecision } from "@/db/schema";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import { paginationOf } from "@/lib/pagination";
import type { ReportDecisionDTO, ReportHistory, ReportQueue, ReportQueueItem } from "./dto";
import type { ReportReason } from "./labels";
import type { TrustFlag } from "./trust-rules";

const { reports, reportDecisions, users } = schema;

export const QUEUE_PAGE_SIZE = 20;
export const HISTORY_PAGE_SIZE = 20;
/** Reporters' texts shown per item: the newest; the counts cover them all. */
export const REPORT_TEXTS_SHOWN = 10;

const iso = (value: Date | string) => new Date(value).toISOString();

interface GroupRow extends Record<string, unknown> {
  flow_id: string | null;
  review_id: string | null;
  n: number;
  newest: Date | string;
  item_flow_id: string;
  flow_name: string;
  flow_slug: string;
  held: boolean;
  rating: number | null;
  comment: string | null;
  author_id: string | null;
  author_name: string | null;
  not_working: number;
  malicious: number;
  personal_data: number;
  spam: number;
  copy: number;
  other: number;
  counted: number;
  counted_weight: number;
  new_account: number;
  no_download: number;
  low_reputation: number;
}

/** Open reports per item, with a count per reason; only open rows are read (the partial indexes on status = 'OPEN'). */
const OPEN_GROUPS = sql`select flow_id, review_id, count(*)::int as n, max(created_at) as newest,
    count(*) filter (where reason = 'NOT_WORKING')::int as not_working,
    count(*) filter (where reason = 'MALICIOUS')::int as malicious,
    count(*) filter (where reason = 'PERSONAL_DATA')::int as personal_data,
    count(*) filter (where reason = 'SPAM')::int as spam,
    count(*) filter (where reason = 'COPY')::int as copy,
    count(*) filter (where reason = 'OTHER')::int as other,
    count(*) filter (where weight > 0)::int as counted,
    coalesce(sum(weight) filter (where reason = 'MALICIOUS'), 0)::float8 as counted_weight,
    count(*) filter (where 'NEW_ACCOUNT' = any(trust_flags))::int as new_account,
    count(*) filter (where 'NO_DOWNLOAD' = any(trust_flags))::int as no_download,
    count(*) filter (where 'LOW_REPUTATION' = any(trust_flags))::int as low_reputation
  from reports where status = 'OPEN' group by flow_id, review_id`;

/**
 * The open reports grouped by item (GET /api/admin/reports, the "Denúncias" tab): items the
 * automatic hold took down first, then those nearest to it (the weight of their counting
 * "malicioso ou inseguro" reports), then the most recently reported. The work follows the queue, not
 * the history: closed reports are never read.
 */
export async function listReportQueue({ viewer, page = 1 }: { viewer: Pick<Viewer, "role">; page?: number }): Promise<ReportQueue> {
  assertAdmin(viewer);
  const offset = (page - 1) * QUEUE_PAGE_SIZE;
  const [rows, totals] = await Promise.all([
    selectRows<GroupRow>(
      db,
      sql`with g as (${OPEN_GROUPS})
        select g.*, f.id as item_flow_id, f.name as flow_name, f.slug as flow_slug,
          (case when g.flow_id is not null then f.held_at is not null else rv.hidden_at is not null end) as held,
          rv.rating, rv.comment, a.id as author_id, a.name as author_name
        from g
        left join reviews rv on rv.id = g.review_id
        join flows f on f.id = coalesce(g.flow_id, rv.flow_id)
        left join users a on a.id = (case when g.flow_id is not null then f.author_id else rv.user_id end)
        order by held desc, g.counted_weight desc, g.newest desc, coalesce(g.flow_id, g.review_id)
        limit ${QUEUE_PAGE_SIZE} offset ${offset}`,
    ),
    selectRows<{ total: number }>(db, sql`select count(*)::int as total from (select distinct flow_id, review_id from reports where status = 'OPEN') t`),
  ]);
  const texts = await readTexts(rows);
  const items = rows.map((row): ReportQueueItem => {
    const kind = row.flow_id ? "flow" : "review";
    const id = (row.flow_id ?? row.review_id)!;
    return {
      kind,
      id,
      flow: { id: row.item_flow_id, name: row.flow_name, slug: row.flow_slug },
      review: kind === "review" ? { rating: Number(row.rating), comment: row.comment } : null,
      author: row.author_id ? { id: row.author_id, name: row.author_name ?? "" } : null,
      held: Boolean(row.held),
      reportCount: Number(row.n),
      reasons: {
        NOT_WORKING: Number(row.not_working),
        MALICIOUS: Number(row.malicious),
        PERSONAL_DATA: Number(row.personal_data),
        SPAM: Number(row.spam),
        COPY: Number(row.copy),
        OTHER: Number(row.other),
      },
      trust: {
        counted: Number(row.counted),
        maliciousWeight: Number(row.counted_weight),
        flags: { NEW_ACCOUNT: Number(row.new_account), NO_DOWNLOAD: Number(row.no_download), LOW_REPUTATION: Number(row.low_reputation) },
      },
      texts: texts.get(id) ?? [],
      newestAt: iso(row.newest),
    };
  });
  return { items, pagination: paginationOf(page, QUEUE_PAGE_SIZE, Number(totals[0]?.total ?? 0)) };
}

/** The reporters' texts of the page's items, newest first, at most REPORT_TEXTS_SHOWN each. */
async function readTexts(rows: GroupRow[]) {
  const flowIds = rows.flatMap((r) => (r.flow_id ? [r.flow_id] : []));
  const reviewIds = rows.flatMap((r) => (r.review_id ? [r.review_id] : []));
  const byItem = new Map<string, ReportQueueItem["texts"]>();
  if (rows.length === 0) return byItem;
  const found = await db
    .select({
      flowId: reports.flowId,
      reviewId: reports.reviewId,
      reason: reports.reason,
      text: reports.text,
      trustFlags: reports.trustFlags,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .where(
      and(
        eq(reports.status, "OPEN"),
        sql`${reports.text} is not null`,
        or(flowIds.length ? inArray(reports.flowId, flowIds) : undefined, reviewIds.length ? inArray(reports.reviewId, reviewIds) : undefined),
      ),
    )
    .orderBy(desc(reports.createdAt), desc(reports.id));
  for (const row of found) {
    const key = (row.flowId ?? row.reviewId)!;
    const list = byItem.get(key) ?? [];
    if (list.length < REPORT_TEXTS_SHOWN) {
      list.push({ reason: row.reason as ReportReason, text: row.text!, trustFlags: row.trustFlags as TrustFlag[], createdAt: row.createdAt.toISOString() });
    }
    byItem.set(key, list);
  }
  return byItem;
}

export function toDecisionDTO(row: ReportDecision & { adminName: string | null }): ReportDecisionDTO {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    admin: row.adminId ? { id: row.adminId, name: row.adminName ?? "" } : null,
    automatic: row.adminId === null && row.action === "HIDE" && (row.reason ?? "").startsWith("Retido automaticamente"),
    action: row.action,
    item: { kind: row.reviewId ? "review" : "flow", flowId: row.flowId, reviewId: row.reviewId, label: row.itemLabel },
    reason: row.reason,
    reportCount: row.reportCount,
  };
}

/** Every decision on reported items, the automatic holds included, newest first (report_decisions_created_idx). */
export async function listReportHistory({ viewer, page = 1 }: { viewer: Pick<Viewer, "role">; page?: number }): Promise<ReportHistory> {
  assertAdmin(viewer);
  const [rows, [total]] = await Promise.all([
    db
      .select({ decision: reportDecisions, adminName: users.name })
      .from(reportDecisions)
      .leftJoin(users, eq(users.id, reportDecisions.adminId))
      .orderBy(desc(reportDecisions.createdAt), desc(reportDecisions.id))
      .limit(HISTORY_PAGE_SIZE)
      .offset((page - 1) * HISTORY_PAGE_SIZE),
    db.select({ n: count() }).from(reportDecisions),
  ]);
  return {
    decisions: rows.map((r) => toDecisionDTO({ ...r.decision, adminName: r.adminName })),
    pagination: paginationOf(page, HISTORY_PAGE_SIZE, Number(total?.n ?? 0)),
  };
}

/** Items waiting for a decision, for the tab's badge (distinct items with open reports). */
export async function countOpenReportItems(viewer: Pick<Viewer, "role">): Promise<number> {
  assertAdmin(viewer);
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (select distinct flow_id, review_id from reports where status = 'OPEN') t`,
  );
  return Number(row?.total ?? 0);
}

/** Whether reports hold the flow out of the catalogue (its author's and admins' page says so). */
export async function isFlowHeld(flowId: string): Promise<boolean> {
  const [row] = await db.select({ heldAt: schema.flows.heldAt }).from(schema.flows).where(eq(schema.flows.id, flowId)).limit(1);
  return Boolean(row?.heldAt);
}

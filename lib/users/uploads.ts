import "server-only";
import { count, desc, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { toFlowSummary, type FlowSummary } from "@/lib/flows/dto";
import { flowSummaryColumns } from "@/lib/flows/projection";

const { flows, users } = schema;

/** docs/product-rules.md §12: the profile's uploads come 10 per page. */
const UPLOADS_PAGE_SIZE = 10;

export interface UploadList {
  flows: FlowSummary[];
  pagination: { page: number; limit: number; total: number; pages: number };
}

/** `?uploads=N` from the URL: anything that is not a positive integer means page 1. */
export function parseUploadsPage(value: string | string[] | undefined): number {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, 10_000) : 1;
}

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
  const pages = Math.ceil(total / limit);
  const current = Math.max(1, Math.min(page, pages));
  if (total === 0) return { flows: [], pagination: { page: 1, limit, total, pages } };
  const rows = await db
    .select(flowSummaryColumns)
    .from(flows)
    .leftJoin(users, eq(users.id, flows.authorId))
    .where(eq(flows.authorId, userId))
    .orderBy(desc(flows.createdAt), desc(flows.id))
    .limit(limit)
    .offset((current - 1) * limit);
  return { flows: rows.map(toFlowSummary), pagination: { page: current, limit, total, pages } };
}

import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import type { Viewer } from "@/lib/auth/viewer";
import { toFlowSummary, type FlowSummary } from "@/lib/flows/dto";
import { flowCardColumns } from "@/lib/flows/projection";
import { visibleTo } from "@/lib/flows/queries";
import { paginationOf, type Pagination } from "@/lib/pagination";
import { SAVED_IDS_MAX, type SavedListInput } from "./schemas";

const { flows, users, savedFlows } = schema;

type Member = Pick<Viewer, "id" | "role">;

/** The member's saved flows, newest saved first; cards for the profile's 'Salvos' tab. */
export interface SavedList {
  flows: FlowSummary[];
  pagination: Pagination;
}

/**
 * A page of the flows the member saved and can still see: a flow that left the catalogue (hidden,
 * held, made private) is not listed, and comes back if it returns. Walks saved_flows_user_created_idx.
 */
export async function listSavedFlows({ viewer, input }: { viewer: Member; input: SavedListInput }): Promise<SavedList> {
  const where = and(eq(savedFlows.userId, viewer.id), visibleTo(viewer));
  const [rows, [total]] = await Promise.all([
    db
      .select(flowCardColumns)
      .from(savedFlows)
      .innerJoin(flows, eq(flows.id, savedFlows.flowId))
      .leftJoin(users, eq(users.id, flows.authorId))
      .where(where)
      .orderBy(desc(savedFlows.createdAt), desc(savedFlows.flowId))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db.select({ value: count() }).from(savedFlows).innerJoin(flows, eq(flows.id, savedFlows.flowId)).where(where),
  ]);
  return { flows: rows.map(toFlowSummary), pagination: paginationOf(input.page, input.limit, total?.value ?? 0) };
}

/** The ids of the flows the member saved and can see, newest first: what the 'Salvar' buttons show. */
export async function savedFlowIds(viewer: Member): Promise<string[]> {
  const rows = await db
    .select({ id: savedFlows.flowId })
    .from(savedFlows)
    .innerJoin(flows, eq(flows.id, savedFlows.flowId))
    .where(and(eq(savedFlows.userId, viewer.id), visibleTo(viewer)))
    .orderBy(desc(savedFlows.createdAt), desc(savedFlows.flowId))
    .limit(SAVED_IDS_MAX);
  return rows.map((row) => row.id);
}

import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db, schema, selectRows } from "@/db";
import { sqlState } from "@/db/errors";
import type { Viewer } from "@/lib/auth/viewer";
import { FLOW_NOT_FOUND, flowIdSchema } from "@/lib/flows/detail";
import { visibleTo } from "@/lib/flows/queries";
import { AppError } from "@/lib/http/errors";
import { enforceRateLimits } from "@/lib/security/rate-limit";

/*
 * 'Salvar' (docs/product-rules.md §12): a member keeps a flow they can see for later. Both calls are
 * idempotent; a flow the member cannot see is NOT_FOUND, as everywhere (never FORBIDDEN).
 */

const { flows, savedFlows } = schema;

export interface SavedState {
  flowId: string;
  saved: boolean;
}

type Member = Pick<Viewer, "id" | "role">;

/**
 * 'Salvar' and taking a flow out share one budget per member: plenty for saving by hand while
 * browsing, not for a script hammering the table. Over it, 429 with Retry-After and nothing changes.
 */
export const SAVE_TOGGLE_LIMITS = [
  { name: "minute", limit: 60, windowSeconds: 60 },
  { name: "hour", limit: 300, windowSeconds: 60 * 60 },
] as const;

export const SAVE_TOGGLE_LIMITED = "Você salvou e tirou fluxos dos salvos muitas vezes em pouco tempo. Aguarde um pouco e tente novamente.";

function limitToggles(viewer: Member) {
  return enforceRateLimits(
    SAVE_TOGGLE_LIMITS.map(({ name, limit, windowSeconds }) => ({ key: `saved:${name}:user:${viewer.id}`, limit, windowSeconds })),
    SAVE_TOGGLE_LIMITED,
  );
}

function parseFlowId(flowId: string): string {
  const parsed = flowIdSchema.safeParse(flowId);
  if (!parsed.success) throw new AppError("NOT_FOUND", FLOW_NOT_FOUND);
  return parsed.data;
}

async function assertVisible(flowId: string, viewer: Member) {
  const [row] = await db
    .select({ id: flows.id })
    .from(flows)
    .where(and(eq(flows.id, flowId), visibleTo(viewer)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", FLOW_NOT_FOUND);
}

/**
 * Saves the flow for the member: one statement that reads the flow as the member sees it and
 * inserts the row, so parallel calls make one row and none fails. Nothing inserted means saved
 * already, or a flow the member cannot see (404).
 */
export async function saveFlow({ flowId, viewer }: { flowId: string; viewer: Member }): Promise<SavedState> {
  await limitToggles(viewer);
  const id = parseFlowId(flowId);
  try {
    const inserted = await selectRows<{ flow_id: string }>(
      db,
      sql`insert into ${savedFlows} (user_id, flow_id)
        select ${viewer.id}::uuid, ${flows.id} from ${flows} where ${and(eq(flows.id, id), visibleTo(viewer))}
        on conflict do nothing
        returning flow_id`,
    );
    if (inserted.length === 0) await assertVisible(id, viewer);
  } catch (error) {
    // The flow was deleted between the read and the insert.
    if (sqlState(error) === "23503") throw new AppError("NOT_FOUND", FLOW_NOT_FOUND);
    throw error;
  }
  return { flowId: id, saved: true };
}

/** Removes the flow from the member's saved flows (nothing to remove is fine). */
export async function unsaveFlow({ flowId, viewer }: { flowId: string; viewer: Member }): Promise<SavedState> {
  await limitToggles(viewer);
  const id = parseFlowId(flowId);
  await assertVisible(id, viewer);
  await db.delete(savedFlows).where(and(eq(savedFlows.userId, viewer.id), eq(savedFlows.flowId, id)));
  return { flowId: id, saved: false };
}

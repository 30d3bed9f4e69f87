import "server-only";
import { and, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import { schema, writeTransaction } from "@/db";
import type { Viewer } from "@/lib/auth/viewer";
import { FLOW_NOT_FOUND } from "@/lib/flows/detail";
import { findDuplicate, lockContentHash, rejectPublishingDuplicate } from "@/lib/flows/duplicates";
import { AppError } from "@/lib/http/errors";
import { NOT_ADMIN_ANYMORE } from "@/lib/users/delete-account";
import { flowIdParamSchema, type BulkVisibilityInput } from "./flow-schemas";

const { flows, flowModerations, users } = schema;

export interface ModerationResult {
  id: string;
  status: "APPROVED" | "REJECTED";
  rejectionReason: string | null;
  /** False when the flow already was in that state (with that reason): nothing was recorded. */
  changed: boolean;
}

type Decision = { decision: "APPROVED"; reason?: undefined } | { decision: "REJECTED"; reason: string };

/**
 * Sets a flow's moderation status and records who decided, when and why, in one transaction.
 * The conditional update makes a repeated decision a no-op: two admins approving at once record
 * one approval (Postgres re-checks the condition on the locked row).
 */
async function moderate(flowId: string, admin: Pick<Viewer, "id">, { decision, reason }: Decision): Promise<ModerationResult> {
  const parsed = flowIdParamSchema.safeParse(flowId);
  if (!parsed.success) throw new AppError("NOT_FOUND", FLOW_NOT_FOUND);
  const id = parsed.data;
  const rejectionReason = decision === "REJECTED" ? reason : null;
  return writeTransaction(async (tx) => {
    // The deciding admin's row first (KEY SHARE, what the moderation record's foreign key takes
    // anyway): user rows before the flow and the catalogue version, the order every write takes, so
    // an admin being renamed or deleted at the same time makes this wait instead of deadlocking.
    const [decider] = await tx.select({ id: users.id }).from(users).where(eq(users.id, admin.id)).for("key share");
    if (!decider) throw new AppError("FORBIDDEN", NOT_ADMIN_ANYMORE);
    // An exact copy of a flow already in the public catalogue is not approved into it (409).
    if (decision === "APPROVED") await rejectPublishingDuplicate(tx, id, { status: decision });
    const [updated] = await tx
      .update(flows)
      .set({ status: decision, rejectionReason })
      .where(
        and(
          eq(flows.id, id),
          or(ne(flows.status, decision), decision === "REJECTED" ? sql`${flows.rejectionReason} is distinct from ${rejectionReason}` : undefined),
        ),
      )
      .returning({ id: flows.id });
    if (updated) {
      await tx.insert(flowModerations).values({ flowId: id, adminId: admin.id, decision, reason: rejectionReason });
      return { id, status: decision, rejectionReason, changed: true };
    }
    const [current] = await tx.select({ id: flows.id }).from(flows).where(eq(flows.id, id)).limit(1);
    if (!current) throw new AppError("NOT_FOUND", FLOW_NOT_FOUND);
    return { id, status: decision, rejectionReason, changed: false };
  });
}

/** POST /api/admin/flows/{id}/approve: the flow joins the catalogue if it is public (docs/product-rules.md §2). Idempotent. */
export function approveFlow({ flowId, admin }: { flowId: string; admin: Pick<Viewer, "id"> }) {
  return moderate(flowId, admin, { decision: "APPROVED" });
}

/** POST /api/admin/flows/{id}/reject: hidden from everyone but its author and admins, who see the reason. */
export function rejectFlow({ flowId, reason, admin }: { flowId: string; reason: string; admin: Pick<Viewer, "id"> }) {
  return moderate(flowId, admin, { decision: "REJECTED", reason });
}

/**
 * POST /api/admin/flows/bulk-visibility: makes the given flows public or private in one statement.
 * Ids that match no flow are reported back; none matching at all is NOT_FOUND.
 */
export interface VisibilityResult {
  updated: number;
  notFound: string[];
  /** Flows left private: each is an exact copy of a flow already in the public catalogue. */
  duplicates: { id: string; name: string; existing: { id: string; name: string } }[];
}

/**
 * Bulk visibility for admins. Making flows public never publishes an exact copy of a flow already in
 * the catalogue, nor two copies from the same batch: those stay private and are reported, while the
 * rest of the batch goes through.
 */
export async function setFlowsVisibility({ ids, isPublic }: BulkVisibilityInput): Promise<VisibilityResult> {
  return writeTransaction(async (tx) => {
    const duplicates: VisibilityResult["duplicates"] = [];
    if (isPublic) {
      const candidates = await tx
        .select({ id: flows.id, name: flows.name, contentHash: flows.contentHash })
        .from(flows)
        .where(and(inArray(flows.id, ids), eq(flows.status, "APPROVED"), eq(flows.isPublic, false), isNotNull(flows.contentHash)))
        .orderBy(flows.createdAt, flows.id);
      for (const candidate of candidates) {
        await lockContentHash(tx, candidate.contentHash!);
        const existing = await findDuplicate(tx, candidate.contentHash!, { exceptId: candidate.id });
        if (existing) {
          duplicates.push({ id: candidate.id, name: candidate.name, existing: { id: existing.id, name: existing.name } });
          continue;
        }
        // Published at once, so a later copy in this batch finds it.
        await tx.update(flows).set({ isPublic: true, updatedAt: new Date() }).where(eq(flows.id, candidate.id));
      }
    }
    const skipped = new Set(duplicates.map((d) => d.id));
    const targets = ids.filter((id) => !skipped.has(id));
    const rows =
      targets.length === 0
        ? []
        : await tx.update(flows).set({ isPublic, updatedAt: new Date() }).where(inArray(flows.id, targets)).returning({ id: flows.id });
    if (rows.length === 0 && duplicates.length === 0) throw new AppError("NOT_FOUND", "Nenhum dos fluxos selecionados foi encontrado.");
    const found = new Set([...rows.map((r) => r.id), ...skipped]);
    return { updated: rows.length, notFound: ids.filter((id) => !found.has(id)), duplicates };
  });
}

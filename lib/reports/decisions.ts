import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { db, schema, writeTransaction, type Transaction } from "@/db";
import { assertAdmin, NOT_ADMIN_ANYMORE, type Viewer } from "@/lib/auth/viewer";
import { FLOW_NOT_FOUND } from "@/lib/flows/detail";
import { scheduleRatingPriorRefresh } from "@/lib/flows/rating-rank";
import { AppError, forbidden } from "@/lib/http/errors";
import { enqueueMail } from "@/lib/mail/send";
import { itemHiddenMail } from "@/lib/mail/templates/moderation";
import { kickMailWorker } from "@/lib/mail/worker";
import { refreshFlowScore } from "@/lib/reviews/mutations";
import { REVIEW_NOT_FOUND } from "@/lib/reviews/schemas";
import { updateUser } from "@/lib/users/mutations";
import { toDecisionDTO } from "./queries";
import type { ReportDecisionDTO } from "./dto";
import type { ReportItemKind } from "./labels";
import { lockFlowRow, lockReviewRow, readAuthor, reviewLabel } from "./item";
import type { ReportDecisionInput } from "./schemas";

const { flows, flowModerations, reports, reportDecisions, reviews, users } = schema;

export const ALREADY_DECIDED = "Estas denúncias já foram decididas (já decidido por outra pessoa da moderação). Atualize a fila.";

export interface DecisionResult {
  decision: ReportDecisionDTO;
  /** BAN: the author's account is now banned. */
  authorBanned: boolean;
}

type Admin = Pick<Viewer, "id" | "role" | "name">;
type Item = { kind: ReportItemKind; id: string };

/** Closes every open report of the item under the item's lock; none left means another admin decided first (409). */
async function closeOpenReports(
  tx: Transaction,
  item: Item,
  status: "DISMISSED" | "ACTIONED",
  decision: Omit<typeof reportDecisions.$inferInsert, "reportCount">,
) {
  const target = item.kind === "flow" ? eq(reports.flowId, item.id) : eq(reports.reviewId, item.id);
  const open = await tx
    .select({ id: reports.id })
    .from(reports)
    .where(and(target, eq(reports.status, "OPEN")))
    .for("update");
  if (open.length === 0) throw new AppError("CONFLICT", ALREADY_DECIDED);
  const [row] = await tx
    .insert(reportDecisions)
    .values({ ...decision, reportCount: open.length })
    .returning();
  await tx
    .update(reports)
    .set({ status, decisionId: row!.id })
    .where(
      inArray(
        reports.id,
        open.map((r) => r.id),
      ),
    );
  return row!;
}

/**
 * An admin's decision on a reported flow or review (POST /api/admin/reports/{kind}/{id}/decision),
 * closing all its open reports at once:
 * - DISMISS: the reports were unfounded; an item the automatic hold took down comes back.
 * - HIDE: a flow is rejected with the reason (moderation history too); a review is hidden with it
 *   and leaves the score. The author is told why by e-mail, queued in the same transaction.
 * - BAN: hides as HIDE, then bans the author through the admin users path (sessions end at once).
 * The item's row lock makes two admins deciding at once record one decision; the second gets 409.
 */
export async function decideReports({
  viewer,
  kind,
  itemId,
  input,
}: {
  viewer: Admin;
  kind: ReportItemKind;
  itemId: string;
  input: ReportDecisionInput;
}): Promise<DecisionResult> {
  assertAdmin(viewer);
  const notFound = kind === "flow" ? FLOW_NOT_FOUND : REVIEW_NOT_FOUND;
  const parsed = z.uuid().safeParse(itemId);
  if (!parsed.success) throw new AppError("NOT_FOUND", notFound);
  const item: Item = { kind, id: parsed.data };
  let scoreChanged = false;
  const { decision, authorId, mailed } = await writeTransaction(async (tx) => {
    scoreChanged = false;
    // The deciding admin's row first (KEY SHARE, as the decision's foreign key takes): user rows before item rows, the order every write takes.
    const [decider] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, viewer.id), eq(users.role, "ADMIN"), eq(users.status, "ACTIVE")))
      .for("key share");
    if (!decider) throw forbidden(NOT_ADMIN_ANYMORE);
    const status = input.action === "DISMISS" ? "DISMISSED" : "ACTIONED";
    const reason = input.reason ?? null;
    const base = { adminId: viewer.id, action: input.action, reason } as const;

    if (item.kind === "flow") {
      const flow = await lockFlowRow(tx, item.id, { published: false, notFound });
      if (input.action === "BAN") await assertBannable(tx, flow.authorId, viewer.id);
      const decision = await closeOpenReports(tx, item, status, { ...base, flowId: flow.id, itemLabel: flow.name });
      const held = flow.heldAt !== null;
      if (input.action === "DISMISS") {
        // Back in the catalogue as its author had it: the hold is what made it private.
        if (held) await tx.update(flows).set({ heldAt: null, isPublic: true }).where(eq(flows.id, flow.id));
        return { decision, authorId: flow.authorId, mailed: false };
      }
      await tx
        .update(flows)
        .set({ status: "REJECTED", rejectionReason: reason, heldAt: null, ...(held ? { isPublic: true } : {}), updatedAt: new Date() })
        .where(eq(flows.id, flow.id));
      await tx.insert(flowModerations).values({ flowId: flow.id, adminId: viewer.id, decision: "REJECTED", reason });
      const mailed = input.action === "HIDE" && (await mailAuthor(tx, flow.authorId, { kind: "flow", flow }, reason!));
      return { decision, authorId: flow.authorId, mailed };
    }

    const { flow, review } = await lockReviewRow(tx, item.id, { published: false });
    if (input.action === "BAN") await assertBannable(tx, review.userId, viewer.id);
    const decision = await closeOpenReports(tx, item, status, { ...base, flowId: flow.id, reviewId: review.id, itemLabel: reviewLabel(review, flow.name) });
    if (input.action === "DISMISS") {
      // Only the automatic hold's hiding (no reason) is undone; a review an admin hid stays hidden.
      if (review.hiddenAt && review.hiddenReason === null) {
        await tx.update(reviews).set({ hiddenAt: null }).where(eq(reviews.id, review.id));
        await refreshFlowScore(tx, flow.id);
        scoreChanged = true;
      }
      return { decision, authorId: review.userId, mailed: false };
    }
    await tx
      .update(reviews)
      .set({ hiddenAt: sql`coalesce(${reviews.hiddenAt}, now())`, hiddenReason: reason })
      .where(eq(reviews.id, review.id));
    await refreshFlowScore(tx, flow.id);
    scoreChanged = true;
    const mailed = input.action === "HIDE" && (await mailAuthor(tx, review.userId, { kind: "review", flow }, reason!));
    return { decision, authorId: review.userId, mailed };
  });

  // A review's score, or a flow back in or out of the catalogue: the rating rank's mean may move.
  if (scoreChanged || item.kind === "flow") scheduleRatingPriorRefresh(db);
  if (mailed) kickMailWorker();
  let authorBanned = false;
  if (input.action === "BAN" && authorId) {
    await updateUser({ viewer, userId: authorId, input: { status: "BANNED" } });
    authorBanned = true;
  }
  return { decision: toDecisionDTO({ ...decision, adminName: viewer.name }), authorBanned };
}

/** BAN is for members: an admin author, oneself or a deleted account is refused before anything changes. */
async function assertBannable(tx: Transaction, authorId: string | null, adminId: string) {
  const author = await readAuthor(tx, authorId);
  if (!author) throw new AppError("CONFLICT", "A conta do autor já foi excluída: use Ocultar.");
  if (author.id === adminId) throw forbidden("Você não pode banir a sua própria conta.");
  if (author.role === "ADMIN") throw forbidden("Não é possível banir um administrador por aqui. Use Ocultar.");
}

/** Queues the e-mail with the reason, in the decision's transaction; never to unverified, blocked or deleted accounts. */
async function mailAuthor(tx: Transaction, authorId: string | null, item: Parameters<typeof itemHiddenMail>[1]["item"], reason: string): Promise<boolean> {
  const author = await readAuthor(tx, authorId);
  if (!author || author.status !== "ACTIVE" || !author.emailVerifiedAt) return false;
  await enqueueMail(tx, itemHiddenMail(author, { item, reason }));
  return true;
}

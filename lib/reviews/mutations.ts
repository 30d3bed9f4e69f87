import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db, schema, writeTransaction, type Transaction } from "@/db";
import type { Viewer } from "@/lib/auth/viewer";
import { FLOW_NOT_FOUND } from "@/lib/flows/detail";
import { visibleTo } from "@/lib/flows/queries";
import { scheduleRatingPriorRefresh } from "@/lib/flows/rating-rank";
import { AppError } from "@/lib/http/errors";
import { toReviewDTO, type ReviewDTO } from "./dto";
import { parseFlowId } from "./queries";
import { canManageReview, REVIEW_NOT_FOUND, reviewIdSchema, type ReviewInput } from "./schemas";

const { flows, reviews, users } = schema;

type Actor = Pick<Viewer, "id" | "name" | "role">;

/**
 * docs/product-rules.md §6: score (average, 0 when none) and reviewCount are recomputed from the shown reviews in the
 * same transaction as the change (and, by the `flows_rating_rank` trigger, the flow's rating rank). Call it only
 * while holding the flow's row lock (see lockFlow). Once the change has committed, the caller lets the rating
 * prior follow the catalogue mean (scheduleRatingPriorRefresh, in the background).
 */
export async function refreshFlowScore(tx: Transaction, flowId: string): Promise<void> {
  await tx
    .update(flows)
    .set({
      // Reviews hidden by moderation (lib/reports) count for nothing.
      score: sql`coalesce((select avg(${reviews.rating}) from ${reviews} where ${reviews.flowId} = ${flowId} and ${reviews.hiddenAt} is null), 0)`,
      reviewCount: sql`(select count(*) from ${reviews} where ${reviews.flowId} = ${flowId} and ${reviews.hiddenAt} is null)`,
    })
    .where(eq(flows.id, flowId));
}

/**
 * Every review change locks its flow row first. Under READ COMMITTED a lone UPDATE … (select avg …)
 * that waits for another transaction's lock still averages over its older snapshot and would drop
 * the other review; taking the lock before writing makes the recount a later statement that sees it.
 */
async function lockFlow(tx: Transaction, flowId: string, viewer: Actor, notFound: string): Promise<void> {
  const [flow] = await tx
    .select({ id: flows.id })
    .from(flows)
    .where(and(eq(flows.id, flowId), visibleTo(viewer)))
    .for("update");
  if (!flow) throw new AppError("NOT_FOUND", notFound);
}

/** Locks the review's flow, then reads the review and checks that the viewer may change it. */
async function lockReview(tx: Transaction, reviewId: string, viewer: Actor) {
  const parsed = reviewIdSchema.safeParse(reviewId);
  if (!parsed.success) throw new AppError("NOT_FOUND", REVIEW_NOT_FOUND);
  const [found] = await tx.select({ flowId: reviews.flowId }).from(reviews).where(eq(reviews.id, parsed.data)).limit(1);
  if (!found) throw new AppError("NOT_FOUND", REVIEW_NOT_FOUND);
  await lockFlow(tx, found.flowId, viewer, REVIEW_NOT_FOUND);
  const [review] = await tx
    .select({ id: reviews.id, flowId: reviews.flowId, userId: reviews.userId, userName: users.name })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, parsed.data))
    .limit(1);
  // Deleting a user cascades to their reviews without the flow lock, so the review may vanish here.
  if (!review) throw new AppError("NOT_FOUND", REVIEW_NOT_FOUND);
  if (!canManageReview({ user: { id: review.userId } }, viewer)) {
    throw new AppError("FORBIDDEN", "Você só pode alterar as suas próprias avaliações.");
  }
  return review;
}

/** One review per user and flow: the unique index settles duplicates, even concurrent ones (409). */
export async function createReview({ flowId, viewer, input }: { flowId: string; viewer: Actor; input: ReviewInput }): Promise<ReviewDTO> {
  const id = parseFlowId(flowId);
  const review = await writeTransaction(async (tx) => {
    await lockFlow(tx, id, viewer, FLOW_NOT_FOUND);
    const [row] = await tx
      .insert(reviews)
      .values({ flowId: id, userId: viewer.id, rating: input.rating, comment: input.comment ?? null })
      .onConflictDoNothing({ target: [reviews.flowId, reviews.userId] })
      .returning();
    if (!row) throw new AppError("ALREADY_REVIEWED", "Você já avaliou este fluxo.");
    await refreshFlowScore(tx, id);
    return toReviewDTO(row, viewer.name);
  });
  scheduleRatingPriorRefresh(db);
  return review;
}

/** Replaces rating and comment (an absent comment clears it); author or admin only. */
export async function updateReview({ reviewId, viewer, input }: { reviewId: string; viewer: Actor; input: ReviewInput }): Promise<ReviewDTO> {
  const updated = await writeTransaction(async (tx) => {
    const review = await lockReview(tx, reviewId, viewer);
    const [row] = await tx
      .update(reviews)
      .set({ rating: input.rating, comment: input.comment ?? null, updatedAt: sql`now()` })
      .where(eq(reviews.id, review.id))
      .returning();
    if (!row) throw new AppError("NOT_FOUND", REVIEW_NOT_FOUND);
    await refreshFlowScore(tx, review.flowId);
    return toReviewDTO(row, review.userName);
  });
  scheduleRatingPriorRefresh(db);
  return updated;
}

/** Deletes a review (author or admin) and recounts its flow's score. */
export async function deleteReview({ reviewId, viewer }: { reviewId: string; viewer: Actor }): Promise<void> {
  await writeTransaction(async (tx) => {
    const review = await lockReview(tx, reviewId, viewer);
    await tx.delete(reviews).where(eq(reviews.id, review.id));
    await refreshFlowScore(tx, review.flowId);
  });
  scheduleRatingPriorRefresh(db);
}

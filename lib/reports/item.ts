import "server-only";
import { and, eq } from "drizzle-orm";
import { schema, type Transaction } from "@/db";
import { FLOW_NOT_FOUND } from "@/lib/flows/detail";
import { AppError } from "@/lib/http/errors";
import { REVIEW_NOT_FOUND } from "@/lib/reviews/schemas";

const { flows, reviews, users } = schema;

/*
 * The row locks every report and every decision on an item takes first, in the order review
 * changes take them (lib/reviews/mutations.ts: the flow, then the review): reports of one item and
 * decisions on it queue there, which is what makes the automatic hold happen once and a second
 * admin's decision find nothing left to decide.
 */

/** Reviews' labels in the queue and the history: the rating and the start of the comment. */
export function reviewLabel(review: { rating: number; comment: string | null }, flowName: string): string {
  const comment = review.comment ? `: “${excerpt(review.comment, 120)}”` : " (sem comentário)";
  return `Avaliação ${review.rating}★ em “${flowName}”${comment}`;
}

export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

const flowColumns = {
  id: flows.id,
  name: flows.name,
  slug: flows.slug,
  authorId: flows.authorId,
  status: flows.status,
  isPublic: flows.isPublic,
  heldAt: flows.heldAt,
};

/** Locks a flow row; `published` limits it to the public catalogue (what a member may report). */
export async function lockFlowRow(tx: Transaction, flowId: string, { published, notFound = FLOW_NOT_FOUND }: { published: boolean; notFound?: string }) {
  const [flow] = await tx
    .select(flowColumns)
    .from(flows)
    .where(and(eq(flows.id, flowId), published ? and(eq(flows.status, "APPROVED"), eq(flows.isPublic, true)) : undefined))
    .for("update");
  if (!flow) throw new AppError("NOT_FOUND", notFound);
  return flow;
}

/** Locks a review's flow, then the review (with its author's name). */
export async function lockReviewRow(tx: Transaction, reviewId: string, { published }: { published: boolean }) {
  const [found] = await tx.select({ flowId: reviews.flowId }).from(reviews).where(eq(reviews.id, reviewId)).limit(1);
  if (!found) throw new AppError("NOT_FOUND", REVIEW_NOT_FOUND);
  const flow = await lockFlowRow(tx, found.flowId, { published, notFound: REVIEW_NOT_FOUND });
  const [review] = await tx
    .select({
      id: reviews.id,
      userId: reviews.userId,
      rating: reviews.rating,
      comment: reviews.comment,
      hiddenAt: reviews.hiddenAt,
      hiddenReason: reviews.hiddenReason,
    })
    .from(reviews)
    .where(eq(reviews.id, reviewId))
    .for("update");
  if (!review) throw new AppError("NOT_FOUND", REVIEW_NOT_FOUND);
  return { flow, review };
}

/** The author as the e-mail about a decision needs them. */
export async function readAuthor(tx: Transaction, userId: string | null) {
  if (!userId) return null;
  const [author] = await tx
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, status: users.status, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return author ?? null;
}

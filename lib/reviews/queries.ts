import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import type { Review } from "@/db/schema";
import type { Viewer } from "@/lib/auth/viewer";
import { FLOW_NOT_FOUND, flowIdSchema } from "@/lib/flows/detail";
import { visibleTo } from "@/lib/flows/queries";
import { AppError } from "@/lib/http/errors";
import type { ReviewDTO, ReviewList } from "./schemas";

const { flows, reviews, users } = schema;

type ReviewRow = Pick<Review, "id" | "flowId" | "userId" | "rating" | "comment" | "createdAt" | "updatedAt">;

// Reviews are deleted with their author (cascade), so every review has a user name.
export function toReviewDTO(row: ReviewRow, userName: string): ReviewDTO {
  return {
    id: row.id,
    flowId: row.flowId,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    user: { id: row.userId, name: userName },
  };
}

/** A malformed flow id is answered like an unknown one: 404 'Fluxo não encontrado'. */
export function parseFlowId(flowId: string): string {
  const parsed = flowIdSchema.safeParse(flowId);
  if (!parsed.success) throw new AppError("NOT_FOUND", FLOW_NOT_FOUND);
  return parsed.data;
}

/** Every review of a flow the viewer can see, newest first, and the viewer's own one. */
export async function listReviews({ flowId, viewer }: { flowId: string; viewer: Pick<Viewer, "id" | "role"> }): Promise<ReviewList> {
  const id = parseFlowId(flowId);
  const [flow] = await db
    .select({ id: flows.id })
    .from(flows)
    .where(and(eq(flows.id, id), visibleTo(viewer)))
    .limit(1);
  if (!flow) throw new AppError("NOT_FOUND", FLOW_NOT_FOUND);
  const rows = await db
    .select({
      id: reviews.id,
      flowId: reviews.flowId,
      userId: reviews.userId,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
      userName: users.name,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.flowId, id))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  const list = rows.map((row) => toReviewDTO(row, row.userName));
  return { reviews: list, myReview: list.find((review) => review.user.id === viewer.id) ?? null };
}

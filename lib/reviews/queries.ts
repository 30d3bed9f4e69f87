import "server-only";
import { and, desc, eq, isNull } from "drizzle-orm";
import { db, schema } from "@/db";
import type { Viewer } from "@/lib/auth/viewer";
import { FLOW_NOT_FOUND, flowIdSchema } from "@/lib/flows/detail";
import { visibleTo } from "@/lib/flows/queries";
import { AppError } from "@/lib/http/errors";
import { toReviewDTO, type ReviewDTO, type ReviewList } from "./dto";

const { flows, reviews, users } = schema;

/** A malformed flow id is answered like an unknown one: 404 'Fluxo não encontrado'. */
export function parseFlowId(flowId: string): string {
  const parsed = flowIdSchema.safeParse(flowId);
  if (!parsed.success) throw new AppError("NOT_FOUND", FLOW_NOT_FOUND);
  return parsed.data;
}

/** A flow's shown reviews with their authors' names, newest first (reviews_flow_created_idx). */
async function reviewsOf(flowId: string, limit?: number): Promise<ReviewDTO[]> {
  const query = db
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
    // Reviews hidden by moderation (lib/reports) are shown to nobody, not even their author.
    .where(and(eq(reviews.flowId, flowId), isNull(reviews.hiddenAt)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((row) => toReviewDTO(row, row.userName));
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
  const list = await reviewsOf(id);
  return { reviews: list, myReview: list.find((review) => review.user.id === viewer.id) ?? null };
}

/**
 * How many reviews a flow's page lists (the count and the score cover all of them; 'Avaliar' lists
 * every one): each review is about 40 elements to render on a page that renders for its viewer.
 */
const PUBLIC_REVIEWS_SHOWN = 10;

/**
 * The newest reviews of a flow, read-only and the same for everyone (the caller checked it may be
 * seen). A flow without reviews costs no query: most private and new flows have none.
 */
export async function listPublicReviews(flow: { id: string; reviewCount: number }, limit = PUBLIC_REVIEWS_SHOWN): Promise<ReviewDTO[]> {
  return flow.reviewCount > 0 ? reviewsOf(flow.id, limit) : [];
}

import type { Review } from "@/db/schema";

/** What the API answers for one review. */
export interface ReviewDTO {
  id: string;
  flowId: string;
  rating: number;
  comment: string | null;
  createdAt: string;
  updatedAt: string;
  user: { id: string; name: string };
}

/** GET /api/flows/{id}/reviews: newest first, plus the viewer's own review (or null). */
export interface ReviewList {
  reviews: ReviewDTO[];
  myReview: ReviewDTO | null;
}

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

import { z } from "zod";
import { COMMENT_MAX, RATING_MAX, RATING_MIN } from "./bounds";

// Shared by the review form and the API: the client shows the same messages the server enforces (docs/product-rules.md §6).
export { COMMENT_MAX, RATING_MAX };

const RATING_ERROR = "Selecione uma nota de 1 a 5";
const COMMENT_TOO_LONG = "O comentário pode ter no máximo 2.000 caracteres";
export const REVIEW_NOT_FOUND = "Avaliação não encontrada";

const ratingSchema = z.number({ error: RATING_ERROR }).int(RATING_ERROR).min(RATING_MIN, RATING_ERROR).max(RATING_MAX, RATING_ERROR);

/** Optional, trimmed, and dropped when it is empty: a blank comment is no comment. */
const commentSchema = z
  .string({ error: "Comentário inválido" })
  .trim()
  .max(COMMENT_MAX, COMMENT_TOO_LONG)
  .nullish()
  .transform((value) => value || undefined);

/** Body of POST /api/flows/{id}/review and PUT /api/reviews/{id}: an edit also needs a rating. */
export const reviewInputSchema = z.object({
  rating: ratingSchema,
  comment: commentSchema,
});

export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const reviewIdSchema = z.uuid({ error: REVIEW_NOT_FOUND });

/** docs/product-rules.md §6: a review is edited or deleted by its author or by an admin. */
export function canManageReview(review: { user: { id: string } }, viewer: { id: string; role: string } | null): boolean {
  return viewer !== null && (viewer.role === "ADMIN" || review.user.id === viewer.id);
}

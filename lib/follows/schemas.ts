import { z } from "zod";

/** `GET /api/users/me/following?page=&limit=`: 12 a page by default, 50 at most. */
export const followingListSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});

export type FollowingListInput = z.infer<typeof followingListSchema>;

export const CANNOT_FOLLOW_SELF = "Você não pode seguir a sua própria página.";

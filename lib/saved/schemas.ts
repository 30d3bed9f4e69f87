import { z } from "zod";

/** `GET /api/users/me/saved?page=&limit=`: 12 a page by default, 50 at most. */
export const savedListSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});

export type SavedListInput = z.infer<typeof savedListSchema>;

/** The ids the 'Salvar' buttons read at most: the newest saved first. */
export const SAVED_IDS_MAX = 1_000;

import "server-only";
import { and, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { sqlState } from "@/db/errors";
import type { Viewer } from "@/lib/auth/viewer";
import { AUTHOR_NOT_FOUND } from "@/lib/authors/queries";
import { AppError } from "@/lib/http/errors";
import { enforceRateLimits } from "@/lib/security/rate-limit";
import { followState, type FollowState } from "./queries";
import { CANNOT_FOLLOW_SELF } from "./schemas";
import { followTarget } from "./target";

/*
 * "Seguir" on a creator page (docs/product-rules.md, "Seguir autores"). Both calls are idempotent and
 * answer the new state with the exact follower count.
 */

const { authorFollows } = schema;

type Member = Pick<Viewer, "id">;

/**
 * "Seguir" and "Deixar de seguir" share one budget per member: enough for anyone following by hand
 * (a click a second for a minute), not for a script flipping the follow to push news or load the
 * database. Over it, 429 with Retry-After and nothing changes.
 */
export const FOLLOW_TOGGLE_LIMITS = [
  { name: "minute", limit: 60, windowSeconds: 60 },
  { name: "hour", limit: 300, windowSeconds: 60 * 60 },
] as const;

export const FOLLOW_TOGGLE_LIMITED = "Você seguiu e deixou de seguir autores muitas vezes em pouco tempo. Aguarde um pouco e tente novamente.";

function limitToggles(viewer: Member) {
  return enforceRateLimits(
    FOLLOW_TOGGLE_LIMITS.map(({ name, limit, windowSeconds }) => ({ key: `follows:${name}:user:${viewer.id}`, limit, windowSeconds })),
    FOLLOW_TOGGLE_LIMITED,
  );
}

/** Follows the author of the page at `handle`: one insert, so parallel calls make one row and none fails. */
export async function followAuthor({ handle, viewer }: { handle: string; viewer: Member }): Promise<FollowState> {
  await limitToggles(viewer);
  const author = await followTarget(handle);
  if (author.id === viewer.id) throw new AppError("INVALID_INPUT", CANNOT_FOLLOW_SELF);
  try {
    await db.insert(authorFollows).values({ followerId: viewer.id, authorId: author.id }).onConflictDoNothing();
  } catch (error) {
    // The author's account was deleted between the read and the insert.
    if (sqlState(error) === "23503") throw new AppError("NOT_FOUND", AUTHOR_NOT_FOUND);
    throw error;
  }
  return followState(author, viewer);
}

/** Stops following (not following is fine). */
export async function unfollowAuthor({ handle, viewer }: { handle: string; viewer: Member }): Promise<FollowState> {
  await limitToggles(viewer);
  const author = await followTarget(handle);
  await db.delete(authorFollows).where(and(eq(authorFollows.followerId, viewer.id), eq(authorFollows.authorId, author.id)));
  return followState(author, viewer);
}

import "server-only";
import { and, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { sqlState } from "@/db/errors";
import type { Viewer } from "@/lib/auth/viewer";
import { AUTHOR_NOT_FOUND } from "@/lib/authors/queries";
import { AppError } from "@/lib/http/errors";
import { followState, type FollowState } from "./queries";
import { CANNOT_FOLLOW_SELF } from "./schemas";
import { followTarget } from "./target";

/*
 * "Seguir" on a creator page (docs/product-rules.md, "Seguir autores"). Both calls are idempotent and
 * answer the new state with the exact follower count.
 */

const { authorFollows } = schema;

type Member = Pick<Viewer, "id">;

/** Follows the author of the page at `handle`: one insert, so parallel calls make one row and none fails. */
export async function followAuthor({ handle, viewer }: { handle: string; viewer: Member }): Promise<FollowState> {
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
  const author = await followTarget(handle);
  await db.delete(authorFollows).where(and(eq(authorFollows.followerId, viewer.id), eq(authorFollows.authorId, author.id)));
  return followState(author, viewer);
}

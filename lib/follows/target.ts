import "server-only";
import { and, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { isHandleLike } from "@/lib/authors/handle";
import { AUTHOR_NOT_FOUND } from "@/lib/authors/queries";
import { AppError } from "@/lib/http/errors";

const { users } = schema;

/**
 * The author whose page `handle` is: a current handle of a public page, as the page itself answers
 * (an unknown handle, an earlier one and a private page are the same 404). One read on users_handle_key.
 */
export async function followTarget(handle: string): Promise<{ id: string; handle: string }> {
  if (!isHandleLike(handle)) throw new AppError("NOT_FOUND", AUTHOR_NOT_FOUND);
  const [row] = await db
    .select({ id: users.id, handle: users.handle })
    .from(users)
    .where(and(eq(users.handle, handle), eq(users.profilePublic, true)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", AUTHOR_NOT_FOUND);
  return row;
}

import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { schema, writeTransaction } from "@/db";
import type { Viewer } from "@/lib/auth/viewer";
import { hashPassword } from "@/lib/auth/password";
import { assertPasswordAllowed } from "@/lib/auth/password-policy";
import { endAllSessions, startSession } from "@/lib/auth/session";
import { AppError } from "@/lib/http/errors";
import { verifyCurrentPassword } from "./verify-current-password";
import type { ChangePasswordInput } from "./schemas";

const { oneTimeTokens, users } = schema;

/**
 * Sets a new password after checking the current one. docs/product-rules.md §8: every other session ends, so the
 * token version is bumped (older cookies and Bearer tokens stop working) and the caller gets a fresh
 * token for the new version, which the route sets as their cookie. Pending reset links die too, and
 * so does a pending e-mail change: whoever asked for it with the old password must ask again.
 */
export async function changePassword({ req, viewer, input }: { req: Request; viewer: Pick<Viewer, "id">; input: ChangePasswordInput }): Promise<{ token: string }> {
  assertPasswordAllowed(input.newPassword, "newPassword");
  await verifyCurrentPassword({ req, userId: viewer.id, password: input.currentPassword, field: "currentPassword" });
  const passwordHash = await hashPassword(input.newPassword);
  const row = await writeTransaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, pendingEmail: null, updatedAt: sql`now()` })
      .where(eq(users.id, viewer.id))
      .returning({ id: users.id, tokenVersion: users.tokenVersion });
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(oneTimeTokens.userId, viewer.id), inArray(oneTimeTokens.purpose, ["PASSWORD_RESET", "EMAIL_CHANGE"]), isNull(oneTimeTokens.usedAt)));
    return updated;
  });
  if (!row) throw new AppError("UNAUTHENTICATED", "Usuário não autenticado. Faça login novamente.");
  await endAllSessions(row.id);
  return { token: await startSession(row) };
}

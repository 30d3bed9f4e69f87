import "server-only";
import { eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { verifyPassword } from "@/lib/auth/password";
import { AppError } from "@/lib/http/errors";
import { limitPasswordCheck } from "./limits";
import { PROFILE_MESSAGES } from "./schemas";

/**
 * Re-checks the signed-in user's password before a sensitive change, under the same kind of budget
 * as failed logins (429 past it). A wrong password is a 400 on the given field, not a 401: the
 * session itself is fine and the client must not treat it as signed out.
 */
export async function verifyCurrentPassword({ req, userId, password, field }: { req: Request; userId: string; password: string; field: string }) {
  const refund = await limitPasswordCheck(req, userId);
  const [row] = await db.select({ passwordHash: schema.users.passwordHash }).from(schema.users).where(eq(schema.users.id, userId)).limit(1);
  if (!row) throw new AppError("UNAUTHENTICATED", "Usuário não autenticado. Faça login novamente.");
  if (!(await verifyPassword(row.passwordHash, password))) {
    const message = field === "currentPassword" ? PROFILE_MESSAGES.wrongPassword : "Senha incorreta";
    throw new AppError("INVALID_INPUT", message, { details: { fieldErrors: { [field]: [message] } } });
  }
  await refund();
}

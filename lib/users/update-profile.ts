import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { db, schema, writeTransaction } from "@/db";
import type { Viewer } from "@/lib/auth/viewer";
import { queueEmailChangeMails } from "@/lib/auth/account-mail";
import { verifyPassword } from "@/lib/auth/password";
import { AppError } from "@/lib/http/errors";
import { kickMailWorker } from "@/lib/mail/worker";
import { limitEmailChange, limitPasswordCheck } from "./limits";
import { PROFILE_MESSAGES, type UpdateProfileInput } from "./schemas";

const { users } = schema;

const EMAIL_IN_USE = "Este email já está em uso por outra conta.";

export interface UpdatedProfile {
  user: {
    name: string;
    /** The login address. A requested new one only replaces it once confirmed. */
    email: string;
    emailVerified: boolean;
    /** The new address waiting for its owner to follow the link sent to it. */
    pendingEmail: string | null;
  };
  /** A change of address was requested by this call (it takes effect once confirmed). */
  emailChanged: boolean;
  /** The confirmation link is on its way to the new address (queued with the change). */
  verificationSent: boolean;
}

const emailTaken = () => new AppError("EMAIL_TAKEN", EMAIL_IN_USE, { details: { fieldErrors: { email: [EMAIL_IN_USE] } } });

const passwordError = (code: "INVALID_INPUT" | "INVALID_CREDENTIALS", message: string) =>
  new AppError(code, message, { details: { fieldErrors: { currentPassword: [message] } } });

/**
 * A new address must be asked for with the current password (docs/product-rules.md §9), so that a session left
 * open, or stolen, cannot move the account to another mailbox. A wrong one is a 401
 * INVALID_CREDENTIALS on the field (the session itself stays valid), under the same budget as every
 * other current-password check (429 past it).
 */
async function confirmCurrentPassword(req: Request, userId: string, password: string | undefined) {
  if (!password) throw passwordError("INVALID_INPUT", PROFILE_MESSAGES.emailChangePassword);
  const refund = await limitPasswordCheck(req, userId);
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError("UNAUTHENTICATED", "Usuário não autenticado. Faça login novamente.");
  if (!(await verifyPassword(row.passwordHash, password))) throw passwordError("INVALID_CREDENTIALS", PROFILE_MESSAGES.wrongPassword);
  await refund();
}

/**
 * Changes the viewer's name and asks for a new e-mail. The new address waits in `pending_email`
 * until its owner follows the link sent to it (lib/auth/email-flows verifyEmail); until then the
 * old address stays the login, and it is told about the change. Both mails are queued in the
 * transaction of the change.
 */
export async function updateProfile({
  req,
  viewer,
  input,
}: {
  req: Request;
  viewer: Pick<Viewer, "id" | "email">;
  input: UpdateProfileInput;
}): Promise<UpdatedProfile> {
  const emailChanged = input.email !== viewer.email;
  if (emailChanged) {
    await confirmCurrentPassword(req, viewer.id, input.currentPassword);
    const [taken] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, input.email), ne(users.id, viewer.id))).limit(1);
    if (taken) throw emailTaken();
    await limitEmailChange(viewer.id);
  }
  const row = await writeTransaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ name: input.name, ...(emailChanged ? { pendingEmail: input.email } : {}), updatedAt: sql`now()` })
      .where(eq(users.id, viewer.id))
      .returning();
    // Creating the EMAIL_CHANGE token also retires the link of an earlier request.
    if (updated && emailChanged) await queueEmailChangeMails(tx, updated, input.email);
    return updated;
  });
  if (!row) throw new AppError("UNAUTHENTICATED", "Usuário não autenticado. Faça login novamente.");
  if (emailChanged) kickMailWorker();
  return {
    user: { name: row.name, email: row.email, emailVerified: row.emailVerifiedAt !== null, pendingEmail: row.pendingEmail },
    emailChanged,
    verificationSent: emailChanged,
  };
}

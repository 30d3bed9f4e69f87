import "server-only";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { Viewer } from "@/lib/auth/viewer";
import { sendVerificationEmail } from "@/lib/auth/email-flows";
import { AppError } from "@/lib/http/errors";
import { limitEmailChange } from "./limits";
import type { UpdateProfileInput } from "./schemas";

const { oneTimeTokens, users } = schema;

export const EMAIL_IN_USE = "Este email já está em uso por outra conta.";

export interface UpdatedProfile {
  user: { name: string; email: string; emailVerified: boolean };
  emailChanged: boolean;
  /** False when the e-mail to the new address could not be sent (the change is kept). */
  verificationSent: boolean;
}

/** Postgres unique_violation, whether the driver error comes bare or wrapped by drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

const emailTaken = () => new AppError("EMAIL_TAKEN", EMAIL_IN_USE, { details: { fieldErrors: { email: [EMAIL_IN_USE] } } });

/**
 * Changes the viewer's name and e-mail. A new address is unverified until its owner follows the link
 * sent to it, so it cannot be used to sign in before that; reset links sent to the old address stop
 * working. The unique index settles two accounts racing for the same address (409).
 */
export async function updateProfile({ viewer, input }: { viewer: Pick<Viewer, "id" | "email">; input: UpdateProfileInput }): Promise<UpdatedProfile> {
  const emailChanged = input.email !== viewer.email;
  if (emailChanged) {
    const [taken] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, input.email), ne(users.id, viewer.id))).limit(1);
    if (taken) throw emailTaken();
    await limitEmailChange(viewer.id);
  }
  let row: { id: string; name: string; email: string; emailVerifiedAt: Date | null } | undefined;
  try {
    row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({
          name: input.name,
          email: input.email,
          ...(emailChanged ? { emailVerifiedAt: null } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, viewer.id))
        .returning({ id: users.id, name: users.name, email: users.email, emailVerifiedAt: users.emailVerifiedAt });
      if (emailChanged) {
        await tx
          .update(oneTimeTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(oneTimeTokens.userId, viewer.id), eq(oneTimeTokens.purpose, "PASSWORD_RESET"), isNull(oneTimeTokens.usedAt)));
      }
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  if (!row) throw new AppError("UNAUTHENTICATED", "Usuário não autenticado. Faça login novamente.");
  let verificationSent = false;
  if (emailChanged) {
    // Creating the verification token also retires any earlier link, which pointed at the old address.
    // The change itself is saved: a mail failure must not read as one, and the profile offers a resend.
    verificationSent = await sendVerificationEmail(row).then(
      () => true,
      (error: unknown) => {
        console.error("Falha ao enviar o email de verificação do novo endereço:", error);
        return false;
      },
    );
  }
  return { user: { name: row.name, email: row.email, emailVerified: row.emailVerifiedAt !== null }, emailChanged, verificationSent };
}

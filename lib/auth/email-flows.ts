import "server-only";
import { eq, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { User } from "@/db/schema";
import { appUrl } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { sendMail } from "@/lib/mail/send";
import { passwordResetMail, verificationMail } from "@/lib/mail/templates/auth-mails";
import { findUserByEmail, findUserById } from "./accounts";
import { hashPassword } from "./password";
import { assertPasswordAllowed } from "./password-policy";
import { consumeOneTimeToken, createOneTimeToken } from "./tokens";

export const MESSAGES = {
  verificationSent: "Email de verificação enviado com sucesso! Verifique sua caixa de entrada.",
  verified: "Email verificado com sucesso!",
  invalidToken: "Token inválido ou expirado",
  forgotSent: "Se o email estiver cadastrado, você receberá um link de recuperação.",
  resetDone: "Senha redefinida com sucesso! Você pode fazer login.",
  alreadyVerified: "Seu email já foi verificado. Você já pode entrar.",
} as const;

export async function sendVerificationEmail(user: Pick<User, "id" | "email" | "name">) {
  const token = await createOneTimeToken(user.id, "EMAIL_VERIFICATION");
  await sendMail(verificationMail(user.email, user.name, `${appUrl()}/verify-email?token=${token}`));
}

/** Signed-out resend: the same answer whether or not the address has an account (no enumeration). */
export async function requestVerification(email: string) {
  const user = await findUserByEmail(email);
  if (user && !user.emailVerifiedAt && user.status === "ACTIVE") await sendVerificationEmail(user);
  return MESSAGES.verificationSent;
}

/** Signed-in resend for the viewer's own address. */
export async function resendVerificationFor(userId: string) {
  const user = await findUserById(userId);
  if (!user) throw new AppError("UNAUTHENTICATED", "Faça login para continuar.");
  if (user.emailVerifiedAt) throw new AppError("CONFLICT", MESSAGES.alreadyVerified);
  await sendVerificationEmail(user);
  return MESSAGES.verificationSent;
}

export async function verifyEmail(token: string) {
  const userId = await consumeOneTimeToken(token, "EMAIL_VERIFICATION");
  if (!userId) throw new AppError("INVALID_INPUT", MESSAGES.invalidToken);
  await db
    .update(schema.users)
    .set({ emailVerifiedAt: sql`coalesce(${schema.users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(schema.users.id, userId));
  return MESSAGES.verified;
}

export async function requestPasswordReset(email: string) {
  const user = await findUserByEmail(email);
  if (user && user.status === "ACTIVE") {
    const token = await createOneTimeToken(user.id, "PASSWORD_RESET");
    await sendMail(passwordResetMail(user.email, user.name, `${appUrl()}/reset-password?token=${token}`));
  }
  return MESSAGES.forgotSent;
}

/**
 * Sets the new password and bumps the token version, which ends every session of the user
 * (DECISIONS §3). Following the link also proves the address, so it counts as verified.
 */
export async function resetPassword(token: string, newPassword: string) {
  assertPasswordAllowed(newPassword, "newPassword");
  const passwordHash = await hashPassword(newPassword);
  const userId = await consumeOneTimeToken(token, "PASSWORD_RESET");
  if (!userId) throw new AppError("INVALID_INPUT", MESSAGES.invalidToken);
  await db
    .update(schema.users)
    .set({
      passwordHash,
      tokenVersion: sql`${schema.users.tokenVersion} + 1`,
      emailVerifiedAt: sql`coalesce(${schema.users.emailVerifiedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(schema.users.id, userId));
  return MESSAGES.resetDone;
}

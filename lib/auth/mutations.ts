import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { schema, type Transaction, writeTransaction } from "@/db";
import type { User } from "@/db/schema";
import { AppError } from "@/lib/http/errors";
import { kickMailWorker } from "@/lib/mail/worker";
import { queuePasswordResetMail, queueVerificationMail } from "./account-mail";
import { assertPermanentEmail } from "./disposable-mail";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password";
import { assertPasswordAllowed } from "./password-policy";
import { findUserByEmail, findUserById } from "./queries";
import { limitLogin } from "./rate-limits";
import type { LoginInput, RegisterInput } from "./schemas";
import { consumeOneTimeToken, retireTokens } from "./tokens";

/**
 * Creates an unverified USER and queues the verification mail in the same transaction (the mail
 * provider being down never fails a sign-up). The unique index on e-mail settles concurrent sign-ups.
 * A disposable address is refused before anything is written.
 */
export async function registerUser(input: RegisterInput): Promise<User> {
  assertPermanentEmail(input.email);
  assertPasswordAllowed(input.password);
  const passwordHash = await hashPassword(input.password);
  const user = await writeTransaction(async (tx) => {
    const [created] = await tx
      .insert(schema.users)
      .values({ name: input.name, email: input.email, passwordHash })
      .onConflictDoNothing({ target: schema.users.email })
      .returning();
    if (created) await queueVerificationMail(tx, created);
    return created;
  });
  if (!user) throw new AppError("EMAIL_TAKEN", "Este email já está cadastrado. Faça login ou recupere sua senha.");
  kickMailWorker();
  return user;
}

/**
 * The only sign-in check of the app. The failed-login budgets (per IP and per e-mail) are counted
 * first, so a locked account answers 429 even to the right password. Then e-mail and password (same
 * answer and same time for an unknown e-mail or a wrong password), and only then the account state,
 * so a blocked or unverified account is not revealed to someone who does not know its password.
 */
export async function authenticate(input: LoginInput, { ip }: { ip: string }): Promise<User> {
  const refund = await limitLogin(ip, input.email);
  const user = await findUserByEmail(input.email);
  const valid = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !valid) throw new AppError("INVALID_CREDENTIALS", "Email ou senha inválidos");
  await refund();
  if (user.status === "BANNED") {
    throw new AppError("ACCOUNT_BLOCKED", "Sua conta foi bloqueada. Entre em contato com o suporte se achar que é um engano.");
  }
  if (user.status === "INACTIVE") {
    throw new AppError("ACCOUNT_BLOCKED", "Sua conta está inativa. Entre em contato com o suporte para reativá-la.");
  }
  if (!user.emailVerifiedAt) {
    throw new AppError("EMAIL_NOT_VERIFIED", "Você precisa confirmar seu email antes de entrar. Verifique sua caixa de entrada.");
  }
  return user;
}

const { users } = schema;

const MESSAGES = {
  verificationSent: "Email de verificação enviado com sucesso! Verifique sua caixa de entrada.",
  verified: "Email verificado com sucesso!",
  emailChanged: "Email alterado com sucesso! Use o novo endereço para entrar.",
  emailChangeTaken: "Este email passou a ser usado por outra conta antes da confirmação. Seu email continua o mesmo; escolha outro endereço no seu perfil.",
  invalidToken: "Token inválido ou expirado",
  forgotSent: "Se o email estiver cadastrado, você receberá um link de recuperação.",
  resetDone: "Senha redefinida com sucesso! Você pode fazer login.",
  alreadyVerified: "Seu email já foi verificado. Você já pode entrar.",
} as const;

// Every mail below is queued in the transaction of the change that causes it and delivered by the
// worker (lib/mail/worker): a request never waits on the mail provider, nor fails or answers
// differently when it is down (docs/product-rules.md §9).

/** Signed-out resend: the same answer whether or not the address has an account (no enumeration). */
export async function requestVerification(email: string) {
  const user = await findUserByEmail(email);
  if (user && !user.emailVerifiedAt && user.status === "ACTIVE") {
    await writeTransaction((tx) => queueVerificationMail(tx, user));
    kickMailWorker();
  }
  return MESSAGES.verificationSent;
}

/** Signed-in resend for the viewer's own address. */
export async function resendVerificationFor(userId: string) {
  const user = await findUserById(userId);
  if (!user) throw new AppError("UNAUTHENTICATED", "Faça login para continuar.");
  if (user.emailVerifiedAt) throw new AppError("CONFLICT", MESSAGES.alreadyVerified);
  await writeTransaction((tx) => queueVerificationMail(tx, user));
  kickMailWorker();
  return MESSAGES.verificationSent;
}

/** Postgres unique_violation, whether the driver error comes bare or wrapped by drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

/**
 * EMAIL_CHANGE link: the address waiting in `pending_email` becomes the login, verified. If another
 * account took it meanwhile, the change is dropped (the login stays the old address) with a clear
 * message; the unique index settles two accounts confirming the same address at once.
 */
async function switchToPendingEmail(tx: Transaction, userId: string): Promise<"changed" | "taken" | "invalid"> {
  const [user] = await tx.select({ pendingEmail: users.pendingEmail }).from(users).where(eq(users.id, userId)).for("update");
  const pendingEmail = user?.pendingEmail;
  if (!pendingEmail) return "invalid";
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, pendingEmail), ne(users.id, userId)))
    .limit(1);
  let taken = Boolean(owner);
  if (!taken) {
    try {
      // A savepoint: losing the race on the unique index must not undo the token's use.
      await tx.transaction((sp) =>
        sp
          .update(users)
          .set({ email: pendingEmail, pendingEmail: null, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(users.id, userId)),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      taken = true;
    }
  }
  if (taken) {
    await tx
      .update(users)
      .set({ pendingEmail: null, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return "taken";
  }
  // Links mailed to the old address no longer lead to this account.
  await retireTokens(tx, userId, ["PASSWORD_RESET", "EMAIL_VERIFICATION"]);
  return "changed";
}

/** Follows a link from /verify-email: a sign-up verification, or the confirmation of a new address. */
export async function verifyEmail(token: string) {
  const outcome = await writeTransaction(async (tx) => {
    const consumed = await consumeOneTimeToken(token, ["EMAIL_VERIFICATION", "EMAIL_CHANGE"], tx);
    if (!consumed) return "invalid" as const;
    if (consumed.purpose === "EMAIL_CHANGE") return switchToPendingEmail(tx, consumed.userId);
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
      .where(eq(users.id, consumed.userId));
    return "verified" as const;
  });
  if (outcome === "invalid") throw new AppError("INVALID_INPUT", MESSAGES.invalidToken);
  if (outcome === "taken") throw new AppError("EMAIL_TAKEN", MESSAGES.emailChangeTaken);
  return outcome === "changed" ? MESSAGES.emailChanged : MESSAGES.verified;
}

/** Same answer, and no mail, for an unknown or inactive address. */
export async function requestPasswordReset(email: string) {
  const user = await findUserByEmail(email);
  if (user && user.status === "ACTIVE") {
    await writeTransaction((tx) => queuePasswordResetMail(tx, user));
    kickMailWorker();
  }
  return MESSAGES.forgotSent;
}

/**
 * Sets the new password and bumps the token version, which ends every session of the user
 * (docs/product-rules.md §8). Following the link also proves the address, so it counts as verified. A pending
 * e-mail change is cancelled: the notice sent to the old address tells its owner to reset the
 * password when the change was not theirs.
 */
export async function resetPassword(token: string, newPassword: string) {
  assertPasswordAllowed(newPassword, "newPassword");
  const passwordHash = await hashPassword(newPassword);
  const done = await writeTransaction(async (tx) => {
    const consumed = await consumeOneTimeToken(token, "PASSWORD_RESET", tx);
    if (!consumed) return false;
    await tx
      .update(users)
      .set({
        passwordHash,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        pendingEmail: null,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, consumed.userId));
    await retireTokens(tx, consumed.userId, ["EMAIL_CHANGE"]);
    return true;
  });
  if (!done) throw new AppError("INVALID_INPUT", MESSAGES.invalidToken);
  return MESSAGES.resetDone;
}

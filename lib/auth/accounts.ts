import "server-only";
import { eq } from "drizzle-orm";
import { db, schema, writeTransaction } from "@/db";
import type { User } from "@/db/schema";
import { AppError } from "@/lib/http/errors";
import { kickMailWorker } from "@/lib/mail/worker";
import { queueVerificationMail } from "./account-mail";
import { limitLogin } from "./limits";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password";
import { assertPasswordAllowed } from "./password-policy";
import type { LoginInput, RegisterInput } from "./schemas";

export async function findUserByEmail(email: string): Promise<User | null> {
  const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email)).limit(1);
  return user ?? null;
}

export async function findUserById(id: string): Promise<User | null> {
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, id)).limit(1);
  return user ?? null;
}

/**
 * Creates an unverified USER and queues the verification mail in the same transaction (the mail
 * provider being down never fails a sign-up). The unique index on e-mail settles concurrent sign-ups.
 */
export async function registerUser(input: RegisterInput): Promise<User> {
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

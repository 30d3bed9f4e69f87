import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { db, schema, type Database, writeTransaction } from "@/db";

export type TokenPurpose = (typeof schema.tokenPurpose.enumValues)[number];

/** The database or an open transaction (a token is created with the mail that carries it). */
type Executor = Pick<Database, "insert" | "update">;

const TOKEN_TTL_SECONDS: Record<TokenPurpose, number> = {
  EMAIL_VERIFICATION: 24 * 60 * 60,
  PASSWORD_RESET: 60 * 60,
  EMAIL_CHANGE: 24 * 60 * 60,
};

/** SHA-256 of a random secret (a token or a key): enough for 32 random bytes, no slow hash needed. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Marks the user's unused tokens of these purposes used: their links stop working. */
export async function retireTokens(executor: Executor, userId: string, purposes: TokenPurpose[]) {
  await executor
    .update(schema.oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(schema.oneTimeTokens.userId, userId), inArray(schema.oneTimeTokens.purpose, purposes), isNull(schema.oneTimeTokens.usedAt)));
}

/**
 * Creates a random single-use token (32 bytes) and keeps only its SHA-256; earlier unused ones of the
 * same purpose die. Pass the transaction that also queues the mail carrying it.
 */
export async function createOneTimeToken(userId: string, purpose: TokenPurpose, executor?: Executor): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const write = async (ex: Executor) => {
    await retireTokens(ex, userId, [purpose]);
    await ex.insert(schema.oneTimeTokens).values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: sql`now() + make_interval(secs => ${TOKEN_TTL_SECONDS[purpose]})`,
    });
  };
  if (executor) await write(executor);
  else await writeTransaction(write);
  return token;
}

/**
 * Marks a valid token of one of `purposes` used and returns its user and purpose; one atomic update,
 * so a token works only once. Inside a transaction, a rollback gives the token back.
 */
export async function consumeOneTimeToken(
  token: string,
  purposes: TokenPurpose | TokenPurpose[],
  executor: Pick<Database, "update"> = db,
): Promise<{ userId: string; purpose: TokenPurpose } | null> {
  const [row] = await executor
    .update(schema.oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(schema.oneTimeTokens.tokenHash, hashToken(token)),
        inArray(schema.oneTimeTokens.purpose, Array.isArray(purposes) ? purposes : [purposes]),
        isNull(schema.oneTimeTokens.usedAt),
        gt(schema.oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: schema.oneTimeTokens.userId, purpose: schema.oneTimeTokens.purpose });
  return row ?? null;
}

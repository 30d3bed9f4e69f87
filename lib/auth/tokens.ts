import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { db, schema } from "@/db";

export type TokenPurpose = (typeof schema.tokenPurpose.enumValues)[number];

export const TOKEN_TTL_SECONDS: Record<TokenPurpose, number> = {
  EMAIL_VERIFICATION: 24 * 60 * 60,
  PASSWORD_RESET: 60 * 60,
};

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Creates a random single-use token (32 bytes) and keeps only its SHA-256; earlier unused ones die. */
export async function createOneTimeToken(userId: string, purpose: TokenPurpose): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx
      .update(schema.oneTimeTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(schema.oneTimeTokens.userId, userId), eq(schema.oneTimeTokens.purpose, purpose), isNull(schema.oneTimeTokens.usedAt)));
    await tx.insert(schema.oneTimeTokens).values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: sql`now() + make_interval(secs => ${TOKEN_TTL_SECONDS[purpose]})`,
    });
  });
  return token;
}

/** Marks a valid token used and returns its user id; one atomic update, so a token works only once. */
export async function consumeOneTimeToken(token: string, purpose: TokenPurpose): Promise<string | null> {
  const [row] = await db
    .update(schema.oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(schema.oneTimeTokens.tokenHash, hashToken(token)),
        eq(schema.oneTimeTokens.purpose, purpose),
        isNull(schema.oneTimeTokens.usedAt),
        gt(schema.oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: schema.oneTimeTokens.userId });
  return row?.userId ?? null;
}

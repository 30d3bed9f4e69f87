import "server-only";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { z } from "zod";
import { db, schema, writeTransaction, type Transaction } from "@/db";
import { bumpCatalogVersion } from "@/db/catalog-version";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import { AppError } from "@/lib/http/errors";
import type { SetVerificationInput, VerificationEntry, VerificationState } from "./verification-schema";

/*
 * Verified authors (docs/product-rules.md, "Autores verificados"): an admin's decision, never a
 * computed one, kept with its reason in `author_verifications`. The mark is `users.verified_at`;
 * cards, flow pages, creator pages and n8n read it through the author join they already make. No
 * trigger watches the column, so every change moves the catalogue version itself
 * (`bumpCatalogVersion`): every cached page and list that shows the author is keyed on it.
 */

const { authorVerifications, users } = schema;

const USER_NOT_FOUND = "Usuário não encontrado";
export const VERIFICATION_CONFLICTS = {
  notActive: "Só contas ativas podem ser verificadas.",
  alreadyVerified: "Este autor já está verificado.",
  notVerified: "Este autor não está verificado.",
} as const;

/** How many changes the history shows, newest first. */
const HISTORY_LIMIT = 100;

function userIdOf(id: string): string {
  const parsed = z.uuid().safeParse(id);
  if (!parsed.success) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
  return parsed.data;
}

/**
 * Marks or unmarks `userId` as a verified author, with the reason in the history (admins only).
 * Only an ACTIVE account can be marked; asking for the state it already has is a 409, so every line
 * of the history is a real change. One transaction: the target row is locked (two admins deciding
 * at once queue, and the second gets the 409), the mark, the history line and the catalogue
 * version move together.
 */
export async function setAuthorVerification({
  viewer,
  userId,
  input,
}: {
  viewer: Pick<Viewer, "id" | "role">;
  userId: string;
  input: SetVerificationInput;
}): Promise<VerificationState> {
  assertAdmin(viewer);
  const id = userIdOf(userId);
  await writeTransaction(async (tx) => {
    const [target] = await tx.select({ status: users.status, verifiedAt: users.verifiedAt }).from(users).where(eq(users.id, id)).for("no key update");
    if (!target) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
    if (input.verified && target.status !== "ACTIVE") throw new AppError("CONFLICT", VERIFICATION_CONFLICTS.notActive);
    if (input.verified === (target.verifiedAt !== null)) {
      throw new AppError("CONFLICT", input.verified ? VERIFICATION_CONFLICTS.alreadyVerified : VERIFICATION_CONFLICTS.notVerified);
    }
    await tx
      .update(users)
      .set({ verifiedAt: input.verified ? new Date() : null })
      .where(eq(users.id, id));
    await tx.insert(authorVerifications).values({ userId: id, adminId: viewer.id, verified: input.verified, reason: input.reason });
    await bumpCatalogVersion(tx);
  });
  return readVerification(id);
}

/** The mark and its history, newest first (admins only). */
export async function getAuthorVerification({ viewer, userId }: { viewer: Pick<Viewer, "role">; userId: string }): Promise<VerificationState> {
  assertAdmin(viewer);
  return readVerification(userIdOf(userId));
}

async function readVerification(id: string): Promise<VerificationState> {
  const [[user], rows] = await Promise.all([
    db.select({ verifiedAt: users.verifiedAt }).from(users).where(eq(users.id, id)).limit(1),
    // author_verifications_user_idx (user_id, created_at) gives them in order.
    db
      .select({
        id: authorVerifications.id,
        verified: authorVerifications.verified,
        reason: authorVerifications.reason,
        createdAt: authorVerifications.createdAt,
        adminId: authorVerifications.adminId,
        adminName: users.name,
      })
      .from(authorVerifications)
      .leftJoin(users, eq(users.id, authorVerifications.adminId))
      .where(eq(authorVerifications.userId, id))
      .orderBy(desc(authorVerifications.createdAt), desc(authorVerifications.id))
      .limit(HISTORY_LIMIT),
  ]);
  if (!user) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
  return {
    userId: id,
    verified: user.verifiedAt !== null,
    verifiedAt: user.verifiedAt?.toISOString() ?? null,
    history: rows.map((row): VerificationEntry => ({
      id: row.id,
      verified: row.verified,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      admin: row.adminId !== null && row.adminName !== null ? { id: row.adminId, name: row.adminName } : null,
    })),
  };
}

/** The history's line when a ban or a deactivation takes the mark away. */
export const BLOCK_REASONS = {
  BANNED: "Conta banida: a verificação sai com o banimento.",
  INACTIVE: "Conta desativada: a verificação sai com a desativação.",
} as const;

/**
 * A banned or deactivated account loses the mark (lib/users/mutations.ts `updateUser`, the one path
 * that blocks accounts, reports' bans included), in the caller's transaction and with a line in the
 * history under the admin who blocked it. Reactivating does not bring it back: that is a new
 * decision. Nothing happens for an account without the mark.
 */
export async function clearVerificationOnBlock(
  tx: Transaction,
  { userId, adminId, status }: { userId: string; adminId: string; status: keyof typeof BLOCK_REASONS },
): Promise<void> {
  const cleared = await tx
    .update(users)
    .set({ verifiedAt: null })
    .where(and(eq(users.id, userId), isNotNull(users.verifiedAt)))
    .returning({ id: users.id });
  if (cleared.length === 0) return;
  await tx.insert(authorVerifications).values({ userId, adminId, verified: false, reason: BLOCK_REASONS[status] });
  await bumpCatalogVersion(tx);
}

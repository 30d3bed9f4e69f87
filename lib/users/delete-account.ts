import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { schema, writeTransaction } from "@/db";
import { AppError } from "@/lib/http/errors";
import { refreshFlowScore } from "@/lib/reviews/mutations";

const { flows, reviews, users } = schema;

export const USER_NOT_FOUND = "Usuário não encontrado";
export const LAST_ADMIN = "Não é possível remover o último administrador.";
export const NOT_ADMIN_ANYMORE = "Sua conta não tem mais acesso de administrador.";

/**
 * docs/product-rules.md §14: the user's reviews go (and the scores they fed are recomputed), their
 * unpublished flows go, their approved flows stay credited to 'Usuário removido' (author set null),
 * download history and tokens cascade, contributions stay for the books with the user unset.
 * The last active ADMIN can never be removed. Every admin row is locked in id order before the
 * target, the same order as the admin edits take, so concurrent deletions and demotions serialise
 * instead of deadlocking, and an acting admin (`actorId`) is re-checked under that lock.
 */
export async function deleteUserAccount(userId: string, { actorId }: { actorId?: string } = {}): Promise<void> {
  await writeTransaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id, status: users.status })
      .from(users)
      .where(eq(users.role, "ADMIN"))
      .orderBy(users.id)
      .for("update");
    if (actorId && !admins.some((a) => a.id === actorId && a.status === "ACTIVE")) {
      throw new AppError("FORBIDDEN", NOT_ADMIN_ANYMORE);
    }
    const [target] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!target) throw new AppError("NOT_FOUND", USER_NOT_FOUND);
    if (target.role === "ADMIN" && !admins.some((a) => a.id !== userId && a.status === "ACTIVE")) {
      throw new AppError("CONFLICT", LAST_ADMIN);
    }

    const reviewed = await tx
      .delete(reviews)
      .where(eq(reviews.userId, userId))
      .returning({ flowId: reviews.flowId });
    await tx.delete(flows).where(and(eq(flows.authorId, userId), ne(flows.status, "APPROVED")));
    // Sorted so concurrent deletions lock flow rows in the same order and cannot deadlock.
    const flowIds = [...new Set(reviewed.map((r) => r.flowId))].sort();
    for (const flowId of flowIds) {
      await tx.select({ id: flows.id }).from(flows).where(eq(flows.id, flowId)).for("update");
      await refreshFlowScore(tx, flowId);
    }
    // Approved flows survive through `on delete set null` on their author.
    await tx.delete(users).where(eq(users.id, userId));
  });
}

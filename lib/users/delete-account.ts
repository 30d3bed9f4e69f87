import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { db, schema } from "@/db";
import { AppError } from "@/lib/http/errors";
import { refreshFlowScore } from "@/lib/reviews/mutations";

const { flows, reviews, users } = schema;

export const USER_NOT_FOUND = "Usuário não encontrado";
export const LAST_ADMIN = "Não é possível remover o último administrador.";

/**
 * DECISIONS §3 deletion: the user's reviews go (and the scores they fed are recomputed), their
 * unpublished flows go, their approved flows stay credited to 'Usuário removido' (author set null),
 * download history and tokens cascade, contributions stay for the books with the user unset.
 * The last ADMIN can never be removed: admin rows are locked so two concurrent deletions of the last
 * two admins cannot both pass the check.
 */
export async function deleteUserAccount(userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!target) throw new AppError("NOT_FOUND", USER_NOT_FOUND);

    if (target.role === "ADMIN") {
      const others = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, "ADMIN"), ne(users.id, userId)))
        .for("update");
      if (others.length === 0) throw new AppError("CONFLICT", LAST_ADMIN);
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

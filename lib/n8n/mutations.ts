import "server-only";
import { randomBytes } from "node:crypto";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { db, schema, writeTransaction } from "@/db";
import { hashToken } from "@/lib/auth/tokens";
import type { Viewer } from "@/lib/auth/viewer";
import { AppError } from "@/lib/http/errors";
import { N8N_KEYS_MAX, type CreatedN8nKey } from "./dto";
import { KEY_PREFIX, keyColumns, templatesHostFor, toKeyDTO } from "./keys";
import { n8nKeyIdSchema } from "./schemas";

const { n8nKeys, users } = schema;

/**
 * A new key for the viewer. The user row is locked while the active keys are counted, so two
 * requests at once cannot both take the last of the N8N_KEYS_MAX places.
 */
export async function createN8nKey(viewer: Pick<Viewer, "id">): Promise<CreatedN8nKey> {
  const key = `${KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const row = await writeTransaction(async (tx) => {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.id)).for("no key update");
    if (!owner) throw new AppError("UNAUTHENTICATED", "Faça login para continuar.");
    const [active] = await tx
      .select({ total: count() })
      .from(n8nKeys)
      .where(and(eq(n8nKeys.userId, viewer.id), isNull(n8nKeys.revokedAt)));
    if ((active?.total ?? 0) >= N8N_KEYS_MAX) {
      throw new AppError("CONFLICT", `Você já tem ${N8N_KEYS_MAX} chaves do n8n ativas. Revogue uma para criar outra.`);
    }
    const [created] = await tx
      .insert(n8nKeys)
      .values({ userId: viewer.id, keyHash: hashToken(key), prefix: key.slice(0, KEY_PREFIX.length + 4) })
      .returning(keyColumns);
    return created!;
  });
  return { ...toKeyDTO(row), key, templatesHost: templatesHostFor(key) };
}

/** Revokes one of the viewer's keys: n8n is told so on its next call. Someone else's key is a 404. */
export async function revokeN8nKey({ viewer, id }: { viewer: Pick<Viewer, "id">; id: string }): Promise<void> {
  const parsed = n8nKeyIdSchema.safeParse(id);
  if (!parsed.success) throw new AppError("NOT_FOUND", "Chave não encontrada");
  const revoked = await db
    .update(n8nKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(n8nKeys.id, parsed.data), eq(n8nKeys.userId, viewer.id), isNull(n8nKeys.revokedAt)))
    .returning({ id: n8nKeys.id });
  if (revoked.length === 0) throw new AppError("NOT_FOUND", "Chave não encontrada");
}

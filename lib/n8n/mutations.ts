import "server-only";
import { randomBytes } from "node:crypto";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { db, schema, writeTransaction } from "@/db";
import { hashToken } from "@/lib/auth/tokens";
import type { Viewer } from "@/lib/auth/viewer";
import { downloadFlow } from "@/lib/downloads/mutations";
import { appUrl } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { fullReport } from "@/lib/workflow/safety";
import { N8N_KEYS_MAX, type CreatedN8nKey } from "./dto";
import { KEY_PREFIX, keyColumns, templatesHostFor, toKeyDTO } from "./keys";
import { findImportTarget, findN8nKey, type KeyHolder } from "./queries";
import { n8nKeyIdSchema } from "./schemas";
import { problemWorkflow, withImportNotes, workflowBody, type ImportableWorkflow } from "./templates";

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

/** How stale `last_used_at` may get before a request writes it again: browsing stays read-only. */
const LAST_USED_GRANULARITY_MS = 60 * 60 * 1000;

/** Resolves a key from a templates URL, and records its use at most once per LAST_USED_GRANULARITY_MS. */
export async function resolveN8nKey(key: string): Promise<KeyHolder> {
  const found = await findN8nKey(key);
  if (found.state !== "valid") return found;
  const { lastUsedAt, ...holder } = found;
  if (!lastUsedAt || Date.now() - lastUsedAt.getTime() > LAST_USED_GRANULARITY_MS) {
    await db
      .update(n8nKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(n8nKeys.id, holder.keyId));
  }
  return holder;
}

/**
 * `/workflows/templates/{id}`: the workflow itself, charged to the key's owner as a download
 * (docs/product-rules.md §4: a re-download is free) and recorded "via n8n". Anything that keeps
 * the user from it is a one-note workflow that says why (`problemWorkflow`), never an error.
 */
export async function importTemplate(templateId: number, holder: KeyHolder, n8nVersion: string | null = null): Promise<ImportableWorkflow> {
  const app = appUrl();
  if (holder.state === "unknown") return problemWorkflow("unknown-key", templateId, app);
  if (holder.state === "revoked") return problemWorkflow("revoked-key", templateId, app);
  if (holder.state === "blocked") return problemWorkflow("blocked-account", templateId, app);
  const target = await findImportTarget(templateId);
  if (!target) return problemWorkflow("missing", templateId, app);
  try {
    const downloaded = await downloadFlow({ flowId: target.id, viewer: holder.user, source: "N8N" });
    const workflow = withImportNotes(workflowBody(downloaded.metadata), { safety: fullReport(target.safety), compatibility: target.compatibility }, n8nVersion);
    return { id: templateId, name: downloaded.name, workflow };
  } catch (error) {
    if (error instanceof AppError && error.code === "DOWNLOAD_LIMIT") return problemWorkflow("quota", templateId, app);
    if (error instanceof AppError && error.code === "NOT_FOUND") return problemWorkflow("missing", templateId, app);
    throw error;
  }
}

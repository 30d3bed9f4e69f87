import "server-only";
import { randomBytes } from "node:crypto";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { db, getDatabase, schema, statementName, writeTransaction, type Database } from "@/db";
import { hashToken } from "@/lib/auth/tokens";
import type { Viewer } from "@/lib/auth/viewer";
import { appUrl } from "@/lib/env";
import { CATALOG_VERSION_SQL } from "@/lib/flows/catalog-version";
import { AppError } from "@/lib/http/errors";
import { z } from "zod";
import { N8N_KEYS_MAX, type CreatedN8nKey, type N8nKeyDTO } from "./key-types";

/*
 * Personal keys for n8n's template library (docs/product-rules.md §19). n8n calls the library from
 * the user's browser with no cookie and no header of ours, so the key rides in the base URL the
 * user pastes into N8N_TEMPLATES_HOST. It is shown once; only its SHA-256 is kept (32 random bytes
 * need no slow hash).
 */

const { n8nKeys, users } = schema;

const KEY_PREFIX = "fxn8n_";
/** `fxn8n_` + 32 random bytes in base64url. */
const KEY_PATTERN = /^fxn8n_[A-Za-z0-9_-]{43}$/;

export const n8nKeyIdSchema = z.uuid({ error: "Chave não encontrada" });


/** The base URL to paste into N8N_TEMPLATES_HOST. */
export const templatesHostFor = (key: string) => `${appUrl()}/api/n8n/${key}`;

const toDTO = (row: { id: string; prefix: string; createdAt: Date; lastUsedAt: Date | null }): N8nKeyDTO => ({
  id: row.id,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

const dtoColumns = { id: n8nKeys.id, prefix: n8nKeys.prefix, createdAt: n8nKeys.createdAt, lastUsedAt: n8nKeys.lastUsedAt };

/** The viewer's active keys, newest first (never the key itself). */
export async function listN8nKeys(viewer: Pick<Viewer, "id">): Promise<N8nKeyDTO[]> {
  const rows = await db
    .select(dtoColumns)
    .from(n8nKeys)
    .where(and(eq(n8nKeys.userId, viewer.id), isNull(n8nKeys.revokedAt)))
    .orderBy(desc(n8nKeys.createdAt));
  return rows.map(toDTO);
}

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
      .returning(dtoColumns);
    return created!;
  });
  return { ...toDTO(row), key, templatesHost: templatesHostFor(key) };
}

/** Revokes one of the viewer's keys: n8n is told so on its next call. Someone else's key is a 404. */
export async function revokeN8nKey(viewer: Pick<Viewer, "id">, id: string): Promise<void> {
  const parsed = n8nKeyIdSchema.safeParse(id);
  if (!parsed.success) throw new AppError("NOT_FOUND", "Chave não encontrada");
  const revoked = await db
    .update(n8nKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(n8nKeys.id, parsed.data), eq(n8nKeys.userId, viewer.id), isNull(n8nKeys.revokedAt)))
    .returning({ id: n8nKeys.id });
  if (revoked.length === 0) throw new AppError("NOT_FOUND", "Chave não encontrada");
}

/** Who a key in a templates URL belongs to, as far as the library needs to know. */
export type KeyHolder =
  /** `catalogVersion`: read in the same trip, for the library's cache keys (lib/flows/catalog-version.ts). */
  | { state: "valid"; keyId: string; user: { id: string; role: "USER" | "ADMIN" }; catalogVersion: string | null }
  | { state: "revoked" }
  /** The account behind the key is banned or inactive: the key works again if it is reactivated. */
  | { state: "blocked" }
  | { state: "unknown" };

/** How stale `last_used_at` may get before a request writes it again: browsing stays read-only. */
const LAST_USED_GRANULARITY_MS = 60 * 60 * 1000;

function buildKeyQuery(database: Database) {
  return database
    .select({
      id: n8nKeys.id,
      revokedAt: n8nKeys.revokedAt,
      lastUsedAt: n8nKeys.lastUsedAt,
      userId: users.id,
      role: users.role,
      status: users.status,
      catalogVersion: sql<string | null>`${CATALOG_VERSION_SQL}`,
    })
    .from(n8nKeys)
    .innerJoin(users, eq(users.id, n8nKeys.userId))
    .where(eq(n8nKeys.keyHash, sql.placeholder("hash")))
    .limit(1)
    .prepare(statementName("n8n_key"));
}

const keyQueries = new WeakMap<Database, ReturnType<typeof buildKeyQuery>>();

/** Resolves a key from a templates URL: one indexed read (a prepared statement, as it runs on every call). */
export async function resolveN8nKey(key: string): Promise<KeyHolder> {
  if (!KEY_PATTERN.test(key)) return { state: "unknown" };
  const database = getDatabase().db;
  let query = keyQueries.get(database);
  if (!query) keyQueries.set(database, (query = buildKeyQuery(database)));
  const [row] = await query.execute({ hash: hashToken(key) });
  if (!row) return { state: "unknown" };
  if (row.revokedAt) return { state: "revoked" };
  if (row.status !== "ACTIVE") return { state: "blocked" };
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > LAST_USED_GRANULARITY_MS) {
    await db.update(n8nKeys).set({ lastUsedAt: sql`now()` }).where(eq(n8nKeys.id, row.id));
  }
  return { state: "valid", keyId: row.id, user: { id: row.userId, role: row.role }, catalogVersion: row.catalogVersion };
}

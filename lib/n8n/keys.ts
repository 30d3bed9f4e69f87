import "server-only";
import { schema } from "@/db";
import { appUrl } from "@/lib/env";
import type { N8nKeyDTO } from "./dto";

/*
 * Personal keys for n8n's template library (docs/product-rules.md §19). n8n calls the library from
 * the user's browser with no cookie and no header of ours, so the key rides in the base URL the
 * user pastes into N8N_TEMPLATES_HOST. It is shown once; only its SHA-256 is kept (32 random bytes
 * need no slow hash).
 */

const { n8nKeys } = schema;

export const KEY_PREFIX = "fxn8n_";
/** `fxn8n_` + 32 random bytes in base64url. */
export const KEY_PATTERN = /^fxn8n_[A-Za-z0-9_-]{43}$/;

/** The base URL to paste into N8N_TEMPLATES_HOST. */
export const templatesHostFor = (key: string) => `${appUrl()}/api/n8n/${key}`;

export const toKeyDTO = (row: { id: string; prefix: string; createdAt: Date; lastUsedAt: Date | null }): N8nKeyDTO => ({
  id: row.id,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export const keyColumns = { id: n8nKeys.id, prefix: n8nKeys.prefix, createdAt: n8nKeys.createdAt, lastUsedAt: n8nKeys.lastUsedAt };

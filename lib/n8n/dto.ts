/** What the browser knows of the keys for n8n's template library (the server side: lib/n8n/keys.ts, queries.ts, mutations.ts). */

/** Active keys a user may hold at once. */
export const N8N_KEYS_MAX = 3;

export interface N8nKeyDTO {
  id: string;
  /** The key's start (`fxn8n_AbCd`), to tell keys apart; the rest is never shown again. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** POST /api/users/n8n-keys: the key itself, this once, and the N8N_TEMPLATES_HOST to paste. */
export interface CreatedN8nKey extends N8nKeyDTO {
  key: string;
  templatesHost: string;
}

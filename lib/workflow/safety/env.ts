/**
 * Reads of the server's environment (`$env.NAME`, `process.env[…]`, `$secrets`, `os.environ[…]`,
 * `os.getenv(…)`; docs/product-rules.md §21). A read of a secret-looking name, of `$secrets`, or of
 * the whole environment (`JSON.stringify($env)`, `$env[key]`) is a secret read; a read of a plain
 * setting (`$env.TELEGRAM_CHAT_ID`) is configuration. The reads themselves are found on tokens
 * (code.ts), so names built from pieces (`$env['OPENAI' + '_API_KEY']`) are folded first.
 */

import { isSecretName } from "../secrets";

export interface EnvAccess {
  /** Plain configuration names read, in order. */
  config: string[];
  /** Secret-looking names read, in order. */
  secrets: string[];
  /** `$secrets`, or the whole environment / a computed name. */
  whole: boolean;
}

const MAX_NAMES = 50;
// Connection strings (DATABASE_URL, MONGO_URI) carry the database password.
const SECRET_WORDS = /KEY|PASS|PWD|SECRET|TOKEN|CREDENTIAL|PRIVATE|AUTH(?!OR)|DSN|COOKIE|SESSION|DATABASE_UR[LI]|DB_UR[LI]|MONGO|CONNECTION/i;

export const isSecretEnvName = (name: string) => isSecretName(name) || SECRET_WORDS.test(name);

export const newEnvAccess = (): EnvAccess => ({ config: [], secrets: [], whole: false });

/** Records a read of `name`; a name that is no variable name (spaces, quotes) reads as a computed one. */
export function addEnvName(access: EnvAccess, name: string): void {
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,127}$/.test(name)) {
    access.whole = true;
    return;
  }
  const list = isSecretEnvName(name) ? access.secrets : access.config;
  if (!list.includes(name) && list.length < MAX_NAMES) list.push(name);
}

export function mergeEnv(into: EnvAccess, from: EnvAccess): void {
  into.whole ||= from.whole;
  for (const name of from.secrets) addEnvName(into, name);
  for (const name of from.config) addEnvName(into, name);
}

/**
 * Reads of the server's environment: `$env.NAME`, `$env["NAME"]`, `process.env.NAME`, `$secrets…`,
 * `os.environ["NAME"]`, `os.getenv("NAME")` (docs/product-rules.md §21). A read of a secret-looking name,
 * of `$secrets`, or of the whole environment (`JSON.stringify($env)`, `$env[key]`) is a secret read; a
 * read of a plain setting (`$env.TELEGRAM_CHAT_ID`) is configuration.
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

const MAX_READS = 200;
// Connection strings (DATABASE_URL, MONGO_URI) carry the database password.
const SECRET_WORDS = /KEY|PASS|PWD|SECRET|TOKEN|CREDENTIAL|PRIVATE|AUTH(?!OR)|DSN|COOKIE|SESSION|DATABASE_UR[LI]|DB_UR[LI]|MONGO|CONNECTION/i;

export const isSecretEnvName = (name: string) => isSecretName(name) || SECRET_WORDS.test(name);

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*/;
const QUOTED = /^\s*(['"`])([A-Za-z_][A-Za-z0-9_]*)\1/;

interface Token {
  text: string;
  /** What may follow: `.NAME`/`[...]`, or a call `("NAME")`. */
  call: boolean;
  secrets?: boolean;
}

const TOKENS: Token[] = [
  { text: "$env", call: false },
  { text: "process.env", call: false },
  { text: "$secrets", call: false, secrets: true },
  { text: "os.environ", call: false },
  { text: "os.getenv", call: true },
];

const WORD = /[\w$]/;

/** The variable name read right after a token, or null when the read is computed or whole. */
function nameAfter(rest: string, call: boolean): string | null {
  if (call) return QUOTED.exec(rest.startsWith("(") ? rest.slice(1) : "\u0000")?.[2] ?? null;
  let r = rest.trimStart();
  if (r.startsWith("?.")) r = r.slice(2);
  else if (r.startsWith(".")) r = r.slice(1);
  else if (r.startsWith("[")) return QUOTED.exec(r.slice(1))?.[2] ?? null;
  else return null;
  if (r.startsWith("get(")) return QUOTED.exec(r.slice(4))?.[2] ?? null;
  if (r.startsWith("[")) return QUOTED.exec(r.slice(1))?.[2] ?? null;
  return IDENT.exec(r)?.[0] ?? null;
}

/** `live(pos)` says whether a read at `pos` counts (code passes "not inside a comment"). */
export function envAccess(source: string, live: (pos: number) => boolean = () => true): EnvAccess {
  const access: EnvAccess = { config: [], secrets: [], whole: false };
  let reads = 0;
  for (const token of TOKENS) {
    let at = source.indexOf(token.text);
    while (at >= 0 && reads < MAX_READS) {
      const before = at > 0 ? source[at - 1]! : "";
      const after = source[at + token.text.length] ?? "";
      const start = at;
      const end = at + token.text.length;
      at = source.indexOf(token.text, end);
      if ((before !== "" && WORD.test(before)) || WORD.test(after) || !live(start)) continue;
      reads++;
      if (token.secrets) {
        access.whole = true;
        continue;
      }
      const name = nameAfter(source.slice(end, end + 80), token.call);
      if (name === null) access.whole = true;
      else {
        const list = isSecretEnvName(name) ? access.secrets : access.config;
        if (!list.includes(name)) list.push(name);
      }
    }
  }
  return access;
}

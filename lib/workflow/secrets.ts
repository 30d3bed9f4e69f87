/**
 * Secret detection for uploaded workflow JSON (docs/product-rules.md §7). Pure: used by the sanitiser, which
 * replaces what is found with PLACEHOLDER and tells the uploader how many values it touched.
 */

const PLACEHOLDER = "[REMOVIDO]";

/**
 * Key (or header) names whose value is a credential. Compared on the lowercased name without
 * separators, so `api_key`, `X-API-Key` and `apiKey` all read `apikey`. Most words must end the name
 * (`maxTokens` ends in "tokens" and stays clear); the unambiguous ones may appear anywhere in it.
 */
// "secret" only as an ending: "secretaria" is an office, not a secret; "resenha" is a review.
const SECRET_NAME_WORDS = /password|passwd|(?<!re)senha|segredo/;
const SECRET_NAME_ENDINGS = [
  "token",
  "secret",
  "secretkey",
  "pwd",
  "passphrase",
  "apikey",
  "privatekey",
  "accesskey",
  "subscriptionkey",
  "encryptionkey",
  "signingkey",
  "authorization",
  "cookie",
];

export function isSecretName(name: string): boolean {
  const normalized = name.toLowerCase().replace(/[^a-z0-9]/g, "");
  if (normalized === "") return false;
  return SECRET_NAME_WORDS.test(normalized) || SECRET_NAME_ENDINGS.some((ending) => normalized.endsWith(ending));
}

/** Templates (`{{ $json.token }}`, `{{1.apiKey}}`, `{{senha}}`) point at runtime data, not at a secret. */
const isTemplate = (value: string) => /\{\{[\s\S]*\}\}/.test(value);

const STAND_IN_WORDS = new Set(["KEY", "TOKEN", "SECRET", "PASSWORD", "PASS", "SENHA", "CHAVE", "HERE", "AQUI", "ENTER", "INSIRA"]);

/**
 * Empty values and the usual "fill me in" stand-ins are not secrets: `YOUR_API_KEY`, `ENTER API KEY`,
 * `<token>`, `****`, `$OPENAI_API_KEY`. Nor is a public EVM address (crypto flows call it "token").
 */
function isStandIn(value: string): boolean {
  const v = value.trim();
  if (v === "" || v === PLACEHOLDER || /^[*x•.\-_]+$/i.test(v)) return true;
  if (/^(?:<[^>]*>|\[[^\]]*\]|\{[^}]*\})$/.test(v) || /\b(?:your|seu|sua)[\s_-]/i.test(v)) return true;
  if (/^\$\{?[A-Za-z_][A-Za-z0-9_]*\}?$/.test(v) || /^0x[0-9a-fA-F]{40}$/.test(v)) return true;
  const words = v.split(/[\s_-]+/);
  return /^[A-Z0-9\s_-]+$/.test(v) && words.length > 1 && words.some((word) => STAND_IN_WORDS.has(word));
}

// Auth schemes are kept so the uploader still sees how the header is built ("Bearer [REMOVIDO]").
const AUTH_SCHEME = /^(Bearer|Basic|Token|Bot|Digest|ApiKey)\s+/i;

/** The replacement for a value stored under a secret-looking name, or null to leave it alone. */
export function redactNamedValue(value: string): string | null {
  if (isStandIn(value) || isTemplate(value)) return null;
  const scheme = AUTH_SCHEME.exec(value)?.[1];
  if (scheme) return isStandIn(value.slice(scheme.length)) ? null : `${scheme} ${PLACEHOLDER}`;
  return PLACEHOLDER;
}

type Replacer = (match: string, ...groups: string[]) => string;
const replaceAll: Replacer = () => PLACEHOLDER;

/** Token shapes that are secrets wherever they appear, even inside code or free text. */
const SECRET_PATTERNS: [RegExp, Replacer][] = [
  [/-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----[\s\S]*?-----END (?:[A-Z0-9]+ )*PRIVATE KEY-----/g, replaceAll],
  [/\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g, replaceAll],
  [/\b(?:sk|rk)-(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{20,}/g, replaceAll],
  [/\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}/g, replaceAll],
  [/\bgh[pousr]_[A-Za-z0-9]{30,}/g, replaceAll],
  [/\bgithub_pat_[A-Za-z0-9_]{30,}/g, replaceAll],
  [/\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g, replaceAll],
  [/\bAIza[0-9A-Za-z_-]{35}/g, replaceAll],
  [/\bxox[abposr]-[A-Za-z0-9-]{10,}/g, replaceAll],
  // Telegram bot tokens, usually inside https://api.telegram.org/bot<token>/...
  [/(?<![0-9])\d{8,10}:AA[A-Za-z0-9_-]{30,}/g, replaceAll],
  [/\b(Bearer)\s+([A-Za-z0-9._~+/=-]{20,})/g, (match, scheme, token) => (isStandIn(token!) ? match : `${scheme} ${PLACEHOLDER}`)],
  // user:password@ in any URL; templated credentials ({{user}}:{{pass}}@) are left alone.
  [/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@:{}]+:[^\s/?#@{}]+@/gi, (_match, scheme) => `${scheme}${PLACEHOLDER}@`],
];

/** Replaces every secret-shaped substring; returns null when nothing matched. */
export function redactPatterns(value: string): string | null {
  let out = value;
  for (const [pattern, replacer] of SECRET_PATTERNS) out = out.replace(pattern, replacer);
  return out === value ? null : out;
}

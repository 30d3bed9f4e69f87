import { AppError } from "@/lib/http/errors";
import { toWellFormed } from "@/lib/http/text";
import { detectPlatform, type DetectedPlatform } from "./platform";
import { isSecretName, redactNamedValue, redactPatterns } from "./secrets";
import { isObject, stripInstanceData, type JsonObject, type Stripped } from "./strip-instance-data";

/**
 * docs/product-rules.md §7: uploaded workflow JSON is sanitised before it is stored. Pure and non-mutating:
 * refuses unsafe input (too deep, prototype keys, NUL) with a 400, writes lone surrogates as
 * U+FFFD, removes instance data (credential ids, pinData, staticData, instance and webhook ids) and
 * replaces secret-looking values by "[REMOVIDO]". `removed` lists, in pt-BR, what the uploader
 * should know was taken out.
 */

export const MAX_JSON_DEPTH = 64;
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

export interface SanitizeResult {
  json: JsonObject;
  removed: string[];
}

const invalid = (message: string) => new AppError("INVALID_INPUT", message);
const tooDeep = () => invalid(`O JSON é muito profundo (máximo de ${MAX_JSON_DEPTH} níveis).`);

/**
 * NUL is refused (docs/product-rules.md §7); a lone surrogate becomes U+FFFD, as text columns store it, since
 * `jsonb` refuses an unpaired `\ud800` escape outright.
 */
function checkString(value: string): string {
  if (value.includes("\u0000")) throw invalid("O JSON contém caracteres inválidos (\\u0000).");
  return toWellFormed(value);
}

/** A fresh copy, checked on the way: the root object is level 1, each nested object or array one more. */
function cloneChecked(value: unknown, level: number): unknown {
  if (typeof value === "string") return checkString(value);
  if (typeof value !== "object" || value === null) return value;
  if (level > MAX_JSON_DEPTH) throw tooDeep();
  if (Array.isArray(value)) return value.map((item) => cloneChecked(item, level + 1));
  const out: JsonObject = {};
  for (const [key, item] of Object.entries(value)) {
    if (FORBIDDEN_KEYS.has(key)) throw invalid(`A chave "${key}" não é permitida.`);
    out[checkString(key)] = cloneChecked(item, level + 1);
  }
  return out;
}

/** Replaces secrets in place; returns how many string values changed. */
function redactSecrets(value: unknown, skipCredentials: boolean): number {
  let count = 0;
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        if (typeof item === "string") count += replaceAt(node, index, redactPatterns(item));
        else visit(item);
      });
      return;
    }
    if (!isObject(node)) return;
    // Header-style pairs: {name|key: "Authorization", value: "Bearer …"} (n8n, Typebot, Make).
    const pairName = typeof node.name === "string" ? node.name : typeof node.key === "string" ? node.key : null;
    const pairIsSecret = pairName !== null && typeof node.value === "string" && isSecretName(pairName);
    for (const [key, item] of Object.entries(node)) {
      // n8n credential blocks now hold only the type and the display name, both meant to stay.
      if (skipCredentials && key === "credentials") continue;
      if (typeof item !== "string") {
        visit(item);
        continue;
      }
      const named = isSecretName(key) || (pairIsSecret && key === "value") ? redactNamedValue(item) : null;
      count += replaceAt(node, key, named ?? redactPatterns(item));
    }
  };
  visit(value);
  return count;
}

function replaceAt(target: unknown[] | JsonObject, key: number | string, value: string | null): number {
  if (value === null) return 0;
  (target as Record<string | number, unknown>)[key] = value;
  return 1;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function describe(s: Stripped, secrets: number, platform: DetectedPlatform | null): string[] {
  const removed: string[] = [];
  const kept = platform === "N8N" ? "o tipo e o nome foram mantidos" : "reconecte as contas ao importar";
  if (s.credentialIds > 0) removed.push(`${plural(s.credentialIds, "ID de credencial", "IDs de credenciais")} (${kept})`);
  if (s.connectionIds > 0)
    removed.push(`${plural(s.connectionIds, "ID de conexão ou webhook", "IDs de conexões e webhooks")} do Make (os rótulos foram mantidos)`);
  if (s.webhookIds > 0) removed.push(`${plural(s.webhookIds, "ID de webhook", "IDs de webhook")} da instância de origem`);
  if (s.pinData) removed.push("pinData (dados de execução)");
  if (s.staticData) removed.push("staticData (estado salvo das execuções)");
  if (s.instanceKeys.length > 0) removed.push(`Identificadores da instância de origem (${s.instanceKeys.join(", ")})`);
  if (secrets > 0) removed.push(plural(secrets, "valor que parecia segredo", "valores que pareciam segredos"));
  return removed;
}

/** Sanitises one workflow export; throws AppError INVALID_INPUT (400) for unsafe input. */
export function sanitizeWorkflow(input: unknown): SanitizeResult {
  if (!isObject(input)) throw invalid("O JSON do fluxo precisa ser um objeto.");
  const json = cloneChecked(input, 1) as JsonObject;
  const platform = detectPlatform(json);
  const stripped = stripInstanceData(json, platform);
  const secrets = redactSecrets(json, platform === "N8N");
  return { json, removed: describe(stripped, secrets, platform) };
}

/** UTF-8 size of the JSON as it will be stored. */
export function jsonByteLength(json: unknown): number {
  return new TextEncoder().encode(JSON.stringify(json)).byteLength;
}

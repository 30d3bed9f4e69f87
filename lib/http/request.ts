import { AppError } from "./errors";
import { hasLoneSurrogate, toWellFormed } from "./text";

/** 64 KB covers every JSON body except flow uploads, which pass their own (1 MB) limit. */
const DEFAULT_BODY_LIMIT = 64 * 1024;

const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Reads a JSON body safely: `application/json` only (415), size-capped before parsing (413), valid
 * JSON (400), and no prototype-polluting keys or NUL characters in keys or values (400). Lone
 * surrogates (`"\ud800"`) become U+FFFD in keys and values: text columns store them so anyway, and
 * `jsonb` would refuse the whole value.
 */
export async function readJson(req: Request, limit = DEFAULT_BODY_LIMIT): Promise<unknown> {
  const type = req.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Envie o corpo da requisição como application/json.");
  }
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > limit) throw tooLarge(limit);
  const text = await readCapped(req, limit);
  if (text.includes("\u0000")) throw new AppError("INVALID_INPUT", "O conteúdo contém caracteres inválidos.");
  try {
    return JSON.parse(text, (key, value: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) throw new ForbiddenKeyError(key);
      // An escaped \u0000 only becomes a NUL after parsing; Postgres text cannot hold it.
      if (key.includes("\u0000")) throw new NulCharacterError();
      if (typeof value === "string") {
        if (value.includes("\u0000")) throw new NulCharacterError();
        return toWellFormed(value);
      }
      return isPlainObject(value) ? withWellFormedKeys(value) : value;
    });
  } catch (error) {
    if (error instanceof NulCharacterError) throw new AppError("INVALID_INPUT", "O conteúdo contém caracteres inválidos.");
    if (error instanceof ForbiddenKeyError) {
      throw new AppError("INVALID_INPUT", `A chave "${error.key}" não é permitida.`);
    }
    throw new AppError("INVALID_INPUT", "JSON inválido no corpo da requisição.");
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The same object, or a copy (same order) whose keys with lone surrogates hold U+FFFD instead. */
function withWellFormedKeys(value: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(value);
  if (!keys.some(hasLoneSurrogate)) return value;
  // fromEntries defines own properties: no key can reach a prototype (and those were refused above).
  return Object.fromEntries(keys.map((key) => [toWellFormed(key), value[key]]));
}

class ForbiddenKeyError extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

class NulCharacterError extends Error {}

function tooLarge(limit: number) {
  return new AppError("PAYLOAD_TOO_LARGE", `O corpo da requisição excede o limite de ${Math.round(limit / 1024)} KB.`);
}

/** Streams the body and stops as soon as it passes the limit (Content-Length can lie or be absent). */
async function readCapped(req: Request, limit: number): Promise<string> {
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * Client address for rate limits. The app runs behind one reverse proxy (docs/operations.md), which appends the
 * address it saw: the last X-Forwarded-For entry is the trustworthy one, earlier ones are whatever
 * the client sent. "local" when there is no proxy header at all.
 */
export function clientIp(req: Request | Headers): string {
  const h = req instanceof Headers ? req : req.headers;
  const hops = h
    .get("x-forwarded-for")
    ?.split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  return hops?.at(-1) || h.get("x-real-ip")?.trim() || "local";
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * docs/product-rules.md §16: cookie-authenticated mutations must come from our own pages. Browsers send
 * Sec-Fetch-Site and Origin on cross-site requests; either one pointing elsewhere is refused.
 */
export function assertSameOrigin(req: Request) {
  if (SAFE_METHODS.has(req.method)) return;
  if (req.headers.get("sec-fetch-site") === "cross-site") throw crossSite();
  const origin = req.headers.get("origin");
  if (!origin) return;
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host") ?? new URL(req.url).host;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw crossSite();
  }
  if (originHost !== host) throw crossSite();
}

function crossSite() {
  return new AppError("FORBIDDEN", "Requisição de outra origem recusada.");
}

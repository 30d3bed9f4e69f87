import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type DestinationStream, type Logger } from "pino";

/**
 * The server's logs: one JSON object per line on stdout, for the log collector to parse. Secrets
 * never reach them: known fields are censored by path, and anything shaped like an e-mail address
 * in a logged string is masked (a recipient, a login that failed, a database error quoting a row).
 */

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;

/** Masks e-mail addresses and credentials inside free text. */
export function scrub(text: string): string {
  return text.replace(EMAIL, "[e-mail]").replace(BEARER, "$1 [redacted]");
}

const SECRET_KEYS = ["password", "senha", "token", "accessToken", "refreshToken", "secret", "authorization", "cookie", "set-cookie", "apiKey", "email", "to"];

const REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  ...SECRET_KEYS.map((key) => `*.*.${key}`),
  'req.headers["authorization"]',
  'req.headers["cookie"]',
  "headers.authorization",
  "headers.cookie",
];

const MAX_DEPTH = 5;

/** Scrubs every string of a logged value (errors become plain objects with their message and stack). */
function clean(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrub(value);
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return value;
  if (value instanceof Error) {
    const out: Record<string, unknown> = { type: value.name, message: scrub(value.message) };
    if (value.stack) out.stack = scrub(value.stack);
    const code = (value as { code?: unknown }).code;
    if (code !== undefined) out.code = code;
    if (value.cause !== undefined) out.cause = clean(value.cause, depth + 1);
    return out;
  }
  if (Array.isArray(value)) return value.map((item) => clean(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = clean(item, depth + 1);
  return out;
}

const requestScope: AsyncLocalStorage<string> = ((globalThis as unknown as { __fluxotecaRequestScope?: AsyncLocalStorage<string> }).__fluxotecaRequestScope ??=
  new AsyncLocalStorage<string>());

/** Runs `fn` with `requestId` on every line it logs. */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return requestScope.run(requestId, fn);
}

function defaultLevel(): string {
  if (process.env.LOG_LEVEL) return process.env.LOG_LEVEL;
  return process.env.VITEST ? "silent" : "info";
}

/** A logger writing to `destination` (stdout by default); tests pass a stream to read it. */
export function createLogger(opts: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: opts.level ?? defaultLevel(),
      base: { app: "fluxoteca" },
      // Whatever runs for a request logs its id, without passing it down by hand.
      mixin: () => {
        const requestId = requestScope.getStore();
        return requestId ? { requestId } : {};
      },
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
      serializers: { err: (error: unknown) => clean(error), error: (error: unknown) => clean(error) },
      formatters: {
        // Every field's strings are scrubbed; the message itself goes through `hooks.logMethod`.
        log: (object) => clean(object) as Record<string, unknown>,
      },
      hooks: {
        logMethod(args, method) {
          const scrubbed = args.map((arg) => (typeof arg === "string" ? scrub(arg) : arg)) as typeof args;
          method.apply(this, scrubbed);
        },
      },
    },
    opts.destination,
  );
}

// One logger per process (dev reloads re-evaluate this module).
export const log: Logger = ((globalThis as unknown as { __fluxotecaLog?: Logger }).__fluxotecaLog ??= createLogger());

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request's id: the caller's `x-request-id` when it is a short plain token, else a new one. */
export function requestIdFrom(headers: Headers): string {
  const incoming = headers.get("x-request-id");
  return incoming && SANE_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

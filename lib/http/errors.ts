import { isDatabaseUnavailable } from "@/db/errors";

/** Domain error codes and the HTTP status each maps to (one table for the whole API). */
export const STATUS = {
  INVALID_INPUT: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_BLOCKED: 403,
  DOWNLOAD_LIMIT: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  ALREADY_REVIEWED: 409,
  ALREADY_REPORTED: 409,
  DUPLICATE_FLOW: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof STATUS;

/** An expected failure with a pt-BR message that is safe to show to the user. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly headers?: Record<string, string>;
  readonly details?: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, opts: { headers?: Record<string, string>; details?: Record<string, unknown> } = {}) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.headers = opts.headers;
    this.details = opts.details;
  }

  get status(): number {
    return STATUS[this.code];
  }
}

export const forbidden = (message = "Você não tem permissão para esta ação.") => new AppError("FORBIDDEN", message);

const SERVICE_UNAVAILABLE_MESSAGE = "Serviço temporariamente indisponível. Tente novamente em instantes.";

/** Seconds a client is asked to wait (Retry-After) when the database is out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 3;

/**
 * The error a request answers when the database could not be reached or went away mid-request
 * (restart, failover, network): 503 with Retry-After, never a 500, since asking again shortly works.
 * Anything else answers undefined.
 */
export function databaseUnavailable(error: unknown): AppError | undefined {
  if (error instanceof AppError || !isDatabaseUnavailable(error)) return undefined;
  return new AppError("SERVICE_UNAVAILABLE", SERVICE_UNAVAILABLE_MESSAGE, {
    headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) },
  });
}

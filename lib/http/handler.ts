import { z, ZodError } from "zod";
import "./zod-locale";
import { errorCodes } from "@/db/errors";
import { AppError, databaseUnavailable } from "./errors";
import { assertSameOrigin } from "./request";

export interface ErrorBody {
  message: string;
  code?: string;
  fieldErrors?: Record<string, string[] | undefined>;
  [key: string]: unknown;
}

/** Maps any thrown value to a JSON response; internals never reach the body. */
export function toErrorResponse(error: unknown): Response {
  if (error instanceof ZodError) {
    const flat = z.flattenError(error);
    const first = error.issues[0]?.message;
    return Response.json(
      { message: first ? `Dados inválidos: ${first}` : "Dados inválidos", code: "INVALID_INPUT", fieldErrors: flat.fieldErrors },
      { status: 400 },
    );
  }
  if (error instanceof AppError) {
    return Response.json({ message: error.message, code: error.code, ...error.details } satisfies ErrorBody, {
      status: error.status,
      headers: error.headers,
    });
  }
  const unavailable = databaseUnavailable(error);
  if (unavailable) {
    // One line, not a stack per request: an outage makes every request land here at once.
    // Codes only: a wrapped query error's message carries the SQL and its parameters.
    console.warn(`Banco de dados indisponível (${errorCodes(error).join(", ")})`);
    return toErrorResponse(unavailable);
  }
  console.error("Erro inesperado na API:", error);
  return Response.json({ message: "Erro interno. Tente novamente em instantes." }, { status: 500 });
}

type Handler<C> = (req: Request, ctx: C) => Promise<Response> | Response;
type WrappedHandler<C> = (req: Request, ctx?: C) => Promise<Response>;

/**
 * Wraps a route handler: mutations from another origin are refused, and thrown `AppError`/`ZodError`
 * become honest JSON errors. `crossSite: true` is only for provider callbacks (payment webhook).
 */
export function handle<C = unknown>(fn: Handler<C>, opts: { crossSite?: boolean } = {}): WrappedHandler<C> {
  return async (req, ctx) => {
    try {
      if (!opts.crossSite) assertSameOrigin(req);
      return await fn(req, ctx as C);
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}

/** Per-user answers: never stored by a shared cache or the browser. */
export const PRIVATE_NO_STORE = { "Cache-Control": "private, no-store" } as const;

import { z, ZodError } from "zod";
import "./zod-locale";
import { errorCodes } from "@/db/errors";
import { log, requestIdFrom, withRequestId } from "@/lib/log";
import { metrics, routeTemplate } from "@/lib/metrics";
import { AppError, databaseUnavailable } from "./errors";
import { assertSameOrigin } from "./request";

export interface ErrorBody {
  message: string;
  code?: string;
  fieldErrors?: Record<string, string[] | undefined>;
  [key: string]: unknown;
}

/** Maps any thrown value to a JSON response; internals never reach the body. */
export function toErrorResponse(error: unknown, requestId?: string): Response {
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
    log.warn({ ...(requestId && { requestId }), codes: errorCodes(error) }, "Banco de dados indisponível");
    return toErrorResponse(unavailable);
  }
  log.error({ ...(requestId && { requestId }), err: error }, "Erro inesperado na API");
  return Response.json({ message: "Erro interno. Tente novamente em instantes." }, { status: 500 });
}

type Handler<C> = (req: Request, ctx: C) => Promise<Response> | Response;
type WrappedHandler<C> = (req: Request, ctx?: C) => Promise<Response>;

/**
 * Wraps a route handler: mutations from another origin are refused, and thrown `AppError`/`ZodError`
 * become honest JSON errors. `crossSite: true` is only for provider callbacks (payment webhook).
 * Every answer carries an `x-request-id` (the logs' `requestId`) and is timed under its route
 * template, named by `route` or rebuilt from the path and the route's parameters.
 */
export function handle<C = unknown>(fn: Handler<C>, opts: { crossSite?: boolean; route?: string } = {}): WrappedHandler<C> {
  return async (req, ctx) => {
    const started = performance.now();
    const requestId = requestIdFrom(req.headers);
    let res: Response;
    try {
      if (!opts.crossSite) assertSameOrigin(req);
      res = await withRequestId(requestId, () => fn(req, ctx as C));
    } catch (error) {
      res = toErrorResponse(error, requestId);
    }
    res = withHeader(res, "x-request-id", requestId);
    const route = opts.route ?? routeTemplate(new URL(req.url).pathname, await paramsOf(ctx));
    metrics.httpDuration.observe({ route, method: req.method, status: String(res.status) }, (performance.now() - started) / 1000);
    return res;
  };
}

async function paramsOf(ctx: unknown): Promise<Record<string, string | string[] | undefined> | undefined> {
  const params = (ctx as { params?: unknown } | undefined)?.params;
  if (!params) return undefined;
  try {
    return (await params) as Record<string, string | string[] | undefined>;
  } catch {
    return undefined;
  }
}

/** Sets a header; a response with immutable headers (a redirect, a fetched body) is copied first. */
function withHeader(res: Response, name: string, value: string): Response {
  try {
    res.headers.set(name, value);
    return res;
  } catch {
    const copy = new Response(res.body, res);
    copy.headers.set(name, value);
    return copy;
  }
}

/** Per-user answers: never stored by a shared cache or the browser. */
export const PRIVATE_NO_STORE = { "Cache-Control": "private, no-store" } as const;

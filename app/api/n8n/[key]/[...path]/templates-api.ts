import "server-only";
import { toErrorResponse } from "@/lib/http/handler";
import { AppError } from "@/lib/http/errors";
import { clientIp } from "@/lib/http/request";
import { enforceRateLimits } from "@/lib/security/rate-limit";
import { appUrl } from "@/lib/env";
import { importTemplate, resolveN8nKey } from "@/lib/n8n/mutations";
import { getCollection, getTemplate, listCategories, listCollections, searchTemplates, type KeyHolder } from "@/lib/n8n/queries";
import { collectionSearchSchema, templateNumberSchema, templateQueryInput, templateSearchSchema } from "@/lib/n8n/schemas";
import { problemTemplate, type ImportProblem } from "@/lib/n8n/templates";

/*
 * `/api/n8n/{key}/…`: the endpoints n8n's editor calls when N8N_TEMPLATES_HOST points here
 * (docs/product-rules.md §19). Only the routing lives here; the reads and the import are lib/n8n.
 * The editor runs on the user's own host and calls from the browser, with a custom `n8n-version`
 * header: every answer allows any origin, the preflight allows the headers asked for, and nothing
 * here reads a session.
 */

/** `scheme://host[:port]`, as browsers write an Origin header. */
const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[^\s/?#]+$/i;

/**
 * n8n's editor sends every call to a templates host other than n8n.io's with credentials (axios
 * `withCredentials`), and browsers refuse a `*` answer to those: the caller's origin is echoed,
 * credentials allowed. Safe because no route here reads a cookie; the key in the path is the auth.
 */
function corsFor(req: Request): Record<string, string> {
  const origin = req.headers.get("origin");
  const base = { "Access-Control-Allow-Methods": "GET, OPTIONS", "Access-Control-Max-Age": "86400", Vary: "Origin" };
  if (!origin || !ORIGIN.test(origin)) return { ...base, "Access-Control-Allow-Origin": "*" };
  return { ...base, "Access-Control-Allow-Origin": origin, "Access-Control-Allow-Credentials": "true" };
}

/** Header names only (RFC 9110 tokens), so a preflight's list can be echoed back as it came. */
const HEADER_LIST = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+(?:\s*,\s*[!#$%&'*+.^_`|~0-9A-Za-z-]+)*$/;

/** OPTIONS: the preflight for the `n8n-version` header (and whatever else the editor adds). */
export function preflight(req: Request): Response {
  const asked = req.headers.get("access-control-request-headers")?.trim() ?? "";
  const allow = asked !== "" && asked.length <= 500 && HEADER_LIST.test(asked) ? asked : "n8n-version, content-type";
  return new Response(null, {
    status: 204,
    headers: { ...corsFor(req), "Access-Control-Allow-Headers": allow, Vary: "Origin, Access-Control-Request-Headers" },
  });
}

/** Calls per key (or per address for keys that do not work) in a window: a leaked key cannot scrape the catalogue. */
const RATE = { limit: 300, windowSeconds: 5 * 60 };
const RATE_MESSAGE = "Muitas requisições para a biblioteca de templates. Aguarde um pouco e tente novamente.";

function json(req: Request, body: unknown, status = 200): Response {
  // The key is in the URL: answers are per user, and a revoked key must be seen on the next call.
  return Response.json(body, { status, headers: { ...corsFor(req), "Cache-Control": "private, no-cache" } });
}

function withCors(req: Request, response: Response): Response {
  for (const [name, value] of Object.entries(corsFor(req))) response.headers.set(name, value);
  return response;
}

/** The editor's own version, which n8n sends in `n8n-version` ("1.123.81", "2.3.0"); null when absent or odd. */
function editorVersion(req: Request): string | null {
  const value = req.headers.get("n8n-version")?.trim() ?? "";
  return /^\d{1,2}\.\d{1,3}(?:\.\d{1,3})?(?:[-+][\w.]{0,40})?$/.test(value) ? value.replace(/[-+].*$/, "") : null;
}

const notFound = () => new AppError("NOT_FOUND", "Template não encontrado");

const problemOf = (holder: Exclude<KeyHolder, { state: "valid" }>): ImportProblem =>
  holder.state === "revoked" ? "revoked-key" : holder.state === "blocked" ? "blocked-account" : "unknown-key";

/** The number the notice answers under: any id n8n asks for, or 1 in lists. */
const NOTICE_ID = 1;

/** GET `/api/n8n/{key}/{...path}`. */
export async function serveTemplatesApi(req: Request, key: string, path: string[]): Promise<Response> {
  try {
    const route = path.join("/");
    // n8n checks the host is up before it shows the library: the answer must not depend on the key.
    if (route === "health") return json(req, { status: "OK" });

    const holder = await resolveN8nKey(key);
    await enforceRateLimits([{ key: holder.state === "valid" ? `n8n:key:${holder.keyId}` : `n8n:ip:${clientIp(req)}`, ...RATE }], RATE_MESSAGE);
    const params = new URL(req.url).searchParams;
    const [section, kind, id, ...rest] = path;
    if (rest.length > 0) throw notFound();

    if (section === "workflows" && kind === "templates" && id !== undefined) {
      const number = templateNumberSchema.safeParse(id);
      if (!number.success) throw notFound();
      return json(req, await importTemplate(number.data, holder, editorVersion(req)));
    }
    if (section !== "templates") throw notFound();

    if (holder.state !== "valid") return json(req, noticeFor(kind, id, problemOf(holder)));
    const version = holder.catalogVersion;

    if (kind === "search" && id === undefined) {
      const query = templateSearchSchema.parse(templateQueryInput(params));
      return json(req, await searchTemplates(query, version));
    }
    if (kind === "categories" && id === undefined) return json(req, { categories: await listCategories(version) });
    if (kind === "collections" && id === undefined) {
      const { search, categories } = collectionSearchSchema.parse(templateQueryInput(params));
      return json(req, await listCollections({ search, categories }, version));
    }
    if (kind === "collections" && id !== undefined) {
      const number = templateNumberSchema.safeParse(id);
      const collection = number.success ? await getCollection(number.data, version) : null;
      if (!collection) throw notFound();
      return json(req, collection);
    }
    if (kind === "workflows" && id !== undefined) {
      const number = templateNumberSchema.safeParse(id);
      const template = number.success ? await getTemplate(number.data, version, editorVersion(req)) : null;
      if (!template) throw notFound();
      return json(req, template);
    }
    throw notFound();
  } catch (error) {
    return withCors(req, toErrorResponse(error));
  }
}

/** A key that cannot browse still gets a library: one entry that says why, and the note it opens on. */
function noticeFor(kind: string | undefined, id: string | undefined, problem: ImportProblem) {
  const notice = problemTemplate(problem, NOTICE_ID, appUrl());
  if (kind === "search") return { totalWorkflows: 1, workflows: [notice], filters: [] };
  if (kind === "workflows" && id !== undefined) {
    const number = templateNumberSchema.safeParse(id);
    return { workflow: { ...notice, id: number.success ? number.data : NOTICE_ID } };
  }
  if (kind === "categories") return { categories: [] };
  if (kind === "collections" && id === undefined) return { collections: [] };
  throw notFound();
}

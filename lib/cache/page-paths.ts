// Which requests proxy.ts hands to the page cache (lib/cache/page-cache.ts), and the matching rules
// of next.config.ts. No Node-only imports: proxy.ts loads this on every request.
// Relative: next.config.ts loads this file without the "@/" alias.
import { OWN_PAGES_COOKIE, SESSION_COOKIES } from "../auth/cookie";

export const RENDER_HEADER = "x-fluxoteca-render";
/** The public page a request rewritten to the page cache asked for (path and query). */
export const PAGE_PATH_HEADER = "x-fluxoteca-page";

/**
 * A client that takes gzip. The same test is Next's `has` rule in next.config.ts, which sets
 * `Content-Encoding: gzip` on the page cache's answers: Next drops that header from a route
 * handler's own response (it cannot know the body is still encoded), so the cache's gzip bytes
 * reach the client only through a header that the config sets.
 */
export const ACCEPTS_GZIP = "(?:.*[\\s,])?[Gg][Zz][Ii][Pp](?!\\s*;\\s*[Qq]\\s*=\\s*0(?:\\.0{0,3})?\\s*(?:,|$))(?:\\s*[;,].*)?";
// Next tests a `has` value as `^value$` without flags: the same here, case classes included (GZIP
// is gzip), and `gzip;q=0` is a refusal.
const acceptsGzipRe = new RegExp(`^(?:${ACCEPTS_GZIP})$`);

export function acceptsGzip(headers: Headers): boolean {
  return acceptsGzipRe.test(headers.get("accept-encoding") ?? "");
}

/** Requests that Next answers itself: client navigations (React payloads) and the cache's own renders. */
const NEXT_HEADERS = ["rsc", "next-router-prefetch", "next-router-state-tree", RENDER_HEADER];
const NEXT_QUERY = "_rsc";

/** The signed-in catalogue: shared by every member whose catalogue is the public one (lib/cache/page-server.ts). */
export const DASHBOARD_PATH = "/dashboard";
/**
 * Dashboard parameters that make the page the viewer's own: the detail dialog (it shows the
 * viewer's quota and download state) and the return from the checkout. Such requests render per request.
 */
export const DASHBOARD_PRIVATE_QUERY = ["fluxo", "contribuicao", "payment_id", "external_reference"] as const;

/**
 * A published flow's page for members, `/flow/{id}`: shared by every member who is neither its
 * author nor an admin (lib/cache/page-server.ts). The id as the app writes it, a lowercase UUID.
 */
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
export const MEMBER_FLOW_PATH = new RegExp(`^/flow/(${UUID})$`);

/** The signed-in pages the cache serves: only with a session cookie (else proxy.ts sends the visitor to /login). */
export function isMemberPage(pathname: string): boolean {
  return pathname === DASHBOARD_PATH || MEMBER_FLOW_PATH.test(pathname);
}

/** A creator page, `/autores/{handle}` (app/autores/[handle]): public, served like the catalogue. */
export const AUTHOR_PAGE_PATH = /^\/autores\/([^/]+)$/;

/**
 * A collection's public page, `/colecoes/{slug}` (app/colecoes/[slug]): the same for everyone, served
 * like a creator page. One segment only: its picture (`/colecoes/{slug}/opengraph-image`) is not a page.
 */
export const COLLECTION_PAGE_PATH = /^\/colecoes\/([^/]+)$/;

export function isCacheablePage(pathname: string): boolean {
  if (pathname === "/" || isMemberPage(pathname) || AUTHOR_PAGE_PATH.test(pathname) || COLLECTION_PAGE_PATH.test(pathname)) return true;
  return /^\/fluxos(?:\/[^/]+){0,2}$/.test(pathname) && !/\/(?:opengraph|twitter)-image/.test(pathname);
}

export function isCacheableRequest(request: { headers: Headers; nextUrl: URL; cookies?: { get(name: string): { value: string } | undefined } }): boolean {
  const { pathname, searchParams } = request.nextUrl;
  // A header, parameter or cookie counts only with a value, as in Next's `has`/`missing` rules: an
  // empty `RSC:` header is no router request there, so it is none here (else the label and the
  // body part ways).
  if (NEXT_HEADERS.some((name) => request.headers.get(name)) || searchParams.get(NEXT_QUERY)) return false;
  if (isMemberPage(pathname)) {
    // Without a session cookie proxy.ts sends the visitor to /login instead.
    const hasSession = SESSION_COOKIES.some((name) => request.cookies?.get(name)?.value);
    if (!hasSession || request.cookies?.get(OWN_PAGES_COOKIE)?.value) return false;
    return pathname !== DASHBOARD_PATH || !DASHBOARD_PRIVATE_QUERY.some((key) => searchParams.get(key));
  }
  return isCacheablePage(pathname);
}

/**
 * next.config.ts `headers()` entries: exactly the requests `isCacheableRequest` sends to the cache
 * (same paths, same exclusions), when the client takes gzip.
 */
export function precompressedHeaderRules() {
  const gzip = { type: "header" as const, key: "accept-encoding", value: ACCEPTS_GZIP };
  const missing = [...NEXT_HEADERS.map((key) => ({ type: "header" as const, key })), { type: "query" as const, key: NEXT_QUERY }];
  const headers = [{ key: "Content-Encoding", value: "gzip" }];
  const page = "((?!opengraph-image|twitter-image)[^/]+)";
  const sources = ["/", "/fluxos", `/fluxos/:a${page}`, `/fluxos/:a/:b${page}`, "/autores/:handle", "/colecoes/:slug"];
  const publicRules = sources.map((source) => ({ source, has: [gzip], missing, headers }));
  // `has` entries must all hold, so one rule per session cookie name (either one sends it to the cache).
  const memberMissing = [...missing, { type: "cookie" as const, key: OWN_PAGES_COOKIE }];
  const memberRules = SESSION_COOKIES.flatMap((cookie) => [
    {
      source: DASHBOARD_PATH,
      has: [gzip, { type: "cookie" as const, key: cookie }],
      missing: [...memberMissing, ...DASHBOARD_PRIVATE_QUERY.map((key) => ({ type: "query" as const, key }))],
      headers,
    },
    { source: `/flow/:id(${UUID})`, has: [gzip, { type: "cookie" as const, key: cookie }], missing: memberMissing, headers },
  ]);
  return [...publicRules, ...memberRules];
}

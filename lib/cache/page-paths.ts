// Which requests proxy.ts hands to the page cache (lib/cache/page-cache.ts), and the matching rules
// of next.config.ts. No Node-only imports: proxy.ts loads this on every request.

export const RENDER_HEADER = "x-fluxoteca-render";
/** The public page a request rewritten to the page cache asked for (path and query). */
export const PAGE_PATH_HEADER = "x-fluxoteca-page";

/**
 * A client that takes gzip. The same test is Next's `has` rule in next.config.ts, which sets
 * `Content-Encoding: gzip` on the page cache's answers: Next drops that header from a route
 * handler's own response (it cannot know the body is still encoded), so the cache's gzip bytes
 * reach the client only through a header that the config sets.
 */
export const ACCEPTS_GZIP = "(?:.*[\\s,])?gzip(?:\\s*[;,].*)?";
const acceptsGzipRe = new RegExp(`^(?:${ACCEPTS_GZIP})$`, "i");

export function acceptsGzip(headers: Headers): boolean {
  return acceptsGzipRe.test(headers.get("accept-encoding") ?? "");
}

/** Requests that Next answers itself: client navigations (React payloads) and the cache's own renders. */
const NEXT_HEADERS = ["rsc", "next-router-prefetch", "next-router-state-tree", RENDER_HEADER];
const NEXT_QUERY = "_rsc";

export function isCacheablePage(pathname: string): boolean {
  if (pathname === "/") return true;
  return /^\/fluxos(?:\/[^/]+){0,2}$/.test(pathname) && !/\/(?:opengraph|twitter)-image/.test(pathname);
}

export function isCacheableRequest(request: { headers: Headers; nextUrl: URL }): boolean {
  if (NEXT_HEADERS.some((name) => request.headers.has(name)) || request.nextUrl.searchParams.has(NEXT_QUERY)) return false;
  return isCacheablePage(request.nextUrl.pathname);
}

/**
 * next.config.ts `headers()` entries: exactly the requests `isCacheableRequest` sends to the cache
 * (same paths, same exclusions), when the client takes gzip.
 */
export function precompressedHeaderRules() {
  const sources = ["/", "/fluxos", "/fluxos/:a", "/fluxos/:a/:b((?!opengraph-image|twitter-image)[^/]+)"];
  return sources.map((source) => ({
    source,
    has: [{ type: "header" as const, key: "accept-encoding", value: ACCEPTS_GZIP }],
    missing: [...NEXT_HEADERS.map((key) => ({ type: "header" as const, key })), { type: "query" as const, key: NEXT_QUERY }],
    headers: [{ key: "Content-Encoding", value: "gzip" }],
  }));
}

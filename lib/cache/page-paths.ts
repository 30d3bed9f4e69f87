// Which requests proxy.ts hands to the page cache (lib/cache/page-cache.ts). No Node-only imports:
// proxy.ts loads this on every request.

export const RENDER_HEADER = "x-fluxoteca-render";
/** The public page a request rewritten to the page cache asked for (path and query). */
export const PAGE_PATH_HEADER = "x-fluxoteca-page";

export function isCacheablePage(pathname: string): boolean {
  return /^\/fluxos(?:\/[^/]+){0,2}\/?$/.test(pathname) && !/\/(?:opengraph|twitter)-image/.test(pathname);
}

export function isCacheableRequest(request: { method: string; headers: Headers; nextUrl: URL }): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const h = request.headers;
  // Client-side navigations ask for the React payload of the same URL; those go to Next.
  if (h.has("rsc") || h.has("next-router-prefetch") || h.has("next-router-state-tree") || request.nextUrl.searchParams.has("_rsc")) return false;
  if (h.has(RENDER_HEADER)) return false;
  return isCacheablePage(request.nextUrl.pathname);
}

// What a shared cache in front of the app (a CDN, or the nginx of deploy/nginx) may keep, as
// Cache-Control says it. No Node-only imports: proxy.ts and next.config.ts load this file.
// Relative: next.config.ts loads this file without the "@/" alias.
import { SESSION_COOKIES } from "../auth/cookie";

/**
 * A visitor's public page (landing, catalogue and facets, flow and creator pages, sitemaps, robots,
 * Open Graph pictures) is fresh in a shared cache for SHARED_MAX_AGE_S, then served stale for up to
 * SHARED_STALE_S more while the cache asks again in the background. So a flow deleted, rejected or
 * held leaves every standard cache within REMOVAL_BOUND_S. Browsers ask again every time (max-age=0):
 * a 304 when the page is unchanged.
 */
export const SHARED_MAX_AGE_S = 30;
export const SHARED_STALE_S = 30;
export const REMOVAL_BOUND_S = SHARED_MAX_AGE_S + SHARED_STALE_S;
/**
 * No `stale-if-error`: nginx counts a 404 among the errors it covers, so a deleted flow's page would
 * stay for as long. What a cache serves while the app is down is its own setting
 * (deploy/nginx: `proxy_cache_use_stale error timeout http_5xx`).
 */
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_S}, stale-while-revalidate=${SHARED_STALE_S}`;
/** Anything asked with a session, and every personal page: the browser's own copy only, checked each time. */
export const PRIVATE_CACHE_CONTROL = "private, no-cache";

/**
 * What changes the body of a page's address: the encoding, and Next's router headers (a client
 * navigation gets a React payload at the same address). Never Cookie: the public HTML is the same
 * for everyone, and what belongs to a member is filled in after hydration.
 */
export const PAGE_VARY = "RSC, Next-Router-State-Tree, Next-Router-Prefetch, Next-Router-Segment-Prefetch, Accept-Encoding";

/**
 * Set by proxy.ts on the requests it hands to the page cache when the visitor sent a Bearer token,
 * which it strips there (pages go by the cookie). A client that sends it itself only makes its own
 * answer private.
 */
export const CREDENTIALS_HEADER = "x-fluxoteca-credenciais";

function cookieNames(header: string | null): string[] {
  if (!header) return [];
  return header.split(";").flatMap((part) => {
    const eq = part.indexOf("=");
    const name = part.slice(0, eq === -1 ? undefined : eq).trim();
    const value = eq === -1 ? "" : part.slice(eq + 1).trim();
    return name && value ? [name] : [];
  });
}

/** A request that carries a session: a session cookie with a value, a Bearer token, or the proxy's mark of one. */
export function carriesCredentials(headers: Headers): boolean {
  if (headers.get("authorization") || headers.get(CREDENTIALS_HEADER)) return true;
  const names = cookieNames(headers.get("cookie"));
  return SESSION_COOKIES.some((name) => names.includes(name));
}

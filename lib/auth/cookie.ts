// The names of the cookies the session module sets, shared with proxy.ts and the page cache (which must stay free of
// server-only imports). `__Secure-` is used whenever the app is served over HTTPS.
const SESSION_COOKIE = "authjs.session-token";
const SECURE_SESSION_COOKIE = "__Secure-authjs.session-token";
export const SESSION_COOKIES = [SESSION_COOKIE, SECURE_SESSION_COOKIE] as const;

export function secureCookies(): boolean {
  return (process.env.APP_URL ?? "").startsWith("https://");
}

export function sessionCookieName(): string {
  return secureCookies() ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/**
 * Set by the page cache (lib/cache/page-server.ts) for a viewer whose member pages render for them
 * alone: an admin, or an author with flows outside the public catalogue. With it, proxy.ts lets Next
 * render those pages directly, as any signed-in page, instead of the cache rendering them over
 * HTTP through this same server (measured: 7–12 ms of CPU more per page). Only a hint: it grants
 * nothing, and a wrong one only changes which way the same page is made. Short-lived, so it follows
 * a viewer whose flows were all published.
 */
export const OWN_PAGES_COOKIE = "fluxoteca-paginas-proprias";
export const OWN_PAGES_MAX_AGE_S = 600;

// The session cookie's names, shared by the session module and proxy.ts (which must stay free of
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

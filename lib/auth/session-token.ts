import "server-only";
import { decode, encode } from "next-auth/jwt";
import { Lru } from "@/lib/cache/lru";
import { authSecret } from "./secret";

export const SESSION_MAX_AGE = 30 * 24 * 60 * 60;

/** Secure cookies (and their `__Secure-` name) whenever the app is served over HTTPS. */
export function secureCookies(): boolean {
  return (process.env.APP_URL ?? "").startsWith("https://");
}

/** Auth.js' session cookie name; the JWE salt is the cookie name, as Auth.js itself does. */
export function sessionCookieName(): string {
  return secureCookies() ? "__Secure-authjs.session-token" : "authjs.session-token";
}

export interface SessionClaims {
  sub: string;
  /** The user's token version when the session was issued; a newer version ends the session. */
  tv: number;
}

/** Issues an Auth.js session token (JWE), valid as the session cookie and as a Bearer token. */
export function issueSessionToken(claims: SessionClaims): Promise<string> {
  return encode({ token: { sub: claims.sub, tv: claims.tv }, secret: authSecret(), salt: sessionCookieName(), maxAge: SESSION_MAX_AGE });
}

// Decrypting a session (HKDF + AES + HMAC) cost more CPU than the rest of a cached catalogue request.
// The claims of a token never change, so valid ones are kept until they expire; the user row is
// still read on every request, so bans and password changes take effect at once.
const verified = new Lru<string, SessionClaims & { expiresAt: number }>(10_000);

export async function readSessionToken(token: string): Promise<SessionClaims | null> {
  const known = verified.get(token);
  if (known) {
    if (known.expiresAt > Date.now()) return { sub: known.sub, tv: known.tv };
    verified.delete(token);
  }
  try {
    const payload = await decode({ token, secret: authSecret(), salt: sessionCookieName() });
    if (!payload || typeof payload.sub !== "string" || typeof payload.tv !== "number") return null;
    const claims = { sub: payload.sub, tv: payload.tv };
    if (typeof payload.exp === "number") verified.set(token, { ...claims, expiresAt: payload.exp * 1000 });
    return claims;
  } catch {
    return null;
  }
}

/** Cookie attributes (DECISIONS: httpOnly, SameSite=Lax, Secure in production). */
export function sessionCookie(value: string, maxAge = SESSION_MAX_AGE): string {
  const parts = [`${sessionCookieName()}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAge}`];
  if (secureCookies()) parts.push("Secure");
  return parts.join("; ");
}

export function clearedSessionCookie(): string {
  return sessionCookie("", 0);
}

import "server-only";
import { decode, encode } from "next-auth/jwt";
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

export async function readSessionToken(token: string): Promise<SessionClaims | null> {
  try {
    const payload = await decode({ token, secret: authSecret(), salt: sessionCookieName() });
    if (!payload || typeof payload.sub !== "string" || typeof payload.tv !== "number") return null;
    return { sub: payload.sub, tv: payload.tv };
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

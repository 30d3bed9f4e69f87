import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import { decode, encode } from "next-auth/jwt";
import { db, schema } from "@/db";
import { Lru } from "@/lib/lru";
import { OWN_PAGES_COOKIE, OWN_PAGES_MAX_AGE_S, secureCookies, SESSION_COOKIES, sessionCookieName } from "./cookie";
import { ACCOUNT_HINT_COOKIE } from "@/lib/page-flags";
import { authSecret } from "./secret";
import type { Role } from "@/db/schema";

/**
 * The one session path of the app. A session is a row in `sessions` plus an Auth.js session token
 * (JWE, made with next-auth/jwt) that names it: the same token is the browser's cookie and an API
 * client's Bearer token. Only `startSession` mints one, and only after lib/auth/mutations.ts authenticate has checked
 * the password and its limits. Auth.js' own route handlers are not mounted: its credentials callback
 * would be a second way to sign in that skips those limits, and its `auth()` cannot read the Bearer
 * token the API contract requires.
 */
const SESSION_MAX_AGE = 30 * 24 * 60 * 60;

export interface SessionClaims {
  /** The user's id. */
  sub: string;
  /** The user's token version at sign-in; a newer version (password change, ban) ends the session. */
  tv: number;
  /** The `sessions` row; deleting it (logout) ends this session only. */
  sid: string;
}

function issueToken(claims: SessionClaims): Promise<string> {
  return encode({ token: { ...claims }, secret: authSecret(), salt: sessionCookieName(), maxAge: SESSION_MAX_AGE });
}

/** Opens a session for a user whose credentials were just checked; returns its token. */
export async function startSession(user: { id: string; tokenVersion: number }): Promise<string> {
  const expiresAt = new Date(Date.now() + SESSION_MAX_AGE * 1000);
  const [row] = await db.insert(schema.sessions).values({ userId: user.id, expiresAt }).returning({ id: schema.sessions.id });
  // Expired rows of this user go as a new one arrives, so the table holds live sessions only.
  await db.delete(schema.sessions).where(and(eq(schema.sessions.userId, user.id), lt(schema.sessions.expiresAt, sql`now()`)));
  return issueToken({ sub: user.id, tv: user.tokenVersion, sid: row!.id });
}

/** Ends the session a token names (logout). Other devices of the same user stay signed in. */
export async function endSession(token: string): Promise<void> {
  const claims = await readSessionToken(token);
  if (!claims) return;
  forget(token);
  await db.delete(schema.sessions).where(and(eq(schema.sessions.id, claims.sid), eq(schema.sessions.userId, claims.sub)));
}

/** Ends every session of a user ("Sair de todos os dispositivos", password change, account closure). */
export async function endAllSessions(userId: string): Promise<void> {
  await db.delete(schema.sessions).where(eq(schema.sessions.userId, userId));
}

// Decrypting a token (HKDF + AES + HMAC) cost more CPU than the rest of a cached catalogue request.
// A token's claims never change, so valid ones are kept until they expire; whether its session and
// user are still live is read from the database on every request (lib/auth/viewer).
const verified = new Lru<string, SessionClaims & { expiresAt: number }>(10_000);

function forget(token: string) {
  verified.delete(token);
}

export async function readSessionToken(token: string): Promise<SessionClaims | null> {
  const known = verified.get(token);
  if (known) {
    if (known.expiresAt > Date.now()) return { sub: known.sub, tv: known.tv, sid: known.sid };
    forget(token);
  }
  try {
    const payload = await decode({ token, secret: authSecret(), salt: sessionCookieName() });
    if (!payload || typeof payload.sub !== "string" || typeof payload.tv !== "number" || typeof payload.sid !== "string") return null;
    if (!UUID.test(payload.sid)) return null;
    const claims = { sub: payload.sub, tv: payload.tv, sid: payload.sid };
    if (typeof payload.exp === "number") verified.set(token, { ...claims, expiresAt: payload.exp * 1000 });
    return claims;
  } catch {
    return null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The session token of an API request: `Authorization: Bearer …` first, then the session cookie. */
export function sessionTokenFrom(h: Headers): string | null {
  const bearer = h.get("authorization")?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (bearer) return bearer.trim();
  return sessionCookieFrom(h);
}

/** The session cookie's token, the only one a page goes by (lib/auth/viewer.ts `getViewer`). */
export function sessionCookieFrom(h: Headers): string | null {
  const cookie = h.get("cookie");
  if (!cookie) return null;
  const name = sessionCookieName();
  for (const part of cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=") || null;
  }
  return null;
}

function cookie(name: string, value: string, maxAge: number, httpOnly: boolean): string {
  const parts = [`${name}=${value}`, "Path=/", ...(httpOnly ? ["HttpOnly"] : []), "SameSite=Lax", `Max-Age=${maxAge}`];
  if (secureCookies()) parts.push("Secure");
  return parts.join("; ");
}

/**
 * Response headers that set (a token) or clear (null) the session: the httpOnly session cookie and
 * the account hint pages read before their first paint (lib/page-flags.ts), plus `extra`.
 */
export function sessionHeaders(token: string | null, extra: Record<string, string> = {}): Headers {
  const headers = new Headers(extra);
  const maxAge = token ? SESSION_MAX_AGE : 0;
  headers.append("Set-Cookie", cookie(sessionCookieName(), token ?? "", maxAge, true));
  headers.append("Set-Cookie", cookie(ACCOUNT_HINT_COOKIE, token ? "1" : "", maxAge, false));
  // A new or ended session starts without the previous viewer's page hint (lib/cache/page-paths.ts).
  headers.append("Set-Cookie", cookie(OWN_PAGES_COOKIE, "", 0, true));
  return headers;
}

/**
 * The page cache's hint that this viewer's member pages render for them alone (lib/cache/page-paths.ts):
 * an admin, or an author with flows outside the public catalogue. The Set-Cookie that brings the
 * request's cookies in line with the viewer, or null when they already are.
 */
export function ownPagesCookieFor(viewer: { role: Role; catalog: { hasUnpublishedFlows: boolean } }, requestHeaders: Headers): string | null {
  const cookies = requestHeaders.get("cookie") ?? "";
  const has = (name: string) => new RegExp(`(?:^|;\\s*)${name.replace(".", "\\.")}=[^;\\s]`).test(cookies);
  // Pages go by the cookie: a client of the API with a Bearer token gets no cookie from here.
  if (!SESSION_COOKIES.some(has)) return null;
  const wanted = viewer.role === "ADMIN" || viewer.catalog.hasUnpublishedFlows;
  if (wanted === has(OWN_PAGES_COOKIE)) return null;
  return cookie(OWN_PAGES_COOKIE, wanted ? "1" : "", wanted ? OWN_PAGES_MAX_AGE_S : 0, true);
}

import "server-only";
import { cache } from "react";
import { eq } from "drizzle-orm";
import { headers } from "next/headers";
import { db, schema } from "@/db";
import type { User } from "@/db/schema";
import { AppError } from "@/lib/http/errors";
import { readSessionToken, sessionCookieName } from "./session-token";

export type Viewer = Pick<User, "id" | "name" | "email" | "role" | "status" | "downloadCount" | "hasContributed" | "contributionCents" | "emailVerifiedAt" | "createdAt" | "tokenVersion">;

function tokenFrom(h: Headers): string | null {
  const bearer = h.get("authorization")?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (bearer) return bearer.trim();
  const cookie = h.get("cookie");
  if (!cookie) return null;
  const name = sessionCookieName();
  for (const part of cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=") || null;
  }
  return null;
}

/**
 * Resolves the signed-in user from the Auth.js session cookie or an `Authorization: Bearer` token,
 * re-reading the user row on every request (DECISIONS §3): a ban, an INACTIVE status or a newer
 * token version (password change or reset) ends the session at once. The `user-id` header is ignored.
 */
export async function resolveViewer(h: Headers): Promise<Viewer | null> {
  const token = tokenFrom(h);
  if (!token) return null;
  const claims = await readSessionToken(token);
  if (!claims) return null;
  const [user] = await db
    .select({
      id: schema.users.id,
      name: schema.users.name,
      email: schema.users.email,
      role: schema.users.role,
      status: schema.users.status,
      downloadCount: schema.users.downloadCount,
      hasContributed: schema.users.hasContributed,
      contributionCents: schema.users.contributionCents,
      emailVerifiedAt: schema.users.emailVerifiedAt,
      createdAt: schema.users.createdAt,
      tokenVersion: schema.users.tokenVersion,
    })
    .from(schema.users)
    .where(eq(schema.users.id, claims.sub))
    .limit(1);
  if (!user || user.status !== "ACTIVE" || user.tokenVersion !== claims.tv) return null;
  return user;
}

/** The viewer of the current server render or server action, read once per request. */
export const getViewer = cache(async (): Promise<Viewer | null> => resolveViewer(await headers()));

/** Route handlers pass their Request; pages and actions use the request headers. */
export async function requireUser(req?: Request): Promise<Viewer> {
  const viewer = req ? await resolveViewer(req.headers) : await getViewer();
  if (!viewer) throw new AppError("UNAUTHENTICATED", "Faça login para continuar.");
  return viewer;
}

export async function requireAdmin(req?: Request): Promise<Viewer> {
  const viewer = await requireUser(req);
  if (viewer.role !== "ADMIN") throw new AppError("FORBIDDEN", "Apenas administradores podem acessar esta área.");
  return viewer;
}

import "server-only";
import { cache } from "react";
import { eq, sql } from "drizzle-orm";
import { headers } from "next/headers";
import { getDatabase, schema, statementName, type Database } from "@/db";
import type { User } from "@/db/schema";
import { CATALOG_VERSION_SQL } from "@/db/catalog-version";
import { AppError } from "@/lib/http/errors";
import { readSessionToken, sessionCookieFrom, sessionTokenFrom } from "./session";

/**
 * What a catalogue page depends on besides its filters: the catalogue version (the list cache key;
 * null if its row is missing) and whether the viewer has flows outside the public catalogue.
 */
export interface CatalogState {
  version: string | null;
  hasUnpublishedFlows: boolean;
}

export type Viewer = Pick<
  User,
  "id" | "name" | "email" | "role" | "status" | "downloadCount" | "hasContributed" | "contributionCents" | "emailVerifiedAt" | "createdAt" | "tokenVersion"
> & {
  catalog: CatalogState;
};

/**
 * The user row plus the catalogue state, in one round trip. Built once per database handle as a
 * named prepared statement: it runs on nearly every request, and building the SQL each time cost
 * more than running it.
 */
function buildViewerQuery(database: Database) {
  return database
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
      catalogVersion: sql<string | null>`${CATALOG_VERSION_SQL}`,
      // Plain SQL on purpose: in a one-table select Drizzle leaves column names unqualified, and
      // "id" inside the subquery would then mean flows.id.
      hasUnpublishedFlows: sql<boolean>`exists (select 1 from flows f where f.author_id = "users"."id" and not (f.status = 'APPROVED' and f.is_public))`,
      // Logout deletes the row: a replayed token is dead even though it still decrypts.
      sessionLive: sql<boolean>`exists (select 1 from sessions s where s.id = ${sql.placeholder("sid")} and s.user_id = "users"."id" and s.expires_at > now())`,
    })
    .from(schema.users)
    .where(eq(schema.users.id, sql.placeholder("id")))
    .limit(1)
    .prepare(statementName("viewer"));
}

const viewerQueries = new WeakMap<Database, ReturnType<typeof buildViewerQuery>>();

function viewerQuery(database: Database) {
  let query = viewerQueries.get(database);
  if (!query) viewerQueries.set(database, (query = buildViewerQuery(database)));
  return query;
}

/**
 * Resolves the signed-in user from the session cookie or an `Authorization: Bearer` token, re-reading
 * the user and session rows on every request (docs/product-rules.md §8): a logout, a ban, an INACTIVE status or
 * a newer token version (password change or reset) ends the session at once. The `user-id` header is ignored.
 */
export async function resolveViewer(h: Headers): Promise<Viewer | null> {
  return viewerOf(sessionTokenFrom(h));
}

async function viewerOf(token: string | null): Promise<Viewer | null> {
  if (!token) return null;
  const claims = await readSessionToken(token);
  if (!claims) return null;
  const [user] = await viewerQuery(getDatabase().db).execute({ id: claims.sub, sid: claims.sid });
  if (!user || !user.sessionLive || user.status !== "ACTIVE" || user.tokenVersion !== claims.tv) return null;
  const { catalogVersion, hasUnpublishedFlows, sessionLive, ...rest } = user;
  void sessionLive;
  return { ...rest, catalog: { version: catalogVersion, hasUnpublishedFlows } };
}

/** The viewer of the current page render, read once per request. */
// The cookie alone, as proxy.ts's login redirect (else the two bounce a Bearer-only request forever): Bearer is for API clients.
export const getViewer = cache(async (): Promise<Viewer | null> => viewerOf(sessionCookieFrom(await headers())));

/** Route handlers pass their Request (cookie or Bearer token); pages go by the cookie (`getViewer`). */
export async function requireUser(req?: Request): Promise<Viewer> {
  const viewer = req ? await resolveViewer(req.headers) : await getViewer();
  if (!viewer) throw new AppError("UNAUTHENTICATED", "Faça login para continuar.");
  return viewer;
}

/** For an admin whose role or account changed while a decision was under way (checked again under the row lock). */
export const NOT_ADMIN_ANYMORE = "Sua conta não tem mais acesso de administrador.";

/**
 * The admin check, made by every admin-only domain function itself (lib/flows, lib/users,
 * lib/payments, lib/settings, lib/system): a route or page that forgets its own check still
 * reaches no admin data (docs/product-rules.md §13).
 */
export function assertAdmin(viewer: Pick<Viewer, "role">): void {
  if (viewer.role !== "ADMIN") throw new AppError("FORBIDDEN", "Apenas administradores podem acessar esta área.");
}

/** Route handlers of /api/admin/** start here: 401 without a session, 403 for anyone but an admin. */
export async function requireAdmin(req?: Request): Promise<Viewer> {
  const viewer = await requireUser(req);
  assertAdmin(viewer);
  return viewer;
}

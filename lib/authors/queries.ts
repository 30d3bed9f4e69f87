import "server-only";
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { db, schema, selectRows } from "@/db";
import { toFlowSummary, type FlowSummary } from "@/lib/flows/dto";
import { followerCount } from "@/lib/follows/counted";
import { flowCardColumns } from "@/lib/flows/projection";
import { AppError } from "@/lib/http/errors";
import { paginationOf, type Pagination } from "@/lib/pagination";
import { authorPath, isHandleLike } from "./handle";
import type { PublicProfileSettings } from "./schemas";

const { flows, userHandles, users } = schema;

/** Flows per page of a creator page: the catalogue's page size. */
export const AUTHOR_PAGE_SIZE = 12;

export const AUTHOR_NOT_FOUND = "Página de autor não encontrada";

/**
 * The flows a creator page lists and counts: the public catalogue's (approved and public), whatever
 * the author's role or account state (docs/product-rules.md, "Páginas de autor"). Served by
 * flows_public_author_idx (author_id, created_at, id) where status = 'APPROVED' and is_public.
 */
function publishedBy(authorId: string): SQL {
  return and(eq(flows.authorId, authorId), eq(flows.status, "APPROVED"), eq(flows.isPublic, true))!;
}

export interface AuthorTotals {
  flows: number;
  /** Downloads of all their public flows. */
  downloads: number;
  /** The mean of every review on their public flows, one decimal; 0 without reviews. */
  rating: number;
  ratingCount: number;
  /**
   * Members following the page whose accounts are established (lib/follows/counted.ts, docs/product-rules.md
   * "Seguir autores"); as stale as the other totals.
   */
  followers: number;
}

/** A public creator page, `/autores/{handle}`. */
export interface AuthorPage {
  handle: string;
  name: string;
  /** The verified-author mark (lib/authors/verification.ts). */
  verified: boolean;
  bio: string | null;
  links: string[];
  /** When the account was created (ISO); shown as "Membro desde março de 2024". */
  memberSince: string;
  totals: AuthorTotals;
  flows: FlowSummary[];
  pagination: Pagination;
}

export type AuthorPageResult =
  | { kind: "author"; page: AuthorPage }
  /** An earlier handle of a public page: answer 308 to the current one. */
  | { kind: "redirect"; handle: string }
  /** No such handle, or the page is private: the same 404 (a private page's existence stays hidden). */
  | { kind: "missing" };

const authorColumns = {
  id: users.id,
  handle: users.handle,
  name: users.name,
  bio: users.bio,
  links: users.links,
  profilePublic: users.profilePublic,
  createdAt: users.createdAt,
  verifiedAt: users.verifiedAt,
};

/**
 * The creator page at `handle`, page `page` of its flows (newest first). A current handle whose
 * page is public answers the page; an earlier handle of a public page, a redirect; anything else,
 * missing. Three indexed reads at most: users_handle_key, user_handles' key, flows_public_author_idx.
 */
export async function findAuthorPage(handle: string, page = 1): Promise<AuthorPageResult> {
  if (!isHandleLike(handle)) return { kind: "missing" };
  const [author] = await db.select(authorColumns).from(users).where(eq(users.handle, handle)).limit(1);
  if (!author) {
    const [moved] = await db
      .select({ handle: users.handle, profilePublic: users.profilePublic })
      .from(userHandles)
      .innerJoin(users, eq(users.id, userHandles.userId))
      .where(eq(userHandles.handle, handle))
      .limit(1);
    return moved?.profilePublic && moved.handle !== handle ? { kind: "redirect", handle: moved.handle } : { kind: "missing" };
  }
  if (!author.profilePublic) return { kind: "missing" };
  const [totals, rows] = await Promise.all([authorTotals(author.id), authorFlowRows(author.id, page)]);
  return {
    kind: "author",
    page: {
      handle: author.handle,
      name: author.name,
      verified: author.verifiedAt !== null,
      bio: author.bio,
      links: author.links,
      memberSince: author.createdAt.toISOString(),
      totals,
      flows: rows.map(toFlowSummary),
      pagination: paginationOf(page, AUTHOR_PAGE_SIZE, totals.flows),
    },
  };
}

async function authorTotals(authorId: string): Promise<AuthorTotals> {
  const [[row], [followers]] = await Promise.all([flowTotals(authorId), selectRows<{ value: number }>(db, sql`select ${followerCount(authorId)} as value`)]);
  return {
    flows: row?.flows ?? 0,
    downloads: Number(row?.downloads ?? 0),
    rating: row?.rating == null ? 0 : Math.round(Number(row.rating) * 10) / 10,
    ratingCount: Number(row?.ratingCount ?? 0),
    followers: Number(followers?.value ?? 0),
  };
}

function flowTotals(authorId: string) {
  return db
    .select({
      flows: count(),
      downloads: sql<string>`coalesce(sum(${flows.downloadCount}), 0)::text`,
      // Each flow's score is the mean of its reviews: weighted by their number, the mean of all of them.
      rating: sql<number | null>`sum(${flows.score} * ${flows.reviewCount})::float8 / nullif(sum(${flows.reviewCount}), 0)`,
      ratingCount: sql<string>`coalesce(sum(${flows.reviewCount}), 0)::text`,
    })
    .from(flows)
    .where(publishedBy(authorId));
}

function authorFlowRows(authorId: string, page: number) {
  return db
    .select(flowCardColumns)
    .from(flows)
    .leftJoin(users, eq(users.id, flows.authorId))
    .where(publishedBy(authorId))
    .orderBy(desc(flows.createdAt), desc(flows.id))
    .limit(AUTHOR_PAGE_SIZE)
    .offset((page - 1) * AUTHOR_PAGE_SIZE);
}

/** The handle of `authorId`'s creator page when it is public, else null (for "por …" on one flow's page). */
export async function publicAuthorPage(authorId: string | null): Promise<string | null> {
  if (!authorId) return null;
  const [row] = await db
    .select({ handle: users.handle })
    .from(users)
    .where(and(eq(users.id, authorId), eq(users.profilePublic, true)))
    .limit(1);
  return row?.handle ?? null;
}

/**
 * Whose initials `GET /api/authors/{handle}/avatar` draws: the author at a current handle whose page
 * is public; null for anything else (an earlier handle, a private page), as for the page itself.
 * One read on users_handle_key.
 */
export async function findAvatarAuthor(handle: string): Promise<{ handle: string; name: string } | null> {
  if (!isHandleLike(handle)) return null;
  const [row] = await db
    .select({ handle: users.handle, name: users.name })
    .from(users)
    .where(and(eq(users.handle, handle), eq(users.profilePublic, true)))
    .limit(1);
  return row ?? null;
}

/** `?page=` of a creator page: a positive integer, else the first page. */
export function authorPageNumber(raw: string | string[] | null | undefined): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^[1-9][0-9]{0,5}$/.test(value)) return 1;
  return Number(value);
}

/**
 * Handles of the public creator pages with at least one public flow, for the sitemap, in handle
 * order. The EXISTS probes flows_public_author_idx once per author.
 */
export async function sitemapAuthorHandles(limit: number): Promise<string[]> {
  if (limit <= 0) return [];
  const rows = await selectRows<{ handle: string }>(
    db,
    sql`select u.handle from users u
        where u.profile_public
          and exists (select 1 from flows f where f.author_id = u.id and f.status = 'APPROVED' and f.is_public)
        order by u.handle
        limit ${limit}`,
  );
  return rows.map((row) => row.handle);
}

/** The signed-in user's creator page settings (Meu Perfil → "Página pública"). */
export async function getPublicProfileSettings(userId: string): Promise<PublicProfileSettings> {
  const [row] = await db
    .select({ handle: users.handle, bio: users.bio, links: users.links, profilePublic: users.profilePublic })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "Usuário não encontrado");
  return { ...row, path: authorPath(row.handle) };
}

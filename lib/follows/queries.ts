import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db, schema, selectRows } from "@/db";
import type { Viewer } from "@/lib/auth/viewer";
import type { AuthorSummaryJson } from "@/lib/authors/dto";
import { paginationOf, type Pagination } from "@/lib/pagination";
import { followerCount } from "./counted";
import type { FollowingListInput } from "./schemas";
import { followTarget } from "./target";

const { authorFollows } = schema;

type Member = Pick<Viewer, "id">;

/**
 * What the "Seguir" button shows: whether the member follows the page, and its exact follower count
 * (the established followers, and the member's own follow: lib/follows/counted.ts).
 */
export interface FollowState {
  handle: string;
  following: boolean;
  followers: number;
  /** The member's own page: no button. */
  self: boolean;
}

/** The state of `author`'s page for the member: the primary key, and the count on author_follows_author_idx. */
export async function followState(author: { id: string; handle: string }, viewer: Member): Promise<FollowState> {
  const [[mine], [followers]] = await Promise.all([
    db
      .select({ id: authorFollows.authorId })
      .from(authorFollows)
      .where(and(eq(authorFollows.followerId, viewer.id), eq(authorFollows.authorId, author.id)))
      .limit(1),
    selectRows<{ value: number }>(db, sql`select ${followerCount(author.id, viewer.id)} as value`),
  ]);
  return { handle: author.handle, following: mine !== undefined, followers: Number(followers?.value ?? 0), self: author.id === viewer.id };
}

/** GET /api/authors/{handle}/follow: the page at `handle` as the member sees it (404 as for the page). */
export async function getFollowState({ handle, viewer }: { handle: string; viewer: Member }): Promise<FollowState> {
  return followState(await followTarget(handle), viewer);
}

/** An author the member follows: the summary of GET /api/authors/{handle}, and since when. */
export interface FollowedAuthor extends AuthorSummaryJson {
  followedAt: string;
}

export interface FollowingList {
  authors: FollowedAuthor[];
  pagination: Pagination;
}

interface FollowedRow extends Record<string, unknown> {
  handle: string;
  name: string;
  verified: boolean;
  bio: string | null;
  links: string[];
  memberSince: Date | string;
  followedAt: Date | string;
  flows: number | string;
  downloads: number | string;
  rating: number | string | null;
  ratingCount: number | string;
  followers: number | string;
}

/** An author the member follows who is listed: a public page of an active account. */
const followable = (member: Member) => sql`af.follower_id = ${member.id} and u.profile_public and u.status = 'ACTIVE'`;

/**
 * Whom the member follows and can follow now: a page made private, or an account banned or made
 * inactive, leaves the list and comes back if that changes (the row stays). Newest first, walking
 * author_follows_follower_created_idx; each author's totals read flows_public_author_idx and
 * author_follows_author_idx, as the creator page's do.
 */

export async function listFollowing({ viewer, input }: { viewer: Member; input: FollowingListInput }): Promise<FollowingList> {
  const [rows, [total]] = await Promise.all([
    selectRows<FollowedRow>(
      db,
      sql`select u.handle, u.name, u.verified_at is not null as verified, u.bio, u.links, u.created_at as "memberSince",
                 af.created_at as "followedAt", t.flows, t.downloads, t.rating, t."ratingCount",
                 ${followerCount(sql`u.id`, viewer.id)} as followers
          from author_follows af
          join users u on u.id = af.author_id
          cross join lateral (
            select count(*) as flows, coalesce(sum(f.download_count), 0) as downloads,
                   sum(f.score * f.review_count)::float8 / nullif(sum(f.review_count), 0) as rating,
                   coalesce(sum(f.review_count), 0) as "ratingCount"
            from flows f where f.author_id = u.id and f.status = 'APPROVED' and f.is_public
          ) t
          where ${followable(viewer)}
          order by af.created_at desc, af.author_id desc
          limit ${input.limit} offset ${(input.page - 1) * input.limit}`,
    ),
    selectRows<{ value: number | string }>(
      db,
      sql`select count(*) as value from author_follows af join users u on u.id = af.author_id where ${followable(viewer)}`,
    ),
  ]);
  return {
    authors: rows.map((row) => ({
      handle: row.handle,
      name: row.name,
      verified: Boolean(row.verified),
      bio: row.bio,
      links: row.links,
      memberSince: new Date(row.memberSince).toISOString(),
      totals: {
        flows: Number(row.flows),
        downloads: Number(row.downloads),
        rating: row.rating == null ? 0 : Math.round(Number(row.rating) * 10) / 10,
        ratingCount: Number(row.ratingCount),
        followers: Number(row.followers),
      },
      followedAt: new Date(row.followedAt).toISOString(),
    })),
    pagination: paginationOf(input.page, input.limit, Number(total?.value ?? 0)),
  };
}

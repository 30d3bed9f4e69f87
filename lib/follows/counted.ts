import "server-only";
import { sql, type SQL } from "drizzle-orm";

/*
 * Who counts in an author's "N seguidores" (docs/product-rules.md, "Seguir autores"). Following costs
 * nothing, so a count of every row would be a number that throwaway accounts pump. As the weight of
 * a report (lib/reports/trust.ts), only an established account counts: e-mail confirmed, active (a
 * banned or inactive follower stops counting, a deleted one takes its row) and old enough.
 */

/** How old a follower's account must be to count: the default age at which a report counts (§22). */
export const FOLLOWER_MIN_ACCOUNT_DAYS = 7;

/** Whether the users row `u` is an established follower. */
export const establishedFollower = (u: SQL) =>
  sql`(${u}.status = 'ACTIVE' and ${u}.email_verified_at is not null and ${u}.created_at <= now() - make_interval(days => ${FOLLOWER_MIN_ACCOUNT_DAYS}::int))`;

/**
 * The follower count of the author whose id is `authorId` (a value or a column), as a scalar
 * subquery: author_follows_author_idx, and each follower's row by its key. With `viewerId`, that
 * member's own follow counts for them even before their account does, so their click moves the
 * number they see; everyone else sees the established followers only.
 */
export function followerCount(authorId: SQL | string, viewerId?: string): SQL<number> {
  const author = typeof authorId === "string" ? sql`${authorId}::uuid` : authorId;
  const counted = viewerId === undefined ? establishedFollower(sql`fu`) : sql`(${establishedFollower(sql`fu`)} or fx.follower_id = ${viewerId}::uuid)`;
  return sql<number>`(select count(*)::int from author_follows fx join users fu on fu.id = fx.follower_id where fx.author_id = ${author} and ${counted})`;
}

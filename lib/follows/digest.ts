import "server-only";
import { sql } from "drizzle-orm";
import { selectRows, writeTransaction } from "@/db";
import { NEWS_DAY } from "@/lib/flows/follower-news";
import { enqueueMail, type Mail } from "@/lib/mail/send";
import { FOLLOWED_AUTHORS_KIND } from "@/lib/mail/notice-kinds";
import { followedDigestMail, type FollowedNews } from "@/lib/mail/templates/followed-authors";

/*
 * The daily digest of news from followed authors (docs/product-rules.md, "Seguir autores"): the news
 * of a day after its first e-mail, sent once that day has ended. The daily-mails job of every
 * instance (lib/jobs/daily-mails.ts) calls it every 10 minutes.
 *
 * A follower's day is due while `digest_pending` is set, the day is over and it is one of the last
 * DIGEST_LOOKBACK_DAYS days (older ones are dropped unsent). One statement locks the
 * due days with SKIP LOCKED, clears the mark and takes the day's items out of follow_digest_items,
 * in the transaction that queues the e-mails: another worker skips the locked days, and after the
 * commit they are no longer due, so each digest is queued by exactly one worker.
 */

/** Follower days handled per pass; the next pass takes the rest. */
const DAYS_PER_PASS = 100;

/**
 * How many ended days a digest may still be sent for: yesterday and the day before. A server down
 * for a week sends at most two digests per follower when it comes back, not one per missed day;
 * the news of older days is dropped unsent (stale news is no news).
 */
export const DIGEST_LOOKBACK_DAYS = 2;

interface DigestRow extends Record<string, unknown> {
  userId: string;
  day: string;
  userName: string;
  email: string;
  flowName: string;
  slug: string;
  authorName: string;
  handle: string;
  version: number;
}

/** Queues the due digests; returns how many e-mails were queued. Safe on several instances at once. */
export async function queueFollowDigests(): Promise<number> {
  const queued = await writeTransaction(async (tx) => {
    const rows = await selectRows<DigestRow>(
      tx,
      sql`
      with due as (
        select d.user_id, d.day from follow_mail_days d
        where d.digest_pending and d.day < ${NEWS_DAY} and d.day >= ${NEWS_DAY} - ${DIGEST_LOOKBACK_DAYS}::int
        order by d.day, d.user_id
        limit ${DAYS_PER_PASS}
        for update skip locked
      ),
      claimed as (
        update follow_mail_days d set digest_pending = false, digest_sent_at = now()
        from due where d.user_id = due.user_id and d.day = due.day
        returning d.user_id, d.day
      ),
      items as (
        delete from follow_digest_items i using claimed c
        where i.user_id = c.user_id and i.day = c.day
        returning i.user_id, i.day, i.flow_id, i.version, i.created_at
      )
      select u.id as "userId", items.day::text as day, u.name as "userName", u.email,
             f.name as "flowName", f.slug, a.name as "authorName", a.handle, items.version
      from items
      join users u on u.id = items.user_id
      join flows f on f.id = items.flow_id
      join users a on a.id = f.author_id
      where u.status = 'ACTIVE' and u.email_verified_at is not null and not (${FOLLOWED_AUTHORS_KIND} = any(u.mail_opt_outs))
        and f.status = 'APPROVED' and f.is_public and a.status = 'ACTIVE' and a.profile_public
      order by u.id, items.day, items.created_at, f.id`,
    );
    // Someone whose news left the catalogue (or who turned the e-mail off) since gets no digest.
    const digests = new Map<string, { to: { email: string; name: string }; items: FollowedNews[] }>();
    for (const row of rows) {
      const key = `${row.userId}|${row.day}`;
      let entry = digests.get(key);
      if (!entry) digests.set(key, (entry = { to: { email: row.email, name: row.userName }, items: [] }));
      entry.items.push({ author: { name: row.authorName, handle: row.handle }, flow: { name: row.flowName, slug: row.slug }, version: Number(row.version) });
    }
    const mails: Mail[] = [...digests.values()].map(({ to, items }) => followedDigestMail(to, { items }));
    await enqueueMail(tx, ...mails);
    return mails.length;
  });
  await dropStaleDigests();
  // A day whose digest went out (or never had one) decides nothing any more.
  await writeTransaction((tx) => tx.execute(sql`delete from follow_mail_days where day < ${NEWS_DAY} - 2 and not digest_pending`));
  return queued;
}

/**
 * Days still waiting for a digest past the look-back (the jobs did not run for days): their news is
 * dropped unsent. Locked with SKIP LOCKED as the digest does, so a worker still sending one of them
 * (one that began before midnight) keeps it; the day rows go with the clean-up above.
 */
async function dropStaleDigests(): Promise<void> {
  await writeTransaction((tx) =>
    tx.execute(sql`
      with stale as (
        select d.user_id, d.day from follow_mail_days d
        where d.digest_pending and d.day < ${NEWS_DAY} - ${DIGEST_LOOKBACK_DAYS}::int
        for update skip locked
      ),
      dropped as (
        update follow_mail_days d set digest_pending = false
        from stale where d.user_id = stale.user_id and d.day = stale.day
        returning d.user_id, d.day
      )
      delete from follow_digest_items i using dropped
      where i.user_id = dropped.user_id and i.day = dropped.day`),
  );
}

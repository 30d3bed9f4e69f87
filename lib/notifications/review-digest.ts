import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { selectRows, writeTransaction } from "@/db";
import { enqueueMail, type Mail } from "@/lib/mail/send";
import { reviewDigestMail, type DigestReview } from "@/lib/mail/templates/author-notices";

/*
 * The daily digest of new reviews on an author's flows (docs/product-rules.md, "Avisos aos autores"),
 * looked for by the mail worker of every instance (lib/mail/worker.ts) every 10 minutes.
 *
 * `users.review_digest_at` is the moment up to which reviews were in a digest. An author is due when
 * it is more than a day old (or was never set) and a review by someone else, not hidden by moderation,
 * came in after it. Claiming the author moves it forward in the statement that reads the reviews,
 * in the transaction that queues the e-mail: the rows are locked with SKIP LOCKED, and a row another
 * worker claimed and committed no longer matches, so each digest is queued by exactly one worker.
 */

/** Authors handled per pass; the next pass takes the rest. */
const AUTHORS_PER_PASS = 50;
/**
 * A review's `created_at` is its transaction's start, which may commit a little later (it waits for
 * the flow's row lock): the digest only takes reviews at least this old, so none is committed behind
 * a digest that already moved past it.
 */
const SETTLE = sql`interval '1 minute'`;
/** Older reviews are not news (an author who turned the digest back on, a worker stopped for days). */
const LOOKBACK = sql`interval '7 days'`;

interface DigestRow extends Record<string, unknown> {
  authorId: string;
  authorName: string;
  email: string;
  flowId: string;
  flowName: string;
  slug: string;
  listed: boolean;
  reviewer: string;
  rating: number;
  comment: string | null;
}

/** Where the author's news starts: after their last digest, and no further back than LOOKBACK. */
const sinceOf = (digestAt: SQL) => sql`greatest(coalesce(${digestAt}, '-infinity'::timestamptz), now() - ${LOOKBACK})`;

/** A review of `r` (joined to its flow `f`) that is news to the author: someone else's, shown, settled, after `since`. */
const newReview = (authorId: SQL, since: SQL) => sql`
  f.author_id = ${authorId} and r.user_id <> ${authorId} and r.hidden_at is null
  and r.created_at > ${since} and r.created_at <= now() - ${SETTLE}`;

/** Queues the due review digests; returns how many e-mails were queued. Safe on several instances at once. */
export async function queueReviewDigests(): Promise<number> {
  return writeTransaction(async (tx) => {
    const rows = await selectRows<DigestRow>(
      tx,
      sql`
      with due as (
        select u.id, ${sinceOf(sql.raw("u.review_digest_at"))} as since
        from users u
        where u.id in (
            select f.author_id from reviews r join flows f on f.id = r.flow_id
            where r.created_at > now() - ${LOOKBACK} and r.created_at <= now() - ${SETTLE}
              and r.hidden_at is null and r.user_id <> f.author_id)
          and u.status = 'ACTIVE' and u.email_verified_at is not null
          and not ('REVIEW_DIGEST' = any(u.mail_opt_outs))
          and (u.review_digest_at is null or u.review_digest_at <= now() - interval '1 day' - ${SETTLE})
          and exists (
            select 1 from reviews r join flows f on f.id = r.flow_id
            where ${newReview(sql.raw("u.id"), sinceOf(sql.raw("u.review_digest_at")))})
        order by u.id
        limit ${AUTHORS_PER_PASS}
        for update of u skip locked
      ),
      claimed as (
        update users u set review_digest_at = now() - ${SETTLE}
        from due where u.id = due.id
        returning u.id, u.name, u.email, due.since
      )
      select c.id as "authorId", c.name as "authorName", c.email, f.id as "flowId", f.name as "flowName", f.slug,
             (f.status = 'APPROVED' and f.is_public) as listed, ru.name as reviewer, r.rating, r.comment
      from claimed c
      join flows f on f.author_id = c.id
      join reviews r on r.flow_id = f.id
      join users ru on ru.id = r.user_id
      where ${newReview(sql.raw("c.id"), sql.raw("c.since"))}
      order by c.id, r.created_at, r.id`,
    );
    const byAuthor = new Map<string, { to: { email: string; name: string }; reviews: DigestReview[] }>();
    for (const row of rows) {
      let entry = byAuthor.get(row.authorId);
      if (!entry) byAuthor.set(row.authorId, (entry = { to: { email: row.email, name: row.authorName }, reviews: [] }));
      entry.reviews.push({
        flow: { id: row.flowId, name: row.flowName, slug: row.slug, listed: row.listed },
        reviewer: row.reviewer,
        rating: Number(row.rating),
        comment: row.comment,
      });
    }
    const mails: Mail[] = [...byAuthor.values()].map(({ to, reviews }) => reviewDigestMail(to, { reviews }));
    await enqueueMail(tx, ...mails);
    return mails.length;
  });
}

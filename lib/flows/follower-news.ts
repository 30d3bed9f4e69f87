import "server-only";
import { sql } from "drizzle-orm";
import { selectRows, type Transaction } from "@/db";
import { enqueueMail } from "@/lib/mail/send";
import { FOLLOWED_AUTHORS_KIND } from "@/lib/mail/notice-kinds";
import { followedNewsMail, type FollowedNews } from "@/lib/mail/templates/followed-authors";

/*
 * News for the followers of an author whose flow (or new version) was just approved
 * (docs/product-rules.md, "Seguir autores"), queued in the moderation's transaction: the decision
 * commits once, so the news does too.
 *
 * A follower's first news of the day (America/Sao_Paulo) is e-mailed at once; the insert of their
 * (user, day) row in follow_mail_days decides which news is first, so two approvals at the same
 * moment make one e-mail: the second insert waits for the first to commit and finds the row. Later
 * news waits in follow_digest_items for that day's digest (lib/follows/digest.ts).
 */

/** The calendar day the news belongs to: Brazil's, where the members are. */
export const NEWS_DAY = sql`(now() at time zone 'America/Sao_Paulo')::date`;

/** Mails per insert into the outbox: an author with many followers stays within the parameter limit. */
const QUEUE_CHUNK = 500;

interface Follower extends Record<string, unknown> {
  id: string;
  name: string;
  email: string;
  first: boolean;
}

/** A uuid array literal (ids read from the database): the same on postgres.js and PGlite. */
const uuidArray = (ids: string[]) => `{${ids.join(",")}}`;

/**
 * Queues the news of an approved flow (`version` 1) or version for the author's followers who want
 * it: active, e-mail confirmed, "FOLLOWED_AUTHORS" not turned off, not the moderator. Nothing when the
 * flow is not in the public catalogue or the author's page is not followable (private, blocked).
 */
export async function queueFollowerNews(
  tx: Transaction,
  { flowId, moderatorId, version }: { flowId: string; moderatorId: string; version: number },
): Promise<void> {
  const [flow] = await selectRows<{ name: string; slug: string; authorId: string; authorName: string; handle: string }>(
    tx,
    sql`select f.name, f.slug, u.id as "authorId", u.name as "authorName", u.handle
        from flows f join users u on u.id = f.author_id
        where f.id = ${flowId} and f.status = 'APPROVED' and f.is_public and u.status = 'ACTIVE' and u.profile_public`,
  );
  if (!flow) return;
  // Walks author_follows_author_idx; the insert claims each follower's day.
  const followers = await selectRows<Follower>(
    tx,
    sql`with wanting as (
          select u.id, u.name, u.email from author_follows af join users u on u.id = af.follower_id
          where af.author_id = ${flow.authorId} and u.id <> ${moderatorId}
            and u.status = 'ACTIVE' and u.email_verified_at is not null
            and not (${FOLLOWED_AUTHORS_KIND} = any(u.mail_opt_outs))
        ),
        first as (
          insert into follow_mail_days (user_id, day) select id, ${NEWS_DAY} from wanting
          on conflict (user_id, day) do nothing
          returning user_id
        )
        select w.id, w.name, w.email, (first.user_id is not null) as first
        from wanting w left join first on first.user_id = w.id`,
  );
  if (followers.length === 0) return;
  const news: FollowedNews = { author: { name: flow.authorName, handle: flow.handle }, flow: { name: flow.name, slug: flow.slug }, version };
  const later = followers.filter((f) => !f.first).map((f) => f.id);
  if (later.length > 0) {
    // A new statement, so it sees the days other transactions committed while the insert above waited.
    await tx.execute(
      sql`with waiting as (
            insert into follow_digest_items (user_id, flow_id, version, day)
            select id, ${flowId}, ${version}, ${NEWS_DAY} from unnest(${uuidArray(later)}::uuid[]) as id
            on conflict do nothing
            returning user_id
          )
          update follow_mail_days d set digest_pending = true
          from waiting where d.user_id = waiting.user_id and d.day = ${NEWS_DAY}`,
    );
  }
  const mails = followers.filter((f) => f.first).map((f) => followedNewsMail({ email: f.email, name: f.name }, news));
  for (let i = 0; i < mails.length; i += QUEUE_CHUNK) await enqueueMail(tx, ...mails.slice(i, i + QUEUE_CHUNK));
}

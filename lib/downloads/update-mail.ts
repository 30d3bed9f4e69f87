import "server-only";
import { and, eq, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { schema, writeTransaction } from "@/db";
import { enqueueMail, type Mail } from "@/lib/mail/send";
import { flowUpdatesMail } from "@/lib/mail/templates/flow-updates";
import { listFlowUpdates } from "./newer-versions";

const { downloads, users, flowVersions, flows } = schema;

/*
 * The opt-in e-mail about new versions of downloaded flows (docs/product-rules.md §20): one e-mail
 * per user and day at most, listing the published flows they downloaded that got a version since
 * they last heard (or since they opted in). Queued through the outbox like every other e-mail.
 */

/** Users handled per pass; the next pass (minutes later) takes the rest. */
const USERS_PER_PASS = 50;

/** A version of a flow the user downloaded, published since `flow_updates_since`, newer than theirs. */
const hasNews = sql`exists (
  select 1 from downloads d
  join flows f on f.id = d.flow_id and f.status = 'APPROVED' and f.is_public
  join flow_versions v on v.flow_id = f.id and v.status = 'APPROVED' and v.version > d.version
  where d.user_id = ${users.id} and v.published_at > ${users.flowUpdatesSince}
)`;

/**
 * Queues the day's e-mail for every user who opted in, was not written to in the last 24 hours and
 * has news. Safe on several instances at once: each user row is taken with SKIP LOCKED, and the
 * e-mail and the new `since` commit together. Returns how many e-mails were queued.
 */
export async function queueFlowUpdateMails(): Promise<number> {
  return writeTransaction(async (tx) => {
    const due = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(
        and(
          isNotNull(users.flowUpdatesSince),
          or(isNull(users.flowUpdatesMailedAt), lte(users.flowUpdatesMailedAt, sql`now() - interval '1 day'`)),
          eq(users.status, "ACTIVE"),
          isNotNull(users.emailVerifiedAt),
          hasNews,
        ),
      )
      .limit(USERS_PER_PASS)
      .for("update", { skipLocked: true });
    const mails: Mail[] = [];
    for (const user of due) {
      // Only flows with a version published since they last heard (compared in the database, to the
      // microsecond): yesterday's news is not sent twice.
      const fresh = await tx
        .selectDistinct({ flowId: flowVersions.flowId, name: flows.name, slug: flows.slug })
        .from(downloads)
        .innerJoin(flowVersions, eq(flowVersions.flowId, downloads.flowId))
        .innerJoin(flows, eq(flows.id, downloads.flowId))
        .where(
          and(
            eq(downloads.userId, user.id),
            eq(flowVersions.status, "APPROVED"),
            sql`${flowVersions.publishedAt} > (select u.flow_updates_since from users u where u.id = ${user.id})`,
            eq(flows.status, "APPROVED"),
            eq(flows.isPublic, true),
          ),
        );
      const named = new Map(fresh.map((f) => [f.flowId, f]));
      const updates = (await listFlowUpdates({ viewer: { id: user.id, role: "USER" }, database: tx }))
        .filter((u) => named.has(u.flowId))
        .map((u) => ({ ...u, ...named.get(u.flowId)! }));
      if (updates.length > 0) mails.push(flowUpdatesMail(user, { updates }));
    }
    await enqueueMail(tx, ...mails);
    if (due.length > 0) {
      await tx
        .update(users)
        .set({ flowUpdatesSince: sql`now()`, flowUpdatesMailedAt: sql`now()` })
        .where(
          inArray(
            users.id,
            due.map((u) => u.id),
          ),
        );
    }
    return mails.length;
  });
}

import "server-only";
import { count, desc, sql } from "drizzle-orm";
import { db, schema } from "@/db";

const { emailOutbox } = schema;

// Literal states, not parameters: only then can a (generic) plan use the partial indexes on them.
const isPending = sql`${emailOutbox.status} = 'PENDING'`;
const isFailed = sql`${emailOutbox.status} = 'FAILED'`;

export interface FailedMail {
  id: string;
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
}

export interface MailQueueStatus {
  /** Queued and not yet delivered (including those waiting for a retry). */
  pending: number;
  /** Given up after the last attempt. */
  failed: number;
  /** The newest failures, newest first. */
  recentFailures: FailedMail[];
}

/** The outbox as the admins see it (panel, Sistema tab). Each query is served by a partial index. */
export async function getMailQueueStatus(limit = 10): Promise<MailQueueStatus> {
  const [[pending], [failed], recent] = await Promise.all([
    db.select({ n: count() }).from(emailOutbox).where(isPending),
    db.select({ n: count() }).from(emailOutbox).where(isFailed),
    db
      .select({
        id: emailOutbox.id,
        to: emailOutbox.to,
        subject: emailOutbox.subject,
        attempts: emailOutbox.attempts,
        lastError: emailOutbox.lastError,
        createdAt: emailOutbox.createdAt,
      })
      .from(emailOutbox)
      .where(isFailed)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(limit),
  ]);
  return {
    pending: pending?.n ?? 0,
    failed: failed?.n ?? 0,
    recentFailures: recent.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

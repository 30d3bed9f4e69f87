import "server-only";
import { desc, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { isDemoMode } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { cleanQueryText } from "@/lib/http/text";

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** The demo outbox exists only in demo mode; anywhere else it answers 404 as if it were not there. */
function assertOutboxAvailable() {
  if (!isDemoMode()) throw new AppError("NOT_FOUND", "Não encontrado");
}

/**
 * E-mails "sent" to an address (or to everyone), newest first. `to` comes from a query string: it
 * is cleaned like any query text (a NUL would make the database refuse the query).
 */
export async function listOutbox(to?: string, limit = 50): Promise<OutboxMail[]> {
  assertOutboxAvailable();
  to = to === undefined ? undefined : cleanQueryText(to);
  const rows = await db
    .select()
    .from(schema.emailOutbox)
    .where(to ? eq(schema.emailOutbox.to, to) : undefined)
    .orderBy(desc(schema.emailOutbox.createdAt))
    .limit(limit);
  return rows.map((r) => ({ to: r.to, subject: r.subject, text: r.text, html: r.html, createdAt: r.createdAt.toISOString() }));
}

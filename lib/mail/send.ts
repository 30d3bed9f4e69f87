import "server-only";
import { Resend } from "resend";
import { schema, type Database } from "@/db";
import { env } from "@/lib/env";
import { log } from "@/lib/log";

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Delivers one queued mail. `idempotencyKey` (the outbox row id) lets the provider drop a repeat. */
export interface Mailer {
  readonly kind: "resend" | "outbox";
  send(mail: Mail, opts: { idempotencyKey: string }): Promise<void>;
}

/** The database or an open transaction: a mail is queued in the same one as the change behind it. */
export type MailQueue = Pick<Database, "insert">;

/** A provider that hangs must not hold the worker: it gives up well before its claim on the row ends. */
export const SEND_TIMEOUT_MS = 20_000;

/** Production: Resend, through its SDK (which also honours RESEND_BASE_URL). */
class ResendMailer implements Mailer {
  readonly kind = "resend";
  private client: Resend;
  constructor(
    apiKey: string,
    private from: string,
  ) {
    this.client = new Resend(apiKey);
  }
  async send(mail: Mail, { idempotencyKey }: { idempotencyKey: string }) {
    const { error } = await this.client.emails.send(
      { from: this.from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text },
      { idempotencyKey, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) },
    );
    if (error) throw new Error(`Resend recusou o envio: ${error.message}`);
  }
}

/**
 * Demo and development without Resend: nothing leaves the server. The row itself is the delivered
 * mail (the worker marks it SENT and /dev/mailbox reads it); the log gets a copy.
 */
class OutboxMailer implements Mailer {
  readonly kind = "outbox";
  async send(mail: Mail) {
    // The development console carries the recipient and the whole text, so links can be followed
    // without the mailbox page; elsewhere the log gets the subject alone (no address in the logs).
    if (process.env.NODE_ENV === "development") console.info(`[e-mail] para ${mail.to}: ${mail.subject}\n${mail.text}`);
    else log.info({ subject: mail.subject }, "e-mail na caixa de saída local");
  }
}

let mailer: Mailer | undefined;

export function getMailer(): Mailer {
  if (mailer) return mailer;
  const { RESEND_API_KEY, MAIL_FROM } = env();
  mailer = RESEND_API_KEY ? new ResendMailer(RESEND_API_KEY, MAIL_FROM) : new OutboxMailer();
  return mailer;
}

/**
 * Queues mails for the delivery worker (lib/mail/worker). Pass the transaction of the change that
 * causes them, so a rolled-back change sends nothing and a committed one always sends: the request
 * never waits on the provider, nor fails or answers differently when it is down (docs/product-rules.md §9).
 */
export async function enqueueMail(queue: MailQueue, ...mails: Mail[]): Promise<void> {
  if (mails.length === 0) return;
  await queue.insert(schema.emailOutbox).values(mails.map(({ to, subject, html, text }) => ({ to, subject, html, text })));
}

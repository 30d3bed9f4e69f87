import "server-only";
import { Resend } from "resend";
import { db, schema } from "@/db";
import { env } from "@/lib/env";

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  readonly kind: "resend" | "outbox";
  send(mail: Mail): Promise<void>;
}

/** Production: Resend. */
class ResendMailer implements Mailer {
  readonly kind = "resend";
  private client: Resend;
  constructor(apiKey: string, private from: string) {
    this.client = new Resend(apiKey);
  }
  async send(mail: Mail) {
    const { error } = await this.client.emails.send({ from: this.from, ...mail });
    if (error) throw new Error(`Resend recusou o envio: ${error.message}`);
  }
}

/** Demo and development without Resend: the outbox table (read at /dev/mailbox) and the log. */
class OutboxMailer implements Mailer {
  readonly kind = "outbox";
  async send(mail: Mail) {
    await db.insert(schema.emailOutbox).values({ ...mail, status: "SENT", sentAt: new Date() });
    // The development log carries the whole text so links can be followed without the mailbox page.
    const body = process.env.NODE_ENV === "development" ? `\n${mail.text}` : "";
    console.info(`[e-mail] para ${mail.to}: ${mail.subject}${body}`);
  }
}

let mailer: Mailer | undefined;

export function getMailer(): Mailer {
  if (mailer) return mailer;
  const { RESEND_API_KEY, MAIL_FROM } = env();
  mailer = RESEND_API_KEY ? new ResendMailer(RESEND_API_KEY, MAIL_FROM) : new OutboxMailer();
  return mailer;
}

export function sendMail(mail: Mail): Promise<void> {
  return getMailer().send(mail);
}

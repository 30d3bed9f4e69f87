import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { getMailQueueStatus } from "@/lib/mail/queue-status";
import { getSystemInfo } from "@/lib/system/queries";

const mail = (to: string, over: Partial<typeof schema.emailOutbox.$inferInsert> = {}) => ({
  to,
  subject: `Assunto de ${to}`,
  text: "Texto",
  html: "<p>Texto</p>",
  ...over,
});

describe("the e-mail queue in the admin panel", () => {
  it("counts pending and failed mail and lists the newest failures first", async () => {
    await db.insert(schema.emailOutbox).values([
      mail("a@exemplo.com.br"),
      mail("b@exemplo.com.br", { attempts: 3, lastError: "timeout", nextAttemptAt: new Date(Date.now() + 10 * 60_000) }),
      mail("c@exemplo.com.br", { status: "SENT", sentAt: new Date() }),
      mail("velho@exemplo.com.br", {
        status: "FAILED",
        attempts: 8,
        lastError: "Resend recusou o envio: 500",
        createdAt: new Date(Date.now() - 2 * 86_400_000),
      }),
      mail("novo@exemplo.com.br", {
        status: "FAILED",
        attempts: 8,
        lastError: "Resend recusou o envio: invalid `to`",
        createdAt: new Date(Date.now() - 3_600_000),
      }),
    ]);

    const status = await getMailQueueStatus();
    expect(status.pending).toBe(2);
    expect(status.failed).toBe(2);
    expect(status.recentFailures).toEqual([
      {
        id: expect.any(String),
        to: "novo@exemplo.com.br",
        subject: "Assunto de novo@exemplo.com.br",
        attempts: 8,
        lastError: "Resend recusou o envio: invalid `to`",
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
      expect.objectContaining({ to: "velho@exemplo.com.br" }),
    ]);
    expect((await getMailQueueStatus(1)).recentFailures).toHaveLength(1);

    const info = await getSystemInfo({ role: "ADMIN" });
    expect(info.mailQueue).toEqual(status);
    expect(JSON.stringify(info)).not.toMatch(/<p>|Texto/);
  });

  it("is empty on a quiet outbox", async () => {
    expect(await getMailQueueStatus()).toEqual({ pending: 0, failed: 0, recentFailures: [] });
  });
});

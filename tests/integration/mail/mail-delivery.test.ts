import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as forgotPassword } from "@/app/api/email/forgot-password/route";
import { POST as requestVerification } from "@/app/api/email/request-verification/route";
import { POST as resendVerification } from "@/app/api/email/resend-verification/route";
import { MAX_ATTEMPTS } from "@/lib/mail/retry";
import { drainOutbox, startMailWorker, stopMailWorker } from "@/lib/mail/worker";
import { createUser } from "../../helpers/factories";
import { FakeResend } from "../../helpers/fake-resend";
import { apiRequest } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

// The production path: the real Resend SDK, pointed at a local stand-in through RESEND_BASE_URL.
const provider = new FakeResend();
const saved = { key: process.env.RESEND_API_KEY, base: process.env.RESEND_BASE_URL };

beforeAll(async () => {
  await provider.start();
  process.env.RESEND_API_KEY = "re_test_key";
  process.env.RESEND_BASE_URL = provider.url;
});

afterAll(async () => {
  await provider.stop();
  for (const [name, value] of [
    ["RESEND_API_KEY", saved.key],
    ["RESEND_BASE_URL", saved.base],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

beforeEach(() => {
  provider.failing = false;
  provider.delayMs = 0;
  provider.accepted.length = 0;
  provider.requests = 0;
});

const post = (handler: (req: Request) => Promise<Response>, path: string, body?: unknown, opts: Parameters<typeof apiRequest>[2] = {}) =>
  handler(apiRequest("POST", path, { body, ...opts }));

const outboxTo = (to: string) => db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, to));

describe("requests while the mail provider is down", () => {
  it("POST /api/auth/register answers 201, creates one account and queues one mail", async () => {
    provider.failing = true;
    const res = await post(register, "/api/auth/register", { name: "Rita", email: "rita@exemplo.com.br", password: "cafe-com-pao-42" });
    expect(res.status).toBe(201);
    expect(await db.select().from(schema.users).where(eq(schema.users.email, "rita@exemplo.com.br"))).toHaveLength(1);
    const mails = await outboxTo("rita@exemplo.com.br");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ status: "PENDING", attempts: 0, subject: "Confirme seu email na Fluxoteca" });
    expect(provider.requests).toBe(0);
  });

  it("POST /api/email/forgot-password answers the same for an existing and an unknown address", async () => {
    await provider.stop();
    try {
      const user = await createUser();
      const known = await post(forgotPassword, "/api/email/forgot-password", { email: user.email }, { ip: "192.0.2.10" });
      const unknown = await post(forgotPassword, "/api/email/forgot-password", { email: "ninguem@exemplo.com.br" }, { ip: "192.0.2.11" });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(known.status);
      expect(await unknown.json()).toEqual(await known.json());
      expect(await outboxTo(user.email)).toMatchObject([{ status: "PENDING", subject: "Redefina sua senha da Fluxoteca" }]);
      expect(await outboxTo("ninguem@exemplo.com.br")).toHaveLength(0);
    } finally {
      await provider.start();
    }
  });

  it("the verification resends answer 200 and queue their mail", async () => {
    provider.failing = true;
    const unverified = await createUser({ emailVerifiedAt: null });
    const signedOut = await post(requestVerification, "/api/email/request-verification", { email: unverified.email });
    expect(signedOut.status).toBe(200);
    expect(await outboxTo(unverified.email)).toMatchObject([{ status: "PENDING" }]);

    const user = await createUser();
    const token = await tokenFor(user.email);
    await db.update(schema.users).set({ emailVerifiedAt: null }).where(eq(schema.users.id, user.id));
    const signedIn = await post(resendVerification, "/api/email/resend-verification", undefined, { token });
    expect(signedIn.status).toBe(200);
    expect(await outboxTo(user.email)).toMatchObject([{ status: "PENDING" }]);
    expect(provider.requests).toBe(0);
  });
});

type Row = typeof schema.emailOutbox.$inferSelect;

/** The row and how many seconds from now (database clock) its next try is due. */
async function rowOf(id: string): Promise<Row & { dueIn: number }> {
  const [row] = await db
    .select({ row: schema.emailOutbox, dueIn: sql<number>`extract(epoch from ${schema.emailOutbox.nextAttemptAt} - now())::float8` })
    .from(schema.emailOutbox)
    .where(eq(schema.emailOutbox.id, id));
  return { ...row!.row, dueIn: Number(row!.dueIn) };
}

/** Time passes: every pending mail is due now. */
const makeDue = () =>
  db
    .update(schema.emailOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(schema.emailOutbox.status, "PENDING"));

async function queueMail(to: string, n = 1): Promise<Row[]> {
  const values = Array.from({ length: n }, (_, i) => ({ to, subject: `Assunto ${i + 1}`, text: `Texto ${i + 1}`, html: `<p>Texto ${i + 1}</p>` }));
  return db.insert(schema.emailOutbox).values(values).returning();
}

describe("the delivery worker", () => {
  it("retries with backoff while the provider is down, then delivers the register mail once", async () => {
    provider.failing = true;
    await post(register, "/api/auth/register", { name: "Rita", email: "rita@exemplo.com.br", password: "cafe-com-pao-42" });
    const [queued] = await outboxTo("rita@exemplo.com.br");

    expect(await drainOutbox()).toEqual({ sent: 0, retried: 1, failed: 0 });
    let row = await rowOf(queued!.id);
    expect(row).toMatchObject({ status: "PENDING", attempts: 1, sentAt: null });
    expect(row.lastError).toContain("Resend recusou o envio");
    expect(row.dueIn).toBeGreaterThan(25);
    expect(row.dueIn).toBeLessThanOrEqual(30);

    // Not due yet: nothing is tried.
    expect(await drainOutbox()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(provider.requests).toBe(1);

    await makeDue();
    await drainOutbox();
    row = await rowOf(queued!.id);
    expect(row).toMatchObject({ status: "PENDING", attempts: 2 });
    expect(row.dueIn).toBeGreaterThan(115);
    expect(row.dueIn).toBeLessThanOrEqual(120);

    // Unreachable (connection refused) counts the same.
    await provider.stop();
    await makeDue();
    try {
      expect(await drainOutbox()).toEqual({ sent: 0, retried: 1, failed: 0 });
    } finally {
      await provider.start();
    }
    row = await rowOf(queued!.id);
    expect(row).toMatchObject({ status: "PENDING", attempts: 3 });
    expect(row.dueIn).toBeGreaterThan(595);

    provider.failing = false;
    await makeDue();
    expect(await drainOutbox()).toEqual({ sent: 1, retried: 0, failed: 0 });
    row = await rowOf(queued!.id);
    expect(row).toMatchObject({ status: "SENT", attempts: 4 });
    expect(row.sentAt).not.toBeNull();
    expect(provider.accepted).toHaveLength(1);
    expect(provider.accepted[0]).toMatchObject({
      idempotencyKey: queued!.id,
      authorization: "Bearer re_test_key",
      from: "Fluxoteca <nao-responda@fluxoteca.dev>",
      subject: "Confirme seu email na Fluxoteca",
      text: queued!.text,
      html: queued!.html,
    });
    expect([provider.accepted[0]!.to].flat()).toEqual(["rita@exemplo.com.br"]);

    await makeDue();
    expect(await drainOutbox()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(provider.accepted).toHaveLength(1);
  });

  it("marks a mail FAILED after the last attempt and never tries it again", async () => {
    provider.failing = true;
    const [mail] = await queueMail("falha@exemplo.com.br");
    const waits: number[] = [];
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      expect(await drainOutbox()).toEqual({ sent: 0, retried: 1, failed: 0 });
      waits.push(Math.round((await rowOf(mail!.id)).dueIn / 10) * 10);
      await makeDue();
    }
    expect(waits).toEqual([30, 120, 600, 3600, 10_800, 21_600, 43_200]);
    expect(await drainOutbox()).toEqual({ sent: 0, retried: 0, failed: 1 });
    const row = await rowOf(mail!.id);
    expect(row).toMatchObject({ status: "FAILED", attempts: MAX_ATTEMPTS, sentAt: null });
    expect(row.lastError).toContain("Resend recusou o envio");
    expect(provider.requests).toBe(MAX_ATTEMPTS);

    provider.failing = false;
    await db.update(schema.emailOutbox).set({ nextAttemptAt: sql`now() - interval '1 day'` });
    expect(await drainOutbox()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(provider.accepted).toHaveLength(0);
  });

  it("a running worker sends the mail right after the request that queued it", async () => {
    startMailWorker(60_000);
    try {
      const res = await post(register, "/api/auth/register", { name: "Rita", email: "rita@exemplo.com.br", password: "cafe-com-pao-42" });
      expect(res.status).toBe(201);
      await expect.poll(async () => (await outboxTo("rita@exemplo.com.br"))[0]?.status, { timeout: 5_000 }).toBe("SENT");
    } finally {
      await stopMailWorker();
    }
    expect(provider.accepted.map((m) => m.subject)).toEqual(["Confirme seu email na Fluxoteca"]);
  });

  it("two workers draining the same rows at once send each mail exactly once", async () => {
    provider.delayMs = 15;
    const mails = await queueMail("muitos@exemplo.com.br", 24);
    const [a, b] = await Promise.all([drainOutbox({ batchSize: 3 }), drainOutbox({ batchSize: 3 })]);
    expect(a.sent + b.sent).toBe(24);
    // Both really worked the queue side by side.
    expect(a.sent).toBeGreaterThan(0);
    expect(b.sent).toBeGreaterThan(0);
    expect(a.retried + a.failed + b.retried + b.failed).toBe(0);
    const keys = provider.accepted.map((m) => m.idempotencyKey);
    expect(new Set(keys).size).toBe(24);
    expect([...keys].sort()).toEqual(mails.map((m) => m.id).sort());
    const rows = await db.select().from(schema.emailOutbox).orderBy(asc(schema.emailOutbox.id));
    expect(rows.every((r) => r.status === "SENT" && r.attempts === 1)).toBe(true);
  });
});

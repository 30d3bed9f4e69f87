import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { POST as postFlowReport } from "@/app/api/flows/[id]/reports/route";
import { POST as postReviewReport } from "@/app/api/reviews/[id]/reports/route";
import { GET as getQueue } from "@/app/api/admin/reports/route";
import { POST as postDecision } from "@/app/api/admin/reports/[kind]/[id]/decision/route";
import { findPublicFlowBySlug } from "@/lib/flows/public";
import { createAdmin, createFlow, createUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { establishedReporters } from "../../helpers/reporters";
import { tokenFor } from "../../helpers/session";

type Opts = { token?: string };
const reportFlow = (id: string, body: unknown, o: Opts = {}) => postFlowReport(apiRequest("POST", `/api/flows/${id}/reports`, { body, ...o }), params({ id }));
const reportReview = (id: string, body: unknown, o: Opts = {}) =>
  postReviewReport(apiRequest("POST", `/api/reviews/${id}/reports`, { body, ...o }), params({ id }));
const queue = (token: string) => getQueue(apiRequest("GET", "/api/admin/reports", { token }));
const decide = (kind: string, id: string, body: unknown, token: string) =>
  postDecision(apiRequest("POST", `/api/admin/reports/${kind}/${id}/decision`, { body, token }), params({ kind, id }));

const DAY = 24 * 60 * 60 * 1000;
const flowRow = async (id: string) => (await db.select().from(schema.flows).where(eq(schema.flows.id, id)))[0]!;
const reportRows = (flowId: string) => db.select().from(schema.reports).where(eq(schema.reports.flowId, flowId));

async function setting(key: string, value: string) {
  await db.insert(schema.settings).values({ key, value }).onConflictDoUpdate({ target: schema.settings.key, set: { value } });
}

/** Accounts registered and verified a moment ago, as the attacker makes them. */
async function throwaways(n: number) {
  const users = await Promise.all(Array.from({ length: n }, () => createUser()));
  return Promise.all(users.map(async (user) => ({ user, token: await tokenFor(user.email) })));
}

async function adminToken() {
  return tokenFor((await createAdmin()).email);
}

/** Closed reports in a reporter's record: `upheld` actioned and `dismissed` dismissed, on other flows. */
async function record(reporterId: string, { upheld, dismissed }: { upheld: number; dismissed: number }) {
  const statuses = [...Array(upheld).fill("ACTIONED"), ...Array(dismissed).fill("DISMISSED")] as ("ACTIONED" | "DISMISSED")[];
  for (const status of statuses) {
    const other = await createFlow();
    await db.insert(schema.reports).values({ flowId: other.id, reporterId, reason: "MALICIOUS", status });
  }
}

describe("reports weighted by trust", () => {
  it("three throwaway accounts cannot hide the most downloaded flow: it stays published, the reports wait in the queue marked", async () => {
    const author = await createUser();
    const flow = await createFlow({ name: "Daily sales report on Slack for retail", authorId: author.id, downloadCount: 17 });
    const attackers = await throwaways(3);
    const answers = await Promise.all(attackers.map((a) => reportFlow(flow.id, { reason: "MALICIOUS", text: "Rouba credenciais" }, { token: a.token })));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);

    expect(await flowRow(flow.id)).toMatchObject({ isPublic: true, heldAt: null, status: "APPROVED" });
    expect((await findPublicFlowBySlug(flow.slug))?.kind).toBe("flow");
    expect(await db.select().from(schema.reportDecisions)).toHaveLength(0);
    const rows = await reportRows(flow.id);
    expect(rows.map((r) => [r.weight, [...r.trustFlags].sort()])).toEqual(Array(3).fill([0, ["NEW_ACCOUNT", "NO_DOWNLOAD"]]));
    // Its author hears nothing: nothing happened to the flow.
    expect(await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, author.email))).toHaveLength(0);

    const body = await (await queue(await adminToken())).json();
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      id: flow.id,
      held: false,
      reportCount: 3,
      reasons: { MALICIOUS: 3 },
      trust: { counted: 0, maliciousWeight: 0, flags: { NEW_ACCOUNT: 3, NO_DOWNLOAD: 3, LOW_REPUTATION: 0 } },
    });
    expect(body.items[0].texts.map((t: { trustFlags: string[] }) => [...t.trustFlags].sort())).toEqual(Array(3).fill(["NEW_ACCOUNT", "NO_DOWNLOAD"]));
  });

  it("needs both an account older than the setting and a download of the flow", async () => {
    const flow = await createFlow();
    // Old enough but never downloaded it; downloaded it but new.
    const old = await createUser({ createdAt: new Date(Date.now() - 30 * DAY) });
    const fresh = await createUser({ createdAt: new Date(Date.now() - 6 * DAY) });
    await db.insert(schema.downloads).values({ userId: fresh.id, flowId: flow.id, flowName: flow.name });
    const [established] = await establishedReporters(1, flow.id);
    for (const u of [old, fresh]) expect((await reportFlow(flow.id, { reason: "MALICIOUS" }, { token: await tokenFor(u.email) })).status).toBe(201);
    expect((await reportFlow(flow.id, { reason: "MALICIOUS" }, { token: established!.token })).status).toBe(201);
    const byReporter = new Map((await reportRows(flow.id)).map((r) => [r.reporterId, r]));
    expect(byReporter.get(old.id)).toMatchObject({ weight: 0, trustFlags: ["NO_DOWNLOAD"] });
    expect(byReporter.get(fresh.id)).toMatchObject({ weight: 0, trustFlags: ["NEW_ACCOUNT"] });
    expect(byReporter.get(established!.user.id)).toMatchObject({ weight: 1, trustFlags: [] });
    expect((await flowRow(flow.id)).heldAt).toBeNull();

    // The age is a setting: at 5 days the six-day-old account counts, and its report is the second… still short of 3.
    await setting("report_min_account_days", "5");
    const again = await createFlow();
    await db.insert(schema.downloads).values({ userId: fresh.id, flowId: again.id, flowName: again.name });
    expect((await reportFlow(again.id, { reason: "MALICIOUS" }, { token: await tokenFor(fresh.email) })).status).toBe(201);
    expect((await reportRows(again.id))[0]).toMatchObject({ weight: 1, trustFlags: [] });
  });

  it("three established accounts that downloaded the flow still hold it, and its author is told it is under review and why", async () => {
    const author = await createUser({ name: "Autora <b>" });
    const flow = await createFlow({ name: "Fluxo <i>suspeito</i>", authorId: author.id });
    const attackers = await throwaways(5);
    for (const a of attackers) expect((await reportFlow(flow.id, { reason: "MALICIOUS" }, { token: a.token })).status).toBe(201);
    expect((await flowRow(flow.id)).heldAt).toBeNull();
    const people = await establishedReporters(3, flow.id);
    expect((await reportFlow(flow.id, { reason: "MALICIOUS" }, { token: people[0]!.token })).status).toBe(201);
    expect((await reportFlow(flow.id, { reason: "MALICIOUS" }, { token: people[1]!.token })).status).toBe(201);
    expect((await flowRow(flow.id)).heldAt).toBeNull();
    expect((await reportFlow(flow.id, { reason: "MALICIOUS" }, { token: people[2]!.token })).status).toBe(201);
    expect(await flowRow(flow.id)).toMatchObject({ isPublic: false });
    expect((await flowRow(flow.id)).heldAt).not.toBeNull();
    const [decision] = await db.select().from(schema.reportDecisions);
    expect(decision).toMatchObject({ action: "HIDE", adminId: null, reportCount: 3 });

    const mails = await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, author.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Seu fluxo “Fluxo <i>suspeito</i>” está em análise pela moderação");
    expect(mails[0]!.text).toContain("3 membros que baixaram o fluxo o denunciaram como “malicioso ou inseguro”");
    expect(mails[0]!.text).toContain(`/flow/${flow.id}`);
    expect(mails[0]!.html).toContain("Fluxo &lt;i&gt;suspeito&lt;/i&gt;");
    expect(mails[0]!.html).not.toContain("<i>suspeito");

    // Held items come first in the queue, ahead of newer reports elsewhere.
    const other = await createFlow();
    await reportFlow(other.id, { reason: "SPAM" }, { token: attackers[0]!.token });
    const body = await (await queue(await adminToken())).json();
    expect(body.items.map((i: { id: string; held: boolean }) => [i.id, i.held])).toEqual([
      [flow.id, true],
      [other.id, false],
    ]);
    expect(body.items[0].trust).toMatchObject({ counted: 3, maliciousWeight: 3, flags: { NEW_ACCOUNT: 5, NO_DOWNLOAD: 5 } });
  });

  it("a review's reporters must have downloaded the reviewed flow", async () => {
    await setting("report_hold_threshold", "2");
    const flow = await createFlow();
    const reviewer = await createUser();
    const [review] = await db.insert(schema.reviews).values({ flowId: flow.id, userId: reviewer.id, rating: 5, comment: "Excelente" }).returning();
    const elsewhere = await createFlow();
    const wrong = await establishedReporters(2, elsewhere.id);
    for (const p of wrong) expect((await reportReview(review!.id, { reason: "MALICIOUS" }, { token: p.token })).status).toBe(201);
    const [row] = await db.select().from(schema.reviews).where(eq(schema.reviews.id, review!.id));
    expect(row!.hiddenAt).toBeNull();
    const right = await establishedReporters(2, flow.id);
    for (const p of right) expect((await reportReview(review!.id, { reason: "MALICIOUS" }, { token: p.token })).status).toBe(201);
    const [hidden] = await db.select().from(schema.reviews).where(eq(schema.reviews.id, review!.id));
    expect(hidden!.hiddenAt).not.toBeNull();
  });
});

describe("reputation", () => {
  it("moves with decisions: dismissed reports lower a reporter's weight until it stops counting, upheld ones raise it", async () => {
    const admin = await adminToken();
    const flow = await createFlow();
    const [reporter] = await establishedReporters(1, flow.id);
    const weightOn = async () => {
      const target = await createFlow();
      await db.insert(schema.downloads).values({ userId: reporter!.user.id, flowId: target.id, flowName: target.name });
      expect((await reportFlow(target.id, { reason: "SPAM" }, { token: reporter!.token })).status).toBe(201);
      const [row] = await reportRows(target.id);
      return { weight: row!.weight, flags: row!.trustFlags, target };
    };

    // Its first report weighs 1; dismissed, the next weighs 0.5; dismissed again, it stops counting.
    const first = await weightOn();
    expect(first).toMatchObject({ weight: 1, flags: [] });
    expect((await decide("flows", first.target.id, { action: "DISMISS" }, admin)).status).toBe(200);
    const second = await weightOn();
    expect(second.weight).toBe(0.5);
    expect((await decide("flows", second.target.id, { action: "DISMISS" }, admin)).status).toBe(200);
    const third = await weightOn();
    expect(third).toMatchObject({ weight: 0, flags: ["LOW_REPUTATION"] });

    // Upheld reports win it back: each one is worth half a dismissal.
    expect((await decide("flows", third.target.id, { action: "HIDE", reason: "Confirmado pela moderação" }, admin)).status).toBe(200);
    expect((await weightOn()).weight).toBe(0.25);
  });

  it("a trusted reporter weighs up to 2 but never holds a flow alone; two of them do", async () => {
    const flow = await createFlow();
    const [a, b] = await establishedReporters(2, flow.id);
    await record(a!.user.id, { upheld: 6, dismissed: 0 });
    await record(b!.user.id, { upheld: 4, dismissed: 0 });
    await setting("report_hold_threshold", "2");
    expect((await reportFlow(flow.id, { reason: "MALICIOUS" }, { token: a!.token })).status).toBe(201);
    expect((await reportRows(flow.id))[0]!.weight).toBe(2);
    expect((await flowRow(flow.id)).heldAt).toBeNull();
    // Threshold 3: weights 2 + 2 from two people reach it.
    await setting("report_hold_threshold", "3");
    expect((await reportFlow(flow.id, { reason: "MALICIOUS" }, { token: b!.token })).status).toBe(201);
    expect((await flowRow(flow.id)).heldAt).not.toBeNull();
  });

  it("forgets decisions older than a year", async () => {
    const flow = await createFlow();
    const [reporter] = await establishedReporters(1, flow.id);
    await record(reporter!.user.id, { upheld: 0, dismissed: 3 });
    await db
      .update(schema.reports)
      .set({ createdAt: new Date(Date.now() - 400 * DAY) })
      .where(eq(schema.reports.reporterId, reporter!.user.id));
    expect((await reportFlow(flow.id, { reason: "MALICIOUS" }, { token: reporter!.token })).status).toBe(201);
    expect((await reportRows(flow.id))[0]).toMatchObject({ weight: 1, trustFlags: [] });
  });
});

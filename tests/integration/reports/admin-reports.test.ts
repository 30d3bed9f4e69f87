import { eq } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { db, schema } from "@/db";
import { POST as postFlowReport } from "@/app/api/flows/[id]/reports/route";
import { POST as postReviewReport } from "@/app/api/reviews/[id]/reports/route";
import { GET as getQueue } from "@/app/api/admin/reports/route";
import { GET as getHistory } from "@/app/api/admin/reports/history/route";
import { POST as postDecision } from "@/app/api/admin/reports/[kind]/[id]/decision/route";
import { createAdmin, createFlow, createUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { establishedReporters } from "../../helpers/reporters";
import { tokenFor } from "../../helpers/session";

type Opts = { token?: string };
const reportFlow = (id: string, body: unknown, o: Opts = {}) => postFlowReport(apiRequest("POST", `/api/flows/${id}/reports`, { body, ...o }), params({ id }));
const reportReview = (id: string, body: unknown, o: Opts = {}) =>
  postReviewReport(apiRequest("POST", `/api/reviews/${id}/reports`, { body, ...o }), params({ id }));
const queue = (o: Opts = {}, query = "") => getQueue(apiRequest("GET", `/api/admin/reports${query}`, o));
const history = (o: Opts = {}, query = "") => getHistory(apiRequest("GET", `/api/admin/reports/history${query}`, o));
const decide = (kind: string, id: string, body: unknown, o: Opts = {}) =>
  postDecision(apiRequest("POST", `/api/admin/reports/${kind}/${id}/decision`, { body, ...o }), params({ kind, id }));

// The tab's client parts ask for the router; rendering them here needs none.
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  useRouter: () => ({ refresh() {}, push() {}, replace() {}, prefetch() {} }),
}));
const { ReportsTab } = await import("@/components/admin/panel/reports-tab");

const HOSTILE = `<script>alert("x")</script> & <img src=x onerror=alert(1)>`;

async function members(n: number) {
  const users = await Promise.all(Array.from({ length: n }, () => createUser()));
  const tokens = await Promise.all(users.map((u) => tokenFor(u.email)));
  return users.map((user, i) => ({ user, token: tokens[i]! }));
}

async function adminToken() {
  const admin = await createAdmin();
  return { admin, token: await tokenFor(admin.email) };
}

const flowRow = async (id: string) => (await db.select().from(schema.flows).where(eq(schema.flows.id, id)))[0]!;
const reviewRow = async (id: string) => (await db.select().from(schema.reviews).where(eq(schema.reviews.id, id)))[0]!;
const outboxTo = (to: string) => db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, to));

/** A flow held by three 'malicioso' reports (the default threshold), plus a text report. */
async function heldFlow() {
  const author = await createUser();
  const flow = await createFlow({ name: "Fluxo com <b>HTML</b>", authorId: author.id });
  const people = await establishedReporters(4, flow.id);
  for (const p of people.slice(0, 3)) expect((await reportFlow(flow.id, { reason: "MALICIOUS", text: HOSTILE }, { token: p.token })).status).toBe(201);
  return { author, flow, people };
}

describe("admin report endpoints", () => {
  it("answer 401 signed out and 403 to members", async () => {
    const [m] = await members(1);
    const flow = await createFlow();
    expect((await queue()).status).toBe(401);
    expect((await history()).status).toBe(401);
    expect((await decide("flows", flow.id, { action: "DISMISS" })).status).toBe(401);
    for (const res of [
      await queue({ token: m!.token }),
      await history({ token: m!.token }),
      await decide("flows", flow.id, { action: "DISMISS" }, { token: m!.token }),
    ]) {
      expect(res.status).toBe(403);
      expect((await res.json()).code).toBe("FORBIDDEN");
    }
  });
});

describe("GET /api/admin/reports", () => {
  it("groups open reports by item: counts per reason, the texts, held items first", async () => {
    const { token } = await adminToken();
    const { flow, author } = await heldFlow();
    const other = await createFlow({ name: "Outro fluxo" });
    const reviewer = await createUser({ name: "Quem avaliou" });
    const [review] = await db.insert(schema.reviews).values({ flowId: other.id, userId: reviewer.id, rating: 1, comment: "Meu CPF é 123" }).returning();
    const people = await members(2);
    await reportFlow(other.id, { reason: "NOT_WORKING" }, { token: people[0]!.token });
    await reportFlow(other.id, { reason: "COPY", text: "Copiado de outro autor" }, { token: people[1]!.token });
    await reportReview(review!.id, { reason: "PERSONAL_DATA", text: "CPF exposto" }, { token: people[0]!.token });

    const res = await queue({ token });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = await res.json();
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 3, pages: 1 });
    expect(body.items[0]).toMatchObject({
      kind: "flow",
      id: flow.id,
      flow: { id: flow.id, name: flow.name, slug: flow.slug },
      author: { id: author.id, name: author.name },
      held: true,
      reportCount: 3,
      reasons: { NOT_WORKING: 0, MALICIOUS: 3, PERSONAL_DATA: 0, SPAM: 0, COPY: 0, OTHER: 0 },
      review: null,
    });
    expect(body.items[0].texts).toHaveLength(3);
    expect(body.items[0].texts[0]).toMatchObject({ reason: "MALICIOUS", text: HOSTILE });
    const rest = body.items.slice(1);
    expect(rest.map((i: { kind: string }) => i.kind).sort()).toEqual(["flow", "review"]);
    const reviewItem = rest.find((i: { kind: string }) => i.kind === "review");
    expect(reviewItem).toMatchObject({
      id: review!.id,
      flow: { id: other.id },
      review: { rating: 1, comment: "Meu CPF é 123" },
      author: { id: reviewer.id },
      held: false,
      reportCount: 1,
    });
    const flowItem = rest.find((i: { kind: string }) => i.kind === "flow");
    expect(flowItem).toMatchObject({ reasons: { NOT_WORKING: 1, COPY: 1 }, reportCount: 2, texts: [{ reason: "COPY", text: "Copiado de outro autor" }] });
  });
});

describe("POST /api/admin/reports/{kind}/{id}/decision", () => {
  it("DISMISS puts a held flow back in the catalogue and closes its reports", async () => {
    const { admin, token } = await adminToken();
    const { flow, people } = await heldFlow();
    const res = await decide("flows", flow.id, { action: "DISMISS" }, { token });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      authorBanned: false,
      decision: { action: "DISMISS", admin: { id: admin.id, name: admin.name }, reportCount: 3, item: { kind: "flow", flowId: flow.id } },
    });
    expect(await flowRow(flow.id)).toMatchObject({ isPublic: true, heldAt: null, status: "APPROVED" });
    const reports = await db.select().from(schema.reports);
    expect(reports.every((r) => r.status === "DISMISSED" && r.decisionId === body.decision.id)).toBe(true);
    expect((await (await queue({ token })).json()).items).toEqual([]);
    // Reported again later, it starts a new round.
    expect((await reportFlow(flow.id, { reason: "SPAM" }, { token: people[3]!.token })).status).toBe(201);
  });

  it("a second decision on the same reports is 409 'já decidido', also when two admins decide at once", async () => {
    const [a, b] = await Promise.all([adminToken(), adminToken()]);
    const { flow } = await heldFlow();
    const results = await Promise.all([
      decide("flows", flow.id, { action: "DISMISS" }, { token: a.token }),
      decide("flows", flow.id, { action: "HIDE", reason: "Código malicioso" }, { token: b.token }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const conflict = results.find((r) => r.status === 409)!;
    expect((await conflict.json()).message).toMatch(/já decidido/);
    const rows = await db.select().from(schema.reportDecisions);
    // The automatic hold and one admin decision.
    expect(rows.filter((r) => r.adminId !== null)).toHaveLength(1);
  });

  it("HIDE rejects the flow with the reason, records the moderation, mails the author (escaped)", async () => {
    const { admin, token } = await adminToken();
    const { flow, author } = await heldFlow();
    const bad = await decide("flows", flow.id, { action: "HIDE" }, { token });
    expect(bad.status).toBe(400);
    expect((await decide("flows", flow.id, { action: "HIDE", reason: "  " }, { token })).status).toBe(400);
    expect((await decide("flows", flow.id, { action: "NOPE" }, { token })).status).toBe(400);
    expect((await decide("things", flow.id, { action: "DISMISS" }, { token })).status).toBe(404);
    expect((await decide("flows", "00000000-0000-4000-8000-000000000000", { action: "DISMISS" }, { token })).status).toBe(404);

    const res = await decide("flows", flow.id, { action: "HIDE", reason: HOSTILE }, { token });
    expect(res.status).toBe(200);
    const row = await flowRow(flow.id);
    expect(row).toMatchObject({ status: "REJECTED", rejectionReason: HOSTILE, heldAt: null });
    const moderations = await db.select().from(schema.flowModerations).where(eq(schema.flowModerations.flowId, flow.id));
    expect(moderations).toMatchObject([{ adminId: admin.id, decision: "REJECTED", reason: HOSTILE }]);
    expect((await db.select().from(schema.reports)).every((r) => r.status === "ACTIONED")).toBe(true);
    // The hold's e-mail first ("em análise"), then the decision's.
    const mails = await outboxTo(author.email);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `Seu fluxo “${flow.name}” está em análise pela moderação`,
      `Seu fluxo “${flow.name}” foi retirado do catálogo`,
    ]);
    const mail = mails.find((m) => m.subject.endsWith("foi retirado do catálogo"));
    expect(mail!.text).toContain(`Motivo: ${HOSTILE}`);
    expect(mail!.text).toContain(`/flow/${flow.id}`);
    expect(mail!.html).not.toContain("<script>");
    expect(mail!.html).not.toContain("<img");
    expect(mail!.html).not.toContain("<b>HTML");
    expect(mail!.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img");
  });

  it("HIDE on a review hides it with the reason and keeps it out of the score; no mail to an unverified author", async () => {
    const { token } = await adminToken();
    const flow = await createFlow();
    const reviewer = await createUser({ emailVerifiedAt: null });
    const [review] = await db.insert(schema.reviews).values({ flowId: flow.id, userId: reviewer.id, rating: 1, comment: "Spam" }).returning();
    const kept = await createUser();
    await db.insert(schema.reviews).values({ flowId: flow.id, userId: kept.id, rating: 5 });
    const [m] = await members(1);
    await reportReview(review!.id, { reason: "SPAM" }, { token: m!.token });
    const res = await decide("reviews", review!.id, { action: "HIDE", reason: "Propaganda" }, { token });
    expect(res.status).toBe(200);
    expect((await res.json()).decision).toMatchObject({ action: "HIDE", item: { kind: "review", reviewId: review!.id, flowId: flow.id } });
    const row = await reviewRow(review!.id);
    expect(row.hiddenAt).not.toBeNull();
    expect(row.hiddenReason).toBe("Propaganda");
    expect(await flowRow(flow.id)).toMatchObject({ score: 5, reviewCount: 1 });
    expect(await outboxTo(reviewer.email)).toHaveLength(0);
  });

  it("HIDE on a review mails its verified author; DISMISS of a held review brings it back into the score", async () => {
    const { token } = await adminToken();
    const flow = await createFlow({ name: "Fluxo X" });
    const reviewer = await createUser();
    const [review] = await db.insert(schema.reviews).values({ flowId: flow.id, userId: reviewer.id, rating: 2, comment: "ruim" }).returning();
    await db.update(schema.flows).set({ score: 2, reviewCount: 1 }).where(eq(schema.flows.id, flow.id));
    const people = await establishedReporters(3, flow.id);
    for (const p of people) await reportReview(review!.id, { reason: "MALICIOUS" }, { token: p.token });
    expect(await flowRow(flow.id)).toMatchObject({ score: 0, reviewCount: 0 });
    const res = await decide("reviews", review!.id, { action: "DISMISS" }, { token });
    expect(res.status).toBe(200);
    expect((await reviewRow(review!.id)).hiddenAt).toBeNull();
    expect(await flowRow(flow.id)).toMatchObject({ score: 2, reviewCount: 1 });
    expect(await outboxTo(reviewer.email)).toHaveLength(0);

    await reportReview(review!.id, { reason: "SPAM" }, { token: people[0]!.token });
    expect((await decide("reviews", review!.id, { action: "HIDE", reason: "Ofensivo <b>" }, { token })).status).toBe(200);
    const [mail] = await outboxTo(reviewer.email);
    expect(mail!.subject).toBe("Sua avaliação de “Fluxo X” foi ocultada");
    expect(mail!.text).toContain("Motivo: Ofensivo <b>");
    expect(mail!.html).toContain("Motivo: Ofensivo &lt;b&gt;");
  });

  it("BAN hides the item and bans its author; admins and deleted authors cannot be banned here", async () => {
    const { token } = await adminToken();
    const { flow, author } = await heldFlow();
    const authorToken = await tokenFor(author.email).catch(() => "");
    const res = await decide("flows", flow.id, { action: "BAN", reason: "Distribui malware" }, { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ authorBanned: true, decision: { action: "BAN", reason: "Distribui malware" } });
    expect(await flowRow(flow.id)).toMatchObject({ status: "REJECTED", rejectionReason: "Distribui malware", heldAt: null });
    const [user] = await db.select().from(schema.users).where(eq(schema.users.id, author.id));
    expect(user!.status).toBe("BANNED");
    expect(authorToken).not.toBe("");
    expect((await reportFlow(flow.id, { reason: "SPAM" }, { token: authorToken })).status).toBe(401);

    const otherAdmin = await createAdmin();
    const adminFlow = await createFlow({ authorId: otherAdmin.id });
    const [m] = await members(1);
    await reportFlow(adminFlow.id, { reason: "SPAM" }, { token: m!.token });
    const refused = await decide("flows", adminFlow.id, { action: "BAN", reason: "Teste" }, { token });
    expect(refused.status).toBe(403);
    expect((await db.select().from(schema.reports).where(eq(schema.reports.flowId, adminFlow.id)))[0]!.status).toBe("OPEN");
    expect((await flowRow(adminFlow.id)).status).toBe("APPROVED");
  });
});

describe("GET /api/admin/reports/history", () => {
  it("lists every decision newest first, the automatic hold as 'automatic', paginated", async () => {
    const { admin, token } = await adminToken();
    const { flow } = await heldFlow();
    await decide("flows", flow.id, { action: "DISMISS" }, { token });
    const res = await history({ token });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 2, pages: 1 });
    expect(body.decisions).toMatchObject([
      { action: "DISMISS", admin: { id: admin.id }, automatic: false, reportCount: 3, item: { kind: "flow", flowId: flow.id, label: flow.name } },
      {
        action: "HIDE",
        admin: null,
        automatic: true,
        reportCount: 3,
        reason: "Retido automaticamente após 3 denúncias de “malicioso ou inseguro” de membros que baixaram o fluxo",
      },
    ]);
    expect((await (await history({ token }, "?page=2")).json()).decisions).toEqual([]);
  });
});

describe("the admin 'Denúncias' tab", () => {
  it("renders the queue and the history with every member-written text escaped", async () => {
    const admin = await createAdmin();
    const { flow } = await heldFlow();
    const viewer = { ...admin, catalog: { version: null, hasUnpublishedFlows: false } };
    const html = renderToStaticMarkup(await ReportsTab({ viewer, raw: {} }));
    expect(html).toContain("Retido automaticamente");
    expect(html).toContain("Malicioso ou inseguro: 3");
    expect(html).toContain("Automático");
    expect(html).toContain(`href="/flow/${flow.id}"`);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>HTML");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("Fluxo com &lt;b&gt;HTML&lt;/b&gt;");
  });
});

import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { GET as listFlows } from "@/app/api/flows/route";
import { PUT as putFlow } from "@/app/api/flows/[id]/route";
import { POST as bulkVisibility } from "@/app/api/admin/flows/bulk-visibility/route";
import { POST as postFlowReport } from "@/app/api/flows/[id]/reports/route";
import { GET as getReviews } from "@/app/api/flows/[id]/reviews/route";
import { POST as postReviewReport } from "@/app/api/reviews/[id]/reports/route";
import { findPublicFlowBySlug } from "@/lib/flows/public";
import { REPORT_LIMIT } from "@/lib/reports/mutations";
import { createAdmin, createFlow, createUser, setUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { establishedReporters } from "../../helpers/reporters";
import { tokenFor } from "../../helpers/session";

type Opts = { token?: string; headers?: Record<string, string> };
export const reportFlow = (id: string, body: unknown, o: Opts = {}) =>
  postFlowReport(apiRequest("POST", `/api/flows/${id}/reports`, { body, ...o }), params({ id }));
export const reportReview = (id: string, body: unknown, o: Opts = {}) =>
  postReviewReport(apiRequest("POST", `/api/reviews/${id}/reports`, { body, ...o }), params({ id }));

/** Members with tokens: the reporters. */
async function members(n: number) {
  const users = await Promise.all(Array.from({ length: n }, () => createUser()));
  const tokens = await Promise.all(users.map((u) => tokenFor(u.email)));
  return users.map((user, i) => ({ user, token: tokens[i]! }));
}

async function setThreshold(n: number) {
  await db
    .insert(schema.settings)
    .values({ key: "report_hold_threshold", value: String(n) })
    .onConflictDoUpdate({ target: schema.settings.key, set: { value: String(n) } });
}

const flowRow = async (id: string) => (await db.select().from(schema.flows).where(eq(schema.flows.id, id)))[0]!;
const reviewRow = async (id: string) => (await db.select().from(schema.reviews).where(eq(schema.reviews.id, id)))[0]!;
const decisions = () => db.select().from(schema.reportDecisions);

async function reviewOn(flowId: string, rating: number, comment = "Ótimo") {
  const author = await createUser();
  const [review] = await db.insert(schema.reviews).values({ flowId, userId: author.id, rating, comment }).returning();
  return { review: review!, author };
}

describe("POST /api/flows/{id}/reports", () => {
  it("answers 201 with the report, text trimmed; a blank text is none", async () => {
    const author = await createUser();
    const flow = await createFlow({ authorId: author.id });
    const [a, b] = await members(2);
    const res = await reportFlow(flow.id, { reason: "NOT_WORKING", text: "  O nó HTTP falha sempre.  " }, { token: a!.token });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(["createdAt", "flowId", "id", "reason", "reviewId", "status", "text"]);
    expect(body).toMatchObject({ flowId: flow.id, reviewId: null, reason: "NOT_WORKING", text: "O nó HTTP falha sempre.", status: "OPEN" });
    const blank = await reportFlow(flow.id, { reason: "SPAM", text: "   " }, { token: b!.token });
    expect(blank.status).toBe(201);
    expect((await blank.json()).text).toBeNull();
  });

  it("refuses bad input with 400 and stores nothing", async () => {
    const flow = await createFlow();
    const [a] = await members(1);
    for (const body of [{}, { reason: "BAD" }, { reason: "SPAM", text: "x".repeat(501) }, { reason: "SPAM", text: 5 }, []]) {
      const res = await reportFlow(flow.id, body, { token: a!.token });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/^Dados inválidos/);
    }
    expect((await reportFlow(flow.id, { reason: "SPAM", text: "x".repeat(500) }, { token: a!.token })).status).toBe(201);
    expect(await db.select().from(schema.reports)).toHaveLength(1);
  });

  it("refuses a NUL in the text (400) and stores a lone surrogate as U+FFFD, never a 500", async () => {
    const flow = await createFlow();
    const [a, b] = await members(2);
    const nul = await reportFlow(flow.id, { reason: "SPAM", text: "antes\u0000depois" }, { token: a!.token });
    expect(nul.status).toBe(400);
    expect((await nul.json()).message).toBe("O conteúdo contém caracteres inválidos.");
    expect(await db.select().from(schema.reports)).toHaveLength(0);
    const lone = await reportFlow(flow.id, { reason: "OTHER", text: "meio \ud800 emoji 😀" }, { token: b!.token });
    expect(lone.status).toBe(201);
    expect((await lone.json()).text).toBe("meio \uFFFD emoji 😀");
  });

  it("needs a session (401), a verified active account (403), same origin (403) and JSON (415)", async () => {
    const flow = await createFlow();
    const [a] = await members(1);
    expect((await reportFlow(flow.id, { reason: "SPAM" })).status).toBe(401);
    const cross = await reportFlow(flow.id, { reason: "SPAM" }, { token: a!.token, headers: { "sec-fetch-site": "cross-site" } });
    expect(cross.status).toBe(403);
    const form = await reportFlow(flow.id, "reason=SPAM", { token: a!.token, headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(form.status).toBe(415);
    await setUser(a!.user.id, { emailVerifiedAt: null });
    const unverified = await reportFlow(flow.id, { reason: "SPAM" }, { token: a!.token });
    expect(unverified.status).toBe(403);
    expect(await unverified.json()).toMatchObject({ code: "EMAIL_NOT_VERIFIED", message: "Confirme seu e-mail para poder denunciar." });
    await setUser(a!.user.id, { emailVerifiedAt: new Date(), status: "BANNED" });
    // A banned account's session is dead at once (docs/product-rules.md §8).
    expect((await reportFlow(flow.id, { reason: "SPAM" }, { token: a!.token })).status).toBe(401);
    expect(await db.select().from(schema.reports)).toHaveLength(0);
  });

  it("answers 404 for flows the reporter cannot see, and 403 for their own", async () => {
    const [a] = await members(1);
    const pending = await createFlow({ status: "PENDING" });
    const hidden = await createFlow({ isPublic: false });
    const rejected = await createFlow({ status: "REJECTED" });
    const ownPending = await createFlow({ status: "PENDING", authorId: a!.user.id });
    for (const id of [pending.id, hidden.id, rejected.id, ownPending.id, "00000000-0000-4000-8000-000000000000", "nao-e-uuid"]) {
      const res = await reportFlow(id, { reason: "SPAM" }, { token: a!.token });
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe("Fluxo não encontrado");
    }
    const own = await createFlow({ authorId: a!.user.id });
    const res = await reportFlow(own.id, { reason: "SPAM" }, { token: a!.token });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe("Você não pode denunciar o seu próprio fluxo.");
  });

  it("keeps one open report per person and flow: 409 in pt-BR", async () => {
    const flow = await createFlow();
    const [a] = await members(1);
    expect((await reportFlow(flow.id, { reason: "SPAM" }, { token: a!.token })).status).toBe(201);
    const again = await reportFlow(flow.id, { reason: "COPY", text: "Outra" }, { token: a!.token });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ code: "ALREADY_REPORTED", message: "Você já denunciou este fluxo. A denúncia está em análise pela moderação." });
    // Closed reports do not count: the same person may report it again later.
    await db.update(schema.reports).set({ status: "DISMISSED" });
    expect((await reportFlow(flow.id, { reason: "COPY" }, { token: a!.token })).status).toBe(201);
  });

  it("limits reports per account (429 with Retry-After)", async () => {
    const [a] = await members(1);
    const flows = await Promise.all(Array.from({ length: REPORT_LIMIT.limit + 1 }, () => createFlow()));
    for (const flow of flows.slice(0, REPORT_LIMIT.limit)) expect((await reportFlow(flow.id, { reason: "SPAM" }, { token: a!.token })).status).toBe(201);
    const over = await reportFlow(flows.at(-1)!.id, { reason: "SPAM" }, { token: a!.token });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db.select().from(schema.reports)).toHaveLength(REPORT_LIMIT.limit);
  });

  it("10 parallel reports by 10 people: 10 rows, the flow held once, one automatic decision", async () => {
    const flow = await createFlow({ name: "Fluxo suspeito" });
    const people = await establishedReporters(10, flow.id);
    const results = await Promise.all(people.map((p) => reportFlow(flow.id, { reason: "MALICIOUS" }, { token: p.token })));
    // Once held (the 3rd report), the flow is out of the catalogue: later reports find nothing to report.
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 404)).toHaveLength(7);
    expect(await db.select().from(schema.reports)).toHaveLength(3);
    const held = await flowRow(flow.id);
    expect(held.heldAt).not.toBeNull();
    expect(held.isPublic).toBe(false);
    const rows = await decisions();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ flowId: flow.id, adminId: null, action: "HIDE", reportCount: 3, itemLabel: "Fluxo suspeito" });
    expect(rows[0]!.reason).toBe("Retido automaticamente após 3 denúncias de “malicioso ou inseguro” de membros que baixaram o fluxo");
  });

  it("10 parallel reports by 10 people under a high threshold: exactly 10 rows and one hold at the 10th", async () => {
    await setThreshold(10);
    const flow = await createFlow();
    const people = await establishedReporters(10, flow.id);
    const results = await Promise.all(people.map((p) => reportFlow(flow.id, { reason: "MALICIOUS" }, { token: p.token })));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(await db.select().from(schema.reports)).toHaveLength(10);
    expect((await flowRow(flow.id)).heldAt).not.toBeNull();
    expect(await decisions()).toHaveLength(1);
  });

  it("10 parallel reports by the same person: one 201, nine 409", async () => {
    const flow = await createFlow();
    const [a] = await members(1);
    const results = await Promise.all(Array.from({ length: 10 }, () => reportFlow(flow.id, { reason: "MALICIOUS" }, { token: a!.token })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    expect(await db.select().from(schema.reports)).toHaveLength(1);
    expect((await flowRow(flow.id)).heldAt).toBeNull();
  });
});

describe("automatic hold", () => {
  it("holds at N distinct 'malicioso' reports, not at N-1, and other reasons do not count", async () => {
    await setThreshold(3);
    const author = await createUser();
    const flow = await createFlow({ authorId: author.id });
    const people = await establishedReporters(4, flow.id);
    const [viewer] = await members(1);
    expect((await reportFlow(flow.id, { reason: "MALICIOUS" }, { token: people[0]!.token })).status).toBe(201);
    expect((await reportFlow(flow.id, { reason: "MALICIOUS" }, { token: people[1]!.token })).status).toBe(201);
    expect((await reportFlow(flow.id, { reason: "SPAM" }, { token: people[2]!.token })).status).toBe(201);
    expect((await flowRow(flow.id)).heldAt).toBeNull();
    expect((await findPublicFlowBySlug(flow.slug))?.kind).toBe("flow");

    expect((await reportFlow(flow.id, { reason: "MALICIOUS" }, { token: people[3]!.token })).status).toBe(201);
    const held = await flowRow(flow.id);
    expect(held).toMatchObject({ isPublic: false, status: "APPROVED" });
    expect(held.heldAt).not.toBeNull();
    // Out of the public catalogue: the list, the public page, new reports.
    const list = await (await listFlows(apiRequest("GET", "/api/flows", { token: viewer!.token }))).json();
    expect(list.flows.map((f: { id: string }) => f.id)).not.toContain(flow.id);
    // "hidden": the public page answers 404 to anyone but its author and admins.
    expect((await findPublicFlowBySlug(flow.slug))?.kind).toBe("hidden");
    expect((await reportFlow(flow.id, { reason: "MALICIOUS" }, { token: viewer!.token })).status).toBe(404);

    // Its author cannot publish it again while it is held.
    const authorToken = await tokenFor(author.email);
    const put = await putFlow(
      apiRequest("PUT", `/api/flows/${flow.id}`, { token: authorToken, body: { name: flow.name, description: flow.description, isPublic: true } }),
      params({ id: flow.id }),
    );
    expect(put.status).toBe(409);
    expect((await put.json()).message).toMatch(/^Este fluxo está em análise após denúncias/);
    expect((await flowRow(flow.id)).isPublic).toBe(false);
    // Editing its text is still fine.
    const edit = await putFlow(
      apiRequest("PUT", `/api/flows/${flow.id}`, { token: authorToken, body: { name: flow.name, description: "Nova descrição do fluxo", isPublic: false } }),
      params({ id: flow.id }),
    );
    expect(edit.status).toBe(200);

    // An admin publishing it decides the hold: it is back, and no longer marked held.
    const adminToken = await tokenFor((await createAdmin()).email);
    const published = await bulkVisibility(
      apiRequest("POST", "/api/admin/flows/bulk-visibility", { token: adminToken, body: { ids: [flow.id], isPublic: true } }),
    );
    expect(published.status).toBe(200);
    expect(await flowRow(flow.id)).toMatchObject({ isPublic: true, heldAt: null });
  });

  it("hides a review at N distinct 'malicioso' reports: it leaves the list, the score and the count", async () => {
    await setThreshold(2);
    const flow = await createFlow();
    const { review: bad } = await reviewOn(flow.id, 1, "Compre seguidores em spam.example");
    await reviewOn(flow.id, 5);
    const [a, b, c] = await establishedReporters(3, flow.id);
    await db.update(schema.flows).set({ score: 3, reviewCount: 2 }).where(eq(schema.flows.id, flow.id));

    expect((await reportReview(bad.id, { reason: "MALICIOUS" }, { token: a!.token })).status).toBe(201);
    expect((await reviewRow(bad.id)).hiddenAt).toBeNull();
    expect((await reportReview(bad.id, { reason: "MALICIOUS", text: "Link suspeito" }, { token: b!.token })).status).toBe(201);
    const hidden = await reviewRow(bad.id);
    expect(hidden.hiddenAt).not.toBeNull();
    expect(hidden.hiddenReason).toBeNull();
    expect(await flowRow(flow.id)).toMatchObject({ score: 5, reviewCount: 1 });
    const list = await (await getReviews(apiRequest("GET", `/api/flows/${flow.id}/reviews`, { token: c!.token }), params({ id: flow.id }))).json();
    expect(list.reviews.map((r: { id: string }) => r.id)).not.toContain(bad.id);
    expect((await reportReview(bad.id, { reason: "SPAM" }, { token: c!.token })).status).toBe(404);
    const rows = await decisions();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reviewId: bad.id, flowId: flow.id, action: "HIDE", adminId: null, reportCount: 2 });
  });
});

describe("POST /api/reviews/{id}/reports", () => {
  it("reports a shown review (201), refuses one's own (403), unknown or unpublished ones (404), twice (409)", async () => {
    const flow = await createFlow();
    const { review, author } = await reviewOn(flow.id, 2);
    const [a] = await members(1);
    const res = await reportReview(review.id, { reason: "PERSONAL_DATA", text: "Tem o telefone de alguém" }, { token: a!.token });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ reviewId: review.id, flowId: null, reason: "PERSONAL_DATA" });
    const again = await reportReview(review.id, { reason: "SPAM" }, { token: a!.token });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe("Você já denunciou esta avaliação. A denúncia está em análise pela moderação.");
    const own = await reportReview(review.id, { reason: "SPAM" }, { token: await tokenFor(author.email) });
    expect(own.status).toBe(403);
    expect((await own.json()).message).toBe("Você não pode denunciar a sua própria avaliação.");
    const privateFlow = await createFlow({ isPublic: false });
    const { review: onPrivate } = await reviewOn(privateFlow.id, 4);
    for (const id of [onPrivate.id, "00000000-0000-4000-8000-000000000000", "x"]) {
      const r = await reportReview(id, { reason: "SPAM" }, { token: a!.token });
      expect(r.status).toBe(404);
      expect((await r.json()).message).toBe("Avaliação não encontrada");
    }
    expect(
      await db
        .select()
        .from(schema.reports)
        .where(and(eq(schema.reports.reviewId, review.id))),
    ).toHaveLength(1);
  });
});

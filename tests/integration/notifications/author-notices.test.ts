import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { POST as approve } from "@/app/api/admin/flows/[id]/approve/route";
import { POST as reject } from "@/app/api/admin/flows/[id]/reject/route";
import { PUT as putFlow } from "@/app/api/flows/[id]/route";
import { GET as getNotifications } from "@/app/api/users/email-preferences/route";
import { GET as getAuthorNotices, PUT as putAuthorNotices } from "@/app/api/users/email-preferences/author/route";
import type { User } from "@/db/schema";
import { appUrl } from "@/lib/env";
import { queueReviewDigests } from "@/lib/notifications/review-digest";
import { httpWorkflow, createAdmin, createFlow, createUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

/*
 * The e-mails authors get about their flows (docs/product-rules.md, "Avisos aos autores"): moderation
 * decisions, queued with the decision, and the daily digest of new reviews.
 */

const workflow = httpWorkflow;

const outbox = (to: string) => db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, to)).orderBy(schema.emailOutbox.createdAt);
const allMail = () => db.select().from(schema.emailOutbox);
const approveFlow = (id: string, token: string) => approve(apiRequest("POST", `/api/admin/flows/${id}/approve`, { token }), params({ id }));
const rejectFlow = (id: string, token: string, reason: string) =>
  reject(apiRequest("POST", `/api/admin/flows/${id}/reject`, { token, body: { reason } }), params({ id }));
const newVersion = (id: string, token: string, metadata: unknown) =>
  putFlow(apiRequest("PUT", `/api/flows/${id}`, { token, body: { metadata } }), params({ id }));
const setNotices = (token: string | undefined, body: unknown) => putAuthorNotices(apiRequest("PUT", "/api/users/email-preferences/author", { token, body }));
const readNotices = async (token: string) => (await getAuthorNotices(apiRequest("GET", "/api/users/email-preferences/author", { token }))).json();
const storedOptOuts = async (id: string) => (await db.select({ o: schema.users.mailOptOuts }).from(schema.users).where(eq(schema.users.id, id)))[0]!.o;

/** A review written `minutes` ago (the digest only takes reviews at least a minute old). */
async function addReview(flowId: string, user: User, rating: number, comment: string | null, minutes = 5, hidden = false) {
  await db.insert(schema.reviews).values({
    flowId,
    userId: user.id,
    rating,
    comment,
    createdAt: sql`now() - make_interval(mins => ${minutes})`,
    hiddenAt: hidden ? sql`now()` : null,
    hiddenReason: hidden ? "Ofensivo" : null,
  });
}
/** As if `hours` had passed: the last digest and every review move that far into the past. */
async function timePasses(hours: number) {
  const by = sql`make_interval(hours => ${hours})`;
  await db.update(schema.users).set({ reviewDigestAt: sql`${schema.users.reviewDigestAt} - ${by}` });
  await db.update(schema.reviews).set({ createdAt: sql`${schema.reviews.createdAt} - ${by}` });
}

async function cast() {
  const [admin, author, reader] = await Promise.all([
    createAdmin({ name: "Moderadora Ana" }),
    createUser({ name: "Bruno Autor" }),
    createUser({ name: "Carla Leitora" }),
  ]);
  const [adminToken, authorToken] = await Promise.all([tokenFor(admin.email), tokenFor(author.email)]);
  return { admin, author, reader, adminToken, authorToken };
}

describe("e-mails about moderation decisions", () => {
  it("approval: one e-mail to the author with the public page's link and the name escaped; approving again sends nothing", async () => {
    const { author, adminToken } = await cast();
    const flow = await createFlow({ authorId: author.id, status: "PENDING", name: "CRM <b>&</b> Planilha", metadata: workflow("A", "B") });
    expect((await approveFlow(flow.id, adminToken)).status).toBe(200);
    expect((await approveFlow(flow.id, adminToken)).status).toBe(200);
    const mails = await outbox(author.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe("Seu fluxo “CRM <b>&</b> Planilha” foi aprovado");
    expect(mail!.text).toContain("Olá, Bruno Autor!");
    expect(mail!.text).toContain(`${appUrl()}/fluxos/${flow.slug}`);
    expect(mail!.html).toContain(`href="${appUrl()}/fluxos/${flow.slug}"`);
    expect(mail!.html).toContain("CRM &lt;b&gt;&amp;&lt;/b&gt; Planilha");
    expect(mail!.html).not.toContain("<b>&</b>");
    expect(mail!.text).toContain("/profile#emails");
  });

  it("rejection: the reason, escaped in the HTML, and a link to /flow/{id} where the author reads it", async () => {
    const { author, adminToken } = await cast();
    const flow = await createFlow({ authorId: author.id, status: "PENDING", name: "Disparo de WhatsApp", metadata: workflow("A", "B") });
    const reason = 'O fluxo envia a chave da API no corpo: use credenciais. <script>alert("x")</script>';
    expect((await rejectFlow(flow.id, adminToken, reason)).status).toBe(200);
    const [mail] = await outbox(author.email);
    expect(mail!.subject).toBe("Seu fluxo “Disparo de WhatsApp” não foi aprovado");
    expect(mail!.text).toContain(`> ${reason}`);
    expect(mail!.text).toContain(`${appUrl()}/flow/${flow.id}`);
    expect(mail!.html).toContain("O fluxo envia a chave da API no corpo: use credenciais. &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail!.html).not.toContain("<script>");
    expect(mail!.html).toContain(`href="${appUrl()}/flow/${flow.id}"`);
    // The same reason again records nothing and sends nothing; a new reason is a new decision.
    await rejectFlow(flow.id, adminToken, reason);
    expect(await outbox(author.email)).toHaveLength(1);
    await rejectFlow(flow.id, adminToken, "Falta descrever como configurar.");
    expect((await outbox(author.email)).map((m) => m.text).at(-1)).toContain("> Falta descrever como configurar.");
  });

  it("a new version rejected (with the reason) and then approved", async () => {
    const { author, adminToken, authorToken } = await cast();
    const flow = await createFlow({ authorId: author.id, name: "Agenda", metadata: workflow("A", "B") });
    expect((await newVersion(flow.id, authorToken, workflow("A", "B", "C"))).status).toBe(200);
    await rejectFlow(flow.id, adminToken, "A etapa C chama um endereço desconhecido.");
    let mails = await outbox(author.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("A versão 2 de “Agenda” não foi aprovada");
    expect(mails[0]!.text).toContain("> A etapa C chama um endereço desconhecido.");
    expect(mails[0]!.text).toContain(`${appUrl()}/flow/${flow.id}`);

    expect((await newVersion(flow.id, authorToken, workflow("A", "B", "D"))).status).toBe(200);
    await approveFlow(flow.id, adminToken);
    mails = await outbox(author.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe("A versão 2 de “Agenda” foi aprovada");
    expect(mails[1]!.text).toContain(`${appUrl()}/fluxos/${flow.slug}`);
  });

  it("nothing for a moderator's own flow, a deleted author, nor unverified, banned or inactive accounts", async () => {
    const { admin, adminToken } = await cast();
    const own = await createFlow({ authorId: admin.id, status: "PENDING", metadata: workflow("Own") });
    const orphan = await createFlow({ authorId: null, status: "PENDING", metadata: workflow("Orphan") });
    await approveFlow(own.id, adminToken);
    await approveFlow(orphan.id, adminToken);
    const blocked = await Promise.all([createUser({ emailVerifiedAt: null }), createUser({ status: "BANNED" }), createUser({ status: "INACTIVE" })]);
    for (const [i, user] of blocked.entries()) {
      const a = await createFlow({ authorId: user.id, status: "PENDING", metadata: workflow("X", String(i)) });
      const b = await createFlow({ authorId: user.id, status: "PENDING", metadata: workflow("Y", String(i)) });
      await approveFlow(a.id, adminToken);
      await rejectFlow(b.id, adminToken, "Incompleto");
    }
    expect(await allMail()).toEqual([]);
    // The decisions themselves went through.
    expect((await db.select().from(schema.flowModerations)).length).toBe(8);
  });
});

describe("the daily digest of new reviews", () => {
  it("lists others' shown reviews since the last digest, at most once a day, and never old news twice", async () => {
    const { author } = await cast();
    const [ana, bia, troll] = await Promise.all([createUser({ name: "Ana Souza" }), createUser({ name: "Bia Lima" }), createUser({ name: "Troll" })]);
    const crm = await createFlow({ authorId: author.id, name: "CRM & Vendas", metadata: workflow("CRM") });
    const agenda = await createFlow({ authorId: author.id, name: "Agenda", metadata: workflow("Agenda"), isPublic: false });
    const long = `Funcionou de primeira <b>ótimo</b>. ${"muito bom ".repeat(30)}`;
    await addReview(crm.id, ana, 5, long);
    await addReview(agenda.id, bia, 3, null);
    await addReview(crm.id, author, 5, "Meu próprio fluxo é o melhor");
    await addReview(agenda.id, troll, 1, "comentário ofensivo", 5, true);

    expect(await queueReviewDigests()).toBe(1);
    const [mail] = await outbox(author.email);
    expect(mail!.subject).toBe("2 novas avaliações dos seus fluxos");
    expect(mail!.text).toContain("2 dos seus fluxos receberam 2 novas avaliações");
    expect(mail!.text).toContain("- CRM & Vendas: ★★★★★ 5/5, por Ana Souza: “Funcionou de primeira <b>ótimo</b>. muito bom");
    expect(mail!.text).toContain("…”");
    expect(mail!.text).not.toContain("muito bom ".repeat(20));
    expect(mail!.text).toContain("- Agenda: ★★★☆☆ 3/5, por Bia Lima\n");
    // A public flow links to its public page, a private one to the author's page of it.
    expect(mail!.text).toContain(`${appUrl()}/fluxos/${crm.slug}`);
    expect(mail!.text).toContain(`${appUrl()}/flow/${agenda.id}`);
    expect(mail!.html).toContain("CRM &amp; Vendas");
    expect(mail!.html).toContain("&lt;b&gt;ótimo&lt;/b&gt;");
    for (const hidden of ["Meu próprio fluxo", "ofensivo", "Troll"]) {
      expect(mail!.text).not.toContain(hidden);
      expect(mail!.html).not.toContain(hidden);
    }

    // Nothing new: nothing. A new review the same day waits for tomorrow.
    expect(await queueReviewDigests()).toBe(0);
    await timePasses(1);
    const carlos = await createUser({ name: "Carlos" });
    await addReview(agenda.id, carlos, 4, "Bom");
    expect(await queueReviewDigests()).toBe(0);
    await timePasses(22);
    expect(await queueReviewDigests()).toBe(0);
    await timePasses(1);
    expect(await queueReviewDigests()).toBe(1);
    const mails = await outbox(author.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe("Nova avaliação de “Agenda”");
    expect(mails[1]!.text).toContain("★★★★☆ 4/5, por Carlos: “Bom”");
    expect(mails[1]!.text).not.toContain("Ana Souza");
    await timePasses(25);
    expect(await queueReviewDigests()).toBe(0);
  });

  it("waits a minute for a review to settle, and skips unverified, banned and opted-out authors", async () => {
    const { author, reader } = await cast();
    const flow = await createFlow({ authorId: author.id, metadata: workflow("A") });
    await addReview(flow.id, reader, 4, "Acabei de avaliar", 0);
    expect(await queueReviewDigests()).toBe(0);
    await db.update(schema.reviews).set({ createdAt: sql`now() - interval '2 minutes'` });
    expect(await queueReviewDigests()).toBe(1);

    const others = await Promise.all([createUser({ emailVerifiedAt: null }), createUser({ status: "BANNED" }), createUser({ mailOptOuts: ["REVIEW_DIGEST"] })]);
    for (const [i, user] of others.entries())
      await addReview((await createFlow({ authorId: user.id, metadata: workflow("B", String(i)) })).id, reader, 5, null);
    expect(await queueReviewDigests()).toBe(0);
    expect(await allMail()).toHaveLength(1);
  });

  it("two workers at once queue each author's digest exactly once", async () => {
    const reader = await createUser();
    const authors = await Promise.all([createUser(), createUser(), createUser()]);
    for (const [i, author] of authors.entries())
      await addReview((await createFlow({ authorId: author.id, metadata: workflow("C", String(i)) })).id, reader, 5, "Ótimo");
    // Two reviews of one flow: the subject names it.
    const second = await createUser();
    const [firstAuthorFlow] = await db.select().from(schema.flows).where(eq(schema.flows.authorId, authors[0]!.id));
    await addReview(firstAuthorFlow!.id, second, 4, null);
    const results = await Promise.all([queueReviewDigests(), queueReviewDigests(), queueReviewDigests()]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(3);
    for (const author of authors) expect(await outbox(author.email)).toHaveLength(1);
    expect((await outbox(authors[0]!.email))[0]!.subject).toBe(`2 novas avaliações de “${firstAuthorFlow!.name}”`);
    expect(await Promise.all([queueReviewDigests(), queueReviewDigests()])).toEqual([0, 0]);
  });
});

describe("GET/PUT /api/users/email-preferences/author", () => {
  it("starts with every notice on, turns each off or on, and leaves the other keys alone", async () => {
    const { author, authorToken } = await cast();
    const all = { flowApproved: true, flowRejected: true, versionDecided: true, reviewDigest: true };
    expect(await readNotices(authorToken)).toEqual(all);
    let res = await setNotices(authorToken, { reviewDigest: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...all, reviewDigest: false });
    res = await setNotices(authorToken, { flowApproved: false, versionDecided: false });
    expect(await res.json()).toEqual({ ...all, flowApproved: false, versionDecided: false, reviewDigest: false });
    expect(await storedOptOuts(author.id)).toEqual(["FLOW_APPROVED", "REVIEW_DIGEST", "VERSION_DECIDED"]);
    // Repeating a switch changes nothing; turning one on removes only it.
    await setNotices(authorToken, { flowApproved: false, reviewDigest: true });
    expect(await readNotices(authorToken)).toEqual({ ...all, flowApproved: false, versionDecided: false });
    expect(await storedOptOuts(author.id)).toEqual(["FLOW_APPROVED", "VERSION_DECIDED"]);
    // The older setting keeps its shape.
    expect(await (await getNotifications(apiRequest("GET", "/api/users/email-preferences", { token: authorToken }))).json()).toEqual({
      flowUpdates: false,
      followedAuthors: true,
    });
  });

  it("refuses bad input with a pt-BR 400 and changes nothing; asks for a session", async () => {
    const { author, authorToken } = await cast();
    await setNotices(authorToken, { flowRejected: false });
    for (const [body, message] of [
      [{}, /Informe ao menos um aviso/],
      [{ reviewDigest: "não" }, /Informe se deseja receber este aviso/],
      [{ reviewDigest: null }, /Informe se deseja receber este aviso/],
      [{ flowApproved: false, spam: true }, /Aviso desconhecido/],
      [[], /objeto JSON/],
      ["nada", /./],
    ] as const) {
      const res = await setNotices(authorToken, body);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(message);
    }
    expect(await storedOptOuts(author.id)).toEqual(["FLOW_REJECTED"]);
    expect((await setNotices(undefined, { reviewDigest: false })).status).toBe(401);
    expect((await getAuthorNotices(apiRequest("GET", "/api/users/email-preferences/author"))).status).toBe(401);
  });

  it("still answers at the former /api/users/notifications paths, the same handlers", async () => {
    const { authorToken } = await cast();
    const old = await import("@/app/api/users/notifications/author/route");
    const oldUpdates = await import("@/app/api/users/notifications/route");
    expect(old.PUT).toBe(putAuthorNotices);
    const res = await old.PUT(apiRequest("PUT", "/api/users/notifications/author", { token: authorToken, body: { reviewDigest: false } }));
    expect(res.status).toBe(200);
    expect(await readNotices(authorToken)).toMatchObject({ reviewDigest: false });
    expect(await (await oldUpdates.GET(apiRequest("GET", "/api/users/notifications", { token: authorToken }))).json()).toEqual({
      flowUpdates: false,
      followedAuthors: true,
    });
  });
});

describe("each switch stops its own kind only", () => {
  const KINDS = ["flowApproved", "flowRejected", "versionDecided", "reviewDigest"] as const;

  it.each(KINDS)("with %s off, the other three still arrive", async (off) => {
    const { author, reader, adminToken, authorToken } = await cast();
    expect((await setNotices(authorToken, { [off]: false })).status).toBe(200);
    const toApprove = await createFlow({ authorId: author.id, status: "PENDING", name: "Aprovar", metadata: workflow("P") });
    const toReject = await createFlow({ authorId: author.id, status: "PENDING", name: "Recusar", metadata: workflow("R") });
    const versioned = await createFlow({ authorId: author.id, name: "Versionado", metadata: workflow("V") });
    await approveFlow(toApprove.id, adminToken);
    await rejectFlow(toReject.id, adminToken, "Sem descrição");
    await newVersion(versioned.id, authorToken, workflow("V", "W"));
    await approveFlow(versioned.id, adminToken);
    await addReview(versioned.id, reader, 5, "Ótimo");
    await queueReviewDigests();

    const subjects = (await outbox(author.email)).map((m) => m.subject);
    const expected = {
      flowApproved: "Seu fluxo “Aprovar” foi aprovado",
      flowRejected: "Seu fluxo “Recusar” não foi aprovado",
      versionDecided: "A versão 2 de “Versionado” foi aprovada",
      reviewDigest: "Nova avaliação de “Versionado”",
    };
    expect(subjects.sort()).toEqual(
      KINDS.filter((k) => k !== off)
        .map((k) => expected[k])
        .sort(),
    );
    expect(
      await db
        .select()
        .from(schema.flowModerations)
        .where(and(eq(schema.flowModerations.flowId, toApprove.id))),
    ).toHaveLength(1);
  });
});

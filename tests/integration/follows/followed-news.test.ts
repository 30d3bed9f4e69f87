import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { POST as approve } from "@/app/api/admin/flows/[id]/approve/route";
import { PUT as follow } from "@/app/api/authors/[handle]/follow/route";
import { PUT as putFlow } from "@/app/api/flows/[id]/route";
import { POST as createRoute } from "@/app/api/flows/route";
import { GET as getPreferences, PUT as putPreferences } from "@/app/api/users/email-preferences/route";
import type { User } from "@/db/schema";
import { appUrl } from "@/lib/env";
import { DIGEST_LOOKBACK_DAYS, queueFollowDigests } from "@/lib/follows/digest";
import { httpWorkflow, createAdmin, createFlow, createUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

/*
 * News from followed authors (docs/product-rules.md, "Seguir autores"): the day's first approval of a
 * followed author's flow or version is e-mailed at once, queued with the decision; the rest of the day
 * waits for one digest after the day ends.
 */

const workflow = httpWorkflow;

const outbox = (to: string) => db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, to)).orderBy(schema.emailOutbox.createdAt);
const approveFlow = (id: string, token: string) => approve(apiRequest("POST", `/api/admin/flows/${id}/approve`, { token }), params({ id }));
const newVersion = (id: string, token: string, metadata: unknown) =>
  putFlow(apiRequest("PUT", `/api/flows/${id}`, { token, body: { metadata } }), params({ id }));
const followAs = async (follower: User, author: User) =>
  expect(
    (await follow(apiRequest("PUT", `/api/authors/${author.handle}/follow`, { token: await tokenFor(follower.email) }), params({ handle: author.handle })))
      .status,
  ).toBe(200);
const pendingFlow = (author: User, name: string, ...nodes: string[]) =>
  createFlow({ authorId: author.id, status: "PENDING", name, metadata: workflow(...nodes) });

/** As if the day had ended: every follower's day and waiting news move one day back. */
async function dayEnds() {
  await db.update(schema.followMailDays).set({ day: sql`${schema.followMailDays.day} - 1` });
  await db.update(schema.followDigestItems).set({ day: sql`${schema.followDigestItems.day} - 1` });
}

async function cast(authorName = "Bruno Autor") {
  const [admin, author, follower] = await Promise.all([
    createAdmin({ name: "Moderadora Ana" }),
    createUser({ name: authorName }),
    createUser({ name: "Carla Seguidora" }),
  ]);
  await followAs(follower, author);
  return { admin, author, follower, adminToken: await tokenFor(admin.email), authorToken: await tokenFor(author.email) };
}

describe("e-mails about followed authors", () => {
  it("the day's first approval goes at once, with the author's name escaped; the second the same day waits for one digest, sent once", async () => {
    const { author, follower, adminToken } = await cast(`Bruno <img src=x onerror=alert(1)> & Cia`);
    const first = await pendingFlow(author, "CRM <b>Planilha</b>", "A", "B");
    expect((await approveFlow(first.id, adminToken)).status).toBe(200);
    let mails = await outbox(follower.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe("Bruno <img src=x onerror=alert(1)> & Cia publicou “CRM <b>Planilha</b>”");
    expect(mail!.text).toContain("Olá, Carla Seguidora!");
    expect(mail!.text).toContain(`${appUrl()}/fluxos/${first.slug}`);
    expect(mail!.text).toContain(`${appUrl()}/autores/${author.handle}`);
    expect(mail!.text).toContain("/profile#emails");
    expect(mail!.html).toContain("Bruno &lt;img src=x onerror=alert(1)&gt; &amp; Cia");
    expect(mail!.html).toContain("CRM &lt;b&gt;Planilha&lt;/b&gt;");
    expect(mail!.html).not.toContain("<img src=x");
    expect(mail!.html).not.toContain("<b>Planilha");

    const second = await pendingFlow(author, "Disparo <i>WhatsApp</i>", "C", "D");
    expect((await approveFlow(second.id, adminToken)).status).toBe(200);
    expect(await outbox(follower.email)).toHaveLength(1);
    // The day is not over: nothing yet.
    expect(await queueFollowDigests()).toBe(0);

    await dayEnds();
    const results = await Promise.all([queueFollowDigests(), queueFollowDigests()]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    mails = await outbox(follower.email);
    expect(mails).toHaveLength(2);
    const digest = mails[1]!;
    expect(digest.subject).toBe("Mais uma novidade de Bruno <img src=x onerror=alert(1)> & Cia");
    expect(digest.text).toContain(`${appUrl()}/fluxos/${second.slug}`);
    expect(digest.html).toContain("Disparo &lt;i&gt;WhatsApp&lt;/i&gt;");
    expect(digest.html).toContain("Bruno &lt;img src=x onerror=alert(1)&gt; &amp; Cia publicou um novo fluxo");
    expect(digest.html).not.toContain("<img src=x");
    expect(await Promise.all([queueFollowDigests(), queueFollowDigests()])).toEqual([0, 0]);
    expect(await outbox(follower.email)).toHaveLength(2);
  });

  it("two workers at once queue each follower's digest exactly once", async () => {
    const admin = await createAdmin();
    const adminToken = await tokenFor(admin.email);
    const authors = await Promise.all([createUser({ name: "Autora Um" }), createUser({ name: "Autor Dois" })]);
    const followers = await Promise.all(Array.from({ length: 4 }, (_, i) => createUser({ name: `Seguidor ${i}` })));
    for (const follower of followers) for (const author of authors) await followAs(follower, author);
    for (const [i, author] of authors.entries()) {
      for (let n = 0; n < 2; n += 1)
        expect((await approveFlow((await pendingFlow(author, `Fluxo ${i}-${n}`, `N${i}`, `M${n}`)).id, adminToken)).status).toBe(200);
    }
    for (const follower of followers) expect(await outbox(follower.email)).toHaveLength(1);
    await dayEnds();
    const results = await Promise.all([queueFollowDigests(), queueFollowDigests(), queueFollowDigests()]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(4);
    for (const follower of followers) {
      const mails = await outbox(follower.email);
      expect(mails).toHaveLength(2);
      expect(mails[1]!.subject).toBe("3 novidades dos autores que você segue");
    }
  });

  it("after days without the job, sends the digests of the last two days only and drops older news", async () => {
    const { author, follower, adminToken } = await cast();
    expect(DIGEST_LOOKBACK_DAYS).toBe(2);
    // Four days, each with its first news e-mailed at once and a second one waiting for the digest.
    const waiting: string[] = [];
    for (let day = 0; day < 4; day += 1) {
      expect((await approveFlow((await pendingFlow(author, `Primeiro ${day}`, `A${day}`)).id, adminToken)).status).toBe(200);
      const later = await pendingFlow(author, `Depois ${day}`, `B${day}`);
      expect((await approveFlow(later.id, adminToken)).status).toBe(200);
      waiting.push(later.slug);
      await dayEnds();
    }
    expect(await outbox(follower.email)).toHaveLength(4);
    expect(await db.select().from(schema.followDigestItems).where(eq(schema.followDigestItems.userId, follower.id))).toHaveLength(4);

    expect(await queueFollowDigests()).toBe(2);
    const digests = (await outbox(follower.email)).slice(4);
    expect(digests).toHaveLength(2);
    const sent = waiting.filter((slug) => digests.some((mail) => mail.text.includes(`/fluxos/${slug}`)));
    expect(sent).toEqual(waiting.slice(2));
    // The older days are gone: nothing waits, nothing is sent later.
    expect(await db.select().from(schema.followDigestItems).where(eq(schema.followDigestItems.userId, follower.id))).toHaveLength(0);
    expect(
      await db
        .select()
        .from(schema.followMailDays)
        .where(sql`${schema.followMailDays.userId} = ${follower.id} and ${schema.followMailDays.digestPending}`),
    ).toHaveLength(0);
    expect(await queueFollowDigests()).toBe(0);
    expect(await outbox(follower.email)).toHaveLength(6);
  });

  it("two approvals at the same moment: one e-mail now, the other in the digest", async () => {
    const { author, follower, adminToken } = await cast();
    const flows = await Promise.all([pendingFlow(author, "Um", "A"), pendingFlow(author, "Dois", "B")]);
    const answers = await Promise.all(flows.map((flow) => approveFlow(flow.id, adminToken)));
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(await outbox(follower.email)).toHaveLength(1);
    expect(await db.select().from(schema.followDigestItems).where(eq(schema.followDigestItems.userId, follower.id))).toHaveLength(1);
  });

  it("a new version approved is news, named by its number", async () => {
    const { author, follower, adminToken, authorToken } = await cast();
    const flow = await createFlow({ authorId: author.id, name: "Agenda", metadata: workflow("A", "B") });
    expect((await newVersion(flow.id, authorToken, workflow("A", "B", "C"))).status).toBe(200);
    expect(await outbox(follower.email)).toHaveLength(0);
    expect((await approveFlow(flow.id, adminToken)).status).toBe(200);
    const [mail] = await outbox(follower.email);
    expect(mail!.subject).toBe("Bruno Autor publicou a versão 2 de “Agenda”");
  });

  it("an admin author's flow and version, published without moderation, are news too", async () => {
    const [admin, follower] = await Promise.all([createAdmin({ name: "Autora Admin" }), createUser()]);
    await followAs(follower, admin);
    const token = await tokenFor(admin.email);
    const created = await createRoute(
      apiRequest("POST", "/api/flows", {
        token,
        body: { name: "Fluxo da equipe", description: "Publicado direto.", tags: ["crm"], isPublic: true, metadata: workflow("E", "F") },
      }),
    );
    expect(created.status).toBe(201);
    const flow = await created.json();
    expect((await outbox(follower.email)).map((m) => m.subject)).toEqual(["Autora Admin publicou “Fluxo da equipe”"]);
    expect((await newVersion(flow.id, token, workflow("E", "F", "G"))).status).toBe(200);
    expect(await db.select().from(schema.followDigestItems).where(eq(schema.followDigestItems.userId, follower.id))).toHaveLength(1);
  });

  it("sends nothing with the switch off, also for news already waiting, and the switch is on by default", async () => {
    const { author, follower, adminToken } = await cast();
    const token = await tokenFor(follower.email);
    const read = async () => (await getPreferences(apiRequest("GET", "/api/users/email-preferences", { token }))).json();
    expect(await read()).toEqual({ flowUpdates: false, followedAuthors: true });
    // Two news: the first goes, the second waits for the digest.
    for (const name of ["Um", "Dois"]) expect((await approveFlow((await pendingFlow(author, name, name)).id, adminToken)).status).toBe(200);
    expect(await outbox(follower.email)).toHaveLength(1);
    const off = await putPreferences(apiRequest("PUT", "/api/users/email-preferences", { token, body: { followedAuthors: false } }));
    expect(await off.json()).toEqual({ flowUpdates: false, followedAuthors: false });
    expect(await read()).toEqual({ flowUpdates: false, followedAuthors: false });
    await dayEnds();
    expect(await queueFollowDigests()).toBe(0);
    expect((await approveFlow((await pendingFlow(author, "Três", "C")).id, adminToken)).status).toBe(200);
    expect(await outbox(follower.email)).toHaveLength(1);
    // Back on: the other switch stayed as it was, and news comes again.
    const on = await putPreferences(apiRequest("PUT", "/api/users/email-preferences", { token, body: { followedAuthors: true } }));
    expect(await on.json()).toEqual({ flowUpdates: false, followedAuthors: true });
    expect((await approveFlow((await pendingFlow(author, "Quatro", "D")).id, adminToken)).status).toBe(200);
    expect(await outbox(follower.email)).toHaveLength(2);
    const bad = await putPreferences(apiRequest("PUT", "/api/users/email-preferences", { token, body: { followedAuthors: "sim" } }));
    expect(bad.status).toBe(400);
    expect((await putPreferences(apiRequest("PUT", "/api/users/email-preferences", { token, body: { outra: true } }))).status).toBe(400);
    expect((await putPreferences(apiRequest("PUT", "/api/users/email-preferences", { token, body: {} }))).status).toBe(400);
  });

  it("sends nothing for a private flow, a private page, to the moderator, or to an unconfirmed or blocked follower", async () => {
    const { admin, author, follower, adminToken } = await cast();
    const unconfirmed = await createUser({ emailVerifiedAt: null });
    const banned = await createUser();
    // An unconfirmed account cannot sign in: its row as if it had followed before.
    await db.insert(schema.authorFollows).values({ followerId: unconfirmed.id, authorId: author.id });
    await followAs(banned, author);
    await db.update(schema.users).set({ status: "BANNED" }).where(eq(schema.users.id, banned.id));
    await followAs(admin, author);
    const hidden = await createFlow({ authorId: author.id, status: "PENDING", isPublic: false, metadata: workflow("P") });
    expect((await approveFlow(hidden.id, adminToken)).status).toBe(200);
    expect(await outbox(follower.email)).toHaveLength(0);
    expect((await approveFlow((await pendingFlow(author, "Público", "Q")).id, adminToken)).status).toBe(200);
    expect(await outbox(follower.email)).toHaveLength(1);
    for (const user of [unconfirmed, banned]) expect(await outbox(user.email)).toHaveLength(0);
    expect((await outbox(admin.email)).filter((m) => m.subject.includes("publicou"))).toHaveLength(0);
    await db.update(schema.users).set({ profilePublic: false }).where(eq(schema.users.id, author.id));
    await db.delete(schema.followMailDays);
    expect((await approveFlow((await pendingFlow(author, "Depois", "R")).id, adminToken)).status).toBe(200);
    expect(await outbox(follower.email)).toHaveLength(1);
  });
});

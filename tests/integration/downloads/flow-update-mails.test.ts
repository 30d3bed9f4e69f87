import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { PUT as putFlow } from "@/app/api/flows/[id]/route";
import { POST as download } from "@/app/api/flows/[id]/download/route";
import { GET as getNotifications, PUT as putNotifications } from "@/app/api/users/email-preferences/route";
import { queueFlowUpdateMails } from "@/lib/downloads/update-mail";
import { createAdmin, createFlow, createUser, setUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

const step = (id: string, name: string, url: string) => ({
  id,
  name,
  type: "n8n-nodes-base.httpRequest",
  typeVersion: 1,
  position: [Number(id) * 200, 0],
  parameters: { url },
});
const workflow = (...names: string[]) => ({ nodes: names.map((name, i) => step(String(i + 1), name, `https://api.exemplo.com/${name}`)), connections: {} });

const outbox = (to: string) => db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, to));
const optIn = async (token: string, flowUpdates: unknown) =>
  putNotifications(apiRequest("PUT", "/api/users/email-preferences", { token, body: { flowUpdates } }));
const newVersion = async (flowId: string, token: string, metadata: unknown) =>
  (await putFlow(apiRequest("PUT", `/api/flows/${flowId}`, { token, body: { metadata } }), params({ id: flowId }))).json();
/** As if the last e-mail went out more than a day ago. */
const dayLater = (userId: string) =>
  db
    .update(schema.users)
    .set({ flowUpdatesMailedAt: sql`now() - interval '25 hours'` })
    .where(eq(schema.users.id, userId));

describe("the e-mail about new versions of downloaded flows (docs/product-rules.md §20)", () => {
  it("is opt-in, lists what changed, goes out at most once a day and never repeats old news", async () => {
    const [reader, admin] = await Promise.all([createUser({ name: "Ana Leitora" }), createAdmin()]);
    const [readerToken, adminToken] = await Promise.all([tokenFor(reader.email), tokenFor(admin.email)]);
    const flow = await createFlow({ name: "Lembretes de consulta", metadata: workflow("Agenda", "Enviar") });
    await download(apiRequest("POST", `/api/flows/${flow.id}/download`, { token: readerToken }), params({ id: flow.id }));

    // Not opted in: a new version sends nothing.
    await newVersion(flow.id, adminToken, workflow("Agenda", "Enviar", "Planilha"));
    expect(await queueFlowUpdateMails()).toBe(0);

    expect(await (await getNotifications(apiRequest("GET", "/api/users/email-preferences", { token: readerToken }))).json()).toEqual({
      flowUpdates: false,
      followedAuthors: true,
    });
    expect(await (await optIn(readerToken, true)).json()).toEqual({ flowUpdates: true, followedAuthors: true });
    // Versions published before opting in are not news by e-mail (the marks on screen still show them).
    expect(await queueFlowUpdateMails()).toBe(0);

    await newVersion(flow.id, adminToken, workflow("Agenda", "Enviar", "Planilha", "Avisar equipe"));
    expect(await queueFlowUpdateMails()).toBe(1);
    const [mail] = await outbox(reader.email);
    expect(mail!.subject).toBe('Nova versão de "Lembretes de consulta" na Fluxoteca');
    expect(mail!.text).toContain("Olá, Ana Leitora!");
    expect(mail!.text).toContain("Lembretes de consulta: v1 → v3: 2 etapas adicionadas");
    expect(mail!.text).toMatch(new RegExp(`/fluxos/${flow.slug}`));
    expect(mail!.html).toContain("Lembretes de consulta");

    // Another version the same day waits for tomorrow; then it is one e-mail with only the new news.
    await newVersion(flow.id, adminToken, workflow("Agenda", "Planilha", "Avisar equipe"));
    expect(await queueFlowUpdateMails()).toBe(0);
    await dayLater(reader.id);
    expect(await queueFlowUpdateMails()).toBe(1);
    expect(await outbox(reader.email)).toHaveLength(2);
    await dayLater(reader.id);
    expect(await queueFlowUpdateMails()).toBe(0);

    // Opting out stops it.
    await optIn(readerToken, false);
    await newVersion(flow.id, adminToken, workflow("Agenda", "Planilha"));
    await dayLater(reader.id);
    expect(await queueFlowUpdateMails()).toBe(0);
  });

  it("skips users who already have the new version, unverified or banned accounts, and flows no longer published", async () => {
    const admin = await createAdmin();
    const adminToken = await tokenFor(admin.email);
    const flow = await createFlow({ metadata: workflow("A", "B") });
    const hidden = await createFlow({ metadata: workflow("C", "D") });
    const users = await Promise.all([createUser(), createUser(), createUser(), createUser()]);
    const [current, unverified, banned, other] = users;
    for (const user of users) {
      const token = await tokenFor(user.email);
      for (const f of [flow, hidden]) await download(apiRequest("POST", `/api/flows/${f.id}/download`, { token }), params({ id: f.id }));
      await optIn(token, true);
    }
    await newVersion(flow.id, adminToken, workflow("A", "B", "E"));
    await newVersion(hidden.id, adminToken, workflow("C", "D", "F"));
    await db.update(schema.flows).set({ isPublic: false }).where(eq(schema.flows.id, hidden.id));
    await download(apiRequest("POST", `/api/flows/${flow.id}/download`, { token: await tokenFor(current!.email) }), params({ id: flow.id }));
    await setUser(unverified!.id, { emailVerifiedAt: null });
    await setUser(banned!.id, { status: "BANNED" });

    expect(await queueFlowUpdateMails()).toBe(1);
    const [mail] = await outbox(other!.email);
    expect(mail!.text).toContain("v1 → v2");
    expect(mail!.text).not.toContain(hidden.name);
    for (const user of [current, unverified, banned]) expect(await outbox(user!.email)).toEqual([]);
  });

  it("refuses a bad preference with a pt-BR 400 and changes nothing; asks for a session", async () => {
    const user = await createUser();
    const token = await tokenFor(user.email);
    for (const value of ["sim", 1, null]) {
      const res = await optIn(token, value);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/Informe/);
    }
    expect((await db.select().from(schema.users).where(eq(schema.users.id, user.id)))[0]!.flowUpdatesSince).toBeNull();
    expect((await putNotifications(apiRequest("PUT", "/api/users/email-preferences", { body: { flowUpdates: true } }))).status).toBe(401);
  });
});

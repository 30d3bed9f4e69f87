import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { POST as approve } from "@/app/api/admin/flows/[id]/approve/route";
import { POST as reject } from "@/app/api/admin/flows/[id]/reject/route";
import { GET as adminFlows } from "@/app/api/admin/flows/route";
import { GET as getFlow, PUT as putFlow } from "@/app/api/flows/[id]/route";
import { POST as download } from "@/app/api/flows/[id]/download/route";
import { GET as downloadStatus } from "@/app/api/flows/[id]/download-status/route";
import { GET as listVersions } from "@/app/api/flows/[id]/versions/route";
import { GET as flowUpdates } from "@/app/api/users/me/flow-updates/route";
import { GET as exportData } from "@/app/api/users/export/route";
import { createAdmin, createFlow, createUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

// Three versions of one n8n workflow: v2 adds a step and changes another, v3 removes one.
const node = (id: string, name: string, type: string, parameters: Record<string, unknown> = {}) => ({
  id,
  name,
  type: `n8n-nodes-base.${type}`,
  typeVersion: 1,
  position: [Number(id) * 200, 0],
  parameters,
});
const v1 = {
  name: "Agendamento",
  nodes: [node("1", "Webhook", "webhook", { path: "agenda" }), node("2", "Enviar mensagem", "httpRequest", { url: "https://api.exemplo.com/v1" })],
  connections: { Webhook: { main: [[{ node: "Enviar mensagem", type: "main", index: 0 }]] } },
};
const v2 = {
  ...v1,
  nodes: [...v1.nodes.slice(0, 1), node("2", "Enviar mensagem", "httpRequest", { url: "https://api.exemplo.com/v2" }), node("3", "Planilha", "googleSheets")],
  connections: { ...v1.connections, "Enviar mensagem": { main: [[{ node: "Planilha", type: "main", index: 0 }]] } },
};
const v3 = {
  ...v1,
  nodes: [v1.nodes[0]!, node("3", "Planilha", "googleSheets")],
  connections: { Webhook: { main: [[{ node: "Planilha", type: "main", index: 0 }]] } },
};

const ctx = (id: string) => params({ id });
const put = async (id: string, token: string, body: unknown) => putFlow(apiRequest("PUT", `/api/flows/${id}`, { token, body }), ctx(id));
const versionsOf = async (id: string, token: string) => listVersions(apiRequest("GET", `/api/flows/${id}/versions`, { token }), ctx(id));
const detail = async (id: string, token: string) => (await getFlow(apiRequest("GET", `/api/flows/${id}`, { token }), ctx(id))).json();
const status = async (id: string, token: string) => (await downloadStatus(apiRequest("GET", `/api/flows/${id}/download-status`, { token }), ctx(id))).json();
const get = (id: string, token: string, query = "") => download(apiRequest("POST", `/api/flows/${id}/download${query}`, { token }), ctx(id));
const updates = async (token: string) => (await (await flowUpdates(apiRequest("GET", "/api/users/me/flow-updates", { token }))).json()).updates;
const userDownloads = async (id: string) => (await db.select({ n: schema.users.downloadCount }).from(schema.users).where(eq(schema.users.id, id)))[0]!.n;
const storedFlow = async (id: string) => (await db.select().from(schema.flows).where(eq(schema.flows.id, id)))[0]!;
const nodeNames = (metadata: unknown) => (metadata as typeof v1).nodes.map((n) => n.name);

/** An approved public flow by a USER at v1, a downloader who has v1, an admin: the cast of most tests. */
async function setup() {
  const [author, reader, admin] = await Promise.all([createUser(), createUser(), createAdmin()]);
  const flow = await createFlow({ authorId: author.id, metadata: v1, name: "Agendamento pelo WhatsApp" });
  const [authorToken, readerToken, adminToken] = await Promise.all([tokenFor(author.email), tokenFor(reader.email), tokenFor(admin.email)]);
  expect((await get(flow.id, readerToken)).status).toBe(200);
  return { author, reader, admin, flow, authorToken, readerToken, adminToken };
}

describe("flow versions (docs/product-rules.md §20)", () => {
  it("holds a USER's new version for moderation: everyone else keeps v1 until an admin approves v2", async () => {
    const { flow, reader, authorToken, readerToken, adminToken } = await setup();
    const res = await put(flow.id, authorToken, { metadata: v2, changelog: "  Agora salva cada agendamento na planilha.  " });
    expect(res.status).toBe(200);
    const updated = await res.json();
    expect(updated.newVersion).toMatchObject({ version: 2, status: "PENDING" });
    expect(updated).toMatchObject({ name: "Agendamento pelo WhatsApp", status: "APPROVED" });

    // Nothing changed for anyone else.
    expect(await storedFlow(flow.id)).toMatchObject({ version: 1, metadata: v1 });
    expect(await detail(flow.id, readerToken)).toMatchObject({ latestVersion: 1, downloadedVersion: 1 });
    expect(nodeNames((await (await get(flow.id, readerToken)).json()).metadata)).toEqual(["Webhook", "Enviar mensagem"]);
    const seen = await (await versionsOf(flow.id, readerToken)).json();
    expect(seen.versions.map((v: { version: number }) => v.version)).toEqual([1]);
    // The author sees it waiting, with what it changes.
    const own = await (await versionsOf(flow.id, authorToken)).json();
    expect(own.versions[0]).toMatchObject({
      version: 2,
      status: "PENDING",
      changelog: "Agora salva cada agendamento na planilha.",
      changes: { added: ["Planilha"], removed: [], changed: ["Enviar mensagem"] },
    });
    expect((await detail(flow.id, authorToken)).pendingVersion).toEqual({ version: 2, status: "PENDING", rejectionReason: null });
    expect((await detail(flow.id, readerToken)).pendingVersion).toBeUndefined();

    // Approved: v2 is what everyone gets, its facts read again.
    const decided = await approve(apiRequest("POST", `/api/admin/flows/${flow.id}/approve`, { token: adminToken }), ctx(flow.id));
    expect(await decided.json()).toMatchObject({ status: "APPROVED", changed: true, version: 2 });
    expect(await storedFlow(flow.id)).toMatchObject({ version: 2, metadata: v2, nodeCount: 3 });
    const history = await (await versionsOf(flow.id, readerToken)).json();
    expect(history.latestVersion).toBe(2);
    expect(history.versions).toEqual([
      expect.objectContaining({ version: 2, status: "APPROVED", changes: { added: ["Planilha"], removed: [], changed: ["Enviar mensagem"] } }),
      expect.objectContaining({ version: 1, status: "APPROVED", changelog: null, changes: { added: [], removed: [], changed: [] } }),
    ]);
    expect(Date.parse(history.versions[0].createdAt)).not.toBeNaN();

    // The reader is told, gets v2 for free, and the mark clears.
    expect(await status(flow.id, readerToken)).toMatchObject({ latestVersion: 2, downloadedVersion: 1, alreadyDownloaded: true });
    expect(await updates(readerToken)).toEqual([
      {
        flowId: flow.id,
        downloadedVersion: 1,
        latestVersion: 2,
        changes: { added: ["Planilha"], removed: [], changed: ["Enviar mensagem"] },
        summary: "1 etapa adicionada e 1 alterada",
      },
    ]);
    const before = await userDownloads(reader.id);
    const again = await (await get(flow.id, readerToken)).json();
    expect(again.redownload).toBe(true);
    expect(nodeNames(again.metadata)).toEqual(["Webhook", "Enviar mensagem", "Planilha"]);
    expect(await userDownloads(reader.id)).toBe(before);
    expect(await status(flow.id, readerToken)).toMatchObject({ latestVersion: 2, downloadedVersion: 2 });
    expect(await updates(readerToken)).toEqual([]);
  });

  it("lets anyone who downloaded the flow get an older version, free, without bringing the mark back", async () => {
    const { flow, reader, adminToken, readerToken } = await setup();
    expect((await put(flow.id, adminToken, { metadata: v2 })).status).toBe(200);
    await get(flow.id, readerToken);
    const before = await userDownloads(reader.id);
    const old = await get(flow.id, readerToken, "?version=1");
    expect(old.status).toBe(200);
    expect((await old.json()).metadata).toEqual(v1);
    expect(await userDownloads(reader.id)).toBe(before);
    expect((await detail(flow.id, readerToken)).downloadedVersion).toBe(2);

    // A first download of an old version is a download like any other, and leaves the user marked.
    const newcomer = await createUser();
    const token = await tokenFor(newcomer.email);
    expect((await (await get(flow.id, token, "?version=1")).json()).metadata).toEqual(v1);
    expect(await userDownloads(newcomer.id)).toBe(1);
    expect(await status(flow.id, token)).toMatchObject({ latestVersion: 2, downloadedVersion: 1 });
    expect((await updates(token))[0]).toMatchObject({ flowId: flow.id, summary: "1 etapa adicionada e 1 alterada" });
  });

  it("publishes an admin's new version at once, and a new version of a never-approved flow without a second review", async () => {
    const { flow, adminToken } = await setup();
    const res = await (await put(flow.id, adminToken, { metadata: v2, changelog: "Corrige a URL" })).json();
    expect(res.newVersion).toMatchObject({ version: 2, status: "APPROVED" });
    expect(await storedFlow(flow.id)).toMatchObject({ version: 2, metadata: v2 });

    const author = await createUser();
    const token = await tokenFor(author.email);
    const pending = await createFlow({ authorId: author.id, metadata: v1, status: "PENDING" });
    expect((await (await put(pending.id, token, { metadata: v3 })).json()).newVersion).toMatchObject({ version: 2, status: "APPROVED" });
    expect(await storedFlow(pending.id)).toMatchObject({ version: 2, status: "PENDING", metadata: v3 });

    // A rejected flow with a new JSON goes back to the queue, like any edit of a rejected flow.
    const rejected = await createFlow({
      authorId: author.id,
      metadata: { ...v2, nodes: v2.nodes.slice(1) },
      status: "REJECTED",
      rejectionReason: "Incompleto",
    });
    const fixed = { ...v1, nodes: [v1.nodes[0]!, node("2", "Enviar mensagem", "httpRequest", { url: "https://api.exemplo.com/v5" })] };
    expect((await put(rejected.id, token, { metadata: fixed })).status).toBe(200);
    expect(await storedFlow(rejected.id)).toMatchObject({ version: 2, status: "PENDING", rejectionReason: null });
  });

  it("rejects a waiting version without touching the flow; the author's next upload replaces it", async () => {
    const { flow, author, authorToken, readerToken, adminToken } = await setup();
    await put(flow.id, authorToken, { metadata: v2 });
    const res = await reject(
      apiRequest("POST", `/api/admin/flows/${flow.id}/reject`, { token: adminToken, body: { reason: "A planilha não tem nome" } }),
      ctx(flow.id),
    );
    expect(await res.json()).toMatchObject({ status: "REJECTED", version: 2 });
    expect(await storedFlow(flow.id)).toMatchObject({ version: 1, status: "APPROVED", rejectionReason: null, metadata: v1 });
    expect((await detail(flow.id, authorToken)).pendingVersion).toEqual({ version: 2, status: "REJECTED", rejectionReason: "A planilha não tem nome" });
    expect((await (await versionsOf(flow.id, readerToken)).json()).versions).toHaveLength(1);

    expect((await (await put(flow.id, authorToken, { metadata: v3, changelog: "Sem a etapa antiga" })).json()).newVersion).toMatchObject({
      version: 2,
      status: "PENDING",
    });
    const own = await (await versionsOf(flow.id, authorToken)).json();
    expect(own.versions.map((v: { version: number; status: string }) => [v.version, v.status])).toEqual([
      [2, "PENDING"],
      [1, "APPROVED"],
    ]);
    expect(own.versions[0].changes).toEqual({ added: ["Planilha"], removed: ["Enviar mensagem"], changed: [] });
    // The author and admins may fetch the waiting version to check it; nobody else.
    expect((await get(flow.id, readerToken, "?version=2")).status).toBe(404);
    expect((await (await get(flow.id, adminToken, "?version=2")).json()).metadata).toEqual(v3);
    // The author checking it is not charged nor recorded as having downloaded the flow.
    const checked = await (await get(flow.id, authorToken, "?version=2")).json();
    expect(checked).toMatchObject({ metadata: v3, redownload: true });
    expect(await userDownloads(author.id)).toBe(0);
    expect((await detail(flow.id, authorToken)).downloadedVersion).toBeUndefined();
  });

  it("makes no version for a text edit, and refuses bad versions with a pt-BR error that changes nothing", async () => {
    const { flow, authorToken, readerToken } = await setup();
    expect((await put(flow.id, authorToken, { name: "Novo nome", description: "Outra descrição" })).status).toBe(200);
    const rows = () => db.select().from(schema.flowVersions).where(eq(schema.flowVersions.flowId, flow.id));
    expect(await rows()).toHaveLength(1);

    const cases: [unknown, number, RegExp][] = [
      [{ metadata: v1 }, 409, /igual à versão atual/],
      [{ metadata: v2, changelog: "x".repeat(501) }, 400, /no máximo 500/],
      [{ metadata: v2, changelog: "a\u0000b" }, 400, /caracteres inválidos/],
      [{ changelog: "sem JSON" }, 400, /./],
      [{ metadata: { name: "Bot", groups: [{ id: "g", title: "Início", blocks: [] }], events: [], edges: [], version: "6" } }, 400, /./],
      [{ metadata: { foo: 1 } }, 400, /./],
      [{ metadata: [] }, 400, /./],
    ];
    for (const [body, code, message] of cases) {
      const res = await put(flow.id, authorToken, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(code);
      expect((await res.json()).message).toMatch(message);
    }
    expect(await rows()).toHaveLength(1);
    expect(await storedFlow(flow.id)).toMatchObject({ version: 1, metadata: v1 });

    // Someone else's flow: 403 for one they can see, and the quota path is untouched.
    expect((await put(flow.id, readerToken, { metadata: v2 })).status).toBe(403);
    for (const query of ["?version=abc", "?version=0", "?version=1.5", "?version=%00", "?version=%E0%A4%A", "?version=%ZZ", "?version=1e400"]) {
      expect((await get(flow.id, readerToken, query)).status, query).toBe(400);
    }
    // A lone surrogate in the note is refused or stored as valid text, never a 500; nothing is half-written.
    const lone = await putFlow(
      new Request(`http://localhost/api/flows/${flow.id}`, {
        method: "PUT",
        headers: { "content-type": "application/json", authorization: `Bearer ${authorToken}` },
        body: `{"metadata":${JSON.stringify(v2)},"changelog":"nota \ud800 solta"}`,
      }),
      ctx(flow.id),
    );
    expect(lone.status).toBeLessThan(500);
    expect((await get(flow.id, readerToken, "?version=9")).status).toBe(404);
  });

  it("keeps a copy of another published flow out as a new version (409), like an upload", async () => {
    const { flow, authorToken } = await setup();
    await createFlow({ metadata: v3 });
    const res = await put(flow.id, authorToken, { metadata: v3 });
    expect(res.status).toBe(409);
    expect((await res.json()).code).toBe("DUPLICATE_FLOW");
  });

  it("follows the flow's visibility: a private flow's versions are 404 for others", async () => {
    const { flow, authorToken, readerToken } = await setup();
    await put(flow.id, authorToken, { name: flow.name, description: flow.description, isPublic: false });
    expect((await versionsOf(flow.id, readerToken)).status).toBe(404);
    expect((await versionsOf(flow.id, authorToken)).status).toBe(200);
    expect(await updates(readerToken)).toEqual([]);
    expect((await listVersions(apiRequest("GET", `/api/flows/${flow.id}/versions`), ctx(flow.id))).status).toBe(401);
  });

  it("settles concurrent uploads to one waiting version and concurrent approvals to one decision", async () => {
    const { flow, authorToken, adminToken } = await setup();
    const results = await Promise.all([put(flow.id, authorToken, { metadata: v2 }), put(flow.id, authorToken, { metadata: v3 })]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const waiting = await db
      .select()
      .from(schema.flowVersions)
      .where(and(eq(schema.flowVersions.flowId, flow.id), eq(schema.flowVersions.status, "PENDING")));
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.version).toBe(2);

    const admin2 = await createAdmin();
    const token2 = await tokenFor(admin2.email);
    const decisions = await Promise.all(
      [adminToken, token2].map(async (token) => (await approve(apiRequest("POST", `/api/admin/flows/${flow.id}/approve`, { token }), ctx(flow.id))).json()),
    );
    expect(decisions.filter((d) => d.changed)).toHaveLength(1);
    expect((await storedFlow(flow.id)).version).toBe(2);
    expect(await db.select().from(schema.flowModerations).where(eq(schema.flowModerations.flowId, flow.id))).toHaveLength(1);
  });

  it("puts a waiting version in the moderation queue with what it changes, and takes it out once decided", async () => {
    const { flow, authorToken, adminToken } = await setup();
    const queue = async () => (await adminFlows(apiRequest("GET", "/api/admin/flows?status=PENDING", { token: adminToken }))).json();
    expect((await queue()).flows).toEqual([]);
    await put(flow.id, authorToken, { metadata: v2, changelog: "Planilha nova" });
    const listed = await queue();
    expect(listed.flows).toHaveLength(1);
    expect(listed.flows[0]).toMatchObject({
      id: flow.id,
      status: "APPROVED",
      pendingVersion: { version: 2, changelog: "Planilha nova", summary: "1 etapa adicionada e 1 alterada" },
    });
    expect(listed.statusCounts.PENDING).toBe(1);

    // First come, first served by when each item started waiting, not by when the flow was created.
    await db
      .update(schema.flows)
      .set({ createdAt: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(schema.flows.id, flow.id));
    const before = await createFlow({ status: "PENDING", createdAt: new Date(Date.now() - 2 * 86_400_000) });
    const after = await createFlow({ status: "PENDING", createdAt: new Date(Date.now() + 60_000) });
    const ordered = await (await adminFlows(apiRequest("GET", "/api/admin/flows?status=PENDING&sort=oldest", { token: adminToken }))).json();
    expect(ordered.flows.map((f: { id: string }) => f.id)).toEqual([before.id, flow.id, after.id]);
    await db.delete(schema.flows).where(inArray(schema.flows.id, [before.id, after.id]));
    await approve(apiRequest("POST", `/api/admin/flows/${flow.id}/approve`, { token: adminToken }), ctx(flow.id));
    expect((await queue()).flows).toEqual([]);
  });

  it("limits how many versions a USER may send in an hour (429), since each one of a flow not yet approved is kept", async () => {
    const author = await createUser();
    const token = await tokenFor(author.email);
    const flow = await createFlow({ authorId: author.id, metadata: v1, status: "PENDING" });
    const variant = (n: number) => ({ ...v1, nodes: [v1.nodes[0]!, node("2", "Enviar mensagem", "httpRequest", { url: `https://api.exemplo.com/${n}` })] });
    for (let n = 1; n <= 30; n++) expect((await put(flow.id, token, { metadata: variant(n) })).status).toBe(200);
    const limited = await put(flow.id, token, { metadata: variant(31) });
    expect(limited.status).toBe(429);
    expect((await limited.json()).message).toMatch(/muitas versões/);
    expect((await storedFlow(flow.id)).version).toBe(31);
  });

  it("includes the versions a user sent and the version each download gave in their data export (LGPD)", async () => {
    const { flow, authorToken, readerToken } = await setup();
    await put(flow.id, authorToken, { metadata: v2, changelog: "Planilha" });
    const authorData = await (await exportData(apiRequest("GET", "/api/users/export", { token: authorToken }))).json();
    expect(authorData.flowVersions).toEqual([
      expect.objectContaining({ flowId: flow.id, version: 1, status: "APPROVED", changelog: null }),
      expect.objectContaining({ flowId: flow.id, version: 2, status: "PENDING", changelog: "Planilha" }),
    ]);
    expect(authorData.flows[0]).toMatchObject({ id: flow.id, version: 1 });
    const readerData = await (await exportData(apiRequest("GET", "/api/users/export", { token: readerToken }))).json();
    expect(readerData.downloads).toEqual([expect.objectContaining({ flowId: flow.id, version: 1 })]);
    expect(readerData.account.flowUpdateEmails).toBe(false);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { POST as postSettings } from "@/app/api/admin/settings/route";
import { DELETE as deleteFlow } from "@/app/api/flows/[id]/route";
import { POST as postDownload } from "@/app/api/flows/[id]/download/route";
import { GET as getStatus } from "@/app/api/flows/[id]/download-status/route";
import { DOWNLOAD_LIMIT_MESSAGE } from "@/lib/downloads/mutations";
import { createAdmin, createFlow, createUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

const metadata = { nodes: [{ name: "HTTP", type: "n8n-nodes-base.httpRequest", parameters: { url: "https://api.exemplo/segredo" } }], connections: {} };

type Opts = { token?: string; headers?: Record<string, string> };
const download = (id: string, o: Opts = {}) => postDownload(apiRequest("POST", `/api/flows/${id}/download`, o), params({ id }));
const status = async (id: string, token: string) => (await getStatus(apiRequest("GET", `/api/flows/${id}/download-status`, { token }), params({ id }))).json();
const setLimit = async (adminToken: string, value: number) =>
  expect((await postSettings(apiRequest("POST", "/api/admin/settings", { token: adminToken, body: { free_download_limit: value } }))).status).toBe(200);

const userCount = async (id: string) => (await db.select().from(schema.users).where(eq(schema.users.id, id)))[0]!.downloadCount;
const flowCount = async (id: string) => (await db.select().from(schema.flows).where(eq(schema.flows.id, id)))[0]!.downloadCount;
const history = (userId: string) => db.select().from(schema.downloads).where(eq(schema.downloads.userId, userId));
const flows = (n: number) => Promise.all(Array.from({ length: n }, () => createFlow({ metadata })));

async function signedIn(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides);
  return { user, token: await tokenFor(user.email) };
}

describe("POST /api/flows/{id}/download", () => {
  it("delivers the full JSON and counts the first download for the user, the flow and the history", async () => {
    const { user, token } = await signedIn();
    const [flow] = await flows(1);
    const res = await download(flow!.id, { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: flow!.id, name: flow!.name, metadata, redownload: false });
    expect(await userCount(user.id)).toBe(1);
    expect(await flowCount(flow!.id)).toBe(1);
    expect(await history(user.id)).toMatchObject([{ flowId: flow!.id, flowName: flow!.name }]);
    expect(await status(flow!.id, token)).toEqual({
      canDownload: true,
      remainingDownloads: 1,
      downloadProgress: 50,
      isAdmin: false,
      hasContributed: false,
      unlimited: false,
      downloadCount: 1,
      downloadLimit: 2,
      alreadyDownloaded: true,
      latestVersion: 1,
      downloadedVersion: 1,
    });
  });

  it("re-downloads for free, even at the limit; past it answers 403 DOWNLOAD_LIMIT and changes nothing", async () => {
    const { user, token } = await signedIn();
    const [a, b, c] = await flows(3);
    for (const f of [a!, b!]) expect((await download(f.id, { token })).status).toBe(200);
    const again = await download(a!.id, { token });
    expect(await again.json()).toEqual({ id: a!.id, name: a!.name, metadata, redownload: true });
    const blocked = await download(c!.id, { token });
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toEqual({ code: "DOWNLOAD_LIMIT", message: DOWNLOAD_LIMIT_MESSAGE });
    expect(await userCount(user.id)).toBe(2);
    expect([await flowCount(a!.id), await flowCount(c!.id)]).toEqual([1, 0]);
    expect(await history(user.id)).toHaveLength(2);
    expect(await status(c!.id, token)).toMatchObject({ canDownload: false, remainingDownloads: 0, downloadProgress: 100, alreadyDownloaded: false });
    expect(await status(a!.id, token)).toMatchObject({ canDownload: true, alreadyDownloaded: true });
  });

  it("never limits admins or contributors", async () => {
    const admin = await createAdmin();
    const contributor = await signedIn({ hasContributed: true });
    const list = await flows(4);
    for (const token of [await tokenFor(admin.email), contributor.token]) {
      for (const f of list) expect((await download(f.id, { token })).status).toBe(200);
    }
    expect([await userCount(admin.id), await userCount(contributor.user.id)]).toEqual([4, 4]);
    expect(await flowCount(list[0]!.id)).toBe(2);
  });

  it("answers 404 for flows the viewer cannot see, 401 without a session, and ignores a spoofed user-id", async () => {
    const [{ user, token }, author, admin] = await Promise.all([signedIn({ downloadCount: 2 }), createUser(), createAdmin()]);
    const pending = await createFlow({ status: "PENDING", authorId: author.id, metadata });
    const hidden = await createFlow({ isPublic: false, authorId: author.id, metadata });
    for (const id of [pending.id, hidden.id, "00000000-0000-4000-8000-000000000000", "nao-e-uuid"]) {
      const res = await download(id, { token });
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe("Fluxo não encontrado");
      expect((await getStatus(apiRequest("GET", `/api/flows/${id}/download-status`, { token }), params({ id }))).status).toBe(404);
    }
    const [open] = await flows(1);
    expect((await download(open!.id, { headers: { "user-id": admin.id } })).status).toBe(401);
    expect((await download(open!.id, { token, headers: { "user-id": admin.id } })).status).toBe(403);
    expect(await history(user.id)).toHaveLength(0);
    expect(await flowCount(open!.id)).toBe(0);
  });

  it("reads the limit on every request: 5 unlocks more downloads at once, 0 blocks a fresh user", async () => {
    const adminToken = await tokenFor((await createAdmin()).email);
    const { user, token } = await signedIn({ downloadCount: 2 });
    const list = await flows(4);
    expect((await download(list[0]!.id, { token })).status).toBe(403);
    await setLimit(adminToken, 5);
    for (const f of list.slice(0, 3)) expect((await download(f.id, { token })).status).toBe(200);
    expect((await download(list[3]!.id, { token })).status).toBe(403);
    expect(await userCount(user.id)).toBe(5);

    await setLimit(adminToken, 0);
    const fresh = await signedIn();
    expect(await status(list[3]!.id, fresh.token)).toMatchObject({ canDownload: false, downloadLimit: 0, remainingDownloads: 0 });
    expect((await download(list[3]!.id, { token: fresh.token })).status).toBe(403);
    expect(await history(fresh.user.id)).toHaveLength(0);
  });

  it("lets exactly one of 10 parallel downloads of different flows through when one is left", async () => {
    const { user, token } = await signedIn({ downloadCount: 1 });
    const list = await flows(10);
    const statuses = await Promise.all(list.map(async (f) => (await download(f.id, { token })).status));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(9);
    expect(await userCount(user.id)).toBe(2);
    expect(await history(user.id)).toHaveLength(1);
    expect((await Promise.all(list.map((f) => flowCount(f.id)))).reduce((a, b) => a + b)).toBe(1);
  });

  it("counts 10 parallel downloads of the same new flow once; the others are free re-downloads", async () => {
    const { user, token } = await signedIn({ downloadCount: 1 });
    const [flow] = await flows(1);
    const bodies = await Promise.all(Array.from({ length: 10 }, async () => (await download(flow!.id, { token })).json()));
    expect(bodies.every((b) => b.id === flow!.id && JSON.stringify(b.metadata) === JSON.stringify(metadata))).toBe(true);
    expect(bodies.filter((b) => b.redownload === false)).toHaveLength(1);
    expect(await userCount(user.id)).toBe(2);
    expect(await flowCount(flow!.id)).toBe(1);
    expect(await history(user.id)).toHaveLength(1);
  });

  it("keeps the history row, with the flow's name, after the flow is deleted", async () => {
    const [{ user, token }, admin] = await Promise.all([signedIn(), createAdmin()]);
    const [flow] = await flows(1);
    await download(flow!.id, { token });
    const res = await deleteFlow(apiRequest("DELETE", `/api/flows/${flow!.id}`, { token: await tokenFor(admin.email) }), params({ id: flow!.id }));
    expect(res.status).toBe(200);
    expect(await history(user.id)).toMatchObject([{ flowId: null, flowName: flow!.name }]);
    expect(await userCount(user.id)).toBe(1);
  });
});

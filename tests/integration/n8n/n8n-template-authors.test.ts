import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { GET as templatesGet } from "@/app/api/n8n/[key]/[...path]/route";
import { GET as getAvatar } from "@/app/api/authors/[handle]/avatar/route";
import { POST as postKey } from "@/app/api/users/n8n-keys/route";
import { setAuthorVerification } from "@/lib/authors/verification";
import { appUrl } from "@/lib/env";
import { createAdmin, createFlow, createUser, setUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

// The author as n8n shows them (docs/product-rules.md §19): `user: { name, username, avatar, verified }`
// wherever a template goes out. n8n 2.x's template card reads name, avatar and verified; 1.x, username.

const metadata = {
  nodes: [{ id: "a", name: "Quando receber", type: "n8n-nodes-base.webhook", typeVersion: 2, position: [0, 0], parameters: { path: "x" } }],
  connections: {},
};

async function keyFor() {
  const user = await createUser();
  const res = await postKey(apiRequest("POST", "/api/users/n8n-keys", { token: await tokenFor(user.email) }));
  return ((await res.json()) as { key: string }).key;
}

function call(key: string, path: string, version = "2.41.1") {
  const url = new URL(`/api/n8n/${key}/${path}`, "http://localhost:3000");
  const req = new Request(url, { headers: { origin: "http://localhost:5678", "n8n-version": version, "x-forwarded-for": "203.0.113.51" } });
  return templatesGet(req, { params: Promise.resolve({ key, path: url.pathname.split("/").slice(4) }) });
}

// n8n's loosely typed shapes, read as plain JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const json = async (res: Response) => (await res.json()) as Record<string, any>;
const templateIdOf = async (id: string) => (await db.select({ t: schema.flows.templateId }).from(schema.flows).where(eq(schema.flows.id, id)))[0]!.t;

/** The `user` of one flow in search results, on its template page and in a collection. */
async function usersOf(key: string, flow: { id: string; name: string }) {
  const templateId = await templateIdOf(flow.id);
  const search = await json(await call(key, `templates/search?search=${encodeURIComponent(flow.name)}&page=1&rows=20`));
  const page = await json(await call(key, `templates/workflows/${templateId}`));
  const collection = await json(await call(key, "templates/collections/2"));
  return {
    search: search.workflows.find((w: { id: number }) => w.id === templateId)?.user,
    page: page.workflow.user,
    collection: collection.collection.workflows.find((w: { id: number }) => w.id === templateId)?.user,
  };
}

describe("n8n templates: the author", () => {
  it("sends name, username (the handle), an absolute avatar URL and verified in search results, template pages and collections", async () => {
    const key = await keyFor();
    const ana = await createUser({ name: "Ana Martins" });
    const flow = await createFlow({ name: "Agenda zéfiro da Ana", authorId: ana.id, platform: "N8N", metadata });

    const { search, page, collection } = await usersOf(key, flow);
    const expected = {
      name: "Ana Martins",
      username: "ana-martins",
      avatar: expect.stringMatching(/\/api\/authors\/ana-martins\/avatar\?v=[a-z0-9]+$/),
      verified: false,
    };
    expect(search).toEqual(expected);
    expect(page).toEqual(expected);
    expect(collection).toEqual(expected);
    expect(page.avatar.startsWith(`${appUrl()}/api/authors/ana-martins/avatar`)).toBe(true);

    // The avatar it points at is an image the app serves.
    const res = await getAvatar(apiRequest("GET", new URL(page.avatar).pathname), params({ handle: "ana-martins" }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
  });

  it("the same shape for n8n 1.x, which shows `username`", async () => {
    const key = await keyFor();
    const ana = await createUser({ name: "Ana Martins" });
    const flow = await createFlow({ name: "Agenda zéfiro 1x", authorId: ana.id, platform: "N8N", metadata });
    const page = await json(await call(key, `templates/workflows/${await templateIdOf(flow.id)}`, "1.123.81"));
    expect(page.workflow.user).toMatchObject({ name: "Ana Martins", username: "ana-martins", verified: false });
  });

  it("a verified author is verified in n8n on the next call, and stops being so when unmarked", async () => {
    const key = await keyFor();
    const admin = await createAdmin();
    const ana = await createUser({ name: "Ana Martins" });
    const flow = await createFlow({ name: "Agenda zéfiro verificada", authorId: ana.id, platform: "N8N", metadata });
    expect((await usersOf(key, flow)).page.verified).toBe(false); // warms the library's cache

    await setAuthorVerification({ viewer: admin, userId: ana.id, input: { verified: true, reason: "Conferida" } });
    const marked = await usersOf(key, flow);
    expect([marked.search.verified, marked.page.verified, marked.collection.verified]).toEqual([true, true, true]);

    await setAuthorVerification({ viewer: admin, userId: ana.id, input: { verified: false, reason: "Retirada" } });
    expect((await usersOf(key, flow)).page.verified).toBe(false);
  });

  it("without a public page: the display name as username and no avatar; a removed author likewise, never verified", async () => {
    const key = await keyFor();
    const hidden = await createUser({ name: "Bia Reservada", verifiedAt: new Date() });
    await setUser(hidden.id, { profilePublic: false });
    const own = await createFlow({ name: "Agenda zéfiro reservada", authorId: hidden.id, platform: "N8N", metadata });
    const orphan = await createFlow({ name: "Agenda zéfiro órfã", authorId: null, platform: "N8N", metadata });

    const reserved = await usersOf(key, own);
    expect(reserved.page).toEqual({ name: "Bia Reservada", username: "Bia Reservada", avatar: null, verified: true });
    expect(reserved.search).toEqual(reserved.page);
    expect(JSON.stringify(reserved)).not.toContain(hidden.handle);

    const removed = await usersOf(key, orphan);
    expect(removed.page).toEqual({ name: "Usuário removido", username: "Usuário removido", avatar: null, verified: false });
    expect(removed.search).toEqual(removed.page);
  });

  it("the notice a key that cannot browse gets has the same user shape", async () => {
    const notice = await json(await call("fxn8n_chave-que-nao-existe-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "templates/search?page=1&rows=20"));
    expect(notice.workflows[0].user).toEqual({ name: "Fluxoteca", username: "Fluxoteca", avatar: null, verified: false });
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { POST as create } from "@/app/api/collections/route";
import { DELETE as remove, GET as read, PATCH as patch } from "@/app/api/collections/[id]/route";
import { DELETE as takeOut, POST as add, PUT as reorder } from "@/app/api/collections/[id]/flows/route";
import { DELETE as takeOutByPath } from "@/app/api/collections/[id]/flows/[flowId]/route";
import { GET as mine } from "@/app/api/users/me/collections/route";
import { GET as adminList } from "@/app/api/admin/collections/route";
import { GET as exportData } from "@/app/api/users/export/route";
import { DELETE as unfeature, PUT as feature } from "@/app/api/admin/collections/[id]/featured/route";
import { COLLECTION_LIMITS } from "@/lib/collections/schemas";
import { createAdmin, createFlow, createUser, setUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

// Collections (docs/product-rules.md §27): the API, who sees what, limits and hostile input.

async function member(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides);
  return { user, token: await tokenFor(user.email) };
}

const json = async (res: Response) => ({ status: res.status, body: await res.json() });

const newCollection = async (token: string | undefined, body: unknown) => json(await create(apiRequest("POST", "/api/collections", { token, body })));
const get = async (id: string, token?: string) => json(await read(apiRequest("GET", `/api/collections/${id}`, { token }), params({ id })));
const edit = async (id: string, token: string | undefined, body: unknown) =>
  json(await patch(apiRequest("PATCH", `/api/collections/${id}`, { token, body }), params({ id })));
const addFlow = async (id: string, token: string | undefined, flowId: string) =>
  json(await add(apiRequest("POST", `/api/collections/${id}/flows`, { token, body: { flowId } }), params({ id })));
const removeFlow = async (id: string, token: string | undefined, flowId: string) =>
  json(await takeOut(apiRequest("DELETE", `/api/collections/${id}/flows`, { token, body: { flowId } }), params({ id })));
const order = async (id: string, token: string | undefined, flowIds: unknown) =>
  json(await reorder(apiRequest("PUT", `/api/collections/${id}/flows`, { token, body: { flowIds } }), params({ id })));

async function collectionOf(token: string, body: Record<string, unknown> = {}) {
  const res = await newCollection(token, { name: "Automações de vendas", ...body });
  expect(res.status).toBe(201);
  return res.body as { id: string; slug: string };
}

describe("POST /api/collections", () => {
  it("creates a private collection with a slug from its name and a random suffix", async () => {
    const { token } = await member();
    const res = await newCollection(token, { name: "  Automações   de Vendas! ", description: "Para o time comercial." });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: "Automações de Vendas!", description: "Para o time comercial.", isPublic: false });
    expect(res.body.slug).toMatch(/^automacoes-de-vendas-[a-z0-9]{6}$/);
    const again = await newCollection(token, { name: "Automações de Vendas!" });
    expect(again.body.slug).not.toBe(res.body.slug);
  });

  it("cleans hostile names and refuses empty or oversized ones, storing nothing", async () => {
    const { user, token } = await member();
    const res = await newCollection(token, { name: "Evil\u202Egnp.exe\u0007 <script>alert(1)</script>", description: "a\r\n\r\n\r\n\r\nb\u200F" });
    expect(res.status).toBe(201);
    expect(res.body.name).toBe("Evilgnp.exe <script>alert(1)</script>");
    expect(res.body.description).toBe("a\n\nb");
    for (const body of [
      { name: "" },
      { name: "ab" },
      { name: "!!! ---" },
      { name: "x".repeat(81) },
      { name: "Boa", description: "y".repeat(501) },
      { name: "Boa", isPublic: "sim" },
      { name: 42 },
      {},
    ]) {
      const bad = await newCollection(token, body);
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe("INVALID_INPUT");
    }
    const rows = await db.select().from(schema.collections).where(eq(schema.collections.ownerId, user.id));
    expect(rows).toHaveLength(1);
  });

  it("asks for a confirmed e-mail to publish, and for a session at all", async () => {
    // Signed in, then the confirmation undone (an unconfirmed account cannot sign in with a password).
    const { user, token } = await member();
    await setUser(user.id, { emailVerifiedAt: null });
    const res = await newCollection(token, { name: "Pública", isPublic: true });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "Confirme seu e-mail para tornar uma coleção pública.", code: "EMAIL_NOT_VERIFIED" });
    expect((await newCollection(token, { name: "Privada" })).status).toBe(201);
    expect((await newCollection(undefined, { name: "Sem login" })).status).toBe(401);
  });

  it("keeps at most 50 collections per member, also under parallel creations", async () => {
    const { user, token } = await member();
    await db
      .insert(schema.collections)
      .values(
        Array.from({ length: COLLECTION_LIMITS.perMember - 2 }, (_, i) => ({ ownerId: user.id, slug: `lote-${i}-${user.id.slice(0, 6)}`, name: `Lote ${i}` })),
      );
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => newCollection(token, { name: `Paralela ${i}` })));
    expect(answers.filter((res) => res.status === 201)).toHaveLength(2);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(3);
    const rows = await db.select().from(schema.collections).where(eq(schema.collections.ownerId, user.id));
    expect(rows).toHaveLength(COLLECTION_LIMITS.perMember);
  });
});

describe("flows in a collection", () => {
  it("adds at the end, keeps order, reorders and removes; repeats change nothing", async () => {
    const { token } = await member();
    const { id } = await collectionOf(token, { isPublic: true });
    const [a, b, c] = [await createFlow(), await createFlow(), await createFlow()];
    expect(await addFlow(id, token, a.id)).toMatchObject({ status: 201, body: { position: 1, added: true } });
    expect(await addFlow(id, token, b.id)).toMatchObject({ status: 201, body: { position: 2 } });
    expect(await addFlow(id, token, c.id)).toMatchObject({ status: 201, body: { position: 3 } });
    expect(await addFlow(id, token, a.id)).toMatchObject({ status: 200, body: { position: 1, added: false } });
    expect((await get(id)).body.flows.map((f: { id: string }) => f.id)).toEqual([a.id, b.id, c.id]);

    expect(await order(id, token, [c.id, a.id])).toMatchObject({ status: 200, body: { flowIds: [c.id, a.id, b.id] } });
    expect((await get(id)).body.flows.map((f: { id: string }) => f.id)).toEqual([c.id, a.id, b.id]);

    expect((await removeFlow(id, token, a.id)).body).toMatchObject({ inCollection: false });
    expect((await removeFlow(id, token, a.id)).status).toBe(200);
    const byPath = await takeOutByPath(apiRequest("DELETE", `/api/collections/${id}/flows/${b.id}`, { token }), params({ id, flowId: b.id }));
    expect(byPath.status).toBe(200);
    const after = await get(id);
    expect(after.body.flows.map((f: { id: string }) => f.id)).toEqual([c.id]);
    expect(after.body.collection.flowCount).toBe(1);
  });

  it("refuses an order naming a flow outside the collection, twice, or a bad id, and changes nothing", async () => {
    const { token } = await member();
    const { id } = await collectionOf(token);
    const [a, b] = [await createFlow(), await createFlow()];
    await addFlow(id, token, a.id);
    await addFlow(id, token, b.id);
    const outsider = await createFlow();
    for (const flowIds of [[outsider.id], [a.id, a.id], ["nao-e-id"], [], "x"]) {
      expect((await order(id, token, flowIds)).status).toBe(400);
    }
    expect((await get(id, token)).body.flows.map((f: { id: string }) => f.id)).toEqual([a.id, b.id]);
  });

  it("keeps 100 flows at most under parallel additions, each at its own position", async () => {
    const { user, token } = await member();
    const { id } = await collectionOf(token);
    const filler = await Promise.all(Array.from({ length: COLLECTION_LIMITS.flowsMax - 3 }, () => createFlow({ authorId: user.id })));
    await db.insert(schema.collectionFlows).values(filler.map((flow, i) => ({ collectionId: id, flowId: flow.id, position: i + 1 })));
    const extra = await Promise.all(Array.from({ length: 6 }, () => createFlow()));
    const answers = await Promise.all(extra.map((flow) => addFlow(id, token, flow.id)));
    expect(answers.filter((res) => res.status === 201)).toHaveLength(3);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(3);
    const rows = await db.select().from(schema.collectionFlows).where(eq(schema.collectionFlows.collectionId, id));
    expect(rows).toHaveLength(COLLECTION_LIMITS.flowsMax);
    expect(new Set(rows.map((row) => row.position)).size).toBe(COLLECTION_LIMITS.flowsMax);
  });

  it("refuses flows the owner cannot see (404) and changes by anyone but the owner (404)", async () => {
    const { token } = await member();
    const other = await member();
    const { id } = await collectionOf(token);
    const pending = await createFlow({ status: "PENDING" });
    const hidden = await createFlow({ isPublic: false });
    for (const flow of [pending, hidden]) expect((await addFlow(id, token, flow.id)).status).toBe(404);
    const own = await createFlow({
      status: "PENDING",
      authorId: (await db.select().from(schema.collections).where(eq(schema.collections.id, id)))[0]!.ownerId,
    });
    expect((await addFlow(id, token, own.id)).status).toBe(201);

    const published = await createFlow();
    expect((await addFlow(id, other.token, published.id)).status).toBe(404);
    expect((await removeFlow(id, other.token, own.id)).status).toBe(404);
    expect((await order(id, other.token, [own.id])).status).toBe(404);
    expect((await edit(id, other.token, { name: "Roubada" })).status).toBe(404);
    expect((await remove(apiRequest("DELETE", `/api/collections/${id}`, { token: other.token }), params({ id }))).status).toBe(404);
    expect((await addFlow(id, undefined, published.id)).status).toBe(401);
    expect((await get(id, token)).body.flows).toHaveLength(1);
  });
});

describe("GET /api/collections/{id}: who sees what", () => {
  it("hides a private collection from everyone but its owner and admins, as if it did not exist", async () => {
    const owner = await member();
    const other = await member();
    const admin = await createAdmin();
    const { id } = await collectionOf(owner.token);
    expect((await get(id, owner.token)).body.collection).toMatchObject({ isOwner: true, isPublic: false });
    for (const token of [other.token, undefined]) {
      expect(await get(id, token)).toEqual({ status: 404, body: { message: "Coleção não encontrada", code: "NOT_FOUND" } });
    }
    expect((await get(id, await tokenFor(admin.email))).status).toBe(200);
    expect((await get("nao-e-um-id")).status).toBe(404);
    expect((await get(crypto.randomUUID())).status).toBe(404);
  });

  it("shows others only published flows: a held, rejected, private or deleted flow leaves the public view at once", async () => {
    const owner = await member();
    const { id } = await collectionOf(owner.token, { isPublic: true });
    const flows = await Promise.all(Array.from({ length: 5 }, () => createFlow()));
    for (const flow of flows) await addFlow(id, owner.token, flow.id);
    const [held, rejected, made, deleted] = flows;
    await db.update(schema.flows).set({ isPublic: false, heldAt: new Date() }).where(eq(schema.flows.id, held!.id));
    await db.update(schema.flows).set({ status: "REJECTED" }).where(eq(schema.flows.id, rejected!.id));
    await db.update(schema.flows).set({ isPublic: false }).where(eq(schema.flows.id, made!.id));
    await db.delete(schema.flows).where(eq(schema.flows.id, deleted!.id));
    const anonymous = await get(id);
    expect(anonymous.body.flows.map((f: { id: string }) => f.id)).toEqual([flows[4]!.id]);
    expect(anonymous.body.collection.flowCount).toBe(1);
    // Back in the catalogue, back in the collection.
    await db.update(schema.flows).set({ isPublic: true, heldAt: null }).where(eq(schema.flows.id, held!.id));
    expect((await get(id)).body.flows.map((f: { id: string }) => f.id)).toEqual([held!.id, flows[4]!.id]);
  });

  it("hides a banned owner's public collection", async () => {
    const owner = await member();
    const { id } = await collectionOf(owner.token, { isPublic: true });
    expect((await get(id)).status).toBe(200);
    await setUser(owner.user.id, { status: "BANNED" });
    expect((await get(id)).status).toBe(404);
  });
});

describe("PATCH and DELETE /api/collections/{id}", () => {
  it("renames without changing the address, and a private collection stops being featured", async () => {
    const owner = await member();
    const admin = await tokenFor((await createAdmin()).email);
    const { id, slug } = await collectionOf(owner.token, { isPublic: true });
    expect((await feature(apiRequest("PUT", `/api/admin/collections/${id}/featured`, { token: admin }), params({ id }))).status).toBe(200);
    const renamed = await edit(id, owner.token, { name: "Outro nome", isPublic: false });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ slug, name: "Outro nome", isPublic: false, featured: false });
    expect((await edit(id, owner.token, {})).status).toBe(400);
    const res = await feature(apiRequest("PUT", `/api/admin/collections/${id}/featured`, { token: admin }), params({ id }));
    expect(await json(res)).toEqual({ status: 409, body: { message: "Só uma coleção pública pode ser destacada.", code: "CONFLICT" } });
  });

  it("ends the featuring when the owner rewrites the name or description, not when the list or nothing changes", async () => {
    const owner = await member();
    const admin = await tokenFor((await createAdmin()).email);
    const { id } = await collectionOf(owner.token, { isPublic: true, description: "Texto aprovado" });
    const featureIt = async () => feature(apiRequest("PUT", `/api/admin/collections/${id}/featured`, { token: admin }), params({ id }));
    await featureIt();
    expect((await addFlow(id, owner.token, (await createFlow()).id)).status).toBe(201);
    expect((await edit(id, owner.token, { name: "Automações de vendas", description: "Texto aprovado", isPublic: true })).body.featured).toBe(true);
    expect((await edit(id, owner.token, { description: "Outro texto" })).body.featured).toBe(false);
    await featureIt();
    expect((await edit(id, owner.token, { name: "Outro nome" })).body.featured).toBe(false);
    expect((await get(id)).body.collection.featured).toBe(false);
  });

  it("lets the owner or an admin delete it; its flows stay in the catalogue", async () => {
    const owner = await member();
    const admin = await tokenFor((await createAdmin()).email);
    const flow = await createFlow();
    const first = await collectionOf(owner.token);
    const second = await collectionOf(owner.token);
    await addFlow(first.id, owner.token, flow.id);
    expect((await remove(apiRequest("DELETE", `/api/collections/${first.id}`, { token: owner.token }), params({ id: first.id }))).status).toBe(200);
    expect((await remove(apiRequest("DELETE", `/api/collections/${second.id}`, { token: admin }), params({ id: second.id }))).status).toBe(200);
    expect((await get(first.id, owner.token)).status).toBe(404);
    expect(await db.select().from(schema.flows).where(eq(schema.flows.id, flow.id))).toHaveLength(1);
  });
});

describe("GET /api/users/me/collections and the admin list", () => {
  it("lists the member's own collections, saying which hold a flow", async () => {
    const owner = await member();
    const flow = await createFlow();
    const a = await collectionOf(owner.token, { name: "Primeira" });
    await collectionOf(owner.token, { name: "Segunda" });
    await addFlow(a.id, owner.token, flow.id);
    const res = await json(await mine(apiRequest("GET", `/api/users/me/collections?flowId=${flow.id}`, { token: owner.token })));
    expect(res.status).toBe(200);
    expect(res.body.pagination).toMatchObject({ total: 2 });
    expect(res.body.collections.map((c: { name: string; hasFlow: boolean }) => [c.name, c.hasFlow])).toEqual([
      ["Primeira", true],
      ["Segunda", false],
    ]);
    expect((await mine(apiRequest("GET", "/api/users/me/collections"))).status).toBe(401);
  });

  it("gives admins the public collections and refuses everyone else", async () => {
    const owner = await member();
    const admin = await tokenFor((await createAdmin()).email);
    await collectionOf(owner.token, { name: "Lista pública admin", isPublic: true });
    await collectionOf(owner.token, { name: "Lista privada admin" });
    const res = await json(await adminList(apiRequest("GET", "/api/admin/collections?search=lista%20p", { token: admin })));
    expect(res.status).toBe(200);
    expect(res.body.collections.map((c: { name: string }) => c.name)).toEqual(["Lista pública admin"]);
    expect((await adminList(apiRequest("GET", "/api/admin/collections", { token: owner.token }))).status).toBe(403);
    const { id } = await collectionOf(owner.token, { isPublic: true });
    expect((await feature(apiRequest("PUT", `/api/admin/collections/${id}/featured`, { token: owner.token }), params({ id }))).status).toBe(403);
    expect((await unfeature(apiRequest("DELETE", `/api/admin/collections/${id}/featured`, { token: admin }), params({ id }))).status).toBe(200);
  });
});

describe("the member's data export", () => {
  it("carries their collections and the flows in each, in order", async () => {
    const owner = await member();
    const [a, b] = [await createFlow(), await createFlow()];
    const { id, slug } = await collectionOf(owner.token, { name: "Exportada", description: "Minha lista" });
    await addFlow(id, owner.token, a.id);
    await addFlow(id, owner.token, b.id);
    await order(id, owner.token, [b.id, a.id]);
    const data = await (await exportData(apiRequest("GET", "/api/users/export", { token: owner.token }))).json();
    expect(data.collections).toEqual([
      {
        id,
        slug,
        name: "Exportada",
        description: "Minha lista",
        isPublic: false,
        featured: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        flows: [
          { flowId: b.id, addedAt: expect.any(String) },
          { flowId: a.id, addedAt: expect.any(String) },
        ],
      },
    ]);
  });
});

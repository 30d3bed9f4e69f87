import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { DELETE as unsave, PUT as save } from "@/app/api/flows/[id]/saved/route";
import { GET as listSaved } from "@/app/api/users/me/saved/route";
import { GET as savedIds } from "@/app/api/users/me/saved/ids/route";
import { GET as exportData } from "@/app/api/users/export/route";
import { SAVE_TOGGLE_LIMITED, SAVE_TOGGLE_LIMITS } from "@/lib/saved/mutations";
import { createAdmin, createFlow, createUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

// 'Salvar' (docs/product-rules.md §12): PUT/DELETE /api/flows/{id}/saved and the member's list.

const put = (id: string, token?: string) => save(apiRequest("PUT", `/api/flows/${id}/saved`, { token }), params({ id }));
const del = (id: string, token?: string) => unsave(apiRequest("DELETE", `/api/flows/${id}/saved`, { token }), params({ id }));
const list = async (token: string, query = "") => {
  const res = await listSaved(apiRequest("GET", `/api/users/me/saved${query}`, { token }));
  return { status: res.status, body: await res.json() };
};

async function member() {
  const user = await createUser();
  return { user, token: await tokenFor(user.email) };
}

const rowsOf = (userId: string) => db.select().from(schema.savedFlows).where(eq(schema.savedFlows.userId, userId));

describe("PUT and DELETE /api/flows/{id}/saved", () => {
  it("saves and unsaves, both idempotent", async () => {
    const { user, token } = await member();
    const flow = await createFlow();
    for (let i = 0; i < 2; i += 1) {
      const res = await put(flow.id, token);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ flowId: flow.id, saved: true });
    }
    expect(await rowsOf(user.id)).toHaveLength(1);
    for (let i = 0; i < 2; i += 1) {
      const res = await del(flow.id, token);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ flowId: flow.id, saved: false });
    }
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it("keeps one row under parallel saves", async () => {
    const { user, token } = await member();
    const flow = await createFlow();
    const answers = await Promise.all(Array.from({ length: 8 }, () => put(flow.id, token)));
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(200));
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it("limits the toggles per member: past the minute's budget both calls answer 429 and nothing changes", async () => {
    const { user, token } = await member();
    const { user: someone, token: other } = await member();
    const flow = await createFlow();
    const perMinute = SAVE_TOGGLE_LIMITS.find((rule) => rule.name === "minute")!.limit;
    expect(perMinute).toBe(60);
    // Save, unsave, save…: an odd number of toggles ends saved.
    for (let i = 0; i < perMinute - 1; i += 1) expect((await (i % 2 === 0 ? put : del)(flow.id, token)).status).toBe(200);
    expect(await rowsOf(user.id)).toHaveLength(1);
    expect((await put(flow.id, token)).status).toBe(200);

    const refused = await del(flow.id, token);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: SAVE_TOGGLE_LIMITED, code: "RATE_LIMITED", retryAfter: expect.any(Number) });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await rowsOf(user.id)).toHaveLength(1);
    // A refused save of another flow adds nothing either.
    const second = await createFlow();
    expect((await put(second.id, token)).status).toBe(429);
    expect((await rowsOf(user.id)).map((row) => row.flowId)).toEqual([flow.id]);

    // Per member: someone else still saves.
    expect((await put(flow.id, other)).status).toBe(200);
    expect(await rowsOf(someone.id)).toHaveLength(1);
  });

  it("limits the toggles per hour as well", async () => {
    const { user, token } = await member();
    const flow = await createFlow();
    const hour = SAVE_TOGGLE_LIMITS.find((rule) => rule.name === "hour")!;
    expect(hour.limit).toBe(300);
    await db.insert(schema.rateLimits).values({ key: `saved:hour:user:${user.id}`, count: hour.limit, resetAt: new Date(Date.now() + 3_600_000) });
    const refused = await put(flow.id, token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it("answers 401 signed out", async () => {
    const flow = await createFlow();
    for (const res of [
      await put(flow.id),
      await del(flow.id),
      await listSaved(apiRequest("GET", "/api/users/me/saved")),
      await savedIds(apiRequest("GET", "/api/users/me/saved/ids")),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: "UNAUTHENTICATED" });
    }
  });

  it("answers 404 for a flow the member cannot see, a deleted one and a malformed id", async () => {
    const { user, token } = await member();
    const author = await createUser();
    const pending = await createFlow({ status: "PENDING", authorId: author.id });
    const hidden = await createFlow({ isPublic: false, authorId: author.id });
    const held = await createFlow({ isPublic: false, heldAt: new Date(), authorId: author.id });
    const gone = await createFlow();
    await db.delete(schema.flows).where(eq(schema.flows.id, gone.id));
    for (const id of [pending.id, hidden.id, held.id, gone.id, crypto.randomUUID(), "nao-e-um-id"]) {
      for (const call of [put, del]) {
        const res = await call(id, token);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ message: "Fluxo não encontrado", code: "NOT_FOUND" });
      }
    }
    expect(await rowsOf(user.id)).toHaveLength(0);
    // Its author and admins see a pending flow, so they may save it.
    expect((await put(pending.id, await tokenFor(author.email))).status).toBe(200);
    const admin = await createAdmin();
    expect((await put(hidden.id, await tokenFor(admin.email))).status).toBe(200);
  });

  it("refuses a save from another site", async () => {
    const { user } = await member();
    const flow = await createFlow();
    const res = await save(
      apiRequest("PUT", `/api/flows/${flow.id}/saved`, { headers: { "sec-fetch-site": "cross-site", origin: "https://exemplo.com" } }),
      params({ id: flow.id }),
    );
    expect(res.status).toBe(403);
    expect(await rowsOf(user.id)).toHaveLength(0);
  });
});

describe("GET /api/users/me/saved", () => {
  it("lists the saved flows newest first with the list's items and pages", async () => {
    const { user, token } = await member();
    const flows = [];
    for (let i = 0; i < 3; i += 1) flows.push(await createFlow({ name: `Salvo ${i}`, score: 4, reviewCount: 1 }));
    await createFlow({ name: "Não salvo" });
    for (const [i, flow] of flows.entries()) {
      await db.insert(schema.savedFlows).values({ userId: user.id, flowId: flow.id, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) });
    }
    const { status, body } = await list(token, "?limit=2");
    expect(status).toBe(200);
    expect(body.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
    expect(body.flows.map((f: { name: string }) => f.name)).toEqual(["Salvo 2", "Salvo 1"]);
    expect(body.flows[0]).toMatchObject({ id: flows[2]!.id, slug: flows[2]!.slug, rating: 4, ratingCount: 1, author: expect.any(Object) });
    expect(body.flows[0]).not.toHaveProperty("authorPage");
    expect((await list(token, "?limit=2&page=2")).body.flows.map((f: { name: string }) => f.name)).toEqual(["Salvo 0"]);
    const ids = await (await savedIds(apiRequest("GET", "/api/users/me/saved/ids", { token }))).json();
    expect(ids).toEqual({ ids: [flows[2]!.id, flows[1]!.id, flows[0]!.id] });
  });

  it("leaves out flows that left the catalogue, and shows them again when they return", async () => {
    const { user, token } = await member();
    const stays = await createFlow({ name: "Fica" });
    const leaves = await createFlow({ name: "Sai" });
    const held = await createFlow({ name: "Retido" });
    for (const flow of [stays, leaves, held]) expect((await put(flow.id, token)).status).toBe(200);
    await db.update(schema.flows).set({ isPublic: false }).where(eq(schema.flows.id, leaves.id));
    await db.update(schema.flows).set({ isPublic: false, heldAt: new Date() }).where(eq(schema.flows.id, held.id));
    const { body } = await list(token);
    expect(body.flows.map((f: { name: string }) => f.name)).toEqual(["Fica"]);
    expect(body.pagination.total).toBe(1);
    expect((await (await savedIds(apiRequest("GET", "/api/users/me/saved/ids", { token }))).json()).ids).toEqual([stays.id]);
    await db.update(schema.flows).set({ isPublic: true }).where(eq(schema.flows.id, leaves.id));
    expect((await list(token)).body.flows.map((f: { name: string }) => f.name).sort()).toEqual(["Fica", "Sai"]);
    // A deleted flow's row goes with it.
    await db.delete(schema.flows).where(eq(schema.flows.id, stays.id));
    expect(
      await db
        .select()
        .from(schema.savedFlows)
        .where(and(eq(schema.savedFlows.userId, user.id), eq(schema.savedFlows.flowId, stays.id))),
    ).toHaveLength(0);
  });

  it("gives an empty page to a member who saved nothing, and 400 for a bad page", async () => {
    const { token } = await member();
    expect(await list(token)).toEqual({ status: 200, body: { flows: [], pagination: { page: 1, limit: 12, total: 0, pages: 0 } } });
    expect((await list(token, "?page=0")).status).toBe(400);
    expect((await list(token, "?limit=500")).status).toBe(400);
  });

  it("is emptied when the member's account is deleted", async () => {
    const { user, token } = await member();
    const flow = await createFlow();
    await put(flow.id, token);
    await db.delete(schema.users).where(eq(schema.users.id, user.id));
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it("is part of the member's data export", async () => {
    const { token } = await member();
    const flow = await createFlow();
    await put(flow.id, token);
    const data = await (await exportData(apiRequest("GET", "/api/users/export", { token }))).json();
    expect(data.savedFlows).toEqual([{ flowId: flow.id, savedAt: expect.any(String) }]);
  });
});

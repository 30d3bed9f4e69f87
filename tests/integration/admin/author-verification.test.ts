import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema, selectRows } from "@/db";
import { GET as getVerification, PUT as putVerification } from "@/app/api/admin/users/[id]/verification/route";
import { GET as listUsersRoute } from "@/app/api/admin/users/route";
import { DELETE as deleteUserRoute, PUT as updateUserRoute } from "@/app/api/admin/users/[id]/route";
import { GET as getAuthor } from "@/app/api/authors/[handle]/route";
import { GET as listFlowsRoute } from "@/app/api/flows/route";
import { BLOCK_REASONS, VERIFICATION_CONFLICTS } from "@/lib/authors/verification";
import { VERIFICATION_MESSAGES } from "@/lib/authors/verification-schema";
import { catalogPageState } from "@/lib/cache/page-state";
import { listPublicFlows } from "@/lib/flows/queries";
import { listFlowsSchema } from "@/lib/flows/schemas";
import { createAdmin, createFlow, createUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

// Verified authors (docs/product-rules.md, "Autores verificados"): PUT/GET
// /api/admin/users/{id}/verification, the history, bans, and the caches that must show the change at once.

type Opts = { token?: string; headers?: Record<string, string> };
const put = (id: string, body: unknown, o: Opts = {}) =>
  putVerification(apiRequest("PUT", `/api/admin/users/${id}/verification`, { body, ...o }), params({ id }));
const get = (id: string, o: Opts = {}) => getVerification(apiRequest("GET", `/api/admin/users/${id}/verification`, o), params({ id }));

async function signedInAdmin(name = "Admin Revisora") {
  const admin = await createAdmin({ name });
  return { admin, token: await tokenFor(admin.email) };
}

const verifiedAt = async (id: string) => (await db.select({ at: schema.users.verifiedAt }).from(schema.users).where(eq(schema.users.id, id)))[0]!.at;
const catalogVersion = async () => (await selectRows<{ v: string }>(db, sql`select sum(version)::text as v from catalog_version`))[0]!.v;

describe("PUT /api/admin/users/{id}/verification", () => {
  it("is 401 for visitors and 403 for users, and changes nothing", async () => {
    const author = await createUser();
    const user = await createUser();
    expect((await put(author.id, { verified: true, reason: "Conheço" })).status).toBe(401);
    const res = await put(author.id, { verified: true, reason: "Conheço" }, { token: await tokenFor(user.email), headers: { "user-id": author.id } });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toMatch(/administradores/);
    expect((await get(author.id, { token: await tokenFor(user.email) })).status).toBe(403);
    expect(await verifiedAt(author.id)).toBeNull();
  });

  it("refuses a bad body with a pt-BR 400 and keeps no history", async () => {
    const { token } = await signedInAdmin();
    const author = await createUser();
    const cases: [unknown, string, string][] = [
      [{ reason: "Motivo" }, "verified", VERIFICATION_MESSAGES.verified],
      [{ verified: "sim", reason: "Motivo" }, "verified", VERIFICATION_MESSAGES.verified],
      [{ verified: true }, "reason", VERIFICATION_MESSAGES.reason],
      [{ verified: true, reason: "   " }, "reason", VERIFICATION_MESSAGES.reasonEmpty],
      [{ verified: true, reason: "x".repeat(501) }, "reason", VERIFICATION_MESSAGES.reasonMax],
      [{ verified: true, reason: "a\u0007b" }, "reason", VERIFICATION_MESSAGES.reasonControl],
    ];
    for (const [body, field, message] of cases) {
      const res = await put(author.id, body, { token });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const json = await res.json();
      expect(json.code).toBe("INVALID_INPUT");
      expect(json.fieldErrors[field]).toEqual([message]);
      expect(json.message).toBe(`Dados inválidos: ${message}`);
    }
    expect((await put(author.id, "[]", { token })).status).toBe(400);
    expect((await put(author.id, { verified: true, reason: "ok" }, { token, headers: { "content-type": "text/plain" } })).status).toBe(415);
    expect(await verifiedAt(author.id)).toBeNull();
    expect((await (await get(author.id, { token })).json()).history).toEqual([]);
  });

  it("marks and unmarks an author, keeping every change with its reason and admin, newest first", async () => {
    const { admin, token } = await signedInAdmin();
    const author = await createUser({ name: "Ana Martins" });

    const on = await put(author.id, { verified: true, reason: "  Identidade confirmada por videochamada.  " }, { token });
    expect(on.status).toBe(200);
    expect(on.headers.get("cache-control")).toContain("no-store");
    const marked = await on.json();
    expect(marked).toMatchObject({ userId: author.id, verified: true, verifiedAt: expect.any(String) });
    expect(marked.history).toEqual([
      {
        id: expect.any(String),
        verified: true,
        reason: "Identidade confirmada por videochamada.",
        createdAt: expect.any(String),
        admin: { id: admin.id, name: "Admin Revisora" },
      },
    ]);
    expect(await verifiedAt(author.id)).toBeInstanceOf(Date);

    const other = await signedInAdmin("Outro Admin");
    const off = await (await put(author.id, { verified: false, reason: "Pediu para sair." }, { token: other.token })).json();
    expect(off).toMatchObject({ verified: false, verifiedAt: null });
    expect(off.history.map((e: { verified: boolean; reason: string; admin: { name: string } }) => [e.verified, e.reason, e.admin.name])).toEqual([
      [false, "Pediu para sair.", "Outro Admin"],
      [true, "Identidade confirmada por videochamada.", "Admin Revisora"],
    ]);
    expect(await verifiedAt(author.id)).toBeNull();

    const history = await get(author.id, { token });
    expect(history.status).toBe(200);
    expect(history.headers.get("cache-control")).toContain("no-store");
    expect(await history.json()).toEqual(off);

    // The admin table knows the mark, for its 'Verificar' / 'Remover verificação' button.
    await put(author.id, { verified: true, reason: "Voltou a publicar." }, { token });
    const listed = await (await listUsersRoute(apiRequest("GET", "/api/admin/users", { token }))).json();
    expect(listed.users.find((u: { id: string }) => u.id === author.id)).toMatchObject({ verified: true });
    expect(listed.users.find((u: { id: string }) => u.id === admin.id)).toMatchObject({ verified: false });
  });

  it("answers 409 for the state the author already has, and for an account that is not active", async () => {
    const { token } = await signedInAdmin();
    const author = await createUser();
    const notYet = await put(author.id, { verified: false, reason: "Tirar" }, { token });
    expect(notYet.status).toBe(409);
    expect((await notYet.json()).message).toBe(VERIFICATION_CONFLICTS.notVerified);
    expect((await put(author.id, { verified: true, reason: "Primeira" }, { token })).status).toBe(200);
    const again = await put(author.id, { verified: true, reason: "Segunda" }, { token });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(VERIFICATION_CONFLICTS.alreadyVerified);
    expect((await (await get(author.id, { token })).json()).history).toHaveLength(1);

    for (const status of ["BANNED", "INACTIVE"] as const) {
      const blocked = await createUser({ status });
      const res = await put(blocked.id, { verified: true, reason: "Conheço" }, { token });
      expect(res.status).toBe(409);
      expect((await res.json()).message).toBe(VERIFICATION_CONFLICTS.notActive);
      expect(await verifiedAt(blocked.id)).toBeNull();
    }
  });

  it("two admins deciding at once record one change; the other gets the 409", async () => {
    const [a, b] = [await signedInAdmin("A"), await signedInAdmin("B")];
    const author = await createUser();
    const results = await Promise.all([
      put(author.id, { verified: true, reason: "A" }, { token: a.token }),
      put(author.id, { verified: true, reason: "B" }, { token: b.token }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await (await get(author.id, { token: a.token })).json()).history).toHaveLength(1);
  });

  it("is 404 for an unknown or malformed id", async () => {
    const { token } = await signedInAdmin();
    expect((await put("7d1e4f0a-3b2c-4d5e-8f90-123456789abc", { verified: true, reason: "x" }, { token })).status).toBe(404);
    expect((await put("nao-e-um-id", { verified: true, reason: "x" }, { token })).status).toBe(404);
    expect((await get("nao-e-um-id", { token })).status).toBe(404);
  });

  it("a ban or a deactivation takes the mark away, with a line in the history; reactivating does not bring it back", async () => {
    const { admin, token } = await signedInAdmin();
    const author = await createUser({ name: "Bruno" });
    const flow = await createFlow({ authorId: author.id, name: "Fluxo do Bruno" });
    await put(author.id, { verified: true, reason: "Conheço o Bruno" }, { token });

    const banned = await updateUserRoute(apiRequest("PUT", `/api/admin/users/${author.id}`, { body: { status: "BANNED" }, token }), params({ id: author.id }));
    expect(banned.status).toBe(200);
    expect(await banned.json()).toMatchObject({ status: "BANNED", verified: false });
    const history = (await (await get(author.id, { token })).json()).history;
    expect(history[0]).toMatchObject({ verified: false, reason: BLOCK_REASONS.BANNED, admin: { id: admin.id } });
    const list = await (await listFlowsRoute(apiRequest("GET", "/api/flows?search=Bruno", { token }))).json();
    expect(list.flows.find((f: { id: string }) => f.id === flow.id)).toMatchObject({ authorVerified: false });

    // Back to active: still unverified until an admin decides again.
    await updateUserRoute(apiRequest("PUT", `/api/admin/users/${author.id}`, { body: { status: "ACTIVE" }, token }), params({ id: author.id }));
    expect(await verifiedAt(author.id)).toBeNull();
    await put(author.id, { verified: true, reason: "Reativado e conferido" }, { token });
    await updateUserRoute(apiRequest("PUT", `/api/admin/users/${author.id}`, { body: { status: "INACTIVE" }, token }), params({ id: author.id }));
    expect((await (await get(author.id, { token })).json()).history[0]).toMatchObject({ verified: false, reason: BLOCK_REASONS.INACTIVE });

    // An unverified account's ban writes no line.
    const plain = await createUser();
    await updateUserRoute(apiRequest("PUT", `/api/admin/users/${plain.id}`, { body: { status: "BANNED" }, token }), params({ id: plain.id }));
    expect((await (await get(plain.id, { token })).json()).history).toEqual([]);
  });

  it("deleting the account takes its history with it; a deleted admin's lines stay, without a name", async () => {
    const { token } = await signedInAdmin();
    const gone = await signedInAdmin("Admin que sai");
    const author = await createUser();
    await put(author.id, { verified: true, reason: "Conferido" }, { token: gone.token });
    await deleteUserRoute(apiRequest("DELETE", `/api/admin/users/${gone.admin.id}`, { token }), params({ id: gone.admin.id }));
    expect((await (await get(author.id, { token })).json()).history).toEqual([expect.objectContaining({ reason: "Conferido", admin: null })]);

    await deleteUserRoute(apiRequest("DELETE", `/api/admin/users/${author.id}`, { token }), params({ id: author.id }));
    expect(await db.select().from(schema.authorVerifications).where(eq(schema.authorVerifications.userId, author.id))).toEqual([]);
  });
});

describe("the mark shows at once wherever the author is cached", () => {
  it("moves the catalogue version: the list cache, the flow page's and creator page's states and the author API all follow", async () => {
    const { token } = await signedInAdmin();
    const author = await createUser({ name: "Carla Dias" });
    const flow = await createFlow({ authorId: author.id, name: "Agenda da Carla", isPublic: true });
    const member = await tokenFor((await createUser()).email);
    const listItem = async () =>
      (await (await listFlowsRoute(apiRequest("GET", "/api/flows?search=Agenda", { token: member }))).json()).flows.find(
        (f: { id: string }) => f.id === flow.id,
      );
    const publicCard = async () => (await listPublicFlows(listFlowsSchema.parse({}))).flows.find((f) => f.id === flow.id);
    const authorApi = async () => (await getAuthor(apiRequest("GET", `/api/authors/${author.handle}`), params({ handle: author.handle }))).json();

    // Warm every cache first.
    expect(await listItem()).toMatchObject({ authorVerified: false });
    expect(await publicCard()).toMatchObject({ authorVerified: false });
    expect(await authorApi()).toMatchObject({ verified: false, flows: [expect.objectContaining({ authorVerified: false })] });
    const versionBefore = await catalogVersion();
    const flowState = await catalogPageState(`/fluxos/${flow.slug}`);
    const authorState = await catalogPageState(`/autores/${author.handle}`);
    const listState = await catalogPageState("/fluxos");

    await put(author.id, { verified: true, reason: "Conferida" }, { token });

    expect(await catalogVersion()).not.toEqual(versionBefore);
    expect(await catalogPageState(`/fluxos/${flow.slug}`)).not.toBe(flowState);
    expect(await catalogPageState(`/autores/${author.handle}`)).not.toBe(authorState);
    expect(await catalogPageState("/fluxos")).not.toBe(listState);
    expect(await listItem()).toMatchObject({ authorVerified: true });
    expect(await publicCard()).toMatchObject({ authorVerified: true });
    expect(await authorApi()).toMatchObject({ verified: true, flows: [expect.objectContaining({ authorVerified: true })] });

    await put(author.id, { verified: false, reason: "Removida" }, { token });
    expect(await listItem()).toMatchObject({ authorVerified: false });
    expect(await authorApi()).toMatchObject({ verified: false });
  });
});

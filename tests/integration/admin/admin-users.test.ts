import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { GET as listRoute, POST as createRoute } from "@/app/api/admin/users/route";
import { DELETE as deleteRoute, PUT as updateRoute } from "@/app/api/admin/users/[id]/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as settingRoute } from "@/app/api/admin/settings/[key]/route";
import { GET as flowRoute } from "@/app/api/flows/[id]/route";
import { createAdmin, createFlow, createUser, PASSWORD } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

type Opts = { token?: string; headers?: Record<string, string> };
const list = (query = "", o: Opts = {}) => listRoute(apiRequest("GET", `/api/admin/users${query}`, o));
const create = (body: unknown, o: Opts = {}) => createRoute(apiRequest("POST", "/api/admin/users", { body, ...o }));
const update = (id: string, body: unknown, o: Opts = {}) => updateRoute(apiRequest("PUT", `/api/admin/users/${id}`, { body, ...o }), params({ id }));
const remove = (id: string, o: Opts = {}) => deleteRoute(apiRequest("DELETE", `/api/admin/users/${id}`, o), params({ id }));
/** A route open to any signed-in user: tells whether a token still opens a session. */
const session = (token: string) =>
  settingRoute(apiRequest("GET", "/api/admin/settings/min_contribution_amount", { token }), params({ key: "min_contribution_amount" }));

const UNKNOWN_ID = "7d1e4f0a-3b2c-4d5e-8f90-123456789abc";

async function signedInAdmin(overrides: Parameters<typeof createAdmin>[0] = {}) {
  const admin = await createAdmin(overrides);
  return { admin, token: await tokenFor(admin.email) };
}

async function userRow(id: string) {
  const [row] = await db.select().from(schema.users).where(eq(schema.users.id, id));
  return row;
}

async function adminCount() {
  return (await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.role, "ADMIN"))).length;
}

describe("GET /api/admin/users", () => {
  it("is 401 for visitors and 403 for users, even with a spoofed user-id header", async () => {
    const [{ admin, token }, user] = await Promise.all([signedInAdmin(), createUser()]);
    expect((await list("", { headers: { "user-id": admin.id } })).status).toBe(401);
    const res = await list("", { token: await tokenFor(user.email), headers: { "user-id": admin.id } });
    expect(res.status).toBe(403);
    expect(JSON.stringify(await res.json())).not.toContain(admin.email);
    expect((await list("", { token })).status).toBe(200);
  });

  it("lists users newest first with the summary, and never the password hash", async () => {
    const { admin, token } = await signedInAdmin({ createdAt: new Date("2024-01-01T12:00:00Z") });
    const user = await createUser({ name: "Ana Souza", downloadCount: 1, createdAt: new Date("2024-03-01T12:00:00Z") });
    await createUser({ status: "BANNED", emailVerifiedAt: null, createdAt: new Date("2024-02-01T12:00:00Z") });
    const flow = await createFlow();
    await db.insert(schema.downloads).values({ userId: user.id, flowId: flow.id, flowName: flow.name });

    const res = await list("", { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const body = await res.json();
    expect(body.users.map((u: { id: string }) => u.id)[0]).toBe(user.id);
    expect(body.users.at(-1).id).toBe(admin.id);
    expect(body.users[0]).toEqual({
      id: user.id,
      name: "Ana Souza",
      email: user.email,
      role: "USER",
      status: "ACTIVE",
      downloadCount: 1,
      createdAt: "2024-03-01T12:00:00.000Z",
      joinDate: "2024-03-01T12:00:00.000Z",
      emailVerified: true,
      verified: false,
    });
    expect(body.users[1]).toMatchObject({ status: "BANNED", emailVerified: false });
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 3, pages: 1 });
    expect(body.summary).toEqual({ totalUsers: 3, activeUsers: 2, totalDownloads: 1, avgDownloadsPerUser: 0.3 });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|tokenVersion|argon2/);
  });

  it("searches name or e-mail ignoring case and accents, and filters by status and role", async () => {
    const { token } = await signedInAdmin({ name: "Admin Geral", email: "chefe@fluxoteca.dev" });
    await createUser({ name: "João Conceição", email: "joao@exemplo.com.br" });
    await createUser({ name: "Maria Silva", email: "maria.silva@empresa.com.br", status: "INACTIVE" });
    await createUser({ name: "Pedro Banido", email: "pedro@exemplo.com.br", status: "BANNED" });
    await createAdmin({ name: "Outra Admin", email: "outra@exemplo.com.br", status: "INACTIVE" });
    const names = async (query: string) => {
      const res = await list(query, { token });
      expect(res.status).toBe(200);
      return ((await res.json()).users as { name: string }[]).map((u) => u.name).sort();
    };
    expect(await names("?search=JOAO%20conceicao")).toEqual(["João Conceição"]);
    expect(await names("?search=empresa.com")).toEqual(["Maria Silva"]);
    expect(await names("?search=100%25")).toEqual([]);
    expect(await names("?status=INACTIVE")).toEqual(["Maria Silva", "Outra Admin"]);
    expect(await names("?status=BANNED")).toEqual(["Pedro Banido"]);
    expect(await names("?role=ADMIN")).toEqual(["Admin Geral", "Outra Admin"]);
    expect(await names("?role=ADMIN&status=INACTIVE")).toEqual(["Outra Admin"]);
    expect(await names("?role=USER&search=exemplo")).toEqual(["João Conceição", "Pedro Banido"]);
    expect(await names("?status=all&role=&search=")).toHaveLength(5);
    const filtered = await (await list("?status=BANNED", { token })).json();
    expect(filtered.pagination.total).toBe(1);
    expect(filtered.summary.totalUsers).toBe(5);
  });

  it("paginates 10 per page by default, up to 100 per page", async () => {
    const { token } = await signedInAdmin({ name: "Admin", createdAt: new Date("2020-01-01T00:00:00Z") });
    for (let i = 0; i < 11; i++) await createUser({ name: `Pessoa ${String(i).padStart(2, "0")}`, createdAt: new Date(Date.UTC(2024, 0, 1 + i)) });
    const first = await (await list("", { token })).json();
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 12, pages: 2 });
    expect(first.users[0].name).toBe("Pessoa 10");
    const second = await (await list("?page=2", { token })).json();
    expect(second.users.map((u: { name: string }) => u.name)).toEqual(["Pessoa 00", "Admin"]);
    const small = await (await list("?limit=5&page=3", { token })).json();
    expect(small.pagination).toEqual({ page: 3, limit: 5, total: 12, pages: 3 });
    expect(small.users).toHaveLength(2);
    const beyond = await (await list("?page=9", { token })).json();
    expect(beyond.users).toEqual([]);
    expect((await (await list("?limit=100", { token })).json()).users).toHaveLength(12);
  });

  it("answers 400 with field errors for malformed parameters instead of using defaults", async () => {
    const { token } = await signedInAdmin();
    for (const [query, field] of [
      ["?page=0", "page"],
      ["?page=abc", "page"],
      ["?page=1.5", "page"],
      ["?limit=101", "limit"],
      ["?limit=0", "limit"],
      ["?status=ATIVO", "status"],
      ["?role=root", "role"],
      ["?status=ACTIVE&status=BANNED", "status"],
      [`?search=${"a".repeat(201)}`, "search"],
    ] as const) {
      const res = await list(query, { token });
      expect(res.status, query).toBe(400);
      const body = await res.json();
      expect(body.code).toBe("INVALID_INPUT");
      expect(body.fieldErrors[field], query).toBeDefined();
    }
  });
});

describe("POST /api/admin/users", () => {
  const valid = { name: "  Nova Pessoa ", email: " Nova.Pessoa@Exemplo.com.BR ", password: "Cadastro-Seguro-42", role: "USER" };

  it("is for admins only", async () => {
    const [admin, user] = await Promise.all([createAdmin(), createUser()]);
    expect((await create(valid, { headers: { "user-id": admin.id } })).status).toBe(401);
    expect((await create(valid, { token: await tokenFor(user.email), headers: { "user-id": admin.id } })).status).toBe(403);
    expect((await db.select().from(schema.users)).length).toBe(2);
  });

  it("creates an active, verified account that can log in at once", async () => {
    const { token } = await signedInAdmin();
    const res = await create(valid, { token });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      name: "Nova Pessoa",
      email: "nova.pessoa@exemplo.com.br",
      role: "USER",
      status: "ACTIVE",
      downloadCount: 0,
      emailVerified: true,
    });
    expect(body).not.toHaveProperty("password");
    expect(body).not.toHaveProperty("passwordHash");
    const loginRes = await login(apiRequest("POST", "/api/auth/login", { body: { email: "nova.pessoa@exemplo.com.br", password: valid.password } }));
    expect(loginRes.status).toBe(200);

    const admin2 = await create({ name: "Segunda Admin", email: "admin2@exemplo.com.br", password: "Outra-Senha-Forte-7", role: "ADMIN" }, { token });
    expect(admin2.status).toBe(201);
    expect((await admin2.json()).role).toBe("ADMIN");
    const defaulted = await create({ name: "Sem Perfil", email: "semperfil@exemplo.com.br", password: "Mais-Uma-Senha-8" }, { token });
    expect((await defaulted.json()).role).toBe("USER");
  });

  it("refuses invalid input with field errors, and common passwords", async () => {
    const { token } = await signedInAdmin();
    const missing = await create({ role: "USER" }, { token });
    expect(missing.status).toBe(400);
    expect(Object.keys((await missing.json()).fieldErrors).sort()).toEqual(["email", "name", "password"]);
    const bad = await create({ name: " ", email: "nao-e-email", password: "12345", role: "ROOT" }, { token });
    expect(bad.status).toBe(400);
    const errors = (await bad.json()).fieldErrors;
    expect(errors.password).toEqual(["A senha deve ter pelo menos 6 caracteres"]);
    expect(errors.name).toEqual(["Nome é obrigatório"]);
    expect(errors.email).toBeDefined();
    expect(errors.role).toBeDefined();
    const common = await create({ ...valid, password: "password" }, { token });
    expect(common.status).toBe(400);
    expect((await common.json()).fieldErrors.password).toBeDefined();
    const notJson = await createRoute(
      apiRequest("POST", "/api/admin/users", { body: JSON.stringify(valid), token, headers: { "content-type": "text/plain" } }),
    );
    expect(notJson.status).toBe(415);
    expect((await db.select().from(schema.users)).length).toBe(1);
  });

  it("answers 409 for an e-mail already in use, whatever its case", async () => {
    const { token } = await signedInAdmin();
    await createUser({ email: "existente@exemplo.com.br" });
    const res = await create({ ...valid, email: "EXISTENTE@exemplo.com.br" }, { token });
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body).toMatchObject({ code: "EMAIL_TAKEN", message: "Email já cadastrado" });
    expect(body.fieldErrors.email).toEqual(["Email já cadastrado"]);
  });
});

describe("PUT /api/admin/users/{id}", () => {
  it("is for admins only; unknown or malformed ids are 404", async () => {
    const [{ admin, token }, user] = await Promise.all([signedInAdmin(), createUser()]);
    expect((await update(user.id, { status: "BANNED" }, { headers: { "user-id": admin.id } })).status).toBe(401);
    expect((await update(user.id, { status: "BANNED" }, { token: await tokenFor(user.email), headers: { "user-id": admin.id } })).status).toBe(403);
    expect((await userRow(user.id))?.status).toBe("ACTIVE");
    expect((await update("nao-e-uuid", { name: "X" }, { token })).status).toBe(404);
    const unknown = await update(UNKNOWN_ID, { name: "X" }, { token });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe("Usuário não encontrado");
    expect((await update(user.id, { name: "Nome Novo" }, { token })).status).toBe(200);
  });

  it("changes name, e-mail, role and status; validates; refuses an e-mail in use", async () => {
    const { token } = await signedInAdmin();
    const [user, other] = await Promise.all([createUser(), createUser({ email: "ocupado@exemplo.com.br" })]);
    const res = await update(user.id, { name: " Nome Editado ", email: "Novo@Exemplo.com.br", role: "ADMIN", status: "INACTIVE" }, { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: user.id, name: "Nome Editado", email: "novo@exemplo.com.br", role: "ADMIN", status: "INACTIVE" });
    const row = await userRow(user.id);
    expect(row).toMatchObject({ name: "Nome Editado", email: "novo@exemplo.com.br", role: "ADMIN", status: "INACTIVE" });
    expect(row!.passwordHash).toBe(user.passwordHash);

    const taken = await update(user.id, { email: "OCUPADO@exemplo.com.br" }, { token });
    expect(taken.status).toBe(409);
    expect((await taken.json()).fieldErrors.email).toEqual(["Email já cadastrado"]);
    expect((await update(other.id, { email: "ocupado@exemplo.com.br" }, { token })).status).toBe(200);

    for (const [body, field] of [
      [{ status: "SUSPENSO" }, "status"],
      [{ role: "SUPER" }, "role"],
      [{ name: "" }, "name"],
      [{ email: "sem-arroba" }, "email"],
    ] as const) {
      const bad = await update(other.id, body, { token });
      expect(bad.status).toBe(400);
      expect((await bad.json()).fieldErrors[field]).toBeDefined();
    }
    expect((await update(other.id, {}, { token })).status).toBe(400);
  });

  it("does not let an admin ban, deactivate or demote themselves, but lets them rename", async () => {
    const [{ admin, token }] = await Promise.all([signedInAdmin(), createAdmin()]);
    for (const body of [{ status: "BANNED" }, { status: "INACTIVE" }, { role: "USER" }, { name: "Eu", role: "USER", status: "ACTIVE" }]) {
      const res = await update(admin.id, body, { token });
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect((await res.json()).message).toMatch(/própri/);
    }
    expect(await userRow(admin.id)).toMatchObject({ role: "ADMIN", status: "ACTIVE", name: admin.name });
    const renamed = await update(admin.id, { name: "Admin Renomeado", role: "ADMIN", status: "ACTIVE" }, { token });
    expect(renamed.status).toBe(200);
    expect((await session(token)).status).toBe(200);
  });

  it("ends a banned or deactivated user's sessions at once, and reactivation does not revive them", async () => {
    const { token } = await signedInAdmin();
    const user = await createUser();
    const userToken = await tokenFor(user.email);
    expect((await session(userToken)).status).toBe(200);
    expect((await update(user.id, { status: "BANNED" }, { token })).status).toBe(200);
    expect((await session(userToken)).status).toBe(401);
    const blocked = await login(apiRequest("POST", "/api/auth/login", { body: { email: user.email, password: PASSWORD } }));
    expect(blocked.status).toBe(403);

    expect((await update(user.id, { status: "ACTIVE" }, { token })).status).toBe(200);
    expect((await session(userToken)).status).toBe(401);
    const fresh = await tokenFor(user.email);
    expect((await session(fresh)).status).toBe(200);
    expect((await update(user.id, { status: "INACTIVE" }, { token })).status).toBe(200);
    expect((await session(fresh)).status).toBe(401);
  });

  it("ends the sessions of a user whose role changes; a rename keeps them", async () => {
    const { token } = await signedInAdmin();
    const other = await createAdmin();
    const otherToken = await tokenFor(other.email);
    expect((await update(other.id, { name: "Só o nome" }, { token })).status).toBe(200);
    expect((await list("", { token: otherToken })).status).toBe(200);
    expect((await update(other.id, { role: "USER" }, { token })).status).toBe(200);
    expect((await list("", { token: otherToken })).status).toBe(401);
    expect((await list("", { token: await tokenFor(other.email) })).status).toBe(403);
  });

  it("keeps one admin when the last two demote each other at the same time", async () => {
    const [a, b] = await Promise.all([signedInAdmin(), signedInAdmin()]);
    const results = await Promise.all([update(b.admin.id, { role: "USER" }, { token: a.token }), update(a.admin.id, { role: "USER" }, { token: b.token })]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 403, 409]).toContain(statuses[1]);
    expect(await adminCount()).toBe(1);
  });

  it("keeps one active admin when the last two ban each other at the same time", async () => {
    const [a, b] = await Promise.all([signedInAdmin(), signedInAdmin()]);
    const results = await Promise.all([
      update(b.admin.id, { status: "BANNED" }, { token: a.token }),
      update(a.admin.id, { status: "BANNED" }, { token: b.token }),
    ]);
    expect(results.map((r) => r.status).filter((s) => s === 200)).toHaveLength(1);
    const active = await db.select().from(schema.users).where(eq(schema.users.status, "ACTIVE"));
    expect(active.map((u) => u.role)).toEqual(["ADMIN"]);
  });
});

describe("DELETE /api/admin/users/{id}", () => {
  it("is for admins only; unknown or malformed ids are 404", async () => {
    const [{ admin, token }, user] = await Promise.all([signedInAdmin(), createUser()]);
    expect((await remove(user.id, { headers: { "user-id": admin.id } })).status).toBe(401);
    expect((await remove(admin.id, { token: await tokenFor(user.email), headers: { "user-id": admin.id } })).status).toBe(403);
    expect((await remove("123", { token })).status).toBe(404);
    expect((await remove(UNKNOWN_ID, { token })).status).toBe(404);
    expect(await userRow(admin.id)).toBeDefined();
    const res = await remove(user.id, { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Usuário removido" });
    expect(await userRow(user.id)).toBeUndefined();
    expect((await remove(user.id, { token })).status).toBe(404);
  });

  it("does not let an admin delete their own account", async () => {
    const [{ admin, token }] = await Promise.all([signedInAdmin(), createAdmin()]);
    const res = await remove(admin.id, { token });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toMatch(/própria conta/);
    expect(await userRow(admin.id)).toBeDefined();
  });

  it("removes reviews (recomputing scores) and pending flows; approved flows stay as 'Usuário removido'", async () => {
    const { token } = await signedInAdmin();
    const [leaving, reviewer, author] = await Promise.all([createUser(), createUser(), createUser()]);
    const leavingToken = await tokenFor(leaving.email);
    const reviewed = await createFlow({ authorId: author.id, score: 3, reviewCount: 2 });
    await db.insert(schema.reviews).values([
      { flowId: reviewed.id, userId: reviewer.id, rating: 5 },
      { flowId: reviewed.id, userId: leaving.id, rating: 1 },
    ]);
    const approved = await createFlow({ authorId: leaving.id, status: "APPROVED", name: "Fluxo que fica" });
    const pending = await createFlow({ authorId: leaving.id, status: "PENDING" });
    const rejected = await createFlow({ authorId: leaving.id, status: "REJECTED" });

    expect((await remove(leaving.id, { token })).status).toBe(200);

    const [score] = await db
      .select({ score: schema.flows.score, reviewCount: schema.flows.reviewCount })
      .from(schema.flows)
      .where(eq(schema.flows.id, reviewed.id));
    expect(score).toEqual({ score: 5, reviewCount: 1 });
    const remaining = await db.select({ id: schema.flows.id, authorId: schema.flows.authorId }).from(schema.flows);
    expect(remaining.map((f) => f.id).sort()).toEqual([reviewed.id, approved.id].sort());
    expect(remaining.find((f) => f.id === approved.id)?.authorId).toBeNull();
    expect(remaining.some((f) => f.id === pending.id || f.id === rejected.id)).toBe(false);
    const detail = await flowRoute(apiRequest("GET", `/api/flows/${approved.id}`, { token }), params({ id: approved.id }));
    expect((await detail.json()).author).toMatchObject({ id: null, name: "Usuário removido" });
    expect((await session(leavingToken)).status).toBe(401);
  });

  it("lets an admin delete another admin, but two admins deleting each other at once leave one", async () => {
    const [a, b, c] = await Promise.all([signedInAdmin(), signedInAdmin(), signedInAdmin()]);
    expect((await remove(c.admin.id, { token: a.token })).status).toBe(200);
    const results = await Promise.all([remove(b.admin.id, { token: a.token }), remove(a.admin.id, { token: b.token })]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 403, 409]).toContain(statuses[1]);
    expect(await adminCount()).toBe(1);
  });
});

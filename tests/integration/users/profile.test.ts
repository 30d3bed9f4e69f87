import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { POST as login } from "@/app/api/auth/login/route";
import { DELETE as deleteFlow } from "@/app/api/flows/[id]/route";
import { POST as postDownload } from "@/app/api/flows/[id]/download/route";
import { POST as changePassword } from "@/app/api/users/change-password/route";
import { GET as exportData } from "@/app/api/users/export/route";
import { DELETE as deleteProfile, GET as getProfile, PUT as putProfile } from "@/app/api/users/profile/route";
import { resolveViewer } from "@/lib/auth/viewer";
import { listOwnFlows } from "@/lib/flows/queries";
import { LAST_ADMIN } from "@/lib/users/mutations";
import { createAdmin, createFlow, createUser, PASSWORD, setUser } from "../../helpers/factories";
import { apiRequest, cookieFrom, params } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

type Opts = Parameters<typeof apiRequest>[2];
const call = (handler: (req: Request) => Promise<Response>, method: string, path: string, opts: Opts = {}) => handler(apiRequest(method, path, opts));
const profile = (opts: Opts = {}) => call(getProfile, "GET", "/api/users/profile", opts);
const update = (opts: Opts = {}) => call(putProfile, "PUT", "/api/users/profile", opts);
const remove = (opts: Opts = {}) => call(deleteProfile, "DELETE", "/api/users/profile", opts);
const change = (opts: Opts = {}) => call(changePassword, "POST", "/api/users/change-password", opts);
const exported = (opts: Opts = {}) => call(exportData, "GET", "/api/users/export", opts);
const download = (id: string, token: string) => postDownload(apiRequest("POST", `/api/flows/${id}/download`, { token }), params({ id }));

async function signedIn(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides);
  return { user, token: await tokenFor(user.email) };
}

const userRow = async (id: string) => (await db.select().from(schema.users).where(eq(schema.users.id, id)))[0];
const flowRow = async (id: string) => (await db.select().from(schema.flows).where(eq(schema.flows.id, id)))[0];
const viewerOf = (token: string) => resolveViewer(new Headers({ authorization: `Bearer ${token}` }));

describe("auth on /api/users/*", () => {
  it.each([
    ["GET /api/users/profile", () => profile()],
    ["PUT /api/users/profile", () => update({ body: { name: "Ana", email: "ana@exemplo.com.br" } })],
    ["DELETE /api/users/profile", () => remove({ body: { password: PASSWORD } })],
    ["POST /api/users/change-password", () => change({ body: { currentPassword: PASSWORD, newPassword: "outra-senha-boa-1" } })],
    ["GET /api/users/export", () => exported()],
  ])("%s answers 401 to a visitor", async (_name, send) => {
    const res = await send();
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe("UNAUTHENTICATED");
  });

  it("ignores the spec's user-id header", async () => {
    const user = await createUser();
    const res = await profile({ headers: { "user-id": user.id } });
    expect(res.status).toBe(401);
  });
});

describe("GET /api/users/profile", () => {
  it("returns the session fields, counters and the history newest first, deleted flows by their kept name", async () => {
    const admin = await createAdmin();
    const adminToken = await tokenFor(admin.email);
    const { user, token } = await signedIn({ name: "Ana Lima" });
    const [a, b] = [await createFlow({ name: "Fluxo A", score: 4.26 }), await createFlow({ name: "Fluxo B", score: 3 })];
    await createFlow({ name: "Meu pendente", authorId: user.id, status: "PENDING" });
    expect((await download(a.id, token)).status).toBe(200);
    expect((await download(b.id, token)).status).toBe(200);
    await db
      .update(schema.downloads)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.downloads.flowId, a.id));
    await db.insert(schema.reviews).values({ flowId: a.id, userId: user.id, rating: 5 });
    expect((await deleteFlow(apiRequest("DELETE", `/api/flows/${b.id}`, { token: adminToken }), params({ id: b.id }))).status).toBe(200);

    const res = await profile({ token });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const body = await res.json();
    expect(body.user).toMatchObject({
      id: user.id,
      name: "Ana Lima",
      email: user.email,
      role: "USER",
      status: "ACTIVE",
      downloadCount: 2,
      downloadLimit: 2,
      hasContributed: false,
      contributionAmount: 0,
      joinDate: user.createdAt.toISOString(),
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash|tokenVersion/);
    expect(body.stats).toEqual({ totalDownloads: 2, totalUploads: 1, totalReviews: 1 });
    expect(body.downloadHistory).toEqual([
      {
        id: expect.any(String),
        flowId: null,
        flowName: "Fluxo B",
        score: null,
        reviewCount: null,
        downloadDate: expect.any(String),
        source: "WEB",
        available: false,
      },
      {
        id: expect.any(String),
        flowId: a.id,
        flowName: "Fluxo A",
        score: 4.3,
        reviewCount: 0,
        downloadDate: expect.any(String),
        source: "WEB",
        available: true,
      },
    ]);
  });

  it("marks a downloaded flow that its author made private as unavailable, with its kept name", async () => {
    const { token } = await signedIn();
    const flow = await createFlow({ name: "Antes" });
    await download(flow.id, token);
    await db.update(schema.flows).set({ isPublic: false, name: "Depois" }).where(eq(schema.flows.id, flow.id));
    const body = await (await profile({ token })).json();
    expect(body.downloadHistory).toMatchObject([{ flowId: flow.id, flowName: "Antes", available: false }]);
  });
});

describe("PUT /api/users/profile", () => {
  it("changes the name and keeps the e-mail verified when it does not change", async () => {
    const { user, token } = await signedIn();
    const res = await update({ token, body: { name: "  Ana Souza ", email: user.email.toUpperCase() } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      user: { name: "Ana Souza", email: user.email, emailVerified: true, pendingEmail: null },
      emailChanged: false,
      verificationSent: false,
    });
    expect((await userRow(user.id))!.emailVerifiedAt).not.toBeNull();
    expect(await db.select().from(schema.emailOutbox)).toHaveLength(0);
  });

  // Changing the e-mail (current password, confirmation link, notice to the old address) is covered
  // in profile-email-change.test.ts.

  it("answers 409 for an e-mail of another account and changes nothing", async () => {
    const other = await createUser();
    const { user, token } = await signedIn();
    const res = await update({ token, body: { name: "Outro nome", email: other.email, currentPassword: PASSWORD } });
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.code).toBe("EMAIL_TAKEN");
    expect(body.fieldErrors.email).toEqual(["Este email já está em uso por outra conta."]);
    expect(await userRow(user.id)).toMatchObject({ name: user.name, email: user.email });
  });

  it.each([
    [{ name: "", email: "a@b.com" }, "name", "Nome e email são obrigatórios"],
    [{ name: "Ana", email: "   " }, "email", "Nome e email são obrigatórios"],
    [{ name: "Ana" }, "email", "Nome e email são obrigatórios"],
    [{ name: "Ana", email: "ana@" }, "email", "Por favor, insira um email válido"],
  ])("refuses %j with the documented text", async (body, field, message) => {
    const { user, token } = await signedIn();
    const res = await update({ token, body });
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors[field]).toEqual([message]);
    expect((await userRow(user.id))!.name).toBe(user.name);
  });

  it("refuses a cross-site submission", async () => {
    const { user, token } = await signedIn();
    const res = await update({ token, body: { name: "X", email: user.email }, headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(403);
  });
});

describe("POST /api/users/change-password", () => {
  const NEW = "cafe-coado-na-hora-7";

  it("sets the new password, renews the caller's cookie and ends every older session", async () => {
    const { user, token } = await signedIn();
    const other = await tokenFor(user.email);
    const res = await change({ token, body: { currentPassword: PASSWORD, newPassword: NEW, confirmPassword: NEW } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe("Senha alterada");
    const cookie = cookieFrom(res);
    expect(res.headers.get("set-cookie")).toMatch(/HttpOnly/);
    expect((await resolveViewer(new Headers({ cookie })))?.id).toBe(user.id);
    expect((await viewerOf(body.token))?.id).toBe(user.id);
    expect(await viewerOf(token)).toBeNull();
    expect(await viewerOf(other)).toBeNull();
    expect((await profile({ token })).status).toBe(401);
    expect((await profile({ cookie })).status).toBe(200);

    const oldLogin = await login(apiRequest("POST", "/api/auth/login", { body: { email: user.email, password: PASSWORD } }));
    expect(oldLogin.status).toBe(401);
    const newLogin = await login(apiRequest("POST", "/api/auth/login", { body: { email: user.email, password: NEW } }));
    expect(newLogin.status).toBe(200);
  });

  it("refuses a wrong current password with 400 and changes nothing", async () => {
    const { user, token } = await signedIn();
    const before = await userRow(user.id);
    const res = await change({ token, body: { currentPassword: "nao-e-essa-1", newPassword: NEW } });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe("Senha atual incorreta");
    expect(body.fieldErrors.currentPassword).toEqual(["Senha atual incorreta"]);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await userRow(user.id)).toMatchObject({ passwordHash: before!.passwordHash, tokenVersion: before!.tokenVersion });
    expect((await viewerOf(token))?.id).toBe(user.id);
  });

  it.each([
    [{ currentPassword: "", newPassword: NEW }, "currentPassword", "Senha atual e nova senha são obrigatórias"],
    [{ currentPassword: PASSWORD }, "newPassword", "Senha atual e nova senha são obrigatórias"],
    [{ currentPassword: PASSWORD, newPassword: "12345" }, "newPassword", "Nova senha deve ter pelo menos 6 caracteres"],
    [{ currentPassword: PASSWORD, newPassword: PASSWORD }, "newPassword", "A nova senha deve ser diferente da senha atual"],
    [{ currentPassword: PASSWORD, newPassword: NEW, confirmPassword: `${NEW}x` }, "confirmPassword", "Nova senha e confirmação não conferem"],
    [{ currentPassword: PASSWORD, newPassword: "password1" }, "newPassword", "Essa senha é muito comum e fácil de adivinhar. Escolha outra."],
  ])("refuses %j with its message", async (body, field, message) => {
    const { user, token } = await signedIn();
    const before = await userRow(user.id);
    const res = await change({ token, body });
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors[field]).toEqual([message]);
    expect((await userRow(user.id))!.passwordHash).toBe(before!.passwordHash);
  });

  it("limits current-password guesses like failed logins (429 with Retry-After)", async () => {
    const { token } = await signedIn();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await change({ token, body: { currentPassword: `palpite-${i}-x`, newPassword: NEW } })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    const blocked = await change({ token, body: { currentPassword: PASSWORD, newPassword: NEW } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("GET /api/users/export", () => {
  it("is a JSON attachment with the user's data and nobody else's, and no password hash", async () => {
    const { user, token } = await signedIn({ name: "Ana Exporta" });
    const stranger = await createUser({ name: "Pessoa Estranha" });
    const mine = await createFlow({ name: "Meu fluxo", authorId: user.id, status: "PENDING", metadata: { nodes: [{ name: "Meu nó" }], connections: {} } });
    const theirs = await createFlow({ name: "Fluxo alheio", authorId: stranger.id });
    await download(theirs.id, token);
    await db.insert(schema.reviews).values([
      { flowId: theirs.id, userId: user.id, rating: 4, comment: "Muito bom" },
      { flowId: mine.id, userId: stranger.id, rating: 1, comment: "Comentário de outra pessoa" },
    ]);
    await db.insert(schema.reports).values([
      { flowId: theirs.id, reporterId: user.id, reason: "NOT_WORKING", text: "Não importa no n8n" },
      { flowId: theirs.id, reporterId: stranger.id, reason: "SPAM", text: "Denúncia de outra pessoa" },
    ]);
    await db.insert(schema.contributions).values([
      { userId: user.id, amountCents: 2500, provider: "demo", status: "APPROVED" },
      { userId: stranger.id, amountCents: 9900, provider: "demo", status: "APPROVED" },
    ]);

    const res = await exported({ token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="fluxoteca-meus-dados-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await res.text();
    expect(text).not.toMatch(/argon2|passwordHash|password_hash|tokenVersion/);
    expect(text).not.toContain(stranger.email);
    expect(text).not.toContain("Pessoa Estranha");
    expect(text).not.toContain("Comentário de outra pessoa");
    expect(text).not.toContain("Denúncia de outra pessoa");
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({ id: user.id, name: "Ana Exporta", email: user.email, role: "USER", status: "ACTIVE" });
    expect(data.downloads).toMatchObject([{ flowId: theirs.id, flowName: "Fluxo alheio" }]);
    expect(data.reviews).toMatchObject([{ flowId: theirs.id, flowName: "Fluxo alheio", rating: 4, comment: "Muito bom" }]);
    expect(data.flows).toMatchObject([{ id: mine.id, name: "Meu fluxo", status: "PENDING", metadata: { nodes: [{ name: "Meu nó" }] } }]);
    expect(data.contributions).toMatchObject([{ amount: 25, status: "APPROVED" }]);
    expect(data.account.publicPage).toEqual({ handle: user.handle, public: true, bio: null, links: [] });
    expect(data.account.authorEmailsOff).toEqual([]);
    expect(data.reviews[0]).toMatchObject({ hiddenAt: null, hiddenReason: null });
    expect(data.reports).toMatchObject([{ flowId: theirs.id, reason: "NOT_WORKING", text: "Não importa no n8n", status: "OPEN" }]);
  });
});

describe("DELETE /api/users/profile", () => {
  it("refuses a wrong password and changes nothing", async () => {
    const { user, token } = await signedIn();
    await createFlow({ authorId: user.id, status: "PENDING" });
    const res = await remove({ token, body: { password: "nao-e-essa-1" } });
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors.password).toEqual(["Senha incorreta"]);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await userRow(user.id)).toBeDefined();
    expect((await listOwnFlows({ userId: user.id, page: 1 })).pagination.total).toBe(1);
  });

  it("asks for the password", async () => {
    const { token } = await signedIn();
    const res = await remove({ token, body: {} });
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors.password).toEqual(["Informe sua senha para confirmar"]);
  });

  it("removes the account: reviews go (score recomputed), unpublished flows go, approved flows stay as 'Usuário removido'", async () => {
    const { user, token } = await signedIn();
    const reviewer = await createUser();
    const reviewed = await createFlow();
    await db.insert(schema.reviews).values([
      { flowId: reviewed.id, userId: user.id, rating: 1 },
      { flowId: reviewed.id, userId: reviewer.id, rating: 5 },
    ]);
    await db.update(schema.flows).set({ score: 3, reviewCount: 2 }).where(eq(schema.flows.id, reviewed.id));
    const approved = await createFlow({ authorId: user.id, status: "APPROVED" });
    const pending = await createFlow({ authorId: user.id, status: "PENDING" });
    await download(reviewed.id, token);

    const res = await remove({ token, body: { password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect(await userRow(user.id)).toBeUndefined();
    expect(await db.select().from(schema.reviews).where(eq(schema.reviews.userId, user.id))).toHaveLength(0);
    expect(await flowRow(reviewed.id)).toMatchObject({ score: 5, reviewCount: 1 });
    expect(await flowRow(approved.id)).toMatchObject({ authorId: null });
    expect(await flowRow(pending.id)).toBeUndefined();
    expect(await db.select().from(schema.downloads).where(eq(schema.downloads.userId, user.id))).toHaveLength(0);
    expect((await profile({ token })).status).toBe(401);
  });

  it("refuses to delete the last admin (409) and keeps everything", async () => {
    const admin = await createAdmin();
    const token = await tokenFor(admin.email);
    const res = await remove({ token, body: { password: PASSWORD } });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(LAST_ADMIN);
    expect(await userRow(admin.id)).toBeDefined();
    expect((await viewerOf(token))?.id).toBe(admin.id);
  });

  it("lets an admin delete their own account while another admin remains", async () => {
    const admin = await createAdmin();
    await createAdmin();
    const token = await tokenFor(admin.email);
    expect((await remove({ token, body: { password: PASSWORD } })).status).toBe(200);
    expect(await userRow(admin.id)).toBeUndefined();
  });
});

describe("listOwnFlows", () => {
  it("lists the author's flows in every state, 10 per page, newest first, clamping a page past the end", async () => {
    const { user } = await signedIn();
    const other = await createUser();
    await createFlow({ authorId: other.id });
    const states = ["APPROVED", "PENDING", "REJECTED"] as const;
    for (let i = 0; i < 12; i++) {
      await createFlow({ name: `Meu ${i}`, authorId: user.id, status: states[i % 3], isPublic: i % 2 === 0, createdAt: new Date(Date.UTC(2025, 0, i + 1)) });
    }
    const first = await listOwnFlows({ userId: user.id, page: 1 });
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 12, pages: 2 });
    expect(first.flows.map((f) => f.name).slice(0, 2)).toEqual(["Meu 11", "Meu 10"]);
    expect(new Set(first.flows.map((f) => f.status))).toEqual(new Set(states));
    const past = await listOwnFlows({ userId: user.id, page: 9 });
    expect(past.pagination.page).toBe(2);
    expect(past.flows.map((f) => f.name)).toEqual(["Meu 1", "Meu 0"]);
    expect((await listOwnFlows({ userId: other.id, page: 1 })).flows).toHaveLength(1);
  });

  it("is empty for someone without uploads", async () => {
    const { user } = await signedIn();
    expect(await listOwnFlows({ userId: user.id, page: 3 })).toEqual({ flows: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } });
  });
});

describe("status changes end the profile session", () => {
  it("a banned user's token stops working on the profile endpoints", async () => {
    const { user, token } = await signedIn();
    await setUser(user.id, { status: "BANNED" });
    expect((await profile({ token })).status).toBe(401);
    expect((await exported({ token })).status).toBe(401);
  });
});

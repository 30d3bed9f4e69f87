import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { GET as listAdminFlows } from "@/app/api/admin/flows/route";
import { POST as approve } from "@/app/api/admin/flows/[id]/approve/route";
import { POST as reject } from "@/app/api/admin/flows/[id]/reject/route";
import { POST as bulkVisibility } from "@/app/api/admin/flows/bulk-visibility/route";
import { GET as listFlows } from "@/app/api/flows/route";
import { GET as getFlow } from "@/app/api/flows/[id]/route";
import { createAdmin, createFlow, createUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

type Opts = { token?: string; headers?: Record<string, string> };
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

const list = (query = "", o: Opts = {}) => listAdminFlows(apiRequest("GET", `/api/admin/flows${query}`, o));
const approveFlow = (id: string, o: Opts = {}) => approve(apiRequest("POST", `/api/admin/flows/${id}/approve`, o), params({ id }));
const rejectFlow = (id: string, body: unknown, o: Opts = {}) => reject(apiRequest("POST", `/api/admin/flows/${id}/reject`, { body, ...o }), params({ id }));
const setVisibility = (body: unknown, o: Opts = {}) => bulkVisibility(apiRequest("POST", "/api/admin/flows/bulk-visibility", { body, ...o }));
const catalogueNames = async (token: string) =>
  ((await (await listFlows(apiRequest("GET", "/api/flows", { token }))).json()).flows as { name: string }[]).map((f) => f.name);
const moderations = (flowId: string) => db.select().from(schema.flowModerations).where(eq(schema.flowModerations.flowId, flowId));

async function actors() {
  const [admin, author, other] = await Promise.all([createAdmin({ name: "Admin Ana" }), createUser({ name: "Bruno Autor" }), createUser()]);
  const [adminToken, authorToken, otherToken] = await Promise.all([tokenFor(admin.email), tokenFor(author.email), tokenFor(other.email)]);
  return { admin, author, other, adminToken, authorToken, otherToken };
}

describe("admin flow endpoints: permissions", () => {
  it("answer 401 to visitors and 403 to users, even with a spoofed user-id header, and change nothing", async () => {
    const { admin, authorToken } = await actors();
    const flow = await createFlow({ status: "PENDING" });
    const spoof = { "user-id": admin.id };
    const calls = [
      (o: Opts) => list("", o),
      (o: Opts) => approveFlow(flow.id, o),
      (o: Opts) => rejectFlow(flow.id, { reason: "Fora do escopo" }, o),
      (o: Opts) => setVisibility({ ids: [flow.id], isPublic: false }, o),
    ];
    for (const call of calls) {
      expect((await call({ headers: spoof })).status).toBe(401);
      const res = await call({ token: authorToken, headers: spoof });
      expect(res.status).toBe(403);
      expect((await res.json()).code).toBe("FORBIDDEN");
    }
    const [row] = await db.select().from(schema.flows).where(eq(schema.flows.id, flow.id));
    expect(row).toMatchObject({ status: "PENDING", isPublic: true });
    expect(await moderations(flow.id)).toEqual([]);
  });

  it("refuses cross-site moderation even with an admin session", async () => {
    const { adminToken } = await actors();
    const flow = await createFlow({ status: "PENDING" });
    const res = await approveFlow(flow.id, { token: adminToken, headers: { origin: "https://malicioso.example" } });
    expect(res.status).toBe(403);
    expect((await db.select().from(schema.flows).where(eq(schema.flows.id, flow.id)))[0]!.status).toBe("PENDING");
  });
});

describe("GET /api/admin/flows", () => {
  it("lists every flow with its author's name and e-mail, status, visibility and counts by status", async () => {
    const { author, adminToken } = await actors();
    await createFlow({ name: "Pendente privado", status: "PENDING", isPublic: false, authorId: author.id });
    await createFlow({ name: "Rejeitado", status: "REJECTED", rejectionReason: "Incompleto", authorId: author.id });
    await createFlow({ name: "Órfão" });
    const res = await list("", { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const body = await res.json();
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 3, pages: 1 });
    expect(body.statusCounts).toEqual({ PENDING: 1, APPROVED: 1, REJECTED: 1 });
    const pending = body.flows.find((f: { name: string }) => f.name === "Pendente privado");
    expect(pending).toMatchObject({
      status: "PENDING",
      isPublic: false,
      author: { id: author.id, name: "Bruno Autor" },
      authorEmail: author.email,
      rejectionReason: null,
      moderation: null,
    });
    expect(typeof pending.createdAt).toBe("string");
    expect(pending.metadata).toBeUndefined();
    expect(body.flows.find((f: { name: string }) => f.name === "Rejeitado").rejectionReason).toBe("Incompleto");
    expect(body.flows.find((f: { name: string }) => f.name === "Órfão")).toMatchObject({ author: { id: null, name: "Usuário removido" }, authorEmail: null });
  });

  it("filters by status, platform, visibility and search (name, description or author), and sorts", async () => {
    const { author, adminToken } = await actors();
    const day = 86_400_000;
    await createFlow({ name: "Cobrança via PIX", status: "PENDING", platform: "MAKE", createdAt: new Date(Date.now() - 3 * day), authorId: author.id });
    await createFlow({ name: "Atendimento", description: "Bot de suporte", platform: "TYPEBOT", isPublic: false, createdAt: new Date(Date.now() - 2 * day) });
    await createFlow({ name: "Relatórios", status: "REJECTED", createdAt: new Date(Date.now() - day), downloadCount: 9 });
    const names = async (query: string) => {
      const res = await list(query, { token: adminToken });
      expect(res.status, query).toBe(200);
      return ((await res.json()).flows as { name: string }[]).map((f) => f.name);
    };
    expect(await names("")).toEqual(["Relatórios", "Atendimento", "Cobrança via PIX"]);
    expect(await names("?sort=oldest")).toEqual(["Cobrança via PIX", "Atendimento", "Relatórios"]);
    expect(await names("?sort=name")).toEqual(["Atendimento", "Cobrança via PIX", "Relatórios"]);
    expect(await names("?sort=downloads&limit=1")).toEqual(["Relatórios"]);
    expect(await names("?status=PENDING")).toEqual(["Cobrança via PIX"]);
    expect(await names("?status=REJECTED&platform=N8N")).toEqual(["Relatórios"]);
    expect(await names("?platform=TYPEBOT")).toEqual(["Atendimento"]);
    expect(await names("?visibility=private")).toEqual(["Atendimento"]);
    expect(await names("?visibility=public&sort=oldest")).toEqual(["Cobrança via PIX", "Relatórios"]);
    expect(await names("?search=cobranca")).toEqual(["Cobrança via PIX"]);
    expect(await names("?search=SUPORTE")).toEqual(["Atendimento"]);
    expect(await names(`?search=${encodeURIComponent("bruno")}`)).toEqual(["Cobrança via PIX"]);
    expect(await names(`?search=${encodeURIComponent(author.email.slice(0, 10))}`)).toEqual(["Cobrança via PIX"]);
    expect(await names("?search=%25")).toEqual([]);
    expect(await names("?status=&platform=&search=")).toHaveLength(3);
  });

  it("paginates with a default of 20 and a maximum of 100", async () => {
    const { adminToken } = await actors();
    for (let i = 0; i < 23; i++) await createFlow({ name: `Fluxo ${String(i).padStart(2, "0")}` });
    const first = await (await list("", { token: adminToken })).json();
    expect(first.flows).toHaveLength(20);
    expect(first.pagination).toEqual({ page: 1, limit: 20, total: 23, pages: 2 });
    const second = await (await list("?page=2&sort=name", { token: adminToken })).json();
    expect(second.flows.map((f: { name: string }) => f.name)).toEqual(["Fluxo 20", "Fluxo 21", "Fluxo 22"]);
    const small = await (await list("?limit=5&page=5", { token: adminToken })).json();
    expect(small.pagination).toEqual({ page: 5, limit: 5, total: 23, pages: 5 });
    expect(small.flows).toHaveLength(3);
  });

  it("refuses bad query values with 400 and a pt-BR message", async () => {
    const { adminToken } = await actors();
    const cases: [string, string, RegExp][] = [
      ["?limit=101", "limit", /máximo é 100/],
      ["?limit=0", "limit", /Limite inválido/],
      ["?page=0", "page", /Página inválida/],
      ["?page=abc", "page", /Página inválida/],
      ["?status=DELETED", "status", /Status inválido/],
      ["?platform=ZAPIER", "platform", /Plataforma inválida/],
      ["?visibility=todos", "visibility", /Visibilidade inválida/],
      ["?sort=random", "sort", /Ordenação inválida/],
    ];
    for (const [query, field, message] of cases) {
      const res = await list(query, { token: adminToken });
      expect(res.status, query).toBe(400);
      expect((await res.json()).fieldErrors[field]?.[0], query).toMatch(message);
    }
  });
});

describe("POST /api/admin/flows/{id}/approve", () => {
  it("publishes a pending flow to other users, records who and when, and is idempotent", async () => {
    const { admin, author, adminToken, otherToken } = await actors();
    const flow = await createFlow({ name: "Aguardando", status: "PENDING", authorId: author.id });
    expect(await catalogueNames(otherToken)).not.toContain("Aguardando");

    const res = await approveFlow(flow.id, { token: adminToken });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: flow.id, status: "APPROVED", rejectionReason: null, changed: true });
    expect(await catalogueNames(otherToken)).toContain("Aguardando");
    const [event] = await moderations(flow.id);
    expect(event).toMatchObject({ adminId: admin.id, decision: "APPROVED", reason: null });
    expect(Date.now() - event!.createdAt.getTime()).toBeLessThan(60_000);

    const again = await approveFlow(flow.id, { token: adminToken });
    expect(again.status).toBe(200);
    expect((await again.json()).changed).toBe(false);
    expect(await moderations(flow.id)).toHaveLength(1);

    const listed = await (await list("?status=APPROVED", { token: adminToken })).json();
    expect(listed.flows[0].moderation).toMatchObject({ decision: "APPROVED", by: "Admin Ana" });
    expect(new Date(listed.flows[0].moderation.at).getTime()).toBe(event!.createdAt.getTime());
  });

  it("records a single approval when two arrive at once", async () => {
    const { adminToken } = await actors();
    const flow = await createFlow({ status: "PENDING" });
    const results = await Promise.all([approveFlow(flow.id, { token: adminToken }), approveFlow(flow.id, { token: adminToken })]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(await moderations(flow.id)).toHaveLength(1);
  });

  it("approves a rejected flow and clears its reason; a private one stays out of the catalogue", async () => {
    const { adminToken, otherToken } = await actors();
    const rejected = await createFlow({ name: "Corrigido", status: "REJECTED", rejectionReason: "Sem descrição" });
    const hidden = await createFlow({ name: "Privado aprovado", status: "PENDING", isPublic: false });
    await approveFlow(rejected.id, { token: adminToken });
    await approveFlow(hidden.id, { token: adminToken });
    const [row] = await db.select().from(schema.flows).where(eq(schema.flows.id, rejected.id));
    expect(row).toMatchObject({ status: "APPROVED", rejectionReason: null });
    const names = await catalogueNames(otherToken);
    expect(names).toContain("Corrigido");
    expect(names).not.toContain("Privado aprovado");
  });

  it("is 404 for an unknown or malformed id", async () => {
    const { adminToken } = await actors();
    for (const id of [UNKNOWN, "nao-e-um-uuid"]) {
      const res = await approveFlow(id, { token: adminToken });
      expect(res.status, id).toBe(404);
      expect((await res.json()).message).toBe("Fluxo não encontrado");
    }
  });
});

describe("POST /api/admin/flows/{id}/reject", () => {
  it("hides the flow from others and shows the trimmed reason to its author", async () => {
    const { admin, author, adminToken, authorToken, otherToken } = await actors();
    const flow = await createFlow({ name: "Incompleto", status: "APPROVED", authorId: author.id });
    expect(await catalogueNames(otherToken)).toContain("Incompleto");

    const res = await rejectFlow(flow.id, { reason: "  Faltam instruções de configuração.  " }, { token: adminToken });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: flow.id, status: "REJECTED", rejectionReason: "Faltam instruções de configuração.", changed: true });

    expect(await catalogueNames(otherToken)).not.toContain("Incompleto");
    expect((await getFlow(apiRequest("GET", `/api/flows/${flow.id}`, { token: otherToken }), params({ id: flow.id }))).status).toBe(404);
    expect(await catalogueNames(authorToken)).toContain("Incompleto");
    const own = await getFlow(apiRequest("GET", `/api/flows/${flow.id}`, { token: authorToken }), params({ id: flow.id }));
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ status: "REJECTED", rejectionReason: "Faltam instruções de configuração." });

    expect(await moderations(flow.id)).toEqual([
      expect.objectContaining({ adminId: admin.id, decision: "REJECTED", reason: "Faltam instruções de configuração." }),
    ]);
    const same = await rejectFlow(flow.id, { reason: "Faltam instruções de configuração." }, { token: adminToken });
    expect((await same.json()).changed).toBe(false);
    const changed = await rejectFlow(flow.id, { reason: "Contém dados pessoais." }, { token: adminToken });
    expect(await changed.json()).toMatchObject({ rejectionReason: "Contém dados pessoais.", changed: true });
    expect(await moderations(flow.id)).toHaveLength(2);
  });

  it("requires a reason of 3 to 500 characters (400, nothing changes)", async () => {
    const { adminToken } = await actors();
    const flow = await createFlow({ status: "PENDING" });
    const cases: [unknown, RegExp][] = [
      [{}, /motivo/],
      [{ reason: "" }, /pelo menos 3/],
      [{ reason: "   ab   " }, /pelo menos 3/],
      [{ reason: "a".repeat(501) }, /no máximo 500/],
      [{ reason: 42 }, /motivo/],
      [{ reason: "ok\u0000k" }, /inválidos/],
    ];
    for (const [body, message] of cases) {
      const res = await rejectFlow(flow.id, body, { token: adminToken });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).message, JSON.stringify(body)).toMatch(message);
    }
    expect((await rejectFlow(flow.id, "motivo", { token: adminToken, headers: { "content-type": "text/plain" } })).status).toBe(415);
    expect((await db.select().from(schema.flows).where(eq(schema.flows.id, flow.id)))[0]!.status).toBe("PENDING");
    expect((await rejectFlow(flow.id, { reason: "a".repeat(500) }, { token: adminToken })).status).toBe(200);
  });

  it("is 404 for an unknown flow", async () => {
    const { adminToken } = await actors();
    const res = await rejectFlow(UNKNOWN, { reason: "Qualquer motivo" }, { token: adminToken });
    expect(res.status).toBe(404);
    expect(await db.select().from(schema.flowModerations)).toEqual([]);
  });
});

describe("POST /api/admin/flows/bulk-visibility", () => {
  it("makes the selected flows private or public, and reports ids that match nothing", async () => {
    const { adminToken, otherToken } = await actors();
    const a = await createFlow({ name: "A" });
    const b = await createFlow({ name: "B" });
    const c = await createFlow({ name: "C" });
    const res = await setVisibility({ ids: [a.id, b.id, a.id.toUpperCase(), UNKNOWN], isPublic: false }, { token: adminToken });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ updated: 2, notFound: [UNKNOWN], duplicates: [] });
    expect(await catalogueNames(otherToken)).toEqual(["C"]);
    const rows = await db.select({ id: schema.flows.id, isPublic: schema.flows.isPublic }).from(schema.flows);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.isPublic]))).toEqual({ [a.id]: false, [b.id]: false, [c.id]: true });

    expect(await (await setVisibility({ ids: [a.id], isPublic: true }, { token: adminToken })).json()).toEqual({ updated: 1, notFound: [], duplicates: [] });
    expect((await catalogueNames(otherToken)).sort()).toEqual(["A", "C"]);
  });

  it("validates the ids (1 to 100 uuids) and the flag, and is 404 when no id matches", async () => {
    const { adminToken } = await actors();
    const flow = await createFlow();
    const many = Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    const cases: [unknown, RegExp][] = [
      [{ ids: [], isPublic: true }, /ao menos um/],
      [{ ids: many, isPublic: true }, /no máximo 100/],
      [{ ids: ["abc"], isPublic: true }, /inválido/],
      [{ ids: [flow.id] }, /visibilidade/],
      [{ ids: [flow.id], isPublic: "sim" }, /visibilidade/],
      [{ isPublic: false }, /Selecione/],
      [[flow.id], /Envie/],
    ];
    for (const [body, message] of cases) {
      const res = await setVisibility(body, { token: adminToken });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await res.json()).message).toMatch(message);
    }
    const none = await setVisibility({ ids: [UNKNOWN], isPublic: false }, { token: adminToken });
    expect(none.status).toBe(404);
    expect((await db.select().from(schema.flows))[0]!.isPublic).toBe(true);
  });
});

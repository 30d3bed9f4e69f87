import { readFileSync } from "node:fs";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { GET as getFlow, PUT as putFlow, DELETE as deleteFlow } from "@/app/api/flows/[id]/route";
import { GET as listFlows, POST as postFlow } from "@/app/api/flows/route";
import { createAdmin, createFlow, createUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../../fixtures/import/${name}.json`, import.meta.url), "utf8"));

const body = (overrides: Record<string, unknown> = {}) => ({
  name: "Cobrança automática",
  description: "Envia lembretes de boletos pelo WhatsApp",
  tags: ["cobrança", " whatsapp ", "", "WhatsApp"],
  metadata: fixture("n8n-credentials"),
  ...overrides,
});

const create = (token: string | undefined, payload: unknown, headers?: Record<string, string>) =>
  postFlow(apiRequest("POST", "/api/flows", { token, body: payload, headers }));
const flowCount = async () => (await db.select({ n: count() }).from(schema.flows))[0]!.n;
const storedFlow = async (id: string) => (await db.select().from(schema.flows).where(eq(schema.flows.id, id)))[0];

describe("POST /api/flows", () => {
  it("stores a USER's flow as PENDING with sanitised JSON, visible to the author only", async () => {
    const [author, other] = await Promise.all([createUser(), createUser()]);
    const res = await create(await tokenFor(author.email), body());
    expect(res.status).toBe(201);
    const flow = await res.json();
    expect(flow).toMatchObject({ name: "Cobrança automática", status: "PENDING", platform: "N8N", isPublic: true, tags: ["cobrança", "whatsapp"] });
    expect(flow.author).toEqual({ id: author.id, name: author.name });
    expect(flow.url).toMatch(/^http:\/\/localhost:\d+\/fluxos\/cobranca-automatica-\d+$/);
    expect(flow.removed).toContain("pinData (dados de execução)");
    expect(flow.removed).toContain("4 valores que pareciam segredos");
    expect(flow.metadata).toBeUndefined();

    const stored = JSON.stringify((await storedFlow(flow.id))!.metadata);
    for (const secret of ["Xy12Ab34Cd56Ef78", "pinData", "instanceId", "9f8e7d6c5b4a39281706f5e4d3c2b1a0", "Senha-Forte-2024", "sk-proj-"]) {
      expect(stored).not.toContain(secret);
    }
    expect(stored).toContain('"httpHeaderAuth":{"name":"ERP da loja"}');

    const otherToken = await tokenFor(other.email);
    expect((await getFlow(apiRequest("GET", `/api/flows/${flow.id}`, { token: otherToken }), params({ id: flow.id }))).status).toBe(404);
    const otherList = await (await listFlows(apiRequest("GET", "/api/flows", { token: otherToken }))).json();
    expect(otherList.pagination.total).toBe(0);
    const own = await getFlow(apiRequest("GET", `/api/flows/${flow.id}`, { token: await tokenFor(author.email) }), params({ id: flow.id }));
    expect(own.status).toBe(200);
  });

  it("approves an ADMIN's flow at once, detects Make and Typebot, and keeps private flows private", async () => {
    const admin = await createAdmin();
    const token = await tokenFor(admin.email);
    const make = await (await create(token, body({ metadata: fixture("make-api-key"), tutorialUrl: "https://youtu.be/abc" }))).json();
    expect(make).toMatchObject({ status: "APPROVED", platform: "MAKE", tutorialUrl: "https://youtu.be/abc" });
    const typebot = await (await create(token, body({ metadata: fixture("typebot-webhook"), isPublic: false, platform: "TYPEBOT" }))).json();
    expect(typebot).toMatchObject({ status: "APPROVED", platform: "TYPEBOT", isPublic: false });
  });

  it("refuses the same JSON twice from one author (409)", async () => {
    const token = await tokenFor((await createUser()).email);
    expect((await create(token, body())).status).toBe(201);
    const again = await create(token, body({ name: "Outro nome" }));
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe("DUPLICATE_FLOW");
    expect(await flowCount()).toBe(1);
  });

  const deep = () => {
    let value: Record<string, unknown> = { fim: true };
    for (let i = 0; i < 70; i++) value = { a: value };
    return { ...fixture("n8n-credentials"), deep: value };
  };
  const bigNote = (chars: number) => ({
    name: "Grande",
    nodes: [{ name: "Nota", type: "n8n-nodes-base.stickyNote", parameters: { content: "x".repeat(chars) } }],
    connections: {},
  });

  it.each([
    ["missing name", () => body({ name: "  " }), 400, "O nome é obrigatório"],
    ["missing description", () => body({ description: undefined }), 400, "A descrição é obrigatória"],
    ["a bad tutorial URL", () => body({ tutorialUrl: "javascript:alert(1)" }), 400, "Informe uma URL válida"],
    ["too many tags", () => body({ tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }), 400, "Use no máximo 10 tags"],
    ["no metadata", () => body({ metadata: undefined }), 400, "Envie o JSON do fluxo (um objeto)"],
    ["something that is not a workflow", () => body({ metadata: { planilha: [] } }), 400, "O JSON não é um fluxo exportado do n8n, Typebot ou Make."],
    ["a platform that does not match", () => body({ platform: "MAKE" }), 400, "A plataforma não corresponde ao JSON (detectado: n8n)"],
    [
      "an escaped NUL character in the JSON",
      () => body({ metadata: { ...fixture("n8n-credentials"), name: "a\u0000b" } }),
      400,
      "O conteúdo contém caracteres inválidos.",
    ],
    ["an escaped NUL character in a field", () => body({ description: "a\u0000b", tags: ["x\u0000"] }), 400, "O conteúdo contém caracteres inválidos."],
    ["JSON 70 levels deep", () => body({ metadata: deep() }), 400, "O JSON é muito profundo (máximo de 64 níveis)."],
    ["sanitised JSON over 1 MB", () => body({ metadata: bigNote(1_100_000) }), 413, "O JSON do fluxo excede o limite de 1 MB."],
    ["a body over 1.5 MB", () => body({ metadata: bigNote(1_600_000) }), 413, "O corpo da requisição excede o limite de 1536 KB."],
  ])("refuses %s and stores nothing", async (_label, payload, status, message) => {
    const token = await tokenFor((await createUser()).email);
    const res = await create(token, payload());
    expect(res.status).toBe(status);
    expect((await res.json()).message).toContain(message);
    expect(await flowCount()).toBe(0);
  });

  it("refuses __proto__ keys and raw NUL bytes before parsing", async () => {
    const token = await tokenFor((await createUser()).email);
    const proto = JSON.stringify(body()).replace('"metadata":{', '"metadata":{"__proto__":{"isAdmin":true},');
    expect((await create(token, proto)).status).toBe(400);
    expect((await create(token, JSON.stringify(body()).replace("Cobrança", "Cobr\u0000ança"))).status).toBe(400);
    expect(await flowCount()).toBe(0);
  });

  it("needs a session: 401 without one, and a spoofed user-id header grants nothing", async () => {
    const [user, admin] = await Promise.all([createUser(), createAdmin()]);
    expect((await create(undefined, body(), { "user-id": admin.id })).status).toBe(401);
    const res = await create(await tokenFor(user.email), body(), { "user-id": admin.id });
    expect(await res.json()).toMatchObject({ status: "PENDING", author: { id: user.id } });
  });
});

describe("PUT /api/flows/{id}", () => {
  const put = async (id: string, token: string | undefined, payload: unknown) =>
    putFlow(apiRequest("PUT", `/api/flows/${id}`, { token, body: payload }), params({ id }));
  const edit = { name: " Novo nome ", description: "Nova descrição", tutorialUrl: "https://youtu.be/x", tags: ["a", "A", " b "], isPublic: false };

  it("lets the author edit; an approved flow stays approved and the JSON cannot change", async () => {
    const author = await createUser();
    const flow = await createFlow({ authorId: author.id, tags: ["antiga"] });
    const res = await put(flow.id, await tokenFor(author.email), { ...edit, status: "APPROVED", metadata: { nodes: [], connections: {}, x: 1 } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: "Novo nome",
      description: "Nova descrição",
      tutorialUrl: "https://youtu.be/x",
      tags: ["a", "b"],
      isPublic: false,
      status: "APPROVED",
    });
    expect((await storedFlow(flow.id))!.metadata).toEqual(flow.metadata);
  });

  it("keeps fields that are not sent, clears an empty tutorial, resubmits a rejected flow", async () => {
    const author = await createUser();
    const flow = await createFlow({ authorId: author.id, status: "REJECTED", rejectionReason: "Incompleto", tags: ["x"], tutorialUrl: "https://a.b/c" });
    const res = await put(flow.id, await tokenFor(author.email), { name: "N", description: "D", tutorialUrl: "" });
    expect(await res.json()).toMatchObject({ tags: ["x"], isPublic: true, tutorialUrl: null, status: "PENDING" });
    expect((await storedFlow(flow.id))!.rejectionReason).toBeNull();
  });

  it("lets an admin edit anyone's flow; others get 403 if they can see it, 404 if not", async () => {
    const [author, other, admin] = await Promise.all([createUser(), createUser(), createAdmin()]);
    const visible = await createFlow({ authorId: author.id });
    const pending = await createFlow({ authorId: author.id, status: "PENDING" });
    expect((await put(pending.id, await tokenFor(admin.email), edit)).status).toBe(200);
    const otherToken = await tokenFor(other.email);
    const forbidden = await put(visible.id, otherToken, edit);
    expect(forbidden.status).toBe(403);
    expect((await forbidden.json()).message).toBe("Você não tem permissão para alterar este fluxo.");
    expect((await put(pending.id, otherToken, edit)).status).toBe(404);
    expect((await put("00000000-0000-4000-8000-000000000000", otherToken, edit)).status).toBe(404);
    expect((await put("nao-e-uuid", otherToken, edit)).status).toBe(404);
    expect((await storedFlow(visible.id))!.name).toBe(visible.name);
  });

  it("validates the body and needs a session", async () => {
    const author = await createUser();
    const flow = await createFlow({ authorId: author.id });
    const token = await tokenFor(author.email);
    expect((await put(flow.id, token, { ...edit, description: "" })).status).toBe(400);
    expect((await put(flow.id, token, { ...edit, name: "a\u0000" })).status).toBe(400);
    const badUrl = await put(flow.id, token, { ...edit, tutorialUrl: "não é url" });
    expect((await badUrl.json()).fieldErrors.tutorialUrl).toEqual(["Informe uma URL válida"]);
    expect((await put(flow.id, undefined, edit)).status).toBe(401);
  });
});

describe("DELETE /api/flows/{id}", () => {
  const remove = async (id: string, token?: string, headers?: Record<string, string>) =>
    deleteFlow(apiRequest("DELETE", `/api/flows/${id}`, { token, headers }), params({ id }));

  it("lets the author delete; download history keeps the flow's name", async () => {
    const [author, reader] = await Promise.all([createUser(), createUser()]);
    const flow = await createFlow({ authorId: author.id, name: "Fluxo que vai sumir" });
    await db.insert(schema.downloads).values({ userId: reader.id, flowId: flow.id, flowName: flow.name });
    const res = await remove(flow.id, await tokenFor(author.email));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Fluxo removido" });
    expect(await flowCount()).toBe(0);
    const [download] = await db.select().from(schema.downloads).where(eq(schema.downloads.userId, reader.id));
    expect(download).toMatchObject({ flowId: null, flowName: "Fluxo que vai sumir" });
  });

  it("lets an admin delete anyone's flow; others get 403 or 404; a spoofed user-id grants nothing", async () => {
    const [author, other, admin] = await Promise.all([createUser(), createUser(), createAdmin()]);
    const visible = await createFlow({ authorId: author.id });
    const hidden = await createFlow({ authorId: author.id, isPublic: false });
    const otherToken = await tokenFor(other.email);
    expect((await remove(visible.id, otherToken, { "user-id": author.id })).status).toBe(403);
    expect((await remove(hidden.id, otherToken)).status).toBe(404);
    expect((await remove(visible.id, undefined, { "user-id": admin.id })).status).toBe(401);
    expect(await flowCount()).toBe(2);
    expect((await remove(hidden.id, await tokenFor(admin.email))).status).toBe(200);
    expect((await remove(hidden.id, await tokenFor(admin.email))).status).toBe(404);
    expect(await flowCount()).toBe(1);
  });
});

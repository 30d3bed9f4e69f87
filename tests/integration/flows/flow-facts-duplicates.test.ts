import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema, selectRows } from "@/db";
import { refreshFlowFacts } from "@/lib/flows/refresh-facts";
import { GET as listAdminFlows } from "@/app/api/admin/flows/route";
import { GET as listFlows, POST as postFlow } from "@/app/api/flows/route";
import { FACTS_VERSION } from "@/lib/flows/facts-columns";
import { createAdmin, createFlow, createUser } from "../../helpers/factories";
import { apiRequest } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

type Node = { id: string; name: string; type: string; typeVersion: number; position: [number, number]; parameters: Record<string, unknown> };

/** An n8n export: `kind` picks the trigger, `steps` adds plain steps (complexity), `shift` moves and renames everything. */
function n8nWorkflow(opts: { kind?: "webhook" | "schedule"; app?: string; steps?: number; shift?: number; text?: string } = {}) {
  const shift = opts.shift ?? 0;
  const trigger = opts.kind === "schedule" ? "n8n-nodes-base.scheduleTrigger" : "n8n-nodes-base.webhook";
  const nodes: Node[] = [
    { id: `t${shift}`, name: `Início ${shift}`, type: trigger, typeVersion: 1, position: [shift, 0], parameters: {} },
    {
      id: `a${shift}`,
      name: `App ${shift}`,
      type: opts.app ?? "n8n-nodes-base.googleSheets",
      typeVersion: 4,
      position: [shift + 200, 0],
      parameters: { text: opts.text ?? "olá" },
    },
  ];
  for (let i = 0; i < (opts.steps ?? 0); i++) {
    nodes.push({
      id: `s${i}-${shift}`,
      name: `Passo ${i} ${shift}`,
      type: "n8n-nodes-base.set",
      typeVersion: 3,
      position: [shift + 400 + i * 200, 0],
      parameters: { value: i },
    });
  }
  const connections: Record<string, unknown> = {};
  for (let i = 0; i < nodes.length - 1; i++) connections[nodes[i]!.name] = { main: [[{ node: nodes[i + 1]!.name, type: "main", index: 0 }]] };
  return { name: "Exportado", nodes, connections };
}

const create = async (token: string, metadata: unknown, name = "Fluxo de teste") =>
  postFlow(apiRequest("POST", "/api/flows", { token, body: { name, description: "Descrição do fluxo", metadata } }));
const list = async (token: string, query: string) => listFlows(apiRequest("GET", `/api/flows${query}`, { token }));
const names = async (token: string, query: string) => ((await (await list(token, query)).json()).flows as { name: string }[]).map((f) => f.name).sort();
const facet = async (kind: string, value: string) =>
  (await selectRows<{ count: number }>(db, sql`select count from flow_facets where kind = ${kind} and value = ${value}`))[0]?.count ?? 0;

describe("compatibility facts stored at upload", () => {
  it("fills integrations, trigger kinds, complexity, node count and fingerprints from the JSON", async () => {
    const admin = await createAdmin();
    const res = await create(await tokenFor(admin.email), n8nWorkflow({ kind: "schedule", steps: 40 }));
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({ complexity: "avancado", triggerKinds: ["schedule"] });
    const [row] = await db.select().from(schema.flows).where(eq(schema.flows.id, created.id));
    expect(row).toMatchObject({
      integrations: ["Google Sheets"],
      triggerKinds: ["schedule"],
      complexity: "avancado",
      nodeCount: 42,
      factsVersion: FACTS_VERSION,
    });
    expect(row!.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.shapeHash).toBeNull(); // three kinds of node only
  });

  it("filters the catalogue by integration, trigger and complexity, alone or together, with exact totals", async () => {
    const [admin, viewer] = await Promise.all([createAdmin(), createUser()]);
    const adminToken = await tokenFor(admin.email);
    await create(adminToken, n8nWorkflow({ kind: "webhook", text: "1" }), "Planilha por webhook");
    await create(adminToken, n8nWorkflow({ kind: "schedule", text: "2" }), "Planilha agendada");
    await create(adminToken, n8nWorkflow({ kind: "schedule", app: "n8n-nodes-base.slack", steps: 40 }), "Slack agendado e longo");
    const token = await tokenFor(viewer.email);

    expect(await names(token, "?integration=Google%20Sheets")).toEqual(["Planilha agendada", "Planilha por webhook"]);
    expect(await names(token, "?trigger=schedule")).toEqual(["Planilha agendada", "Slack agendado e longo"]);
    expect(await names(token, "?complexity=avancado")).toEqual(["Slack agendado e longo"]);
    expect(await names(token, "?trigger=schedule&integration=Slack&complexity=avancado")).toEqual(["Slack agendado e longo"]);
    expect(await names(token, "?trigger=form")).toEqual([]);

    // Single facets are answered from the maintained counts, combinations by counting.
    const one = await (await list(token, "?trigger=schedule&limit=1")).json();
    expect(one.pagination).toEqual({ page: 1, limit: 1, total: 2, pages: 2 });
    const combined = await (await list(token, "?trigger=schedule&complexity=simples")).json();
    expect(combined.pagination.total).toBe(1);
    expect(combined.flows[0]).toMatchObject({ name: "Planilha agendada", complexity: "simples", triggerKinds: ["schedule"] });
  });

  it("refuses unknown trigger or complexity values and over-long integrations (400, pt-BR)", async () => {
    const token = await tokenFor((await createUser()).email);
    for (const [query, message] of [
      ["?trigger=sempre", "Gatilho inválido"],
      ["?complexity=facil", "Complexidade inválida"],
      [`?integration=${"x".repeat(61)}`, "Integração inválida"],
    ] as const) {
      const res = await list(token, query);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(message);
    }
  });

  it("keeps the integration, trigger and complexity counts in step with moderation and deletion", async () => {
    const [admin, author] = await Promise.all([createAdmin(), createUser()]);
    const res = await create(await tokenFor(author.email), n8nWorkflow({ kind: "schedule", app: "n8n-nodes-base.notion" }));
    const { id } = await res.json();
    expect(await facet("integration", "Notion")).toBe(0);
    await db.update(schema.flows).set({ status: "APPROVED" }).where(eq(schema.flows.id, id));
    expect([await facet("integration", "Notion"), await facet("trigger", "schedule"), await facet("complexity", "simples")]).toEqual([1, 1, 1]);
    await db.update(schema.flows).set({ isPublic: false }).where(eq(schema.flows.id, id));
    expect(await facet("integration", "Notion")).toBe(0);
    await db.update(schema.flows).set({ isPublic: true }).where(eq(schema.flows.id, id));
    await db.delete(schema.flows).where(eq(schema.flows.id, id));
    expect([await facet("integration", "Notion"), await facet("trigger", "schedule"), await facet("complexity", "simples")]).toEqual([0, 0, 0]);
    void admin;
  });

  it("refreshes rows written before the current rules, and their facet counts with them", async () => {
    const flow = await createFlow({
      metadata: n8nWorkflow({ kind: "schedule", app: "n8n-nodes-base.airtable" }),
      factsVersion: 0,
      integrations: [],
      triggerKinds: [],
      complexity: "avancado",
    });
    expect(await facet("integration", "Airtable")).toBe(0);
    expect(await refreshFlowFacts(db)).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(schema.flows).where(eq(schema.flows.id, flow.id));
    expect(row).toMatchObject({ integrations: ["Airtable"], triggerKinds: ["schedule"], complexity: "simples", factsVersion: FACTS_VERSION });
    expect(await facet("integration", "Airtable")).toBe(1);
    expect(await refreshFlowFacts(db)).toBe(0);
  });
});

describe("duplicate uploads", () => {
  it("refuses a copy of a published flow (other ids, positions and names) and points to it", async () => {
    const [admin, user] = await Promise.all([createAdmin(), createUser()]);
    const original = await (await create(await tokenFor(admin.email), n8nWorkflow({ steps: 3 }), "Original publicado")).json();
    const before = (await db.select({ n: count() }).from(schema.flows))[0]!.n;

    const res = await create(await tokenFor(user.email), n8nWorkflow({ steps: 3, shift: 777 }), "Minha cópia");
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      code: "DUPLICATE_FLOW",
      message: "Este fluxo já existe no catálogo.",
      flow: { id: original.id, name: "Original publicado" },
    });
    expect((await db.select({ n: count() }).from(schema.flows))[0]!.n).toBe(before);

    // Changing what the workflow does makes it another flow.
    expect((await create(await tokenFor(user.email), n8nWorkflow({ steps: 3, shift: 777, text: "outro" }))).status).toBe(201);
  });

  it("refuses the uploader's own repeat in any state, but does not reveal others' unpublished copies", async () => {
    const [author, other] = await Promise.all([createUser(), createUser()]);
    const [authorToken, otherToken] = await Promise.all([tokenFor(author.email), tokenFor(other.email)]);
    const first = await (await create(authorToken, n8nWorkflow({ steps: 2 }), "Pendente do autor")).json();
    expect(first.status).toBe("PENDING");

    const again = await create(authorToken, n8nWorkflow({ steps: 2, shift: 5 }));
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "DUPLICATE_FLOW", message: "Você já enviou este fluxo.", flow: { id: first.id } });

    // Someone else's pending copy stays secret: the upload is accepted and goes to moderation.
    const copy = await create(otherToken, n8nWorkflow({ steps: 2, shift: 9 }), "Cópia de outra pessoa");
    expect(copy.status).toBe(201);
    expect(JSON.stringify(await copy.json())).not.toContain(first.id);
  });

  it("lets exactly one of several simultaneous identical uploads through", async () => {
    const user = await createUser();
    const token = await tokenFor(user.email);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => create(token, n8nWorkflow({ steps: 4, shift: i }))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect((await db.select({ n: count() }).from(schema.flows).where(eq(schema.flows.authorId, user.id)))[0]!.n).toBe(1);
  });

  it("shows moderators the exact and near duplicates of each flow", async () => {
    const [admin, a, b, c] = await Promise.all([createAdmin(), createUser(), createUser(), createUser()]);
    const wide = (text: string, shift: number) => {
      const flow = n8nWorkflow({ steps: 1, shift, text });
      flow.nodes.push({ id: `x${shift}`, name: `Slack ${shift}`, type: "n8n-nodes-base.slack", typeVersion: 2, position: [900, 0], parameters: {} });
      return flow;
    };
    const first = await (await create(await tokenFor(a.email), wide("igual", 0), "Primeiro envio")).json();
    const exact = await (await create(await tokenFor(b.email), wide("igual", 50), "Cópia exata")).json();
    const near = await (await create(await tokenFor(c.email), wide("diferente", 0), "Parecido")).json();

    const res = await listAdminFlows(apiRequest("GET", "/api/admin/flows?status=PENDING&sort=oldest", { token: await tokenFor(admin.email) }));
    const flows = (await res.json()).flows as { id: string; similar: { id: string; exact: boolean; status: string }[] }[];
    const similarOf = (id: string) => flows.find((f) => f.id === id)!.similar;
    expect(similarOf(exact.id)[0]).toMatchObject({ id: first.id, exact: true, status: "PENDING" });
    expect(similarOf(first.id).map((s) => [s.id, s.exact])).toEqual([
      [exact.id, true],
      [near.id, false],
    ]);
    expect(similarOf(near.id).every((s) => !s.exact)).toBe(true);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { GET as listFlows } from "@/app/api/flows/route";
import { COUNT_CAP } from "@/lib/flows/queries";
import { createAdmin, createFlow, createUser } from "../../helpers/factories";
import { apiRequest } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

async function list(token: string | undefined, query = "") {
  return listFlows(apiRequest("GET", `/api/flows${query}`, { token }));
}

describe("GET /api/flows", () => {
  it("needs a signed-in user (401 JSON)", async () => {
    const res = await list(undefined);
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe("UNAUTHENTICATED");
  });

  it("lists approved public flows, the viewer's own in any state, and everything for admins", async () => {
    const [author, other, admin] = await Promise.all([createUser(), createUser(), createAdmin()]);
    await createFlow({ name: "Público aprovado", authorId: other.id });
    await createFlow({ name: "Pendente de outro", status: "PENDING", authorId: other.id });
    await createFlow({ name: "Privado de outro", isPublic: false, authorId: other.id });
    await createFlow({ name: "Meu pendente", status: "PENDING", authorId: author.id });

    const mine = await (await list(await tokenFor(author.email))).json();
    expect(mine.flows.map((f: { name: string }) => f.name).sort()).toEqual(["Meu pendente", "Público aprovado"]);
    expect(mine.pagination).toEqual({ page: 1, limit: 12, total: 2, pages: 1 });
    expect(mine.flows[0].metadata).toBeUndefined();

    const all = await (await list(await tokenFor(admin.email))).json();
    expect(all.pagination.total).toBe(4);
  });

  it("gives each card its workflow's step count, trigger and complexity, never the workflow itself", async () => {
    const user = await createUser();
    const metadata = {
      nodes: [
        { id: "1", name: "Webhook", type: "n8n-nodes-base.webhook", typeVersion: 2, position: [0, 0], parameters: {} },
        { id: "2", name: "Slack", type: "n8n-nodes-base.slack", typeVersion: 2, position: [200, 0], parameters: {} },
        { id: "3", name: "Planilha", type: "n8n-nodes-base.googleSheets", typeVersion: 4, position: [400, 0], parameters: {} },
      ],
      connections: { Webhook: { main: [[{ node: "Slack", type: "main", index: 0 }]] }, Slack: { main: [[{ node: "Planilha", type: "main", index: 0 }]] } },
    };
    await createFlow({ name: "Três etapas", metadata });
    const [card] = (await (await list(await tokenFor(user.email))).json()).flows;
    expect(card).toMatchObject({ name: "Três etapas", nodeCount: 3, triggerKinds: ["webhook"], complexity: "simples" });
    expect(card.metadata).toBeUndefined();
  });

  it("searches name and description without accents or case", async () => {
    const user = await createUser();
    await createFlow({ name: "Automação de Cobrança", description: "Envia boletos" });
    await createFlow({ name: "Outro", description: "Integração com o CRM" });
    await createFlow({ name: "Nada a ver", description: "Relatórios" });
    const token = await tokenFor(user.email);
    const accents = await (await list(token, "?search=automacao")).json();
    expect(accents.flows.map((f: { name: string }) => f.name)).toEqual(["Automação de Cobrança"]);
    const desc = await (await list(token, "?search=INTEGRACAO%20crm")).json();
    expect(desc.flows.map((f: { name: string }) => f.name)).toEqual(["Outro"]);
    const percent = await (await list(token, "?search=%25")).json();
    expect(percent.pagination.total).toBe(0);
  });

  it("filters by all given tags, score range, platform and author, and sorts", async () => {
    const ana = await createUser({ name: "Ana Lima" });
    await createFlow({ name: "A", tags: ["whatsapp", "ia"], score: 4.8, reviewCount: 10, platform: "TYPEBOT", authorId: ana.id, downloadCount: 5 });
    await createFlow({ name: "B", tags: ["whatsapp"], score: 3.9, reviewCount: 10, platform: "N8N", downloadCount: 50 });
    await createFlow({ name: "C", tags: ["ia", "whatsapp", "crm"], score: 2.1, reviewCount: 10, platform: "MAKE", downloadCount: 10 });
    const token = await tokenFor(ana.email);
    const names = async (q: string) => (await (await list(token, q)).json()).flows.map((f: { name: string }) => f.name);
    expect(await names("?tags=whatsapp&tags=ia")).toEqual(["A", "C"]);
    expect(await names("?minScore=3&maxScore=4.5")).toEqual(["B"]);
    expect(await names("?platform=MAKE")).toEqual(["C"]);
    expect(await names("?author=lima")).toEqual(["A"]);
    expect(await names("?sortBy=downloadCount&sortOrder=asc")).toEqual(["A", "C", "B"]);
    expect(await names("?sortBy=name&sortOrder=desc&limit=2&page=2")).toEqual(["A"]);
    const body = await (await list(token, "?tags=ia")).json();
    expect(body.availableTags).toEqual(["crm", "ia", "whatsapp"]);
  });

  it("keeps totals and tags right, without a stale page, as flows are approved, retagged, hidden and deleted", async () => {
    const user = await createUser({ name: "Bia" });
    const token = await tokenFor(user.email);
    const total = async (q = "") => (await (await list(token, q)).json()).pagination.total;
    const a = await createFlow({ name: "A", tags: ["crm", "crm", "ia"], platform: "N8N" });
    const b = await createFlow({ name: "B", tags: ["crm"], platform: "MAKE", status: "PENDING" });
    expect([await total(), await total("?tags=crm"), await total("?platform=MAKE")]).toEqual([1, 1, 0]);

    await db.update(schema.flows).set({ status: "APPROVED" }).where(eq(schema.flows.id, b.id));
    expect([await total(), await total("?tags=crm"), await total("?platform=MAKE")]).toEqual([2, 2, 1]);

    await db
      .update(schema.flows)
      .set({ tags: ["vendas"], platform: "TYPEBOT" })
      .where(eq(schema.flows.id, b.id));
    const body = await (await list(token, "?tags=vendas")).json();
    expect(body.pagination.total).toBe(1);
    expect(body.availableTags).toEqual(["crm", "ia", "vendas"]);
    expect([await total("?tags=crm"), await total("?platform=MAKE"), await total("?platform=TYPEBOT")]).toEqual([1, 0, 1]);

    await db.update(schema.flows).set({ isPublic: false }).where(eq(schema.flows.id, a.id));
    expect((await (await list(token)).json()).availableTags).toEqual(["vendas"]);
    await db.delete(schema.flows).where(eq(schema.flows.id, b.id));
    expect([await total(), await total("?tags=vendas")]).toEqual([0, 0]);

    // An author's renamed account changes the author filter's answer at once.
    const author = await createUser({ name: "Carla" });
    await createFlow({ name: "C", authorId: author.id });
    expect(await total("?author=carla")).toBe(1);
    await db.update(schema.users).set({ name: "Daniela" }).where(eq(schema.users.id, author.id));
    expect(await total("?author=carla")).toBe(0);
  });

  // Inserts 10,005 flows: a loaded machine needs more than the default 30 s.
  it("counts a broad search up to the cap and says it is capped", async () => {
    const user = await createUser();
    const rows = Array.from({ length: COUNT_CAP + 5 }, (_, i) => ({
      name: `Fluxo ${i}`,
      description: "Automação de testes",
      platform: "N8N" as const,
      status: "APPROVED" as const,
      metadata: {},
    }));
    // In batches: one statement of 10,005 rows can outlast the app's statement time limit (db/timeouts.ts).
    for (let i = 0; i < rows.length; i += 1_000) await db.insert(schema.flows).values(rows.slice(i, i + 1_000));
    const body = await (await list(await tokenFor(user.email), "?search=automacao")).json();
    expect(body.pagination).toMatchObject({ total: COUNT_CAP, capped: true, pages: Math.ceil(COUNT_CAP / 12) });
    const exact = await (await list(await tokenFor(user.email))).json();
    expect(exact.pagination).toMatchObject({ total: COUNT_CAP + 5 });
    expect(exact.pagination.capped).toBeUndefined();
  }, 90_000);

  it.each(["?limit=101", "?page=0", "?sortBy=senha", "?minScore=6", "?platform=ZAPIER", "?minScore=4&maxScore=2", "?limit=abc"])(
    "answers 400 for %s",
    async (query) => {
      const user = await createUser();
      const res = await list(await tokenFor(user.email), query);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/^Dados inválidos/);
    },
  );
});

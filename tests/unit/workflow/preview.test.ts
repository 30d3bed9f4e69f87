import { describe, expect, it } from "vitest";
import { ELIDED, elideValues, previewMetadata } from "@/lib/workflow/preview";

const n8n = {
  name: "Cobrança",
  nodes: [
    {
      id: "1",
      name: "Webhook",
      type: "n8n-nodes-base.webhook",
      typeVersion: 2,
      position: [0, 0],
      parameters: { path: "segredo", options: { rawBody: true } },
      credentials: { httpHeaderAuth: { id: "42", name: "Minha chave" } },
    },
  ],
  connections: { Webhook: { main: [[{ node: "Set", type: "main", index: 0 }]] } },
  pinData: { Webhook: [{ json: { cpf: "123" } }] },
  meta: { instanceId: "abc" },
};

describe("previewMetadata", () => {
  it("keeps n8n structure and hides every parameter value and credential name", () => {
    const preview = previewMetadata(n8n, "N8N") as typeof n8n;
    expect(preview.nodes[0]).toEqual({
      id: "1",
      name: "Webhook",
      type: "n8n-nodes-base.webhook",
      typeVersion: 2,
      position: [0, 0],
      parameters: { path: ELIDED, options: { rawBody: ELIDED } },
      credentials: { httpHeaderAuth: { name: ELIDED } },
    });
    expect(preview.connections).toEqual(n8n.connections);
    const text = JSON.stringify(preview);
    for (const secret of ["segredo", "Minha chave", "42", "cpf", "abc"]) expect(text).not.toContain(secret);
  });

  it("keeps Typebot groups, coordinates and edges but hides texts and options", () => {
    const bot = {
      version: "6",
      events: [{ id: "e", type: "start", graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: "ed" }],
      groups: [
        {
          id: "g",
          title: "Boas-vindas",
          graphCoordinates: { x: 10, y: 20 },
          blocks: [
            { id: "b1", type: "text", content: { richText: [{ text: "Olá, tudo bem?" }] } },
            { id: "b2", type: "choice input", items: [{ id: "i", content: "Quero um orçamento", outgoingEdgeId: "x" }] },
            { id: "b3", type: "Webhook", options: { url: "https://api.exemplo.com/secret" } },
          ],
        },
      ],
      edges: [{ id: "ed", from: { eventId: "e" }, to: { groupId: "g" } }],
      variables: [{ id: "v", name: "email", value: "ana@exemplo.com" }],
      theme: { general: { font: "Open Sans" } },
    };
    const preview = previewMetadata({ typebot: bot }, "TYPEBOT") as typeof bot;
    expect(preview.groups[0]!.graphCoordinates).toEqual({ x: 10, y: 20 });
    expect(preview.edges).toEqual(bot.edges);
    expect(preview.variables).toEqual([{ id: "v", name: "email" }]);
    const text = JSON.stringify(preview);
    for (const secret of ["Olá, tudo bem?", "Quero um orçamento", "api.exemplo.com", "ana@exemplo.com"]) expect(text).not.toContain(secret);
  });

  it("keeps Make modules, routers and designer positions but hides mappers", () => {
    const blueprint = {
      name: "Leads",
      flow: [
        { id: 1, module: "gateway:CustomWebHook", version: 1, parameters: { hook: 123 }, mapper: {}, metadata: { designer: { x: 0, y: 0 } } },
        {
          id: 2,
          module: "builtin:BasicRouter",
          version: 1,
          routes: [
            {
              flow: [
                { id: 3, module: "slack:CreateMessage", version: 4, mapper: { text: "Novo lead: {{1.email}}" }, metadata: { designer: { x: 300, y: 0 } } },
              ],
            },
          ],
        },
      ],
      metadata: { version: 1, scenario: { maxErrors: 3 } },
    };
    const preview = previewMetadata(blueprint, "MAKE") as { flow: { routes?: { flow: { module: string; mapper: unknown }[] }[] }[] };
    expect(preview.flow).toHaveLength(2);
    expect(preview.flow[1]!.routes![0]!.flow[0]!.module).toBe("slack:CreateMessage");
    expect(preview.flow[1]!.routes![0]!.flow[0]!.mapper).toEqual({ text: ELIDED });
    expect(JSON.stringify(preview)).not.toContain("Novo lead");
  });

  it("elides anything unknown and survives hostile input", () => {
    expect(elideValues({ a: [1, "x", null, { b: true }] })).toEqual({ a: [ELIDED, ELIDED, null, { b: ELIDED }] });
    let deep: Record<string, unknown> = {};
    const root = deep;
    for (let i = 0; i < 200; i++) deep = (deep.n = {}) as Record<string, unknown>;
    expect(() => previewMetadata(root, "N8N")).not.toThrow();
    expect(previewMetadata("texto", "MAKE")).toBe(ELIDED);
  });
});

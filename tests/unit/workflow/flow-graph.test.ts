import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { toFlowGraph, type FlowGraph } from "@/lib/workflow/graph";
import type { DetectedPlatform } from "@/lib/workflow/platform";
import { previewMetadata } from "@/lib/workflow/preview";
import { sanitizeWorkflow } from "@/lib/workflow/sanitize";

const fixture = (name: string): Record<string, unknown> => JSON.parse(readFileSync(new URL(`../../fixtures/graph/${name}.json`, import.meta.url), "utf8"));

const node = (graph: FlowGraph, id: string) => {
  const found = graph.nodes.find((n) => n.id === id);
  if (!found) throw new Error(`no node ${id}`);
  return found;
};
const edgeList = (graph: FlowGraph) => graph.edges.map((e) => [e.source, e.target, e.kind, e.label ?? null]);

describe("toFlowGraph – n8n", () => {
  it("derives stable ids from names when an old export has none, and skips sticky notes", () => {
    const graph = toFlowGraph("N8N", fixture("n8n-legacy-no-ids"));
    expect(graph.nodes.map((n) => n.id)).toEqual([
      "name:Start",
      "name:Buscar faturas",
      "name:Está vencida?",
      "name:Montar mensagem",
      "name:Nada a fazer",
      "name:Enviar e-mail",
    ]);
    expect(graph.layout).toBe("original");
    expect(graph.truncated).toBe(false);
    expect(toFlowGraph("N8N", fixture("n8n-legacy-no-ids")).nodes.map((n) => n.id)).toEqual(graph.nodes.map((n) => n.id));
  });

  it("follows connections keyed by node name and names the If outputs", () => {
    const graph = toFlowGraph("N8N", fixture("n8n-legacy-no-ids"));
    expect(edgeList(graph)).toEqual([
      ["name:Start", "name:Buscar faturas", "main", null],
      ["name:Buscar faturas", "name:Está vencida?", "main", null],
      ["name:Está vencida?", "name:Montar mensagem", "main", "verdadeiro"],
      ["name:Está vencida?", "name:Nada a fazer", "main", "falso"],
      ["name:Montar mensagem", "name:Enviar e-mail", "main", null],
    ]);
  });

  it("keeps the canvas order of positions and gives each node a family and a readable type", () => {
    const graph = toFlowGraph("N8N", fixture("n8n-legacy-no-ids"));
    const start = node(graph, "name:Start");
    const fetch = node(graph, "name:Buscar faturas");
    expect(start.x).toBeLessThan(fetch.x);
    expect(start.y).toBe(fetch.y);
    expect(start).toMatchObject({ label: "Start", family: "trigger", type: "n8n-nodes-base.start" });
    expect(fetch).toMatchObject({ family: "http", detail: "Requisição HTTP" });
    expect(node(graph, "name:Montar mensagem").family).toBe("code");
    expect(node(graph, "name:Enviar e-mail").family).toBe("email");
  });

  it("links AI sub-nodes to their agent through ai_* connections, labelled in pt-BR", () => {
    const graph = toFlowGraph("N8N", fixture("n8n-ai-agent"));
    const agent = "c1f0a6a2-0001-4c1e-9a55-000000000002";
    const ai = graph.edges.filter((e) => e.kind === "ai");
    expect(ai).toHaveLength(4);
    expect(ai.every((e) => e.target === agent)).toBe(true);
    expect(ai.map((e) => e.label).sort()).toEqual(["Ferramenta", "Ferramenta", "Memória", "Modelo"]);
    expect(node(graph, agent)).toMatchObject({ family: "ai", detail: "Agente de IA" });
    expect(node(graph, "c1f0a6a2-0001-4c1e-9a55-000000000003").detail).toBe("Modelo OpenAI");
  });

  it("marks the error output of a node set to continue on error", () => {
    const graph = toFlowGraph("N8N", fixture("n8n-ai-agent"));
    const error = graph.edges.find((e) => e.kind === "error");
    expect(error).toMatchObject({
      source: "c1f0a6a2-0001-4c1e-9a55-000000000007",
      target: "c1f0a6a2-0001-4c1e-9a55-000000000008",
      label: "Erro",
    });
  });

  it("labels Switch outputs and loop outputs, and numbers any node with several used outputs", () => {
    const graph = toFlowGraph("N8N", {
      nodes: [
        { name: "Switch", type: "n8n-nodes-base.switch", typeVersion: 3, position: [0, 0] },
        { name: "Loop", type: "n8n-nodes-base.splitInBatches", typeVersion: 3, position: [200, 0] },
        { name: "A", type: "n8n-nodes-base.noOp", position: [400, 0] },
        { name: "B", type: "n8n-nodes-base.noOp", position: [400, 200] },
      ],
      connections: {
        Switch: { main: [[{ node: "Loop" }], [{ node: "A" }], null, [{ node: "B" }]] },
        Loop: { main: [[{ node: "A" }], [{ node: "B" }]] },
      },
    });
    expect(edgeList(graph)).toEqual([
      ["name:Switch", "name:Loop", "main", "Saída 1"],
      ["name:Switch", "name:A", "main", "Saída 2"],
      ["name:Switch", "name:B", "main", "Saída 4"],
      ["name:Loop", "name:A", "main", "concluído"],
      ["name:Loop", "name:B", "main", "loop"],
    ]);
  });

  it("uses node ids when present and falls back to the name when an id repeats", () => {
    const graph = toFlowGraph("N8N", {
      nodes: [
        { id: "same", name: "Um", type: "n8n-nodes-base.noOp", position: [0, 0] },
        { id: "same", name: "Dois", type: "n8n-nodes-base.noOp", position: [200, 0] },
        { name: "Dois", type: "n8n-nodes-base.noOp", position: [400, 0] },
      ],
      connections: { Um: { main: [[{ node: "Dois" }]] } },
    });
    expect(graph.nodes.map((n) => n.id)).toEqual(["same", "name:Dois", "name:Dois#2"]);
    // Connections name the first node called "Dois".
    expect(edgeList(graph)).toEqual([["same", "name:Dois", "main", null]]);
  });
});

describe("toFlowGraph – Make", () => {
  const graph = toFlowGraph("MAKE", fixture("make-nested-routers"));

  it("walks routers and their nested routes, including error handlers", () => {
    expect(graph.nodes.map((n) => n.id)).toEqual(["m1", "m2", "m3", "m4", "m5", "m6", "m7", "m8"]);
    expect(node(graph, "m2")).toMatchObject({ family: "router", label: "Roteador", detail: "2 rotas" });
    expect(node(graph, "m4")).toMatchObject({ family: "router", detail: "2 rotas" });
  });

  it("chains the sequence, fans out one edge per route (named by its filter) and hangs the error path", () => {
    expect(edgeList(graph)).toEqual(
      expect.arrayContaining([
        ["m1", "m2", "main", null],
        ["m2", "m3", "main", "Rota 1: Pago"],
        ["m2", "m7", "main", "Rota 2"],
        ["m3", "m4", "main", null],
        ["m4", "m5", "main", "Rota 1: Acima de R$ 500"],
        ["m4", "m6", "main", "Rota 2"],
        ["m7", "m8", "error", "Erro"],
      ]),
    );
    expect(graph.edges).toHaveLength(7);
  });

  it("keeps designer coordinates, the name given on the canvas and readable module types", () => {
    expect(graph.layout).toBe("original");
    expect(node(graph, "m3")).toMatchObject({ x: 600, y: -150, label: "Registrar venda", detail: "Add Row", family: "sheets" });
    expect(node(graph, "m6")).toMatchObject({ label: "Gmail", detail: "Send Email", family: "email" });
    expect(node(graph, "m1")).toMatchObject({ label: "Webhook personalizado", family: "webhook" });
    expect(graph.bounds).toEqual({ x: 0, y: -300, width: 1200 + 176, height: 150 + 60 + 300 });
  });

  it("lays the scenario out left to right when designer coordinates are missing", () => {
    const auto = toFlowGraph("MAKE", {
      flow: [
        { id: 1, module: "http:ActionSendData" },
        { id: 2, module: "json:ParseJSON" },
        {
          id: 3,
          module: "builtin:BasicRouter",
          routes: [{ flow: [{ id: 4, module: "slack:CreateMessage" }] }, { flow: [{ id: 5, module: "email:ActionSendEmail" }] }],
        },
      ],
    });
    expect(auto.layout).toBe("auto");
    const [a, b, c, d, e] = ["m1", "m2", "m3", "m4", "m5"].map((id) => node(auto, id));
    expect(a!.x).toBeLessThan(b!.x);
    expect(b!.x).toBeLessThan(c!.x);
    expect(d!.x).toBe(e!.x);
    expect(d!.y).not.toBe(e!.y);
  });

  it("places only the modules that lack coordinates, below the others", () => {
    const mixed = toFlowGraph("MAKE", {
      flow: [
        { id: 1, module: "gateway:CustomWebHook", metadata: { designer: { x: 0, y: 0 } } },
        { id: 2, module: "util:SetVariables" },
      ],
    });
    expect(mixed.layout).toBe("mixed");
    expect(node(mixed, "m1")).toMatchObject({ x: 0, y: 0 });
    expect(node(mixed, "m2").y).toBeGreaterThan(60);
  });
});

describe("toFlowGraph – Typebot", () => {
  it("reads an old export without version: the start block's group is the trigger", () => {
    const graph = toFlowGraph("TYPEBOT", fixture("typebot-legacy-no-version"));
    expect(graph.nodes.map((n) => [n.id, n.label, n.family])).toEqual([
      ["group:g-start", "Start", "trigger"],
      ["group:g-pergunta", "Pergunta", "input"],
      ["group:g-obrigado", "Obrigado", "sheets"],
      ["group:g-reclamacao", "Reclamação", "http"],
    ]);
    expect(node(graph, "group:g-reclamacao")).toMatchObject({
      items: ["Entrada de texto", "Enviar e-mail", "Requisição HTTP"],
      itemCount: 3,
      detail: "3 blocos",
      x: 700,
      y: 160,
    });
    expect(edgeList(graph)).toEqual([
      ["group:g-start", "group:g-pergunta", "main", null],
      ["group:g-pergunta", "group:g-obrigado", "main", "Sim"],
      ["group:g-pergunta", "group:g-reclamacao", "main", "Não"],
    ]);
  });

  it("unwraps exports shaped as { typebot: {...} }", () => {
    const bare = toFlowGraph("TYPEBOT", fixture("typebot-legacy-no-version"));
    expect(toFlowGraph("TYPEBOT", { typebot: fixture("typebot-legacy-no-version") })).toEqual(bare);
  });

  it("draws the v6 start event and edges from events, blocks and items", () => {
    const graph = toFlowGraph("TYPEBOT", fixture("typebot-v6-events"));
    expect(node(graph, "event:ev-start")).toMatchObject({ label: "Início", family: "trigger", type: "start", x: 0, y: 0 });
    expect(node(graph, "group:g-ia")).toMatchObject({ family: "ai", items: ["OpenAI", "Código", "Condição"] });
    expect(edgeList(graph)).toEqual([
      ["event:ev-start", "group:g-boas-vindas", "main", null],
      ["group:g-boas-vindas", "group:g-ia", "main", null],
      ["group:g-ia", "group:g-pagamento", "main", null],
      ["group:g-ia", "group:g-outro-bot", "main", null],
    ]);
  });

  it("reads the first exports, where groups were `blocks` of `steps`", () => {
    const graph = toFlowGraph("TYPEBOT", {
      blocks: [
        { id: "b1", title: "Start", graphCoordinates: { x: 0, y: 0 }, steps: [{ id: "s1", type: "start" }] },
        {
          id: "b2",
          title: "Olá",
          graphCoordinates: { x: 300, y: 0 },
          steps: [
            { id: "s2", type: "text" },
            { id: "s3", type: "text input" },
          ],
        },
      ],
      edges: [{ id: "e1", from: { blockId: "b1", stepId: "s1" }, to: { blockId: "b2" } }],
    });
    expect(graph.nodes.map((n) => [n.id, n.family])).toEqual([
      ["group:b1", "trigger"],
      ["group:b2", "input"],
    ]);
    expect(edgeList(graph)).toEqual([["group:b1", "group:b2", "main", null]]);
  });

  it("merges two buttons that lead to the same group into one labelled edge", () => {
    const bot = fixture("typebot-legacy-no-version");
    const edges = bot.edges as Array<{ to: { groupId: string } }>;
    edges[2]!.to.groupId = "g-obrigado";
    const graph = toFlowGraph("TYPEBOT", bot);
    expect(edgeList(graph)).toContainEqual(["group:g-pergunta", "group:g-obrigado", "main", "Sim · Não"]);
    expect(graph.edges).toHaveLength(2);
  });

  it("sizes a group card for its listed blocks plus a '+N' row", () => {
    const blocks = Array.from({ length: 30 }, (_, i) => ({ id: `b${i}`, type: "text" }));
    const graph = toFlowGraph("TYPEBOT", { groups: [{ id: "g", title: "Longo", graphCoordinates: { x: 0, y: 0 }, blocks }], edges: [] });
    const group = node(graph, "group:g");
    expect(group.itemCount).toBe(30);
    expect(group.items!.length).toBeLessThan(30);
    expect(group.height).toBeGreaterThan(node(toFlowGraph("TYPEBOT", fixture("typebot-v6-events")), "group:g-pagamento").height!);
  });
});

describe("toFlowGraph – elided preview", () => {
  const cases: Array<[string, DetectedPlatform]> = [
    ["n8n-legacy-no-ids", "N8N"],
    ["n8n-ai-agent", "N8N"],
    ["typebot-legacy-no-version", "TYPEBOT"],
    ["typebot-v6-events", "TYPEBOT"],
  ];

  it.each(cases)("draws the same nodes and connections from the preview of %s", (name, platform) => {
    const stored = sanitizeWorkflow(fixture(name)).json;
    const full = toFlowGraph(platform, stored);
    const preview = toFlowGraph(platform, previewMetadata(stored, platform));
    const shape = (g: FlowGraph) => g.nodes.map(({ id, label, type, family, x, y, width, height }) => ({ id, label, type, family, x, y, width, height }));
    expect(shape(preview)).toEqual(shape(full));
    expect(preview.edges.map((e) => [e.source, e.target])).toEqual(full.edges.map((e) => [e.source, e.target]));
    expect(preview.bounds).toEqual(full.bounds);
  });

  it("keeps Make modules, routes, error handlers and coordinates in the preview", () => {
    const stored = sanitizeWorkflow(fixture("make-nested-routers")).json;
    const preview = toFlowGraph("MAKE", previewMetadata(stored, "MAKE"));
    expect(preview.nodes.map((n) => n.id)).toEqual(["m1", "m2", "m3", "m4", "m5", "m6", "m7", "m8"]);
    expect(preview.edges.find((e) => e.source === "m7" && e.target === "m8")?.kind).toBe("error");
    expect(node(preview, "m3")).toMatchObject({ x: 600, y: -150, family: "sheets" });
    // The preview drops route filters, so the routes keep only their numbers.
    expect(preview.edges.find((e) => e.source === "m2" && e.target === "m3")?.label).toBe("Rota 1");
  });

  it("does not turn elided button texts into edge labels", () => {
    const stored = sanitizeWorkflow(fixture("typebot-legacy-no-version")).json;
    const preview = toFlowGraph("TYPEBOT", previewMetadata(stored, "TYPEBOT"));
    expect(preview.edges.every((e) => e.label === undefined)).toBe(true);
  });
});

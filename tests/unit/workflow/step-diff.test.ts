import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_DEPTH, MAX_LABEL } from "@/lib/workflow/graph";
import { isObject, text } from "@/lib/workflow/graph/json";
import { makeModuleLine } from "@/lib/workflow/graph/make-types";
import { n8nNodeLabel } from "@/lib/workflow/graph/n8n";
import { typebotGroupTitle, typebotParts } from "@/lib/workflow/graph/typebot";
import { typebotBlockLabel } from "@/lib/workflow/graph/typebot-types";
import { parseWorkflowText } from "@/lib/workflow/import";
import { detectPlatform, PLATFORMS, type DetectedPlatform } from "@/lib/workflow/platform";
import { diffSteps, type StepDiff } from "@/lib/workflow/step-diff";

type Json = Record<string, unknown>;
type Node = Json & { id?: string; name: string; position?: number[] };

const NONE: StepDiff = { added: [], removed: [], changed: [] };
const clone = <T>(value: T): T => structuredClone(value);
const diff = (overrides: Partial<StepDiff>): StepDiff => ({ ...NONE, ...overrides });

// ---------------------------------------------------------------------------------------------- n8n

const n8n = () => ({
  name: "Cadastro de leads",
  nodes: [
    { id: "1", name: "Webhook", type: "n8n-nodes-base.webhook", typeVersion: 2, position: [0, 0], webhookId: "hook", parameters: { path: "leads" } },
    {
      id: "2",
      name: "Planilha",
      type: "n8n-nodes-base.googleSheets",
      typeVersion: 4,
      position: [240, 0],
      parameters: { operation: "append", value: "={{ $('Webhook').item.json.email }}" },
      credentials: { googleSheetsOAuth2Api: { id: "cred-1", name: "Minha conta" } },
    },
    {
      id: "3",
      name: "Responder",
      type: "n8n-nodes-base.respondToWebhook",
      typeVersion: 1,
      position: [480, 0],
      parameters: { body: "={{ $('Planilha').item.json.id }}" },
    },
    { id: "note", name: "Nota", type: "n8n-nodes-base.stickyNote", typeVersion: 1, position: [0, 300], parameters: { content: "Leia-me" } },
  ] as Node[],
  connections: {
    Webhook: { main: [[{ node: "Planilha", type: "main", index: 0 }]] },
    Planilha: { main: [[{ node: "Responder", type: "main", index: 0 }]] },
  } as Record<string, unknown>,
});

const node = (flow: ReturnType<typeof n8n>, name: string) => flow.nodes.find((n) => n.name === name)!;

describe("diffSteps – n8n", () => {
  it("finds nothing between a workflow and its copy", () => {
    expect(diffSteps("N8N", n8n(), n8n())).toEqual(NONE);
  });

  it("ignores moves, sticky notes, node notes and colours, webhook and credential ids", () => {
    const next = n8n();
    for (const n of next.nodes) n.position = [n.position![0]! + 500, 90];
    node(next, "Nota").parameters = { content: "Outro texto" };
    Object.assign(node(next, "Planilha"), { notes: "lembrete", color: 3, credentials: { googleSheetsOAuth2Api: { id: "cred-9", name: "Minha conta" } } });
    node(next, "Webhook").webhookId = "outro";
    next.nodes.push({ id: "note-2", name: "Outra nota", type: "n8n-nodes-base.stickyNote", parameters: { content: "x" } });
    expect(diffSteps("N8N", n8n(), next)).toEqual(NONE);
  });

  it("lists an added node, and not the node now wired to it", () => {
    const next = n8n();
    next.nodes.push({ id: "4", name: "Avisar no Slack", type: "n8n-nodes-base.slack", parameters: {} });
    next.connections.Responder = { main: [[{ node: "Avisar no Slack", type: "main", index: 0 }]] };
    expect(diffSteps("N8N", n8n(), next)).toEqual(diff({ added: ["Avisar no Slack"] }));
  });

  it("lists a removed node, and not the node that was wired to it", () => {
    const next = n8n();
    next.nodes = next.nodes.filter((n) => n.name !== "Responder");
    next.connections = { Webhook: next.connections.Webhook };
    expect(diffSteps("N8N", n8n(), next)).toEqual(diff({ removed: ["Responder"] }));
  });

  it("lists nodes whose parameters, type version, credential account or enabled state changed", () => {
    const params = n8n();
    node(params, "Webhook").parameters = { path: "contatos" };
    expect(diffSteps("N8N", n8n(), params)).toEqual(diff({ changed: ["Webhook"] }));
    const version = n8n();
    node(version, "Responder").typeVersion = 2;
    expect(diffSteps("N8N", n8n(), version)).toEqual(diff({ changed: ["Responder"] }));
    const account = n8n();
    node(account, "Planilha").credentials = { googleSheetsOAuth2Api: { id: "cred-1", name: "Conta da empresa" } };
    expect(diffSteps("N8N", n8n(), account)).toEqual(diff({ changed: ["Planilha"] }));
    const disabled = n8n();
    node(disabled, "Responder").disabled = true;
    expect(diffSteps("N8N", n8n(), disabled)).toEqual(diff({ changed: ["Responder"] }));
  });

  it("lists a renamed node once, by its new name, and not the nodes that name it in connections or expressions", () => {
    const next = n8n();
    node(next, "Planilha").name = "Planilha de leads";
    node(next, "Responder").parameters = { body: "={{ $('Planilha de leads').item.json.id }}" };
    next.connections = {
      Webhook: { main: [[{ node: "Planilha de leads", type: "main", index: 0 }]] },
      "Planilha de leads": { main: [[{ node: "Responder", type: "main", index: 0 }]] },
    };
    expect(diffSteps("N8N", n8n(), next)).toEqual(diff({ changed: ["Planilha de leads"] }));
  });

  it("lists a node whose outgoing connections changed, not the nodes at their ends", () => {
    const next = n8n();
    next.connections.Webhook = { main: [[{ node: "Responder", type: "main", index: 0 }]] };
    expect(diffSteps("N8N", n8n(), next)).toEqual(diff({ changed: ["Webhook"] }));
    // Another output, or another input of the same target, is another connection.
    const output = n8n();
    output.connections.Webhook = { main: [[], [{ node: "Planilha", type: "main", index: 0 }]] };
    expect(diffSteps("N8N", n8n(), output)).toEqual(diff({ changed: ["Webhook"] }));
    const input = n8n();
    input.connections.Webhook = { main: [[{ node: "Planilha", type: "main", index: 1 }]] };
    expect(diffSteps("N8N", n8n(), input)).toEqual(diff({ changed: ["Webhook"] }));
  });

  it("matches by id when both versions have one, otherwise by name", () => {
    const withoutIds = n8n();
    for (const n of withoutIds.nodes) delete n.id;
    expect(diffSteps("N8N", withoutIds, n8n())).toEqual(NONE);
    expect(diffSteps("N8N", n8n(), withoutIds)).toEqual(NONE);
    // Same name, another id: the node was deleted and added again.
    const replaced = n8n();
    node(replaced, "Responder").id = "99";
    expect(diffSteps("N8N", n8n(), replaced)).toEqual(diff({ added: ["Responder"], removed: ["Responder"] }));
    // Same id, another name: a rename.
    const renamed = n8n();
    node(renamed, "Responder").name = "Resposta";
    renamed.connections.Planilha = { main: [[{ node: "Resposta", type: "main", index: 0 }]] };
    expect(diffSteps("N8N", n8n(), renamed)).toEqual(diff({ changed: ["Resposta"] }));
    // Connections name their target: one left on the old name leads nowhere, so its source changed too.
    delete renamed.connections.Planilha;
    expect(diffSteps("N8N", n8n(), renamed)).toEqual(diff({ changed: ["Planilha", "Resposta"] }));
  });

  it("orders by appearance (new version for added and changed, old for removed), trims and names unnamed nodes by type", () => {
    const previous = n8n();
    previous.nodes.push({ id: "5", name: "  Filtro  ", type: "n8n-nodes-base.filter", parameters: {} });
    const next = n8n();
    next.nodes.unshift({ id: "7", name: "   ", type: "n8n-nodes-base.httpRequest", parameters: {} });
    next.nodes.unshift({ id: "6", name: "Código", type: "n8n-nodes-base.code", parameters: {} });
    node(next, "Webhook").parameters = { path: "x" };
    node(next, "Responder").parameters = { body: "y" };
    next.nodes.reverse();
    const result = diffSteps("N8N", previous, next);
    expect(result).toEqual({ added: ["Requisição HTTP", "Código"], removed: ["Filtro"], changed: ["Responder", "Webhook"] });
  });
});

// ------------------------------------------------------------------------------------------ Typebot

const typebot = () => ({
  version: "6",
  events: [{ id: "ev", type: "start", graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: "e0" }],
  groups: [
    {
      id: "g1",
      title: "Boas-vindas",
      graphCoordinates: { x: 200, y: 0 },
      blocks: [
        { id: "b1", type: "text", content: { richText: [{ text: "Olá!" }] } },
        {
          id: "b2",
          type: "choice input",
          items: [
            { id: "i1", content: "Sim", outgoingEdgeId: "e1" },
            { id: "i2", content: "Não", outgoingEdgeId: "e2" },
          ],
        },
      ],
    },
    {
      id: "g2",
      title: "Cadastro",
      graphCoordinates: { x: 500, y: 0 },
      blocks: [
        { id: "b3", type: "email input", options: { variableId: "v1" } },
        { id: "b4", type: "Webhook", options: { url: "https://exemplo.com" }, outgoingEdgeId: "e3" },
      ],
    },
    { id: "g3", title: "Tchau", graphCoordinates: { x: 800, y: 0 }, blocks: [{ id: "b5", type: "text", content: { richText: [{ text: "Até!" }] } }] },
  ] as Array<Json & { title: string; graphCoordinates: { x: number; y: number }; blocks: Json[] }>,
  edges: [
    { id: "e0", from: { eventId: "ev" }, to: { groupId: "g1" } },
    { id: "e1", from: { blockId: "b2", itemId: "i1" }, to: { groupId: "g2" } },
    { id: "e2", from: { blockId: "b2", itemId: "i2" }, to: { groupId: "g3" } },
    { id: "e3", from: { blockId: "b4" }, to: { groupId: "g3" } },
  ] as Array<{ id: string; from: Json; to: Json }>,
  variables: [{ id: "v1", name: "email" }],
});

const group = (bot: ReturnType<typeof typebot>, id: string) => bot.groups.find((g) => g.id === id)!;
const block = (bot: ReturnType<typeof typebot>, id: string) => bot.groups.flatMap((g) => g.blocks).find((b) => b.id === id)!;

describe("diffSteps – Typebot", () => {
  it("finds nothing between a bot and its copy, also wrapped as { typebot }", () => {
    expect(diffSteps("TYPEBOT", typebot(), typebot())).toEqual(NONE);
    expect(diffSteps("TYPEBOT", typebot(), { typebot: typebot() })).toEqual(NONE);
  });

  it("ignores moved groups and regenerated edge ids", () => {
    const next = typebot();
    for (const g of next.groups) g.graphCoordinates = { x: g.graphCoordinates.x + 40, y: 300 };
    next.events[0]!.graphCoordinates = { x: -100, y: 0 };
    next.edges = next.edges.map((e) => ({ ...e, id: `x${e.id}` }));
    block(next, "b4").outgoingEdgeId = "xe3";
    expect(diffSteps("TYPEBOT", typebot(), next)).toEqual(NONE);
  });

  it("names blocks by group title and block type, as the diagram lists them", () => {
    const next = typebot();
    group(next, "g3").blocks.push({ id: "b6", type: "image", content: { url: "https://exemplo.com/a.png" } });
    next.groups.push({ id: "g4", title: "  ", graphCoordinates: { x: 0, y: 0 }, blocks: [{ id: "b7", type: "Set variable", options: {} }] });
    expect(diffSteps("TYPEBOT", typebot(), next)).toEqual(diff({ added: ["Tchau · Imagem", "Grupo 4 · Definir variável"] }));
  });

  it("lists a removed block, and not the block that led to its group", () => {
    const next = typebot();
    group(next, "g2").blocks = group(next, "g2").blocks.filter((b) => b.id !== "b4");
    next.edges = next.edges.filter((e) => e.from.blockId !== "b4");
    expect(diffSteps("TYPEBOT", typebot(), next)).toEqual(diff({ removed: ["Cadastro · Requisição HTTP"] }));
    // A whole group: its blocks go, and the button that led to it loses a target both versions have not.
    const noGroup = typebot();
    noGroup.groups = noGroup.groups.filter((g) => g.id !== "g3");
    noGroup.edges = noGroup.edges.filter((e) => e.to.groupId !== "g3");
    expect(diffSteps("TYPEBOT", typebot(), noGroup)).toEqual(diff({ removed: ["Tchau · Texto"] }));
  });

  it("lists blocks whose content or button texts changed", () => {
    const next = typebot();
    block(next, "b1").content = { richText: [{ text: "Oi!" }] };
    (block(next, "b2").items as Json[])[1]!.content = "Agora não";
    block(next, "b4").options = { url: "https://outro.com" };
    expect(diffSteps("TYPEBOT", typebot(), next)).toEqual(diff({ changed: ["Boas-vindas · Texto", "Boas-vindas · Botões", "Cadastro · Requisição HTTP"] }));
  });

  it("lists the blocks of a renamed group under their new names", () => {
    const next = typebot();
    group(next, "g2").title = "Inscrição";
    expect(diffSteps("TYPEBOT", typebot(), next)).toEqual(diff({ changed: ["Inscrição · E-mail", "Inscrição · Requisição HTTP"] }));
  });

  it("lists the block or event whose edges lead elsewhere", () => {
    const button = typebot();
    button.edges[2]!.to = { groupId: "g2" };
    expect(diffSteps("TYPEBOT", typebot(), button)).toEqual(diff({ changed: ["Boas-vindas · Botões"] }));
    const start = typebot();
    start.edges[0]!.to = { groupId: "g2" };
    expect(diffSteps("TYPEBOT", typebot(), start)).toEqual(diff({ changed: ["Início"] }));
    const swapped = typebot();
    swapped.edges[1]!.from = { blockId: "b2", itemId: "i2" };
    swapped.edges[2]!.from = { blockId: "b2", itemId: "i1" };
    expect(diffSteps("TYPEBOT", typebot(), swapped)).toEqual(diff({ changed: ["Boas-vindas · Botões"] }));
  });

  it("reads the first exports (blocks of steps, edges by blockId and stepId)", () => {
    const legacy = () => ({
      blocks: [
        { id: "s", title: "Start", graphCoordinates: { x: 0, y: 0 }, steps: [{ id: "st", blockId: "s", type: "start", label: "Start" }] },
        {
          id: "k",
          title: "Pergunta",
          graphCoordinates: { x: 300, y: 0 },
          steps: [{ id: "q", blockId: "k", type: "text input", options: { labels: { placeholder: "Nome" } } }],
        },
      ] as Array<Json & { graphCoordinates: Json; steps: Json[] }>,
      edges: [{ id: "e", from: { blockId: "s", stepId: "st" }, to: { blockId: "k" } }] as Array<{ id: string; from: Json; to: Json }>,
    });
    expect(diffSteps("TYPEBOT", legacy(), legacy())).toEqual(NONE);
    const next = legacy();
    next.blocks[1]!.graphCoordinates = { x: 10, y: 10 };
    next.blocks[1]!.steps[0]!.options = { labels: { placeholder: "Seu nome" } };
    next.blocks[1]!.steps.push({ id: "q2", blockId: "k", type: "email input" });
    expect(diffSteps("TYPEBOT", legacy(), next)).toEqual(diff({ added: ["Pergunta · E-mail"], changed: ["Pergunta · Entrada de texto"] }));
    // The start block is a step too: where the bot begins is part of what it does.
    next.edges[0]!.to = { blockId: "k", stepId: "q2" };
    expect(diffSteps("TYPEBOT", legacy(), next).changed).toEqual(["Start · Início", "Pergunta · Entrada de texto"]);
  });
});

// --------------------------------------------------------------------------------------------- Make

type Module = Json & { id: number; module: string; metadata?: Json; routes?: Array<{ flow: Module[] }>; onerror?: Module[] };

const at = (x: number, name?: string) => ({ designer: { x, y: 0, ...(name ? { name } : {}) }, restore: { expect: { x } } });

const make = () => ({
  name: "Leads",
  flow: [
    { id: 1, module: "gateway:CustomWebHook", version: 1, parameters: { hook: 10 }, mapper: {}, metadata: at(0) },
    {
      id: 2,
      module: "builtin:BasicRouter",
      version: 1,
      mapper: null,
      metadata: at(300),
      routes: [
        {
          flow: [
            {
              id: 3,
              module: "google-sheets:addRow",
              version: 2,
              mapper: { email: "{{1.email}}" },
              metadata: at(600, "Planilha"),
              filter: { name: "Tem e-mail", conditions: [] },
              onerror: [{ id: 6, module: "builtin:Ignore", version: 1, metadata: at(900) }],
            },
            { id: 4, module: "slack:CreateMessage", version: 1, mapper: { text: "Novo lead" }, metadata: at(900) },
          ],
        },
        { flow: [{ id: 5, module: "email:ActionSendEmail", version: 7, mapper: { to: "{{1.email}}" }, metadata: at(600) }] },
      ],
    },
    { id: 7, module: "http:ActionSendData", version: 3, mapper: { url: "https://exemplo.com" }, metadata: at(1200) },
  ] as Module[],
  metadata: { version: 1, scenario: { roundtrips: 1 } },
});

/** Every module, nested ones too, by id. */
function moduleById(flow: Module[], id: number): Module | undefined {
  for (const mod of flow) {
    if (mod.id === id) return mod;
    const nested = [...(mod.routes ?? []).map((r) => r.flow), mod.onerror ?? []];
    for (const sub of nested) {
      const found = moduleById(sub, id);
      if (found) return found;
    }
  }
  return undefined;
}

const mod = (scenario: ReturnType<typeof make>, id: number) => moduleById(scenario.flow, id)!;
const route = (scenario: ReturnType<typeof make>, r: number) => mod(scenario, 2).routes![r]!.flow;

describe("diffSteps – Make", () => {
  it("finds nothing between a scenario and its copy", () => {
    expect(diffSteps("MAKE", make(), make())).toEqual(NONE);
  });

  it("ignores the designer metadata: moved modules and the editor's caches", () => {
    const next = make();
    for (const id of [1, 2, 3, 4, 5, 6, 7]) mod(next, id).metadata = { designer: { x: id * 7, y: 50, ...(id === 3 ? { name: "Planilha" } : {}) } };
    expect(diffSteps("MAKE", make(), next)).toEqual(NONE);
  });

  it("names modules by the author's name, else app and action (core modules by their pt-BR name)", () => {
    const next = make();
    route(next, 1).push({ id: 8, module: "telegram:SendMessage", version: 1, metadata: at(900) });
    route(next, 0).push({ id: 9, module: "util:SetVariable2", version: 1, metadata: at(1200) });
    next.flow.push({ id: 10, module: "json:ParseJSON", version: 1, metadata: at(1500, "  Ler resposta  ") });
    expect(diffSteps("MAKE", make(), next)).toEqual(diff({ added: ["Definir variável", "Telegram Bot: Send Message", "Ler resposta"] }));
  });

  it("lists a removed module, nested or in the main chain, and not its neighbours", () => {
    const nested = make();
    route(nested, 0).pop();
    expect(diffSteps("MAKE", make(), nested)).toEqual(diff({ removed: ["Slack: Create Message"] }));
    const handler = make();
    delete mod(handler, 3).onerror;
    expect(diffSteps("MAKE", make(), handler)).toEqual(diff({ removed: ["Ignorar erro"] }));
    // A router goes with its routes; the webhook now leads straight to the module after them, as Make rewires it.
    const router = make();
    router.flow.splice(1, 1);
    expect(diffSteps("MAKE", make(), router)).toEqual(
      diff({ removed: ["Roteador", "Planilha", "Ignorar erro", "Slack: Create Message", "E-mail: Send Email"] }),
    );
  });

  it("lists a module inserted in a chain, and not the module before it", () => {
    const next = make();
    next.flow.splice(1, 0, { id: 11, module: "util:FunctionSleep", version: 1, mapper: { duration: 5 }, metadata: at(150) });
    expect(diffSteps("MAKE", make(), next)).toEqual(diff({ added: ["Pausa"] }));
  });

  it("lists modules whose mapper, parameters, filter, version or name changed", () => {
    const next = make();
    mod(next, 5).mapper = { to: "{{1.mail}}" };
    mod(next, 1).parameters = { hook: 11 };
    mod(next, 7).version = 4;
    mod(next, 3).filter = { name: "Tem e-mail", conditions: [[{ a: "{{1.email}}", o: "exist" }]] };
    mod(next, 4).metadata = at(900, "Avisar a equipe");
    expect(diffSteps("MAKE", make(), next)).toEqual(
      diff({ changed: ["Webhook personalizado", "Planilha", "Avisar a equipe", "E-mail: Send Email", "Requisição HTTP"] }),
    );
  });

  it("lists the modules whose order or routes changed", () => {
    const swapped = make();
    route(swapped, 0).reverse();
    expect(diffSteps("MAKE", make(), swapped)).toEqual(diff({ changed: ["Roteador", "Slack: Create Message", "Planilha"] }));
    // A module moved to another route changes the router's routes, not the module.
    const moved = make();
    route(moved, 1).push(route(moved, 0).pop()!);
    expect(diffSteps("MAKE", make(), moved)).toEqual(diff({ changed: ["Planilha", "E-mail: Send Email"] }));
    const reordered = make();
    mod(reordered, 2).routes!.reverse();
    expect(diffSteps("MAKE", make(), reordered)).toEqual(diff({ changed: ["Roteador"] }));
  });

  it("follows routers nested in routes", () => {
    const nest = (inner: Module[]) => {
      const scenario = make();
      route(scenario, 1).push({
        id: 20,
        module: "builtin:BasicRouter",
        version: 1,
        metadata: at(900),
        routes: [{ flow: inner }, { flow: [{ id: 22, module: "slack:CreateMessage", version: 1, mapper: { text: "b" } }] }],
      });
      return scenario;
    };
    const inner = (text: string): Module[] => [
      { id: 21, module: "telegram:SendMessage", version: 1, mapper: { text }, metadata: at(1200, "Avisar no Telegram") },
    ];
    expect(diffSteps("MAKE", nest(inner("a")), nest(inner("a")))).toEqual(NONE);
    expect(diffSteps("MAKE", nest(inner("a")), nest(inner("c")))).toEqual(diff({ changed: ["Avisar no Telegram"] }));
    expect(diffSteps("MAKE", nest(inner("a")), nest([]))).toEqual(diff({ removed: ["Avisar no Telegram"] }));
    expect(diffSteps("MAKE", make(), nest(inner("a")))).toEqual(diff({ added: ["Roteador", "Avisar no Telegram", "Slack: Create Message"] }));
  });
});

// ------------------------------------------------------------------------------------ hostile input

describe("diffSteps – hostile input", () => {
  it.each([null, undefined, 42, "texto", true, [], [{ nodes: [] }], { nodes: "[", connections: 7, flow: {}, groups: "x", edges: null }])(
    "reads %j as a workflow with no steps",
    (input) => {
      for (const platform of PLATFORMS) {
        expect(diffSteps(platform, input, input)).toEqual(NONE);
        expect(diffSteps(platform, input, {})).toEqual(NONE);
      }
      expect(diffSteps("N8N", input, n8n())).toEqual(diff({ added: ["Webhook", "Planilha", "Responder"] }));
      expect(diffSteps("N8N", n8n(), input)).toEqual(diff({ removed: ["Webhook", "Planilha", "Responder"] }));
    },
  );

  it("gives nothing for a platform it does not know", () => {
    expect(diffSteps("ZAPIER" as DetectedPlatform, n8n(), { nodes: [] })).toEqual(NONE);
  });

  it("survives junk entries, odd field types and prototype names", () => {
    const junk = JSON.parse(`{
      "nodes": [null, 7, "nó", {"name": {"x": 1}, "type": 42, "id": ["a"]}, {"name": "__proto__", "type": "n8n-nodes-base.noOp", "id": "constructor"},
                {"name": "toString", "type": "n8n-nodes-base.noOp", "parameters": {"__proto__": {"x": 1}}}],
      "connections": {"__proto__": {"main": [[{"node": "toString"}]]}, "toString": {"main": "x", "ai_tool": [null, [null, 3, {"node": 5}, {"node": "__proto__"}]]}}
    }`);
    const copy = clone(junk);
    expect(diffSteps("N8N", junk, copy)).toEqual(NONE);
    copy.connections.toString = { main: [[{ node: "__proto__" }]] };
    expect(diffSteps("N8N", junk, copy)).toEqual(diff({ changed: ["toString"] }));
    expect(diffSteps("N8N", junk, { nodes: [] })).toEqual(diff({ removed: ["Nó", "__proto__", "toString"] }));
    const typebotJunk = {
      groups: [null, { id: 5, title: 9, blocks: [7, { id: {}, type: null, items: [null, 3] }] }],
      edges: [null, { from: 3, to: {} }, { from: { blockId: "x" }, to: 1 }],
      events: [null, 8],
    };
    expect(diffSteps("TYPEBOT", typebotJunk, clone(typebotJunk))).toEqual(NONE);
    expect(diffSteps("TYPEBOT", typebotJunk, {})).toEqual(diff({ removed: ["Grupo 2 · Bloco"] }));
    const makeJunk = { flow: [null, { id: null, module: 5, routes: "x", onerror: {} }, { id: 3, routes: [null, { flow: "x" }, { flow: [7] }] }] };
    expect(diffSteps("MAKE", makeJunk, clone(makeJunk))).toEqual(NONE);
    expect(diffSteps("MAKE", makeJunk, {}).removed).toEqual(["Módulo"]);
  });

  it("keeps repeated ids and names apart and lists each name once", () => {
    const twins = {
      nodes: [
        { id: "1", name: "Set", type: "n8n-nodes-base.set", parameters: { a: 1 } },
        { id: "1", name: "Set", type: "n8n-nodes-base.set", parameters: { a: 2 } },
        { id: "1", name: "Outro", type: "n8n-nodes-base.set", parameters: { a: 3 } },
      ],
      connections: {},
    };
    expect(diffSteps("N8N", twins, clone(twins))).toEqual(NONE);
    const next = clone(twins);
    next.nodes[1]!.parameters = { a: 5 };
    next.nodes[0]!.parameters = { a: 4 };
    expect(diffSteps("N8N", twins, next)).toEqual(diff({ changed: ["Set"] }));
    const modules = {
      flow: [
        { id: 1, module: "slack:CreateMessage", mapper: { t: 1 } },
        { id: 1, module: "slack:CreateMessage", mapper: { t: 2 } },
      ],
    };
    const changedModules = clone(modules);
    changedModules.flow[1]!.mapper = { t: 3 };
    expect(diffSteps("MAKE", modules, changedModules)).toEqual(diff({ changed: ["Slack: Create Message"] }));
    expect(diffSteps("MAKE", modules, { flow: [] })).toEqual(diff({ removed: ["Slack: Create Message"] }));
  });

  it("stops at the depth cap of routes within routes and of nested parameters", () => {
    const routers = (depth: number, leafText: string): Json => {
      let flow: Json[] = [{ id: depth + 1, module: "slack:CreateMessage", mapper: { text: leafText } }];
      for (let i = depth; i > 0; i--) flow = [{ id: i, module: "builtin:BasicRouter", routes: [{ flow }] }];
      return { flow };
    };
    // Within the cap the deepest module is read; past it, it is not (and nothing throws).
    expect(diffSteps("MAKE", routers(MAX_DEPTH, "a"), routers(MAX_DEPTH, "b"))).toEqual(diff({ changed: ["Slack: Create Message"] }));
    expect(diffSteps("MAKE", routers(5000, "a"), routers(5000, "b"))).toEqual(NONE);
    expect(diffSteps("MAKE", routers(5000, "a"), {}).removed).toEqual(["Roteador"]);

    let deep: unknown = "fundo";
    for (let i = 0; i < 5000; i++) deep = { a: [deep] };
    const deepNode = (value: unknown) => ({ nodes: [{ id: "1", name: "Fundo", type: "n8n-nodes-base.set", parameters: { value } }], connections: {} });
    expect(diffSteps("N8N", deepNode(deep), deepNode(deep))).toEqual(NONE);
    expect(diffSteps("N8N", deepNode(deep), deepNode("raso"))).toEqual(diff({ changed: ["Fundo"] }));
  });
});

// ------------------------------------------------------------------------------------------- corpus

const CORPUS_DIR = path.resolve(process.cwd(), "../shared/corpus");

/** Removes one step from a copy of the export, with the edges that leave it, and returns the step's name. */
function withoutOneStep(platform: DetectedPlatform, json: Json): { copy: Json; name: string } | null {
  const copy = clone(json);
  if (platform === "N8N") {
    const nodes = (copy.nodes as Node[]).filter((n) => isObject(n) && n.type !== "n8n-nodes-base.stickyNote" && typeof n.name === "string");
    const victim = nodes[Math.floor(nodes.length / 2)];
    if (!victim || nodes.filter((n) => n.name === victim.name).length > 1) return null;
    copy.nodes = (copy.nodes as Node[]).filter((n) => n !== victim);
    // As n8n's editor does: the node's own connections go, and so do those that led to it.
    const connections = isObject(copy.connections) ? (copy.connections as Record<string, unknown>) : {};
    delete connections[victim.name];
    for (const byType of Object.values(connections)) {
      for (const outputs of isObject(byType) ? Object.values(byType) : []) {
        if (!Array.isArray(outputs)) continue;
        outputs.forEach((slot, i) => {
          if (Array.isArray(slot)) outputs[i] = slot.filter((to) => !isObject(to) || to.node !== victim.name);
        });
      }
    }
    return { copy, name: n8nNodeLabel(victim.name, String(victim.type)) };
  }
  if (platform === "TYPEBOT") {
    const root = (isObject(copy.typebot) && !Array.isArray(copy.groups) && !Array.isArray(copy.blocks) ? copy.typebot : copy) as Json;
    const { groups, itemsKey, blockRef } = typebotParts(root);
    const places = (groups as unknown[]).flatMap((group, g) =>
      isObject(group) && Array.isArray(group[itemsKey]) ? (group[itemsKey] as unknown[]).map((block, b) => ({ group, g, block, b })) : [],
    );
    const place = places[Math.floor(places.length / 2)];
    if (!place || !isObject(place.block) || typeof place.block.id !== "string") return null;
    const { id, type } = place.block;
    (place.group[itemsKey] as unknown[]).splice(place.b, 1);
    root.edges = (root.edges as unknown[]).filter((e) => !isObject(e) || !isObject(e.from) || e.from[blockRef] !== id);
    return { copy, name: `${typebotGroupTitle(place.group, place.g)} · ${typebotBlockLabel(String(type))}` };
  }
  // Make: a module without routes or error handlers, which would go with it.
  const places: Array<{ flow: unknown[]; i: number; mod: Json }> = [];
  const walk = (flow: unknown, depth: number) => {
    if (!Array.isArray(flow) || depth > MAX_DEPTH) return;
    flow.forEach((mod, i) => {
      if (!isObject(mod)) return;
      if (!Array.isArray(mod.routes) && !Array.isArray(mod.onerror)) places.push({ flow, i, mod });
      for (const r of Array.isArray(mod.routes) ? mod.routes : []) if (isObject(r)) walk(r.flow, depth + 1);
      walk(mod.onerror, depth + 1);
    });
  };
  walk(copy.flow, 0);
  const place = places[Math.floor(places.length / 2)];
  if (!place) return null;
  place.flow.splice(place.i, 1);
  const designer = isObject(place.mod.metadata) && isObject(place.mod.metadata.designer) ? place.mod.metadata.designer : {};
  return { copy, name: text(designer.name, MAX_LABEL) ?? makeModuleLine(String(place.mod.module)) };
}

describe.skipIf(!existsSync(CORPUS_DIR))("diffSteps over the real-export corpus", () => {
  const exports = () =>
    ["n8n", "typebot", "make"].flatMap((tool) =>
      readdirSync(path.join(CORPUS_DIR, tool))
        .filter((name) => name.endsWith(".json"))
        .flatMap((name) => {
          const parsed = parseWorkflowText(readFileSync(path.join(CORPUS_DIR, tool, name), "utf8"));
          const platform = parsed.ok ? detectPlatform(parsed.json) : null;
          return parsed.ok && platform ? [{ file: `${tool}/${name}`, platform, json: parsed.json as Json }] : [];
        }),
    );

  // Hundreds of real exports, each diffed twice: more than the default 5 s on a loaded machine.
  it("finds nothing between each export and itself, and exactly the removed step against a copy without it", () => {
    const problems: string[] = [];
    const seen: Record<string, number> = { N8N: 0, TYPEBOT: 0, MAKE: 0 };
    for (const { file, platform, json } of exports()) {
      const same = diffSteps(platform, json, clone(json));
      if (JSON.stringify(same) !== JSON.stringify(NONE)) problems.push(`${file}: against itself ${JSON.stringify(same)}`);
      const cut = withoutOneStep(platform, json);
      if (!cut) continue;
      seen[platform]!++;
      const result = diffSteps(platform, json, cut.copy);
      const expected = { added: [], removed: [cut.name], changed: [] };
      if (JSON.stringify(result) !== JSON.stringify(expected)) problems.push(`${file}: without "${cut.name}" ${JSON.stringify(result)}`);
    }
    expect(problems).toEqual([]);
    expect(seen.N8N).toBeGreaterThan(300);
    expect(seen.TYPEBOT).toBeGreaterThan(40);
    expect(seen.MAKE).toBeGreaterThan(40);
  }, 60_000);
});

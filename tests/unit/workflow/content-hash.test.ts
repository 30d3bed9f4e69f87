import { describe, expect, it } from "vitest";
import { stableStringify, workflowFingerprint } from "@/lib/workflow/content-hash";
import { derivedColumns, FACTS_VERSION } from "@/lib/flows/facts-columns";

const n8n = (opts: { ids?: [string, string, string]; names?: [string, string, string]; dx?: number; subject?: string } = {}) => {
  const [a, b, c] = opts.names ?? ["Webhook", "Planilha", "Responder"];
  const [ia, ib, ic] = opts.ids ?? ["1", "2", "3"];
  const dx = opts.dx ?? 0;
  return {
    name: "Cadastro de leads",
    nodes: [
      { id: ia, name: a, type: "n8n-nodes-base.webhook", typeVersion: 2, position: [0 + dx, 0], webhookId: `hook-${ia}`, parameters: { path: "leads" } },
      {
        id: ib,
        name: b,
        type: "n8n-nodes-base.googleSheets",
        typeVersion: 4,
        position: [240 + dx, 0],
        parameters: { operation: "append", value: `={{ $('${a}').item.json.email }}` },
        credentials: { googleSheetsOAuth2Api: { id: `cred-${ib}`, name: "Minha conta" } },
      },
      {
        id: ic,
        name: c,
        type: "n8n-nodes-base.respondToWebhook",
        typeVersion: 1,
        position: [480 + dx, 0],
        parameters: { respondWith: "json", body: opts.subject ?? "ok" },
      },
      { id: "note", name: "Nota", type: "n8n-nodes-base.stickyNote", typeVersion: 1, position: [0, 300], parameters: { content: `Nota ${dx}` } },
    ],
    connections: {
      [a]: { main: [[{ node: b, type: "main", index: 0 }]] },
      [b]: { main: [[{ node: c, type: "main", index: 0 }]] },
    },
    meta: { instanceId: `instance-${dx}` },
    versionId: `v-${dx}`,
  };
};

describe("workflowFingerprint", () => {
  it("gives the same content hash to an n8n export with new ids, moved nodes, renamed nodes and another sticky note", () => {
    const base = workflowFingerprint("N8N", n8n());
    const copy = workflowFingerprint("N8N", { ...n8n({ ids: ["a", "b", "c"], names: ["Gancho", "Sheets", "Resposta"], dx: 90 }), name: "Outro nome" });
    expect(copy.contentHash).toBe(base.contentHash);
    expect(base.contentHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("changes the content hash when what the workflow does changes", () => {
    const base = workflowFingerprint("N8N", n8n()).contentHash;
    expect(workflowFingerprint("N8N", n8n({ subject: "recebido" })).contentHash).not.toBe(base);
    const rewired = n8n();
    rewired.connections = {
      Webhook: { main: [[{ node: "Responder", type: "main", index: 0 }]] },
      Planilha: { main: [[{ node: "Responder", type: "main", index: 0 }]] },
    };
    expect(workflowFingerprint("N8N", rewired).contentHash).not.toBe(base);
    // The same JSON read as another tool is another fingerprint.
    expect(workflowFingerprint("MAKE", n8n()).contentHash).not.toBe(base);
  });

  it("ignores Make module ids (also inside mapper expressions) and the designer positions", () => {
    const make = (first: number, second: number, x: number) => ({
      name: "Leads para o CRM",
      flow: [
        { id: first, module: "gateway:CustomWebHook", version: 1, parameters: { hook: 99 }, metadata: { designer: { x } } },
        {
          id: second,
          module: "builtin:BasicRouter",
          version: 1,
          routes: [
            {
              flow: [
                {
                  id: second + 1,
                  module: "hubspotcrm:createContact",
                  version: 2,
                  mapper: { email: `{{${first}.email}}` },
                  metadata: { designer: { x: x + 300 } },
                },
              ],
            },
          ],
        },
      ],
      metadata: { version: 1, designer: { orphans: [] } },
    });
    const a = workflowFingerprint("MAKE", make(1, 2, 0));
    const b = workflowFingerprint("MAKE", make(7, 12, 450));
    expect(b.contentHash).toBe(a.contentHash);
    const changed = make(1, 2, 0);
    changed.flow[1]!.routes![0]!.flow[0]!.mapper.email = "{{1.phone}}";
    expect(workflowFingerprint("MAKE", changed).contentHash).not.toBe(a.contentHash);
  });

  it("ignores Typebot ids, coordinates, titles and export dates", () => {
    const bot = (prefix: string, x: number) => ({
      version: "6",
      name: `Bot ${prefix}`,
      createdAt: `2024-0${x % 9 || 1}-01`,
      events: [{ id: `${prefix}-ev`, type: "start", graphCoordinates: { x, y: 0 }, outgoingEdgeId: `${prefix}-e1` }],
      groups: [
        {
          id: `${prefix}-g1`,
          title: `Grupo ${prefix}`,
          graphCoordinates: { x: x + 100, y: 0 },
          blocks: [{ id: `${prefix}-b1`, type: "text", content: { richText: [{ type: "p", children: [{ text: "Olá!" }] }] } }],
        },
      ],
      edges: [{ id: `${prefix}-e1`, from: { eventId: `${prefix}-ev` }, to: { groupId: `${prefix}-g1` } }],
      variables: [],
    });
    expect(workflowFingerprint("TYPEBOT", bot("x", 10)).contentHash).toBe(workflowFingerprint("TYPEBOT", bot("y", 500)).contentHash);
    const other = bot("x", 10);
    other.groups[0]!.blocks[0]!.content.richText[0]!.children[0]!.text = "Oi!";
    expect(workflowFingerprint("TYPEBOT", other).contentHash).not.toBe(workflowFingerprint("TYPEBOT", bot("x", 10)).contentHash);
  });

  it("gives a shape hash only to workflows of several kinds of step, equal for the same set of node types", () => {
    expect(workflowFingerprint("N8N", n8n()).shapeHash).toBeNull();
    const bigger = n8n();
    bigger.nodes.push({ id: "9", name: "Slack", type: "n8n-nodes-base.slack", typeVersion: 2, position: [700, 0], parameters: { text: "novo lead" } } as never);
    const shape = workflowFingerprint("N8N", bigger).shapeHash;
    expect(shape).toMatch(/^[0-9a-f]{64}$/);
    const tweaked = structuredClone(bigger);
    (tweaked.nodes[4] as unknown as { parameters: { text: string } }).parameters.text = "outro texto";
    expect(workflowFingerprint("N8N", tweaked).shapeHash).toBe(shape);
    expect(workflowFingerprint("N8N", tweaked).contentHash).not.toBe(workflowFingerprint("N8N", bigger).contentHash);
  });

  it("never throws on hostile input", () => {
    const deep: Record<string, unknown> = {};
    let cursor = deep;
    for (let i = 0; i < 500; i++) cursor = (cursor.next = {}) as Record<string, unknown>;
    for (const value of [null, 42, "texto", [], { nodes: "x", connections: 5 }, { flow: [{ routes: "x" }] }, { groups: [deep] }, deep]) {
      for (const platform of ["N8N", "MAKE", "TYPEBOT"] as const) expect(() => workflowFingerprint(platform, value)).not.toThrow();
    }
  });
});

describe("stableStringify", () => {
  it("sorts keys at every level", () => {
    expect(stableStringify({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"y":2,"z":1}]},"b":1}');
  });
});

describe("derivedColumns", () => {
  it("stores the facts the catalogue filters on, as slugs and readable names", () => {
    const columns = derivedColumns("N8N", n8n());
    expect(columns).toMatchObject({ triggerKinds: ["webhook"], complexity: "simples", nodeCount: 3, factsVersion: FACTS_VERSION });
    expect(columns.integrations).toContain("Google Sheets");
    expect(columns.contentHash).toBe(workflowFingerprint("N8N", n8n()).contentHash);
  });

  it("bounds what an export can put in the integrations column", () => {
    const nodes = Array.from({ length: 80 }, (_, i) => ({
      id: String(i),
      name: `N${i}`,
      type: `n8n-nodes-${"x".repeat(90)}${i}.app${i}`,
      position: [i, 0],
      parameters: {},
    }));
    const columns = derivedColumns("N8N", { nodes, connections: {} });
    expect(columns.integrations.length).toBeLessThanOrEqual(40);
    expect(columns.integrations.every((name) => name.length <= 60)).toBe(true);
    expect(columns.complexity).toBe("avancado");
  });
});

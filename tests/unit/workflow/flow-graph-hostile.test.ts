import { describe, expect, it } from "vitest";
import { MAX_EDGES, MAX_NODES, toFlowGraph } from "@/lib/workflow/graph";
import { PLATFORMS } from "@/lib/workflow/platform";

const n8nChain = (count: number, withPositions = true) => ({
  nodes: Array.from({ length: count }, (_, i) => ({
    name: `Nó ${i}`,
    type: "n8n-nodes-base.set",
    ...(withPositions ? { position: [i * 200, 0] } : {}),
  })),
  connections: Object.fromEntries(Array.from({ length: count - 1 }, (_, i) => [`Nó ${i}`, { main: [[{ node: `Nó ${i + 1}` }]] }])),
});

describe("toFlowGraph – hostile input", () => {
  it.each([null, undefined, 42, "texto", true, [], [{ nodes: [] }]])("returns an empty graph with a reason for %j", (input) => {
    for (const platform of PLATFORMS) {
      const graph = toFlowGraph(platform, input);
      expect(graph.nodes).toEqual([]);
      expect(graph.edges).toEqual([]);
      expect(graph.reason).toMatch(/\S/);
    }
  });

  it("explains an unknown platform and shapes with no steps", () => {
    expect(toFlowGraph(null, { nodes: [] }).reason).toBe("Ferramenta desconhecida.");
    expect(toFlowGraph("N8N", { nodes: "[", connections: "{" }).reason).toMatch(/nós do n8n/);
    expect(toFlowGraph("N8N", { nodes: [], connections: {} }).reason).toMatch(/não tem nós/);
    expect(toFlowGraph("MAKE", {}).reason).toMatch(/módulos do Make/);
    expect(toFlowGraph("TYPEBOT", { groups: [], edges: [] }).reason).toMatch(/não tem grupos/);
  });

  it("survives junk entries and odd field types without throwing", () => {
    const graph = toFlowGraph("N8N", {
      nodes: [
        null,
        7,
        "nó",
        { name: { x: 1 }, type: 42, position: ["a", Number.NaN] },
        { name: "Ok", type: "n8n-nodes-base.noOp", position: [Infinity, 5] },
        { name: "Longe", type: "n8n-nodes-base.noOp", position: [1e300, -1e300] },
      ],
      // Parsed JSON can carry an own "__proto__" key; it must be just another (unknown) name.
      connections: JSON.parse(
        '{"Ok": {"main": "x", "ai_tool": [null, [null, 3, {"node": 5}, {"node": "Longe"}]]}, "Longe": [[{"node": "Ok"}]], "__proto__": {"main": [[{"node": "Ok"}]]}}',
      ),
    });
    expect(graph.nodes).toHaveLength(3);
    expect(graph.nodes.every((n) => Number.isFinite(n.x) && Number.isFinite(n.y))).toBe(true);
    expect(Math.abs(graph.bounds.width)).toBeLessThan(1e8);
    expect(graph.edges.map((e) => [e.source, e.target, e.kind])).toEqual([["name:Ok", "name:Longe", "ai"]]);
    expect(graph.layout).toBe("mixed");
  });

  it("answers prototype-named types with strings, not Object.prototype members", () => {
    const names = ["constructor", "toString", "__proto__", "hasOwnProperty"];
    const n8n = toFlowGraph("N8N", {
      nodes: names.map((name) => ({ name, type: `n8n-nodes-base.${name}` })),
      connections: JSON.parse('{"constructor": {"constructor": [[{"node": "toString"}]]}}'),
    });
    const make = toFlowGraph("MAKE", { flow: names.map((name, id) => ({ id, module: `${name}:${name}` })) });
    const typebot = toFlowGraph("TYPEBOT", {
      events: [{ id: "e", type: "constructor" }],
      groups: [{ id: "g", blocks: names.map((type) => ({ id: type, type })) }],
      edges: [],
    });
    for (const graph of [n8n, make, typebot]) {
      for (const n of graph.nodes) {
        expect(typeof n.label).toBe("string");
        expect(typeof n.detail).toBe("string");
        for (const item of n.items ?? []) expect(typeof item).toBe("string");
      }
      for (const e of graph.edges) expect(e.label === undefined || typeof e.label === "string").toBe(true);
    }
  });

  it("ignores dangling edges in every tool", () => {
    const n8n = toFlowGraph("N8N", {
      nodes: [{ name: "A", type: "n8n-nodes-base.noOp", position: [0, 0] }],
      connections: { A: { main: [[{ node: "Fantasma" }]] }, Fantasma: { main: [[{ node: "A" }]] } },
    });
    expect(n8n.edges).toEqual([]);

    const typebot = toFlowGraph("TYPEBOT", {
      groups: [{ id: "g1", title: "Um", graphCoordinates: { x: 0, y: 0 }, blocks: [{ id: "b1", type: "text" }] }],
      edges: [
        { id: "e1", from: { blockId: "b1" }, to: { groupId: "nenhum" } },
        { id: "e2", from: { eventId: "sem-evento" }, to: { groupId: "g1" } },
        { id: "e3", from: "x", to: null },
        null,
      ],
    });
    expect(typebot.nodes).toHaveLength(1);
    expect(typebot.edges).toEqual([]);
  });

  it("caps the nodes of a huge export and says so", () => {
    const graph = toFlowGraph("N8N", n8nChain(MAX_NODES + 500));
    expect(graph.nodes).toHaveLength(MAX_NODES);
    expect(graph.truncated).toBe(true);
    expect(graph.edges).toHaveLength(MAX_NODES - 1);
  });

  it("caps the edges of a densely connected export", () => {
    const names = Array.from({ length: 100 }, (_, i) => `N${i}`);
    const graph = toFlowGraph("N8N", {
      nodes: names.map((name, i) => ({ name, type: "n8n-nodes-base.noOp", position: [i, 0] })),
      connections: Object.fromEntries(names.map((name) => [name, { main: [names.map((node) => ({ node }))] }])),
    });
    expect(graph.edges).toHaveLength(MAX_EDGES);
    expect(graph.truncated).toBe(true);
  });

  it("stops at the depth cap on deeply nested or self-referencing Make routers", () => {
    let flow: unknown[] = [{ id: "fundo", module: "util:SetVariables" }];
    for (let i = 0; i < 200; i++) flow = [{ id: i, module: "builtin:BasicRouter", routes: [{ flow }] }];
    const deep = toFlowGraph("MAKE", { flow });
    expect(deep.nodes.length).toBeGreaterThan(0);
    expect(deep.nodes.length).toBeLessThan(200);
    expect(deep.truncated).toBe(true);

    const router: Record<string, unknown> = { id: 1, module: "builtin:BasicRouter" };
    router.routes = [{ flow: [router] }];
    const cyclic = toFlowGraph("MAKE", { flow: [router] });
    expect(cyclic.truncated).toBe(true);
    expect(cyclic.nodes.length).toBeLessThanOrEqual(MAX_NODES);
  });

  it("never throws on objects that are not plain JSON", () => {
    const trap = {
      get nodes(): never {
        throw new Error("armadilha");
      },
      connections: {},
    };
    expect(toFlowGraph("N8N", trap)).toMatchObject({ nodes: [], reason: expect.stringMatching(/\S/) });
  });

  it("lays out hundreds of nodes without coordinates quickly and without overlaps in a column", () => {
    const started = performance.now();
    const graph = toFlowGraph("N8N", n8nChain(1500, false));
    const elapsed = performance.now() - started;
    expect(graph.layout).toBe("auto");
    expect(new Set(graph.nodes.map((n) => n.x)).size).toBe(1500);
    expect(elapsed).toBeLessThan(1000);
  });
});

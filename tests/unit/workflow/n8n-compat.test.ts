import { statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  N8N_COMPAT_DATA_INFO,
  n8nCompatibility,
  n8nRemovedNodes,
  n8nVersionAtLeast,
  shortN8nVersion,
} from "@/lib/workflow/n8n-compat";

const node = (type: string, typeVersion?: unknown, name = `${type}@${String(typeVersion)}`) =>
  typeVersion === undefined ? { name, type, parameters: {} } : { name, type, typeVersion, parameters: {} };
const workflow = (...nodes: unknown[]) => ({ nodes, connections: {} });

const BASELINE = "1.0.0";
const NEWEST = N8N_COMPAT_DATA_INFO.n8nVersions.to;

describe("n8nCompatibility: first n8n release shipping a (type, typeVersion)", () => {
  // Each pair was checked by reading package/dist/types/nodes.json in the tarballs: the package version
  // the expected n8n release pins ships it, the one the previous sampled n8n release pins does not.
  // httpRequest 4.2 is in n8n-nodes-base 1.40.0 and not in 1.30.0, but the registry has no n8n 1.30–1.40
  // release (1.29.1 is followed by 1.41.1), so the first n8n release known to ship it is 1.41.1.
  it.each([
    ["n8n-nodes-base.httpRequest", 4.2, "1.41.1"],
    ["n8n-nodes-base.httpRequest", 4.3, "1.117.3"],
    ["n8n-nodes-base.httpRequest", 4.4, "2.6.4"],
    ["n8n-nodes-base.httpRequest", 4.5, "2.33.0"],
    ["n8n-nodes-base.set", 3.4, "1.49.0"],
    ["n8n-nodes-base.set", 3.5, "2.32.0"],
    ["n8n-nodes-base.if", 2.2, "1.60.0"],
    ["n8n-nodes-base.if", 2.3, "1.123.0"],
    ["n8n-nodes-base.switch", 3.3, "1.113.3"],
    ["n8n-nodes-base.webhook", 2.1, "1.104.2"],
    ["n8n-nodes-base.googleSheets", 4.7, "1.110.1"],
    ["n8n-nodes-base.dataTable", 1, "1.110.1"],
    ["n8n-nodes-base.dataTable", 1.1, "2.1.4"],
    // `<name>Tool` twin of a node usable as an AI tool (n8n derives it when loading n8n-nodes-base).
    ["n8n-nodes-base.postgresTool", 2.5, "1.64.0"],
    ["n8n-nodes-base.scheduleTrigger", 1.4, "2.36.0"],
    ["n8n-nodes-base.executeWorkflowTrigger", 1.1, "1.76.1"],
    ["n8n-nodes-base.merge", 3, "1.49.0"],
    ["n8n-nodes-base.merge", 3.2, "1.95.0"],
    ["n8n-nodes-base.aggregate", 1, "1.27.2"],
    ["n8n-nodes-base.executeWorkflow", 1.4, "2.41.0"],
    ["@n8n/n8n-nodes-langchain.agent", 1.7, "1.66.0"],
    ["@n8n/n8n-nodes-langchain.agent", 3.1, "2.1.4"],
    ["@n8n/n8n-nodes-langchain.lmChatOpenAi", 1.2, "1.76.1"],
    // n8n 1.64.0 pins langchain 1.64.0, which the registry lacks: langchain nodes of 1.64 are read from 1.64.3.
    ["@n8n/n8n-nodes-langchain.openAi", 1.6, "1.64.3"],
    ["@n8n/n8n-nodes-langchain.mcpClientTool", 1, "1.88.0"],
    ["@n8n/n8n-nodes-langchain.chainLlm", 1.9, "2.3.6"],
    ["@n8n/n8n-nodes-langchain.memoryBufferWindow", 1.3, "1.68.0"],
    ["@n8n/n8n-nodes-langchain.outputParserStructured", 1.3, "1.99.1"],
  ] as const)("%s v%s first ships in n8n %s", (type, typeVersion, expected) => {
    const result = n8nCompatibility(workflow(node(type, typeVersion, "Passo")));
    expect(result.minN8nVersion).toBe(expected);
    expect(result.requirements).toEqual([{ node: "Passo", type, typeVersion, minN8nVersion: expected }]);
    expect(result.unknownNodes).toEqual([]);
  });

  it("reports nodes shipped by the oldest sampled release at the baseline, without requirements", () => {
    const result = n8nCompatibility(
      workflow(node("n8n-nodes-base.httpRequest", 4.1), node("n8n-nodes-base.code", 2), node("n8n-nodes-base.stickyNote", 1)),
    );
    expect(result).toEqual({ minN8nVersion: BASELINE, unknownNodes: [], communityPackages: [], requirements: [] });
  });

  it("takes the highest need and lists every node above the baseline, newest need first", () => {
    const result = n8nCompatibility(
      workflow(
        node("n8n-nodes-base.manualTrigger", 1, "Início"),
        node("n8n-nodes-base.set", 3.4, "Campos"),
        node("n8n-nodes-base.httpRequest", 4.5, "API"),
        node("@n8n/n8n-nodes-langchain.agent", 1.7, "Agente"),
        node("n8n-nodes-base.set", 3.4, "Campos 2"),
      ),
    );
    expect(result.minN8nVersion).toBe("2.33.0");
    expect(result.requirements.map((r) => [r.node, r.minN8nVersion])).toEqual([
      ["API", "2.33.0"],
      ["Agente", "1.66.0"],
      ["Campos", "1.49.0"],
      ["Campos 2", "1.49.0"],
    ]);
  });

  it("treats a missing or unreadable typeVersion as 1", () => {
    expect(n8nCompatibility(workflow(node("n8n-nodes-base.httpRequest"))).minN8nVersion).toBe(BASELINE);
    const table = n8nCompatibility(workflow(node("n8n-nodes-base.dataTable", undefined, "Tabela")));
    expect(table.minN8nVersion).toBe("1.110.1");
    expect(table.requirements).toEqual([{ node: "Tabela", type: "n8n-nodes-base.dataTable", typeVersion: 1, minN8nVersion: "1.110.1" }]);
    expect(n8nCompatibility(workflow(node("n8n-nodes-base.dataTable", "abc"))).minN8nVersion).toBe("1.110.1");
    expect(n8nCompatibility(workflow(node("n8n-nodes-base.dataTable", null))).minN8nVersion).toBe("1.110.1");
    // a numeric string is read as the number
    expect(n8nCompatibility(workflow(node("n8n-nodes-base.httpRequest", "4.2"))).minN8nVersion).toBe("1.41.1");
  });

  it("needs at least the newest sampled release for a typeVersion the table lacks", () => {
    const result = n8nCompatibility(workflow(node("n8n-nodes-base.httpRequest", 99, "Futuro"), node("n8n-nodes-base.set", 3.4)));
    expect(result.minN8nVersion).toBe(NEWEST);
    expect(result.unknownNodes).toEqual([]);
    expect(result.requirements[0]).toEqual({ node: "Futuro", type: "n8n-nodes-base.httpRequest", typeVersion: 99, minN8nVersion: NEWEST });
  });
});

describe("n8nCompatibility: nodes no official package ships", () => {
  it("reports community nodes with their npm package, deduplicated, in workflow order", () => {
    const result = n8nCompatibility(
      workflow(
        node("n8n-nodes-evolution-api.evolutionApi", 1, "WhatsApp"),
        node("n8n-nodes-base.set", 3.4),
        node("@custom-js/n8n-nodes-pdf-toolkit.html2Pdf", 1),
        node("n8n-nodes-evolution-api.evolutionApi", 1, "WhatsApp 2"),
        node("@custom-js/n8n-nodes-pdf-toolkit.CompressPDF", 1),
      ),
    );
    expect(result.unknownNodes).toEqual([
      "n8n-nodes-evolution-api.evolutionApi",
      "@custom-js/n8n-nodes-pdf-toolkit.html2Pdf",
      "@custom-js/n8n-nodes-pdf-toolkit.CompressPDF",
    ]);
    expect(result.communityPackages).toEqual(["n8n-nodes-evolution-api", "@custom-js/n8n-nodes-pdf-toolkit"]);
    // community nodes do not move the minimum
    expect(result.minN8nVersion).toBe("1.49.0");
  });

  it("reports an official type the table does not know as unknown, with no package", () => {
    const result = n8nCompatibility(workflow(node("n8n-nodes-base.doesNotExist", 1), node("@n8n/n8n-nodes-langchain.nothingHere", 1)));
    expect(result).toEqual({
      minN8nVersion: null,
      unknownNodes: ["n8n-nodes-base.doesNotExist", "@n8n/n8n-nodes-langchain.nothingHere"],
      communityPackages: [],
      requirements: [],
    });
  });

  it("gives no package for types that name none (custom nodes, no dot)", () => {
    const result = n8nCompatibility(workflow(node("CUSTOM.klicktipp", 1), node("semPacote", 1), node(".x", 1), node("x.", 1)));
    expect(result.unknownNodes).toEqual(["CUSTOM.klicktipp", "semPacote", ".x", "x."]);
    expect(result.communityPackages).toEqual([]);
  });

  it("does not take inherited object keys for node types or versions", () => {
    const result = n8nCompatibility(workflow(node("constructor", 1), node("n8n-nodes-base.toString", 1), node("n8n-nodes-base.httpRequest", "constructor")));
    expect(result.unknownNodes).toEqual(["constructor", "n8n-nodes-base.toString"]);
    expect(result.minN8nVersion).toBe(BASELINE);
  });
});

describe("n8nCompatibility: input shapes", () => {
  it("returns null for a workflow without nodes", () => {
    const empty = { minN8nVersion: null, unknownNodes: [], communityPackages: [], requirements: [] };
    expect(n8nCompatibility({ nodes: [], connections: {} })).toEqual(empty);
    expect(n8nCompatibility({})).toEqual(empty);
  });

  it("never throws on inputs that are not workflows", () => {
    const throwing = new Proxy({}, { get: () => { throw new Error("boom"); } });
    const getter = { get nodes(): unknown { throw new Error("boom"); } };
    const badNode = { nodes: [{ get type(): unknown { throw new Error("boom"); } }], connections: {} };
    for (const input of [null, undefined, 42, "texto", true, [], [{ type: "n8n-nodes-base.set" }], { nodes: "x" }, { nodes: [null, 1, "a", { type: 5 }, { type: "" }] }, throwing, getter, badNode]) {
      expect(() => n8nCompatibility(input)).not.toThrow();
      expect(n8nCompatibility(input).minN8nVersion).toBeNull();
      expect(() => n8nRemovedNodes(input)).not.toThrow();
    }
  });

  it("reads template API answers shaped as { workflow: { nodes } }", () => {
    expect(n8nCompatibility({ workflow: workflow(node("n8n-nodes-base.set", 3.4)) }).minN8nVersion).toBe("1.49.0");
  });
});

describe("n8nRemovedNodes", () => {
  it("lists typeVersions the newest release no longer ships", () => {
    const removed = n8nRemovedNodes(workflow(node("n8n-nodes-base.start", 1, "Start"), node("n8n-nodes-base.set", 3.4)));
    expect(removed).toEqual([{ node: "Start", type: "n8n-nodes-base.start", typeVersion: 1, lastN8nVersion: "2.1.4" }]);
    expect(n8nCompatibility(workflow(node("n8n-nodes-base.start", 1))).minN8nVersion).toBe(BASELINE);
  });
});

describe("n8nVersionAtLeast", () => {
  it.each([
    ["1.40", "1.40.0", true],
    ["1.40.0", "1.40", true],
    ["1.40.0", "1.40.0", true],
    ["1.39.9", "1.40", false],
    ["1.123.4", "1.40.0", true],
    ["1.9.0", "1.40.0", false],
    ["2.0.0", "1.123.9", true],
    ["1.123.9", "2.0.0", false],
    ["2.3", "2.3.1", false],
    ["2", "1.123.81", true],
    ["v1.41.1", "1.41.1", true],
    ["1.41.0-rc.1", "1.41.0", true],
    ["", "1.0.0", false],
    ["latest", "1.0.0", false],
    ["1.0.0", "nope", false],
  ])("%s >= %s is %s", (have, need, expected) => {
    expect(n8nVersionAtLeast(have, need)).toBe(expected);
  });
});

describe("shortN8nVersion", () => {
  it.each([
    ["1.40.0", "1.40"],
    ["1.41.1", "1.41"],
    ["2.0.0", "2.0"],
    ["1.40", "1.40"],
    ["2", "2.0"],
    ["abc", "abc"],
  ])("%s -> %s", (version, expected) => {
    expect(shortN8nVersion(version)).toBe(expected);
  });
});

describe("N8N_COMPAT_DATA_INFO and data.json", () => {
  it("describes the sampled n8n releases", () => {
    expect(N8N_COMPAT_DATA_INFO.n8nVersions.from).toBe(BASELINE);
    expect(n8nVersionAtLeast(N8N_COMPAT_DATA_INFO.n8nVersions.to, "2.41.0")).toBe(true);
    expect(N8N_COMPAT_DATA_INFO.n8nVersions.sampled).toBeGreaterThan(60);
    expect(N8N_COMPAT_DATA_INFO.precision).toMatch(/first stable n8n release of each minor/);
    expect(Number.isNaN(Date.parse(N8N_COMPAT_DATA_INFO.generatedAt))).toBe(false);
  });

  it("stays small", () => {
    expect(statSync(new URL("../../../lib/workflow/n8n-compat/data.json", import.meta.url)).size).toBeLessThan(300 * 1024);
  });
});

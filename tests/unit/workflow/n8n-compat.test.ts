import { statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { N8N_COMPAT_DATA_INFO, n8nCompatibility, n8nRemovedNodes, n8nVersionAtLeast, shortN8nVersion } from "@/lib/workflow/n8n-compat";

const node = (type: string, typeVersion?: unknown, name = `${type}@${String(typeVersion)}`) =>
  typeVersion === undefined ? { name, type, parameters: {} } : { name, type, typeVersion, parameters: {} };
const workflow = (...nodes: unknown[]) => ({ nodes, connections: {} });

const BASELINE = "1.0.0";
const NEWEST = N8N_COMPAT_DATA_INFO.n8nVersions.to;

describe("n8nCompatibility: first n8n release shipping a (type, typeVersion)", () => {
  // Each pair was checked by reading package/dist/types/nodes.json in the tarballs of every registry
  // release around it: the package version the expected n8n release stands for ships it, the release
  // before it does not. n8n X.Y.0 stands for the package's own X.Y.0 where the numbers match (the `n8n`
  // packument has no 1.30–1.40 release, but n8n-nodes-base 1.40.0 is there); elsewhere the n8n release
  // is one the registry has, and the version is the one it pins.
  it.each([
    // n8n-nodes-base 1.30.0 lacks 4.2, 1.40.0 ships it (1.31–1.39 are not on the registry)
    ["n8n-nodes-base.httpRequest", 4.2, "1.40.0"],
    // n8n 1.117.3 pins base 1.115.0, the first with 4.3 (1.114.1 lacks it)
    ["n8n-nodes-base.httpRequest", 4.3, "1.117.3"],
    ["n8n-nodes-base.httpRequest", 4.4, "2.5.0"],
    ["n8n-nodes-base.httpRequest", 4.5, "2.33.0"],
    ["n8n-nodes-base.set", 3.4, "1.47.0"],
    ["n8n-nodes-base.set", 3.5, "2.32.0"],
    ["n8n-nodes-base.if", 2.2, "1.60.0"],
    ["n8n-nodes-base.if", 2.3, "1.123.0"],
    ["n8n-nodes-base.switch", 3.3, "1.113.3"],
    ["n8n-nodes-base.webhook", 2.1, "1.104.2"],
    ["n8n-nodes-base.googleSheets", 4.7, "1.110.1"],
    ["n8n-nodes-base.dataTable", 1, "1.110.1"],
    ["n8n-nodes-base.dataTable", 1.1, "2.1.0"],
    // `<name>Tool` twin of a node usable as an AI tool (n8n derives it when loading n8n-nodes-base):
    // base 1.62.1 has the twins, 1.62.0 does not, and n8n's patch is never below the pinned base's.
    ["n8n-nodes-base.postgresTool", 2.5, "1.62.1"],
    ["n8n-nodes-base.telegramTool", 1.2, "1.62.1"],
    ["n8n-nodes-base.scheduleTrigger", 1.4, "2.36.0"],
    ["n8n-nodes-base.executeWorkflowTrigger", 1.1, "1.74.0"],
    ["n8n-nodes-base.merge", 3, "1.49.0"],
    ["n8n-nodes-base.merge", 3.2, "1.95.0"],
    ["n8n-nodes-base.aggregate", 1, "1.25.1"],
    ["n8n-nodes-base.executeWorkflow", 1.4, "2.41.0"],
    // a patch release adds it: base 2.0.2 has git 1.1, 2.0.0 does not; n8n 2.0.3 pins 2.0.2
    ["n8n-nodes-base.git", 1.1, "2.0.3"],
    // langchain before n8n 1.41 is numbered 0.x: n8n 1.27.2 pins langchain 0.12.1
    ["@n8n/n8n-nodes-langchain.agent", 1, "1.27.2"],
    ["@n8n/n8n-nodes-langchain.agent", 1.7, "1.65.0"],
    ["@n8n/n8n-nodes-langchain.agent", 3.1, "2.1.0"],
    ["@n8n/n8n-nodes-langchain.lmChatOpenAi", 1.2, "1.76.0"],
    // n8n 1.64.0 pins langchain 1.64.0, which the registry lacks; 1.64.1 is pinned by n8n 1.64.3.
    ["@n8n/n8n-nodes-langchain.openAi", 1.6, "1.64.3"],
    ["@n8n/n8n-nodes-langchain.mcpClientTool", 1, "1.88.0"],
    // langchain 1.85.0 lacks chainLlm 1.6, 1.85.2 (pinned by n8n 1.85.3) ships it
    ["@n8n/n8n-nodes-langchain.chainLlm", 1.6, "1.85.3"],
    ["@n8n/n8n-nodes-langchain.chainLlm", 1.9, "2.2.0"],
    ["@n8n/n8n-nodes-langchain.memoryBufferWindow", 1.3, "1.68.0"],
    ["@n8n/n8n-nodes-langchain.outputParserStructured", 1.3, "1.99.1"],
  ] as const)("%s v%s first ships in n8n %s", (type, typeVersion, expected) => {
    const result = n8nCompatibility(workflow(node(type, typeVersion, "Passo")));
    expect(result.minN8nVersion).toBe(expected);
    expect(result.requirements).toEqual([{ node: "Passo", type, typeVersion, minN8nVersion: expected }]);
    expect(result.unknownNodes).toEqual([]);
    expect(result.unknownVersions).toEqual([]);
  });

  it("says HTTP Request 4.2 needs n8n 1.40, the first minor whose n8n-nodes-base ships it", () => {
    const needed = n8nCompatibility(workflow(node("n8n-nodes-base.httpRequest", 4.2))).minN8nVersion!;
    expect(shortN8nVersion(needed)).toBe("1.40");
    expect(n8nVersionAtLeast("1.40.0", needed)).toBe(true);
    expect(n8nVersionAtLeast("1.30.0", needed)).toBe(false);
  });

  it("reports nodes shipped by the oldest release in the table at the baseline, without requirements", () => {
    const result = n8nCompatibility(workflow(node("n8n-nodes-base.httpRequest", 4.1), node("n8n-nodes-base.code", 2), node("n8n-nodes-base.stickyNote", 1)));
    expect(result).toEqual({ minN8nVersion: BASELINE, unknownNodes: [], communityPackages: [], requirements: [], unknownVersions: [] });
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
      ["Agente", "1.65.0"],
      ["Campos", "1.47.0"],
      ["Campos 2", "1.47.0"],
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
    expect(n8nCompatibility(workflow(node("n8n-nodes-base.httpRequest", "4.2"))).minN8nVersion).toBe("1.40.0");
  });
});

describe("n8nCompatibility: typeVersions no release ships", () => {
  it("reports noOp 1.1 (only 1 exists) as an unknown version, not as a requirement", () => {
    const result = n8nCompatibility(workflow(node("n8n-nodes-base.noOp", 1.1, "Nada"), node("n8n-nodes-base.set", 3.4, "Campos")));
    expect(result.unknownVersions).toEqual([{ node: "Nada", type: "n8n-nodes-base.noOp", typeVersion: 1.1 }]);
    expect(result.minN8nVersion).toBe("1.47.0");
    expect(result.requirements).toEqual([{ node: "Campos", type: "n8n-nodes-base.set", typeVersion: 3.4, minN8nVersion: "1.47.0" }]);
    expect(result.unknownNodes).toEqual([]);
    // alone, it leaves no minimum at all
    expect(n8nCompatibility(workflow(node("n8n-nodes-base.noOp", 1.8))).minN8nVersion).toBeNull();
  });

  it.each([
    ["n8n-nodes-base.noOp", 1.5], // above the only version, 1
    ["n8n-nodes-base.httpRequest", 4.15], // between 4.1 and 4.2
    ["n8n-nodes-base.openAi", 1.8], // exports give the base node langchain's version; base ships 1 and 1.1
    ["n8n-nodes-base.httpRequest", 99], // above every version the newest release ships
    ["n8n-nodes-base.start", 2], // a removed type at a version it never had
  ] as const)("%s v%s is unknown and never a requirement", (type, typeVersion) => {
    const result = n8nCompatibility(workflow(node(type, typeVersion, "Passo"), node("n8n-nodes-base.code", 2)));
    expect(result.unknownVersions).toEqual([{ node: "Passo", type, typeVersion }]);
    expect(result.requirements).toEqual([]);
    expect(result.minN8nVersion).toBe(BASELINE);
  });

  it("lists every node at an unknown version, in workflow order", () => {
    const result = n8nCompatibility(
      workflow(node("n8n-nodes-base.noOp", 1.1, "A"), node("n8n-nodes-base.noOp", 1.1, "B"), node("n8n-nodes-base.noOp", 1, "C")),
    );
    expect(result.unknownVersions.map((v) => v.node)).toEqual(["A", "B"]);
    expect(result.minN8nVersion).toBe(BASELINE);
  });

  it("names no release newer than the table's newest, whatever the typeVersion", () => {
    for (const typeVersion of [1, 1.1, 2, 3.9, 4.2, 4.9, 5, 1e9]) {
      const { minN8nVersion } = n8nCompatibility(workflow(node("n8n-nodes-base.httpRequest", typeVersion)));
      if (minN8nVersion) expect(n8nVersionAtLeast(NEWEST, minN8nVersion)).toBe(true);
    }
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
    expect(result.minN8nVersion).toBe("1.47.0");
  });

  it("reports an official type the table does not know as unknown, with no package", () => {
    const result = n8nCompatibility(workflow(node("n8n-nodes-base.doesNotExist", 1), node("@n8n/n8n-nodes-langchain.nothingHere", 1)));
    expect(result).toEqual({
      minN8nVersion: null,
      unknownNodes: ["n8n-nodes-base.doesNotExist", "@n8n/n8n-nodes-langchain.nothingHere"],
      communityPackages: [],
      requirements: [],
      unknownVersions: [],
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
    const empty = { minN8nVersion: null, unknownNodes: [], communityPackages: [], requirements: [], unknownVersions: [] };
    expect(n8nCompatibility({ nodes: [], connections: {} })).toEqual(empty);
    expect(n8nCompatibility({})).toEqual(empty);
  });

  it("never throws on inputs that are not workflows", () => {
    const throwing = new Proxy(
      {},
      {
        get: () => {
          throw new Error("boom");
        },
      },
    );
    const getter = {
      get nodes(): unknown {
        throw new Error("boom");
      },
    };
    const badNode = {
      nodes: [
        {
          get type(): unknown {
            throw new Error("boom");
          },
        },
      ],
      connections: {},
    };
    for (const input of [
      null,
      undefined,
      42,
      "texto",
      true,
      [],
      [{ type: "n8n-nodes-base.set" }],
      { nodes: "x" },
      { nodes: [null, 1, "a", { type: 5 }, { type: "" }] },
      throwing,
      getter,
      badNode,
    ]) {
      expect(() => n8nCompatibility(input)).not.toThrow();
      expect(n8nCompatibility(input).minN8nVersion).toBeNull();
      expect(() => n8nRemovedNodes(input)).not.toThrow();
    }
  });

  it("reads template API answers shaped as { workflow: { nodes } }", () => {
    expect(n8nCompatibility({ workflow: workflow(node("n8n-nodes-base.set", 3.4)) }).minN8nVersion).toBe("1.47.0");
  });
});

describe("n8nRemovedNodes", () => {
  it("lists typeVersions the newest release no longer ships", () => {
    const removed = n8nRemovedNodes(workflow(node("n8n-nodes-base.start", 1, "Start"), node("n8n-nodes-base.set", 3.4)));
    // base 2.1.4 still ships it, 2.2.0 does not; n8n 2.1.4 pins base 2.1.3, so 2.1.4 is in n8n 2.1.5 or later
    expect(removed).toEqual([{ node: "Start", type: "n8n-nodes-base.start", typeVersion: 1, lastN8nVersion: "2.1.5" }]);
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
  it("describes the n8n releases in the table", () => {
    expect(N8N_COMPAT_DATA_INFO.n8nVersions.from).toBe(BASELINE);
    expect(n8nVersionAtLeast(N8N_COMPAT_DATA_INFO.n8nVersions.to, "2.41.0")).toBe(true);
    expect(N8N_COMPAT_DATA_INFO.n8nVersions.releases).toBeGreaterThan(120);
    expect(N8N_COMPAT_DATA_INFO.precision).toMatch(/never earlier/);
    expect(Number.isNaN(Date.parse(N8N_COMPAT_DATA_INFO.generatedAt))).toBe(false);
  });

  const { ranges } = N8N_COMPAT_DATA_INFO;
  const covering = (pkg: string, minor: string) =>
    ranges.find((r) => r.package === pkg && n8nVersionAtLeast(minor, r.from) && n8nVersionAtLeast(r.to, minor) && minor.split(".")[0] === r.from.split(".")[0]);

  it("states the precision per package and range of minors", () => {
    // n8n 1.29.1 and 1.41.1 pin their own minor of n8n-nodes-base: base releases read in between
    expect(covering("n8n-nodes-base", "1.40")).toMatchObject({ from: "1.0", to: "1.79", source: "n8n-nodes-base releases", granularity: "minor" });
    expect(covering("n8n-nodes-base", "1.40")?.missing).toEqual(expect.arrayContaining(["1.31", "1.39"]));
    expect(covering("n8n-nodes-base", "1.40")?.missing).not.toContain("1.40");
    // n8n 1.81.4 pins base 1.80.3: from there the numbers drift apart, and n8n releases are sampled
    expect(covering("n8n-nodes-base", "1.100")).toMatchObject({ from: "1.80", to: "1.123", source: "sampled n8n releases", granularity: "sampled" });
    expect(covering("n8n-nodes-base", "2.10")).toMatchObject({ source: "n8n-nodes-base releases", granularity: "minor" });
    // n8n 1.29.1 pins langchain 0.14.1; from n8n 1.41.1 (langchain 1.41.1) to 1.95 the numbers match
    expect(covering("@n8n/n8n-nodes-langchain", "1.40")).toMatchObject({ source: "sampled n8n releases" });
    expect(covering("@n8n/n8n-nodes-langchain", "1.60")).toMatchObject({ from: "1.41", to: "1.95", source: "@n8n/n8n-nodes-langchain releases" });
  });

  it("covers every minor once per package, from the oldest release to the newest", () => {
    for (const pkg of ["n8n-nodes-base", "@n8n/n8n-nodes-langchain"]) {
      const own = ranges.filter((r) => r.package === pkg);
      expect(own[0]?.from).toBe("1.0");
      expect(own.at(-1)?.to).toBe(shortN8nVersion(NEWEST));
      own.forEach((r, i) => {
        expect(n8nVersionAtLeast(r.to, r.from)).toBe(true);
        const next = own[i + 1];
        if (!next) return;
        const [major, minor] = r.to.split(".").map(Number) as [number, number];
        // the next range starts at the following minor, or at x.0 of the next major
        expect([`${major}.${minor + 1}`, `${major + 1}.0`]).toContain(next.from);
      });
    }
  });

  it("stays small", () => {
    expect(statSync(new URL("../../../lib/workflow/n8n-compat/data.json", import.meta.url)).size).toBeLessThan(300 * 1024);
  });
});

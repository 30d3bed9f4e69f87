import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  COMPLEXITY_RULE,
  TRIGGER_LABELS,
  complexityOf,
  complexityScore,
  countBranches,
  credentialLabel,
  extractFlowFacts,
  type ComplexitySignals,
} from "@/lib/workflow/facts";
import { toFlowGraph } from "@/lib/workflow/graph";
import type { DetectedPlatform } from "@/lib/workflow/platform";
import { previewMetadata } from "@/lib/workflow/preview";
import { sanitizeWorkflow } from "@/lib/workflow/sanitize";

const fixture = (name: string): Record<string, unknown> => JSON.parse(readFileSync(new URL(`../../fixtures/graph/${name}.json`, import.meta.url), "utf8"));

/** n8n workflow of `count` nodes in a line, starting with a manual trigger. */
const n8nLine = (count: number, extra: Array<Record<string, unknown>> = []) => {
  const nodes = [
    { name: "Início", type: "n8n-nodes-base.manualTrigger", position: [0, 0] },
    ...Array.from({ length: count - 1 - extra.length }, (_, i) => ({ name: `Passo ${i}`, type: "n8n-nodes-base.set", position: [(i + 1) * 200, 0] })),
    ...extra,
  ];
  const connections = Object.fromEntries(nodes.slice(0, -1).map((n, i) => [n.name, { main: [[{ node: nodes[i + 1]!.name }]] }]));
  return { nodes, connections };
};

describe("extractFlowFacts – n8n", () => {
  const facts = extractFlowFacts("N8N", fixture("n8n-ai-agent"));

  it("lists integrations by app name, credential types, community nodes and the trigger", () => {
    expect(facts).toMatchObject({
      platform: "N8N",
      formatVersion: null,
      nodeCount: 8,
      groupCount: null,
      triggerKinds: ["chat"],
      integrations: ["Evolution API", "Google Sheets", "OpenAI", "PostgreSQL"],
      credentials: ["evolutionApi", "googleSheetsOAuth2Api", "openAiApi", "postgres"],
      communityNodes: ["n8n-nodes-evolution-api.evolutionApi"],
    });
    // The error output is the only connected output of its node: no extra path.
    expect(facts.signals).toEqual({ steps: 8, branches: 0, codeSteps: 0, subflows: 1 });
  });

  it("reads an old export: Start is a manual trigger, Function is code, sticky notes do not count", () => {
    expect(extractFlowFacts("N8N", fixture("n8n-legacy-no-ids"))).toMatchObject({
      nodeCount: 6,
      triggerKinds: ["manual"],
      integrations: ["E-mail (SMTP)"],
      credentials: ["smtp"],
      communityNodes: [],
      signals: { steps: 6, branches: 1, codeSteps: 1, subflows: 0 },
    });
  });

  it("classifies every kind of trigger, in a fixed order", () => {
    const types = [
      "n8n-nodes-base.telegramTrigger",
      "n8n-nodes-base.gmailTrigger",
      "n8n-nodes-base.formTrigger",
      "n8n-nodes-base.executeWorkflowTrigger",
      "n8n-nodes-base.scheduleTrigger",
      "n8n-nodes-base.webhook",
      "n8n-nodes-base.manualTrigger",
      "@n8n/n8n-nodes-langchain.chatTrigger",
    ];
    const facts = extractFlowFacts("N8N", { nodes: types.map((type, i) => ({ name: `T${i}`, type })), connections: {} });
    expect(facts.triggerKinds).toEqual(["webhook", "schedule", "manual", "chat", "form", "email", "app", "other"]);
  });

  it("treats a workflow without any trigger node as started by hand", () => {
    const facts = extractFlowFacts("N8N", { nodes: [{ name: "A", type: "n8n-nodes-base.set" }], connections: {} });
    expect(facts.triggerKinds).toEqual(["manual"]);
    expect(extractFlowFacts("N8N", { nodes: [], connections: {} }).triggerKinds).toEqual([]);
  });

  it("leaves core nodes and AI plumbing out of the integrations", () => {
    const facts = extractFlowFacts("N8N", {
      nodes: [
        "n8n-nodes-base.httpRequest",
        "n8n-nodes-base.httpRequestTool",
        "n8n-nodes-base.code",
        "@n8n/n8n-nodes-langchain.memoryBufferWindow",
        "@n8n/n8n-nodes-langchain.toolCalculator",
        "@n8n/n8n-nodes-langchain.embeddingsGoogleGemini",
        "@n8n/n8n-nodes-langchain.vectorStoreQdrant",
        "n8n-nodes-base.slackTrigger",
      ].map((type, i) => ({ name: `N${i}`, type })),
      connections: {},
    });
    expect(facts.integrations).toEqual(["Google Gemini", "Qdrant", "Slack"]);
    expect(facts.communityNodes).toEqual([]);
  });
});

describe("extractFlowFacts – Make", () => {
  it("reads version, trigger, apps and the connections the scenario uses, nested routes included", () => {
    expect(extractFlowFacts("MAKE", fixture("make-nested-routers"))).toMatchObject({
      formatVersion: "1",
      nodeCount: 8,
      triggerKinds: ["webhook"],
      integrations: ["Gmail", "Google Sheets", "Slack", "Telegram Bot"],
      credentials: ["Gmail", "Google Sheets", "Slack", "Telegram Bot"],
      communityNodes: [],
      signals: { steps: 8, branches: 2, codeSteps: 0, subflows: 0 },
    });
  });

  it("trusts connection evidence when the blueprint has it", () => {
    const facts = extractFlowFacts("MAKE", {
      flow: [
        { id: 1, module: "slack:CreateMessage", parameters: { __IMTCONN__: 1 } },
        { id: 2, module: "rss:ActionReadArticles", parameters: {} },
      ],
    });
    expect(facts.credentials).toEqual(["Slack"]);
    expect(facts.integrations).toEqual(["RSS", "Slack"]);
  });

  it("assumes every app module needs its account once sanitising and the preview removed the evidence", () => {
    const facts = extractFlowFacts("MAKE", {
      flow: [
        { id: 1, module: "http:ActionSendData" },
        { id: 2, module: "google-sheets:addRow" },
        { id: 3, module: "util:SetVariables" },
      ],
    });
    expect(facts.credentials).toEqual(["Google Sheets"]);
  });

  it.each([
    ["gateway:CustomWebHook", "webhook"],
    ["gateway:CustomMailHook", "email"],
    ["google-sheets:watchRows", "app"],
    ["gmail:watchEmails", "email"],
    ["http:ActionSendData", "schedule"],
    ["placeholder:Placeholder", "other"],
  ])("starts a scenario whose first module is %s by %s", (first, kind) => {
    expect(extractFlowFacts("MAKE", { flow: [{ id: 1, module: first }] }).triggerKinds).toEqual([kind]);
  });
});

describe("extractFlowFacts – Typebot", () => {
  it("reads a v6 bot: version, blocks without the start, integrations and accounts to connect", () => {
    expect(extractFlowFacts("TYPEBOT", fixture("typebot-v6-events"))).toMatchObject({
      formatVersion: "6",
      nodeCount: 8,
      groupCount: 4,
      triggerKinds: ["chat"],
      integrations: ["OpenAI", "Stripe"],
      credentials: ["OpenAI", "Stripe"],
      signals: { steps: 8, branches: 1, codeSteps: 1, subflows: 1 },
    });
  });

  it("reads an old bot without version; Typebot's default mailer needs no account", () => {
    expect(extractFlowFacts("TYPEBOT", fixture("typebot-legacy-no-version"))).toMatchObject({
      formatVersion: null,
      nodeCount: 7,
      groupCount: 4,
      triggerKinds: ["chat"],
      integrations: ["Google Sheets"],
      credentials: ["Google Sheets"],
    });
  });

  it("asks for SMTP when an e-mail block uses the author's own server", () => {
    const facts = extractFlowFacts("TYPEBOT", {
      typebot: { groups: [{ id: "g", blocks: [{ id: "b", type: "Email", options: { credentialsId: "smtp-1" } }] }], edges: [] },
    });
    expect(facts.credentials).toEqual(["E-mail (SMTP)"]);
    expect(facts.nodeCount).toBe(1);
  });
});

describe("extractFlowFacts – elided preview", () => {
  it.each([
    ["n8n-ai-agent", "N8N"],
    ["n8n-legacy-no-ids", "N8N"],
    ["typebot-v6-events", "TYPEBOT"],
    ["typebot-legacy-no-version", "TYPEBOT"],
  ] as Array<[string, DetectedPlatform]>)("gives the same facts for the preview of %s as for the stored flow", (name, platform) => {
    const stored = sanitizeWorkflow(fixture(name)).json;
    expect(extractFlowFacts(platform, previewMetadata(stored, platform))).toEqual(extractFlowFacts(platform, stored));
  });

  it("gives the same Make facts, error handlers included", () => {
    const stored = sanitizeWorkflow(fixture("make-nested-routers")).json;
    const full = extractFlowFacts("MAKE", stored);
    expect(extractFlowFacts("MAKE", previewMetadata(stored, "MAKE"))).toEqual(full);
  });
});

describe("complexity rule", () => {
  const signals = (s: Partial<ComplexitySignals>): ComplexitySignals => ({ steps: 0, branches: 0, codeSteps: 0, subflows: 0, ...s });
  const { simpleMax, intermediateMax, weights } = COMPLEXITY_RULE;

  it("weighs branches, code and sub-flows above plain steps", () => {
    expect(complexityScore(signals({ steps: 5, branches: 2, codeSteps: 1, subflows: 1 }))).toBe(
      5 * weights.step + 2 * weights.branch + weights.code + weights.subflow,
    );
  });

  it.each([
    [signals({ steps: simpleMax }), "Simples"],
    [signals({ steps: simpleMax + 1 }), "Intermediário"],
    [signals({ steps: simpleMax - weights.branch, branches: 1 }), "Simples"],
    [signals({ steps: simpleMax - weights.branch + 1, branches: 1 }), "Intermediário"],
    [signals({ steps: simpleMax - weights.code + 1, codeSteps: 1 }), "Intermediário"],
    [signals({ steps: intermediateMax }), "Intermediário"],
    [signals({ steps: intermediateMax + 1 }), "Avançado"],
    [signals({ steps: intermediateMax - weights.subflow + 1, subflows: 1 }), "Avançado"],
    [signals({}), "Simples"],
  ])("rates %j as %s", (s, expected) => {
    expect(complexityOf(s)).toBe(expected);
  });

  it("applies the boundaries to real workflows", () => {
    expect(extractFlowFacts("N8N", n8nLine(simpleMax)).complexity).toBe("Simples");
    expect(extractFlowFacts("N8N", n8nLine(simpleMax + 1)).complexity).toBe("Intermediário");
    expect(extractFlowFacts("N8N", n8nLine(intermediateMax)).complexity).toBe("Intermediário");
    expect(extractFlowFacts("N8N", n8nLine(intermediateMax + 1)).complexity).toBe("Avançado");
    // Same size, one code step: over the line.
    const withCode = n8nLine(simpleMax, [{ name: "Código", type: "n8n-nodes-base.code", position: [9999, 0] }]);
    expect(extractFlowFacts("N8N", withCode)).toMatchObject({ complexity: "Intermediário", signals: { codeSteps: 1 } });
  });

  it("counts extra paths, error paths included, but not AI attachments", () => {
    const graph = toFlowGraph("N8N", fixture("n8n-ai-agent"));
    expect(countBranches(graph)).toBe(0);
    expect(countBranches({ ...graph, edges: [...graph.edges, { id: "x", source: graph.edges[0]!.source, target: graph.nodes[7]!.id }] })).toBe(1);
    expect(countBranches(toFlowGraph("MAKE", fixture("make-nested-routers")))).toBe(2);
  });
});

describe("labels", () => {
  it("makes n8n credential types readable and leaves the other tools' app names alone", () => {
    expect(credentialLabel("N8N", "googleSheetsOAuth2Api")).toBe("Google Sheets (OAuth2)");
    expect(credentialLabel("N8N", "openAiApi")).toBe("OpenAI");
    expect(credentialLabel("N8N", "airtableTokenApi")).toBe("Airtable (token)");
    expect(credentialLabel("N8N", "httpHeaderAuth")).toBe("HTTP: autenticação por cabeçalho");
    expect(credentialLabel("N8N", "googleSheetsTriggerOAuth2Api")).toBe("Google Sheets (OAuth2)");
    expect(credentialLabel("N8N", "jiraSoftwareCloudApi")).toBe("Jira Software Cloud");
    expect(credentialLabel("MAKE", "Google Sheets")).toBe("Google Sheets");
  });

  it("has a pt-BR label for every trigger kind", () => {
    expect(Object.values(TRIGGER_LABELS).every((label) => label.length > 0)).toBe(true);
    expect(TRIGGER_LABELS.schedule).toBe("Agendamento");
  });
});

describe("extractFlowFacts – hostile input", () => {
  it.each([null, undefined, 3, "x", [], {}, { nodes: "x", flow: 7, groups: {} }])("returns empty facts for %j", (input) => {
    for (const platform of ["N8N", "MAKE", "TYPEBOT"] as const) {
      const facts = extractFlowFacts(platform, input);
      expect(facts).toMatchObject({ nodeCount: 0, integrations: [], credentials: [], communityNodes: [], complexity: "Simples" });
    }
  });

  it("answers prototype-named types and credentials with strings", () => {
    const names = ["constructor", "toString", "__proto__"];
    const facts = extractFlowFacts("N8N", {
      nodes: names.map((name) => ({ name, type: `n8n-nodes-base.${name}`, credentials: JSON.parse(`{"${name}": {}}`) })),
      connections: {},
    });
    expect([...facts.integrations, ...facts.credentials].every((x) => typeof x === "string")).toBe(true);
    expect(facts.credentials.map((c) => credentialLabel("N8N", c)).every((x) => typeof x === "string")).toBe(true);
    const bot = extractFlowFacts("TYPEBOT", { groups: [{ blocks: names.map((type) => ({ type })) }], edges: [] });
    expect(bot.integrations).toEqual([]);
  });

  it("skips junk entries and stays fast on large arrays", () => {
    const nodes = [null, 1, "x", { type: 5, credentials: [] }, ...Array.from({ length: 50_000 }, (_, i) => ({ name: `N${i}`, type: "n8n-nodes-base.slack" }))];
    const started = performance.now();
    const facts = extractFlowFacts("N8N", { nodes, connections: {} });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(facts.nodeCount).toBe(50_001);
    expect(facts.integrations).toEqual(["Slack"]);
  });
});

import { describe, expect, it } from "vitest";
import { templateQueryInput, templateSearchSchema } from "@/lib/n8n/schemas";
import {
  badgeIcon,
  nodeTypesOf,
  previewBody,
  problemTemplate,
  problemWorkflow,
  stableId,
  templateNode,
  withImportNotes,
  workflowBody,
  workflowInfo,
} from "@/lib/n8n/templates";

const workflow = {
  name: "Exemplo",
  nodes: [
    { name: "Gancho", type: "n8n-nodes-base.webhook", parameters: {} },
    { name: "HTTP 1", type: "n8n-nodes-base.httpRequest", parameters: {} },
    { name: "HTTP 2", type: "n8n-nodes-base.httpRequest", parameters: {} },
    { name: "Nota", type: "n8n-nodes-base.stickyNote", parameters: {} },
    "lixo",
    { name: "Sem tipo" },
  ],
  connections: { Gancho: { main: [[{ node: "HTTP 1", type: "main", index: 0 }]] } },
  settings: { executionOrder: "v1" },
  pinData: {},
  meta: { instanceId: "x" },
  id: "abc",
};

describe("n8n template shapes", () => {
  it("stableId is a positive 31-bit number that does not change", () => {
    expect(stableId("n8n-nodes-base.slack")).toBe(stableId("n8n-nodes-base.slack"));
    expect(stableId("a")).not.toBe(stableId("b"));
    for (const value of ["", "a", "tag:whatsapp", "x".repeat(1000)]) {
      const id = stableId(value);
      expect(Number.isInteger(id) && id > 0 && id <= 2 ** 31 - 1).toBe(true);
    }
  });

  it("lists node types in order of appearance, once each, without sticky notes", () => {
    expect(nodeTypesOf(workflow)).toEqual(["n8n-nodes-base.webhook", "n8n-nodes-base.httpRequest"]);
    expect(nodeTypesOf(null)).toEqual([]);
    expect(nodeTypesOf({ nodes: "nada" })).toEqual([]);
    expect(workflowInfo(workflow)).toEqual({
      nodeCount: 3,
      nodeTypes: { "n8n-nodes-base.webhook": { count: 1 }, "n8n-nodes-base.httpRequest": { count: 2 } },
    });
  });

  it("keeps what n8n imports and drops the export's instance data", () => {
    const body = workflowBody(workflow);
    expect(Object.keys(body)).toEqual(["nodes", "connections", "settings", "pinData"]);
    expect(body.nodes).toHaveLength(5);
    expect(workflowBody({ nodes: {}, connections: [] })).toEqual({ nodes: [], connections: {} });
  });

  it("describes a node by its type and a readable name, with a badge icon n8n can draw", () => {
    const node = templateNode("n8n-nodes-base.googleSheets");
    expect(node).toMatchObject({
      id: stableId("n8n-nodes-base.googleSheets"),
      name: "n8n-nodes-base.googleSheets",
      displayName: "Google Sheets",
      iconData: { type: "file" },
    });
    const svg = Buffer.from(node.iconData.fileBuffer.split(",")[1]!, "base64").toString();
    expect(svg).toContain(">GS</text>");
    // Labels are escaped inside the SVG.
    expect(Buffer.from(badgeIcon("<script>").split(",")[1]!, "base64").toString()).not.toContain("<script>");
  });

  it("gives every imported node a position, which n8n's import reads", () => {
    const body = workflowBody({ nodes: [{ name: "a", position: [10, 20] }, { name: "b" }, { name: "c", position: ["x", 1] }], connections: {} });
    expect(body.nodes.map((n) => n.position)).toEqual([
      [10, 20],
      [0, 0],
      [0, 0],
    ]);
  });

  it("the preview drawing carries a note above the steps saying the values come with the import", () => {
    const body = previewBody({
      nodes: [
        { name: "a", type: "t", position: [100, 300] },
        { name: "b", type: "t", position: [400, 200] },
      ],
      connections: {},
    });
    expect(body.nodes).toHaveLength(3);
    expect(body.nodes[0]).toMatchObject({ type: "n8n-nodes-base.stickyNote", position: [100, -120], parameters: { content: expect.stringContaining("Skip") } });
    // With the flow's report and compatibility, the note states them.
    const facts = {
      safety: { level: "none" as const, findings: [] },
      compatibility: { minN8nVersion: "1.49.0", unknownNodes: [], communityPackages: [], requirements: [] },
    };
    const content = (previewBody({ nodes: [] }, facts).nodes[0] as { parameters: { content: string } }).parameters.content;
    expect(content).toContain("**Segurança:** nenhum alerta");
    expect(content).toContain("Requer n8n 1.49 ou superior.");
    // The import button as each editor names it; a flow any n8n 1.x runs gets no version line.
    const note = (editor: string | null, min = "1.0.0") =>
      (
        previewBody({ nodes: [] }, { ...facts, compatibility: { ...facts.compatibility, minN8nVersion: min } }, editor).nodes[0] as {
          parameters: { content: string };
        }
      ).parameters.content;
    expect(note("2.41.1")).toContain("use **Try template** e");
    expect(note("1.123.81")).toContain("use **Use this workflow** e");
    expect(note(null)).toContain("**Use this workflow** (no n8n 2.x, **Try template**)");
    expect(note("2.41.1")).not.toContain("Requer n8n");
  });

  it("a high report's note names each step once and is as tall as its text", () => {
    const body = { nodes: [{ name: "Listar arquivos", type: "n8n-nodes-base.code", position: [0, 0] }], connections: {} };
    const finding = (message: string, nodes: string[]) => ({ rule: "code-command", severity: "high" as const, nodes, message });
    const notes = (findings: ReturnType<typeof finding>[]) =>
      withImportNotes(body, { safety: { level: "high", findings }, compatibility: null }, null).nodes[0] as { parameters: { content: string; height: number } };
    const one = notes([finding("O nó “Listar arquivos” tem código que roda comandos no servidor.", ["Listar arquivos"])]);
    expect(one.parameters.content).toMatch(/roda comandos no servidor\.$/m);
    expect(one.parameters.content).not.toContain("(Listar arquivos)");
    expect(notes([finding("Lê variáveis de ambiente.", ["A", "B"])]).parameters.content).toContain("Lê variáveis de ambiente. (A, B)");
    const many = notes(
      Array.from({ length: 12 }, (_, i) => finding(`Alerta número ${i} com uma frase longa o bastante para ocupar mais de uma linha da nota.`, [`Nó ${i}`])),
    );
    expect(one.parameters.height).toBeLessThan(250);
    expect(many.parameters.height).toBeGreaterThan(500);
  });

  it("an import brings the alerts of a high report and, for an older n8n, the steps that need a newer one", () => {
    const body = { nodes: [{ name: "Comando", type: "n8n-nodes-base.executeCommand", position: [0, 0] }], connections: {} };
    const safety = {
      level: "high" as const,
      findings: [{ rule: "execute-command", severity: "high" as const, nodes: ["Comando"], message: "Roda comandos no servidor." }],
    };
    const compatibility = {
      minN8nVersion: "1.49.0",
      unknownNodes: [],
      communityPackages: [],
      requirements: [{ node: "Campos", type: "n8n-nodes-base.set", typeVersion: 3.4, minN8nVersion: "1.49.0" }],
    };
    const names = (b: { nodes: unknown[] }) => b.nodes.map((n) => (n as { name: string }).name);
    expect(names(withImportNotes(body, { safety, compatibility }, "1.20.0"))).toEqual(["Alertas de segurança da Fluxoteca", "Versão do n8n", "Comando"]);
    expect(names(withImportNotes(body, { safety, compatibility }, null))).toEqual(["Alertas de segurança da Fluxoteca", "Comando"]);
    expect(withImportNotes(body, { safety: { level: "attention", findings: [] }, compatibility }, "2.0.0")).toBe(body);
  });

  it("names node versions no release ships in their own note, never as a version requirement", () => {
    const body = { nodes: [{ name: "Nada", type: "n8n-nodes-base.noOp", position: [0, 0] }], connections: {} };
    const compatibility = {
      minN8nVersion: null,
      unknownNodes: [],
      communityPackages: [],
      requirements: [],
      unknownVersions: [{ node: "Nada", type: "n8n-nodes-base.noOp", typeVersion: 1.1 }],
    };
    const out = withImportNotes(body, { safety: { level: "none", findings: [] }, compatibility }, "2.41.0");
    const [note] = out.nodes as { name: string; parameters: { content: string } }[];
    expect(out.nodes.map((n) => (n as { name: string }).name)).toEqual(["Versões de nó desconhecidas", "Nada"]);
    expect(note!.parameters.content).toContain("**Nada** (n8n-nodes-base.noOp v1.1): versão de nó desconhecida");
    expect(note!.parameters.content).not.toContain("Requer n8n");
  });

  it("a problem is one sticky note with a pt-BR title and a link to the page that fixes it", () => {
    const note = problemWorkflow("revoked-key", 42, "https://fluxoteca.com.br");
    expect(note.id).toBe(42);
    expect(note.workflow.nodes).toHaveLength(1);
    const [sticky] = note.workflow.nodes as { type: string; parameters: { content: string } }[];
    expect(sticky!.type).toBe("n8n-nodes-base.stickyNote");
    expect(sticky!.parameters.content).toMatch(/^## Chave da Fluxoteca revogada/);
    expect(sticky!.parameters.content).toContain("https://fluxoteca.com.br/profile#n8n");
    expect(problemTemplate("quota", 1, "https://x").workflow.nodes[0]).toMatchObject({
      parameters: { content: expect.stringContaining("https://x/dashboard") },
    });
  });
});

describe("template search query", () => {
  const parse = (qs: string) => templateSearchSchema.parse(templateQueryInput(new URLSearchParams(qs)));

  it("takes limit or rows, and categories however the editor writes them", () => {
    expect(parse("")).toEqual({ page: 1, limit: 20, categories: [], apps: [], nodes: [] });
    expect(parse("rows=5&page=2&search=%20agenda%20")).toEqual({ search: "agenda", page: 2, limit: 5, categories: [], apps: [], nodes: [] });
    expect(parse("limit=7&rows=5").limit).toBe(7);
    expect(parse("category=1,2&categories=crm&categories[]=vendas").categories).toEqual(["1", "2", "crm", "vendas"]);
  });

  it("takes n8n 2.x's apps, nodes, combineWith and sort", () => {
    expect(parse("apps=Slack,Gmail&apps[]=Notion&nodes=n8n-nodes-base.slack&combineWith=OR&sort=createdAt:desc")).toMatchObject({
      apps: ["Slack", "Gmail", "Notion"],
      nodes: ["n8n-nodes-base.slack"],
      combineWith: "or",
      sort: "createdAt:desc",
    });
    expect(() => parse("combineWith=talvez")).toThrow();
  });

  it("refuses what is out of range", () => {
    expect(() => parse("limit=0")).toThrow();
    expect(() => parse("limit=101")).toThrow();
    expect(() => parse("page=-1")).toThrow();
    expect(() => parse(`search=${"a".repeat(201)}`)).toThrow();
  });
});

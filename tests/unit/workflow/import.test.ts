import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  buildFlowUrl,
  buildImportPayload,
  fallbackTags,
  fileBaseName,
  parseTagList,
  parseWorkflowText,
  readableNodeType,
  slugify,
  workflowName,
  workflowProblem,
} from "@/lib/workflow/import";
import { firstValueEnd } from "@/lib/workflow/json-syntax";

const text = (name: string) => readFileSync(new URL(`../../fixtures/import/${name}.json`, import.meta.url), "utf8");
const fixture = (name: string): Record<string, unknown> => JSON.parse(text(name));
const origin = "https://fluxoteca.dev";

describe("buildImportPayload", () => {
  it("uses the workflow's own name, the default description, node-type tags and a public flag", () => {
    const result = buildImportPayload(fixture("n8n-credentials"), { origin, fileName: "cobranca.json", now: 1700000000000 });
    expect(result).toEqual({
      ok: true,
      payload: {
        name: "Cobrança automática por WhatsApp",
        description: "Fluxo importado do JSON",
        url: "https://fluxoteca.dev/fluxos/cobranca-automatica-por-whatsapp-1700000000000",
        tags: ["webhook", "httpRequest", "openAi", "code", "whatsApp"],
        isPublic: true,
        metadata: fixture("n8n-credentials"),
        platform: "N8N",
      },
    });
  });

  it("prefers what the uploader typed, ignoring blanks", () => {
    const result = buildImportPayload(fixture("make-api-key"), { origin, name: "  Meu nome ", description: " ", tags: [" crm", "", "CRM", "leads"], now: 1 });
    expect(result.ok && result.payload).toMatchObject({ name: "Meu nome", description: "Fluxo importado do JSON", tags: ["crm", "leads"], platform: "MAKE" });
  });

  it("falls back to the file name without .json, then to 'Fluxo Importado'", () => {
    const unnamed = { nodes: [{ name: "A", type: "n8n-nodes-base.manualTrigger" }], connections: {}, name: "  " };
    const fromFile = buildImportPayload(unnamed, { origin, fileName: "C:\\fakepath\\Relatório semanal.JSON", now: 5 });
    expect(fromFile.ok && fromFile.payload.name).toBe("Relatório semanal");
    expect(fromFile.ok && fromFile.payload.url).toBe("https://fluxoteca.dev/fluxos/relatorio-semanal-5");
    const anonymous = buildImportPayload(unnamed, { origin, now: 5 });
    expect(anonymous.ok && anonymous.payload.name).toBe("Fluxo Importado");
    expect(anonymous.ok && anonymous.payload.tags).toEqual(["manualTrigger"]);
  });

  it("reads the name of Typebot exports wrapped as { typebot: {...} }", () => {
    const wrapped = buildImportPayload({ typebot: fixture("typebot-webhook") }, { origin, now: 1 });
    expect(wrapped.ok && wrapped.payload).toMatchObject({
      name: "Atendimento com webhook",
      platform: "TYPEBOT",
      tags: ["text", "email input", "webhook", "openai"],
    });
  });

  it.each([
    ["null", null, "O arquivo está vazio."],
    ["a list", [fixture("n8n-credentials")], "O JSON é uma lista; exporte um único fluxo por arquivo."],
    ["a string", "fluxo", "O JSON precisa ser um objeto com o fluxo exportado."],
    ["an empty object", {}, "O JSON está vazio: não contém nenhum fluxo."],
    ["another JSON", { nome: "planilha", linhas: [] }, "O JSON não é um fluxo exportado do n8n, Typebot ou Make."],
    ["an object with a stray quoted key", { '"nota"': "x", nome: "planilha" }, "O JSON não é um fluxo exportado do n8n, Typebot ou Make."],
    [
      "a scrambled export (keys wrapped in their own quotes)",
      { '"meta"': "{", '"instanceId"': '"e4f7"', '"nodes"': "[", '"name"': '"Webhook",' },
      'As chaves do JSON estão entre aspas duplicadas ("\\"nodes\\""): o arquivo parece ter sido convertido em texto duas vezes ou corrompido por outra ferramenta, e não tem nós nem conexões utilizáveis. Exporte o fluxo novamente a partir do n8n, Typebot ou Make.',
    ],
  ])("refuses %s with a precise reason", (_label, json, reason) => {
    expect(buildImportPayload(json, { origin })).toEqual({ ok: false, reason });
    expect(workflowProblem(json)).toBe(reason);
  });

  it("clips a very long workflow name to 120 characters", () => {
    const result = buildImportPayload({ nodes: [], connections: {}, name: "a".repeat(300) }, { origin });
    expect(result.ok && result.payload.name).toHaveLength(120);
  });
});

describe("tags from node types", () => {
  it.each([
    ["n8n-nodes-base.httpRequest", "N8N", "httpRequest"],
    ["@n8n/n8n-nodes-langchain.lmChatOpenAi", "N8N", "lmChatOpenAi"],
    ["n8n-nodes-evolution-api.evolutionApi", "N8N", "evolutionApi"],
    ["gateway:CustomWebHook", "MAKE", "gateway"],
    ["google-sheets:addRow", "MAKE", "google-sheets"],
    ["builtin:BasicRouter", "MAKE", null],
    ["Set variable", "TYPEBOT", "set variable"],
    ["choice input", "TYPEBOT", "choice input"],
  ] as const)("%s (%s) → %s", (type, platform, tag) => {
    expect(readableNodeType(type, platform)).toBe(tag);
  });

  it("keeps at most 5 distinct readable types, skipping sticky notes and Make routers", () => {
    expect(fallbackTags(fixture("make-api-key"), "MAKE")).toEqual(["gateway", "http", "google-sheets"]);
    const many = { nodes: ["a", "b", "c", "d", "e", "f"].map((t) => ({ type: `n8n-nodes-base.${t}` })), connections: {} };
    expect(fallbackTags(many, "N8N")).toEqual(["a", "b", "c", "d", "e"]);
    const sheets = { flow: [{ module: "google-sheets:addRow" }, { module: "google-sheets:updateRow" }] };
    expect(fallbackTags(sheets, "MAKE")).toEqual(["google-sheets"]);
  });
});

describe("helpers", () => {
  it("parses file text: BOM tolerated, empty and malformed text explained", () => {
    expect(parseWorkflowText(`\uFEFF${text("make-api-key")}`)).toEqual({ ok: true, json: fixture("make-api-key") });
    expect(parseWorkflowText("  \n")).toEqual({ ok: false, reason: "O arquivo está vazio." });
    expect(parseWorkflowText("\uFEFF")).toEqual({ ok: false, reason: "O arquivo está vazio." });
  });

  it.each([
    // A complete value, then junk or a second copy: the position is where the extra content starts.
    ['{"nodes": []}lixo', "JSON inválido: há conteúdo extra depois do fim do fluxo (linha 1, posição 13)."],
    ['{"a": "}{\\"]"}\n\n  {"a": 1}', "JSON inválido: há conteúdo extra depois do fim do fluxo (linha 3, posição 18)."],
    ["\uFEFF[1, 2] ]", "JSON inválido: há conteúdo extra depois do fim do fluxo (linha 1, posição 7)."],
    [
      '{"nodes": [{"type": "x"}',
      "JSON inválido: o conteúdo termina antes do fim do JSON: faltam fechar chaves, colchetes ou aspas (o arquivo pode estar cortado).",
    ],
    ['{"name": "sem fim', "JSON inválido: o conteúdo termina antes do fim do JSON: faltam fechar chaves, colchetes ou aspas (o arquivo pode estar cortado)."],
    ['{\n"nodes": [}', "JSON inválido: o “}” na linha 2 (posição 12) não fecha a chave ou o colchete aberto antes dele."],
    ["nodes: []", "JSON inválido: o conteúdo não começa com “{”, então não é o JSON de um fluxo (começa com “n”)."],
    ["<html></html>", "JSON inválido: o conteúdo não começa com “{”, então não é o JSON de um fluxo (começa com “<”)."],
  ])("explains %j in pt-BR without the engine's message", (input, reason) => {
    expect(parseWorkflowText(input)).toEqual({ ok: false, reason });
  });

  it("keeps a pt-BR reason for other syntax errors", () => {
    const broken = parseWorkflowText('{"nodes": [], }');
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.reason).toMatch(/^JSON inválido: a sintaxe do JSON não é válida \(vírgula, aspas ou valor fora do lugar\)\./);
  });

  it("finds where the first top-level value ends", () => {
    expect(firstValueEnd('{"a": "]}"}x')).toEqual({ kind: "end", index: 11 });
    expect(firstValueEnd('  "a\\"b" 1')).toEqual({ kind: "end", index: 8 });
    expect(firstValueEnd("true false")).toEqual({ kind: "end", index: 4 });
    expect(firstValueEnd("[[1]")).toEqual({ kind: "unclosed" });
    expect(firstValueEnd("[1}")).toEqual({ kind: "mismatch", index: 2 });
  });

  it("splits the comma-separated tags field", () => {
    expect(parseTagList(" whatsapp, ia,,WhatsApp , crm ")).toEqual(["whatsapp", "ia", "crm"]);
    expect(parseTagList("")).toEqual([]);
  });

  it("builds slugs and urls", () => {
    expect(slugify("Ação & Reação: CRM 2.0!")).toBe("acao-reacao-crm-2-0");
    expect(slugify("外送記帳")).toBe("fluxo");
    expect(buildFlowUrl("https://a.dev/", "Olá Mundo", 42)).toBe("https://a.dev/fluxos/ola-mundo-42");
  });

  it("reads names and file names", () => {
    expect(workflowName({ name: " X " })).toBe("X");
    expect(workflowName({ name: 3 })).toBeNull();
    expect(fileBaseName("dir/fluxo.json")).toBe("fluxo");
    expect(fileBaseName(".json")).toBeNull();
    expect(fileBaseName(undefined)).toBeNull();
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/http/errors";
import { MAX_JSON_DEPTH, jsonByteLength, sanitizeWorkflow as sanitize } from "@/lib/workflow/sanitize";
import { isSecretName } from "@/lib/workflow/secrets";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- fixtures are free-form JSON

const sanitizeWorkflow = (input: unknown) => sanitize(input) as { json: Json; removed: string[] };

const fixture = (name: string): Json => JSON.parse(readFileSync(new URL(`../../fixtures/import/${name}.json`, import.meta.url), "utf8"));

/** An n8n workflow whose JSON is `levels` objects deep, the root included. */
function nested(levels: number): Json {
  let value: Json = { fim: true };
  for (let i = 2; i < levels; i++) value = { a: value };
  return { nodes: [], connections: {}, deep: value };
}

function sanitizeError(input: unknown): AppError {
  try {
    sanitizeWorkflow(input);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected an AppError");
}

describe("sanitizeWorkflow: n8n", () => {
  const input = fixture("n8n-credentials");
  const { json, removed } = sanitizeWorkflow(input);
  const node = (name: string) => json.nodes.find((n: Json) => n.name === name);

  it("drops credential ids but keeps the credential type and name", () => {
    expect(node("Consultar ERP").credentials).toEqual({ httpHeaderAuth: { name: "ERP da loja" } });
    expect(node("Resumo com IA").credentials).toEqual({ openAiApi: { name: "OpenAI da equipe" } });
    expect(JSON.stringify(json)).not.toMatch(/Xy12Ab34Cd56Ef78|Op3nA1CredId0001|Wh4tsAppCred0002/);
  });

  it("removes pinData, staticData, instance ids and webhook ids", () => {
    expect(json).not.toHaveProperty("pinData");
    expect(json).not.toHaveProperty("staticData");
    expect(json).not.toHaveProperty("id");
    expect(json).not.toHaveProperty("versionId");
    expect(json.meta).toEqual({ templateCredsSetupCompleted: true });
    expect(node("Webhook")).not.toHaveProperty("webhookId");
    expect(node("Webhook").parameters.path).toBe("cobranca");
  });

  it("replaces secrets: authorization header, user:pass@ URL, token parameter, sk- key in code", () => {
    const http = node("Consultar ERP").parameters;
    expect(http.headerParameters.parameters[0]).toEqual({ name: "Authorization", value: "Bearer [REMOVIDO]" });
    expect(http.url).toBe("https://[REMOVIDO]@erp.exemplo.com.br/api/clientes");
    expect(node("Enviar WhatsApp").parameters.accessToken).toBe("[REMOVIDO]");
    expect(node("Montar mensagem").parameters.jsCode).toBe("const key = '[REMOVIDO]';\nreturn [{ json: { key } }];");
  });

  it("keeps what is not a secret: expressions, headers, maxTokens, notes, connections", () => {
    const http = node("Consultar ERP").parameters;
    expect(http.headerParameters.parameters.slice(1)).toEqual(input.nodes[1].parameters.headerParameters.parameters.slice(1));
    expect(node("Resumo com IA").parameters).toEqual({ maxTokens: 500, apiKey: "={{ $env.OPENAI_KEY }}", prompt: "Resuma o débito do cliente" });
    expect(node("Nota").parameters.content).toBe("Configure a credencial do ERP antes de ativar.");
    expect(json.connections).toEqual(input.connections);
    expect(json.name).toBe(input.name);
    expect(json.tags).toEqual(input.tags);
  });

  it("reports what it removed, in pt-BR", () => {
    expect(removed).toEqual([
      "3 IDs de credenciais (o tipo e o nome foram mantidos)",
      "1 ID de webhook da instância de origem",
      "pinData (dados de execução)",
      "staticData (estado salvo das execuções)",
      "Identificadores da instância de origem (id, versionId, meta.instanceId)",
      "4 valores que pareciam segredos",
    ]);
  });

  it("does not touch its input", () => {
    expect(input).toEqual(fixture("n8n-credentials"));
  });

  it("reports nothing for a clean workflow and ignores empty pinData", () => {
    const clean = { name: "Limpo", nodes: [{ name: "A", type: "n8n-nodes-base.noOp", parameters: {} }], connections: {}, pinData: {} };
    expect(sanitizeWorkflow(clean)).toEqual({ json: { name: "Limpo", nodes: clean.nodes, connections: {} }, removed: [] });
  });
});

describe("sanitizeWorkflow: Typebot", () => {
  const { json, removed } = sanitizeWorkflow(fixture("typebot-webhook"));
  const webhook = json.groups[0].blocks[2].options.webhook;

  it("replaces the webhook's authorization header and api_key query parameter", () => {
    expect(webhook.headers[0].value).toBe("Bearer [REMOVIDO]");
    expect(webhook.headers[1].value).toBe("application/json");
    expect(webhook.queryParams[0].value).toBe("[REMOVIDO]");
    expect(webhook.body).toBe('{"email": "{{Email}}"}');
  });

  it("removes credential ids and workspace data, keeps ids the graph needs", () => {
    expect(json.groups[0].blocks[3].options).toEqual({ task: "Create chat completion" });
    for (const key of ["workspaceId", "folderId", "customDomain", "whatsAppCredentialsId"]) expect(json).not.toHaveProperty(key);
    expect(json.edges).toEqual([{ id: "e1", from: { eventId: "ev1" }, to: { groupId: "g1" } }]);
    expect(json.variables[1]).toEqual({ id: "v2", name: "senha_portal", value: "[REMOVIDO]" });
    expect(removed).toEqual([
      "2 IDs de credenciais (reconecte as contas ao importar)",
      "Identificadores da instância de origem (workspaceId, folderId, customDomain)",
      "3 valores que pareciam segredos",
    ]);
  });

  it("sanitises exports wrapped as { typebot: {...} }", () => {
    const wrapped = sanitizeWorkflow({ typebot: fixture("typebot-webhook") });
    expect(wrapped.json.typebot).toEqual(json);
  });
});

describe("sanitizeWorkflow: Make", () => {
  const { json, removed } = sanitizeWorkflow(fixture("make-api-key"));
  const [hook, router] = json.flow;
  const [http] = router.routes[0].flow;
  const [sheets] = router.routes[1].flow;

  it("replaces the API key in the mapper and the X-API-Key header, keeps mapped values", () => {
    expect(http.mapper.apiKey).toBe("[REMOVIDO]");
    expect(http.mapper.headers).toEqual([{ name: "X-API-Key", value: "[REMOVIDO]" }]);
    expect(http.mapper.qs).toEqual([{ name: "email", value: "{{1.email}}" }]);
  });

  it("removes connection and webhook ids inside routes, keeps their labels", () => {
    expect(hook.parameters).toEqual({ maxResults: 1 });
    expect(sheets.parameters).toEqual({});
    expect(sheets.metadata.restore.parameters.__IMTCONN__.label).toBe("Conta Google da loja");
    expect(json.metadata.zone).toBe("us1.make.com");
    expect(removed).toEqual(["2 IDs de conexões e webhooks do Make (os rótulos foram mantidos)", "2 valores que pareciam segredos"]);
  });
});

describe("sanitizeWorkflow: secret-shaped strings", () => {
  const jwt = ["eyJhbGciOiJIUzI1NiJ9", "eyJzdWIiOiIxMjM0NTY3ODkwIn0", "c2lnbmF0dXJhLWZhbHNhLTEyMw"].join(".");
  const pem = "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA\nZmFrZQ==\n-----END RSA PRIVATE KEY-----";
  const cases: [string, string, string][] = [
    ["a JWT", `token=${jwt}`, "token=[REMOVIDO]"],
    ["a PEM private key", `chave:\n${pem}\nfim`, "chave:\n[REMOVIDO]\nfim"],
    ["an AWS access key id", "AKIAIOSFODNN7EXAMPLE", "[REMOVIDO]"],
    ["a Google API key", `https://maps.googleapis.com/x?key=AIza${"S".repeat(35)}`, "https://maps.googleapis.com/x?key=[REMOVIDO]"],
    ["a GitHub token", `git clone https://ghp_${"a1".repeat(18)}@github.com/x`, "git clone https://[REMOVIDO]@github.com/x"],
    ["a Telegram bot token", `https://api.telegram.org/bot123456789:AA${"b".repeat(33)}/sendMessage`, "https://api.telegram.org/bot[REMOVIDO]/sendMessage"],
    ["a bearer token in free text", "curl -H 'Authorization: Bearer abcdefghijklmnopqrstuvwxyz012345'", "curl -H 'Authorization: Bearer [REMOVIDO]'"],
    ["a Postgres URL with a password", "postgres://app:s3nh4@db.interno:5432/loja", "postgres://[REMOVIDO]@db.interno:5432/loja"],
  ];

  it.each(cases)("replaces %s", (_label, value, expected) => {
    const { json, removed } = sanitizeWorkflow({ nodes: [{ name: "N", type: "n8n-nodes-base.set", parameters: { text: value } }], connections: {} });
    expect(json.nodes[0].parameters.text).toBe(expected);
    expect(removed).toEqual(["1 valor que parecia segredo"]);
  });

  it.each([
    ["a template", "https://{{user}}:{{pass}}@host/x"],
    ["a placeholder", "Bearer YOUR_TOKEN"],
    ["ordinary text", "Pergunte a senha ao cliente e registre o token no CRM."],
    ["a slug", "task-management-for-small-business-teams"],
  ])("leaves %s alone", (_label, value) => {
    const { json, removed } = sanitizeWorkflow({
      nodes: [{ name: "N", type: "x", parameters: { text: value, password: "{{ $json.senha }}" } }],
      connections: {},
    });
    expect(json.nodes[0].parameters).toEqual({ text: value, password: "{{ $json.senha }}" });
    expect(removed).toEqual([]);
  });
});

describe("sanitizeWorkflow: stand-ins under secret names", () => {
  it("leaves placeholders, environment variables and public addresses alone", () => {
    const parameters = {
      apiKey: "ENTER API KEY",
      authorization: "Bearer $OPENAI_API_KEY",
      token: "0xdAC17F958D2ee523a2206206994597C13D831ec7",
      password: "",
      secretaria: "Secretaria de Saúde",
      resenha: "Ótimo atendimento",
      note: "Use `Bearer YOUR_SCOPED_APIFY_TOKEN` no cabeçalho.",
    };
    const { json, removed } = sanitizeWorkflow({ nodes: [{ name: "N", type: "x", parameters }], connections: {} });
    expect(json.nodes[0].parameters).toEqual(parameters);
    expect(removed).toEqual([]);
  });
});

describe("isSecretName", () => {
  it("recognises credential names in any spelling and leaves look-alikes alone", () => {
    const secret = ["api_key", "X-API-Key", "accessToken", "client_secret", "Authorization", "senhaPortal", "minha_senha", "hub.verify_token", "Cookie"];
    const plain = ["maxTokens", "tokenUrl", "secretaria", "resenha", "keyName", "authentication", "Content-Type"];
    expect(secret.filter((name) => !isSecretName(name))).toEqual([]);
    expect(plain.filter(isSecretName)).toEqual([]);
  });
});

describe("sanitizeWorkflow: refused input", () => {
  it(`accepts ${MAX_JSON_DEPTH} levels and refuses deeper JSON (e.g. 70) with a 400`, () => {
    expect(() => sanitizeWorkflow(nested(MAX_JSON_DEPTH))).not.toThrow();
    expect(sanitizeError(nested(MAX_JSON_DEPTH + 1)).status).toBe(400);
    const error = sanitizeError(nested(70));
    expect(error.status).toBe(400);
    expect(error.message).toBe("O JSON é muito profundo (máximo de 64 níveis).");
  });

  it("refuses prototype keys, NUL characters and non-objects", () => {
    const proto = JSON.parse('{"nodes": [], "connections": {}, "x": {"__proto__": {"admin": true}}}');
    expect(sanitizeError(proto).message).toBe('A chave "__proto__" não é permitida.');
    expect(sanitizeError({ nodes: [{ constructor: {} }], connections: {} }).status).toBe(400);
    expect(sanitizeError({ nodes: [], connections: {}, name: "a\u0000b" }).status).toBe(400);
    expect(sanitizeError({ nodes: [], connections: { "a\u0000": {} } }).status).toBe(400);
    expect(sanitizeError([]).status).toBe(400);
  });
});

describe("jsonByteLength", () => {
  it("counts UTF-8 bytes of the serialised JSON", () => {
    expect(jsonByteLength({ a: "ção" })).toBe(JSON.stringify({ a: "ção" }).length + 2);
  });
});

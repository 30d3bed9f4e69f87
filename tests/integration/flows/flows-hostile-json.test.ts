import { readFileSync } from "node:fs";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { GET as getFlow, PUT as putFlow } from "@/app/api/flows/[id]/route";
import { POST as postFlow } from "@/app/api/flows/route";
import { buildImportPayload, parseWorkflowText } from "@/lib/workflow/import";
import { hasLoneSurrogate } from "@/lib/http/text";
import { createFlow, createUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

// Postgres `jsonb` refuses an unpaired surrogate escape ("\ud800") and "\u0000": both used to be a
// 500. Lone surrogates now become U+FFFD (as text columns store them), in keys and values alike;
// NUL stays a 400 (docs/product-rules.md §7).

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../../fixtures/import/${name}.json`, import.meta.url), "utf8"));

type Json = Record<string, unknown>;

const body = (metadata: Json, overrides: Json = {}) => ({
  name: "Fluxo com texto estranho",
  description: "Descrição",
  tags: ["teste"],
  metadata,
  ...overrides,
});

const create = (token: string, payload: unknown) => postFlow(apiRequest("POST", "/api/flows", { token, body: payload }));
const flowCount = async () => (await db.select({ n: count() }).from(schema.flows))[0]!.n;
const storedFlow = async (id: string) => (await db.select().from(schema.flows).where(eq(schema.flows.id, id)))[0]!;

/** Every key and string of a JSON value, depth first. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      strings(v, out);
    }
  return out;
}

const n8n = (extra: (wf: Json & { nodes: Json[]; connections: Json }) => void) => {
  const wf = fixture("n8n-credentials");
  extra(wf);
  return wf as Json;
};

describe("POST /api/flows with lone surrogates in the workflow JSON", () => {
  it.each([
    ["a value inside metadata", n8n((wf) => (wf.extra = "\ud800")), (m: Json) => expect(m.extra).toBe("\uFFFD")],
    ["a low surrogate alone", n8n((wf) => (wf.extra = "a\udc00b")), (m: Json) => expect(m.extra).toBe("a\uFFFDb")],
    ["an object key", n8n((wf) => (wf["chave\ud83d"] = 1)), (m: Json) => expect(m["chave\uFFFD"]).toBe(1)],
    [
      "a node name and the connections that use it",
      n8n((wf) => {
        const first = wf.nodes[0] as Json;
        const old = first.name as string;
        first.name = `${old} \ud83d`;
        if (wf.connections[old]) {
          wf.connections[`${old} \ud83d`] = wf.connections[old];
          delete wf.connections[old];
        }
      }),
      (m: Json) => expect(((m.nodes as Json[])[0]!.name as string).endsWith(" \uFFFD")).toBe(true),
    ],
    [
      "a deep parameter",
      n8n((wf) => ((wf.nodes[0] as Json).parameters = { deep: [{ x: ["\udfff"] }] })),
      (m: Json) => expect(JSON.stringify(m)).toContain('"x":["\uFFFD"]'),
    ],
  ])("stores %s with U+FFFD (201, never 500)", async (_label, metadata, check) => {
    const token = await tokenFor((await createUser()).email);
    const res = await create(token, body(metadata));
    expect(res.status).toBe(201);
    const flow = await res.json();
    const stored = await storedFlow(flow.id);
    expect(strings(stored.metadata).some(hasLoneSurrogate)).toBe(false);
    check(stored.metadata as Json);
    const detail = await getFlow(apiRequest("GET", `/api/flows/${flow.id}`, { token }), params({ id: flow.id }));
    expect(detail.status).toBe(200);
  });

  it("stores lone surrogates of the text fields as U+FFFD", async () => {
    const token = await tokenFor((await createUser()).email);
    const res = await create(token, body(fixture("make-api-key"), { name: "Nome \ud800", description: "Desc \udc00", tags: ["tag\ud800"] }));
    expect(res.status).toBe(201);
    const stored = await storedFlow((await res.json()).id);
    expect(stored.name).toBe("Nome \uFFFD");
    expect(stored.description).toBe("Desc \uFFFD");
    expect(stored.tags).toEqual(["tag\uFFFD"]);
  });

  it.each([
    ["NUL in a value", n8n((wf) => (wf.extra = "a\u0000b"))],
    ["NUL in a key", n8n((wf) => (wf["a\u0000b"] = 1))],
    ["NUL in a nested key", n8n((wf) => ((wf.nodes[0] as Json).parameters = { "x\u0000": "y" }))],
    ["NUL and a lone surrogate", n8n((wf) => (wf.extra = "\ud800\u0000"))],
  ])("refuses %s with a pt-BR 400 and stores nothing", async (_label, metadata) => {
    const token = await tokenFor((await createUser()).email);
    const res = await create(token, body(metadata));
    expect(res.status).toBe(400);
    const error = await res.json();
    expect(error.code).toBe("INVALID_INPUT");
    expect(error.message).toMatch(/caracteres inválidos/);
    expect(await flowCount()).toBe(0);
  });

  it("imports a file whose JSON text escapes a lone surrogate, through the batch import's own steps", async () => {
    const token = await tokenFor((await createUser()).email);
    const text = JSON.stringify(fixture("typebot-webhook")).replace(/^\{/, '{"extra":"\\ud800 \\udfff",');
    expect(text).toContain("\\ud800");
    const parsed = parseWorkflowText(text);
    expect(parsed.ok).toBe(true);
    const built = buildImportPayload(parsed.ok ? parsed.json : null, { origin: "http://localhost:3000", fileName: "fluxo\ud800.json" });
    expect(built.ok).toBe(true);
    const res = await create(token, built.ok ? built.payload : null);
    expect(res.status).toBe(201);
    const stored = await storedFlow((await res.json()).id);
    expect((stored.metadata as Json).extra).toBe("\uFFFD \uFFFD");
    expect(strings(stored.metadata).some(hasLoneSurrogate)).toBe(false);
  });
});

describe("PUT /api/flows/{id} with lone surrogates", () => {
  it("stores U+FFFD in the name, description and tags (never a 500)", async () => {
    const author = await createUser();
    const token = await tokenFor(author.email);
    const flow = await createFlow({ authorId: author.id });
    const res = await putFlow(
      apiRequest("PUT", `/api/flows/${flow.id}`, {
        token,
        body: { name: "N\ud800", description: "D\udc00", tags: ["t\ud800"], extra: { "k\ud800": "\ud800" } },
      }),
      params({ id: flow.id }),
    );
    expect(res.status).toBe(200);
    const stored = await storedFlow(flow.id);
    expect([stored.name, stored.description, stored.tags]).toEqual(["N\uFFFD", "D\uFFFD", ["t\uFFFD"]]);
  });

  it("refuses NUL in a key of the body with a 400", async () => {
    const author = await createUser();
    const token = await tokenFor(author.email);
    const flow = await createFlow({ authorId: author.id });
    const res = await putFlow(
      apiRequest("PUT", `/api/flows/${flow.id}`, { token, body: { name: "N", description: "D", "x\u0000": 1 } }),
      params({ id: flow.id }),
    );
    expect(res.status).toBe(400);
  });
});

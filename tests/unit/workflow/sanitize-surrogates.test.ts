import { describe, expect, it } from "vitest";
import { sanitizeWorkflow } from "@/lib/workflow/sanitize";
import { AppError } from "@/lib/http/errors";
import { hasLoneSurrogate } from "@/lib/http/text";

// sanitizeWorkflow is the last step before the `jsonb` column: whatever path the JSON took, what it
// returns must be storable (Postgres refuses "\ud800" and "\u0000" in jsonb).

const workflow = (extra: Record<string, unknown>) => ({
  name: "Teste",
  nodes: [{ name: "Início \ud83d", type: "n8n-nodes-base.manualTrigger", parameters: { texto: "a\udc00b", lista: ["\ud800"] } }],
  connections: { "Início \ud83d": { main: [[]] } },
  ...extra,
});

const strings = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === "object"
        ? Object.entries(value).flatMap(([k, v]) => [k, ...strings(v)])
        : [];

describe("sanitizeWorkflow: lone surrogates", () => {
  it("replaces them by U+FFFD in keys and values, at any depth, without touching the input", () => {
    const input = workflow({ "chave\udbff": { fundo: [{ "x\udc00": "\ud800fim" }] } });
    const { json } = sanitizeWorkflow(input);
    expect(strings(json).some(hasLoneSurrogate)).toBe(false);
    expect(json["chave\uFFFD"]).toEqual({ fundo: [{ "x\uFFFD": "\uFFFDfim" }] });
    const node = (json.nodes as Record<string, unknown>[])[0]!;
    expect(node.name).toBe("Início \uFFFD");
    expect(node.parameters).toEqual({ texto: "a\uFFFDb", lista: ["\uFFFD"] });
    expect(Object.keys(json.connections as object)).toEqual(["Início \uFFFD"]);
    // The caller's object is left as it was.
    expect(input.nodes[0]!.name).toBe("Início \ud83d");
  });

  it("keeps surrogate pairs (emoji) as they are", () => {
    const { json } = sanitizeWorkflow(workflow({ emoji: "😀👍🏽", "🔑": 1 }));
    expect(json.emoji).toBe("😀👍🏽");
    expect(json["🔑"]).toBe(1);
  });

  it("still refuses NUL in keys and values with a 400", () => {
    for (const extra of [{ x: "a\u0000" }, { "a\u0000": 1 }, { deep: [{ "\u0000": "\ud800" }] }]) {
      let error: unknown;
      try {
        sanitizeWorkflow(workflow(extra));
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).message).toBe("O JSON contém caracteres inválidos (\\u0000).");
    }
  });
});

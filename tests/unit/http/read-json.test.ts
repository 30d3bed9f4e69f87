import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/http/errors";
import { readJson } from "@/lib/http/request";

const request = (text: string) => new Request("http://localhost/api/x", { method: "POST", headers: { "content-type": "application/json" }, body: text });

async function errorOf(text: string): Promise<AppError> {
  try {
    await readJson(request(text));
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected an AppError");
}

describe("readJson: lone surrogates and NUL", () => {
  it("writes lone surrogates as U+FFFD in values, keys and nested arrays", async () => {
    const value = await readJson(request('{"a":"\\ud800","b\\udc00":{"c\\ud83d":["x\\udfff", "ok \\ud83d\\ude00"]}}'));
    expect(value).toEqual({ a: "\uFFFD", "b\uFFFD": { "c\uFFFD": ["x\uFFFD", "ok 😀"] } });
  });

  it("keeps the key order and leaves well-formed objects untouched", async () => {
    const value = (await readJson(request('{"z":1,"\\ud800":2,"a":3}'))) as Record<string, number>;
    expect(Object.keys(value)).toEqual(["z", "\uFFFD", "a"]);
    expect(await readJson(request('{"nome":"Fluxo 😀","lista":[1,"dois",null]}'))).toEqual({ nome: "Fluxo 😀", lista: [1, "dois", null] });
  });

  it("refuses NUL in a value or in a key, escaped or raw, with a 400", async () => {
    for (const text of ['{"a":"\\u0000"}', '{"a\\u0000":1}', '{"a":{"b\\u0000c":[1]}}', '{"a":"\u0000"}', '["\\u0000"]']) {
      const error = await errorOf(text);
      expect(error.status, text).toBe(400);
      expect(error.message).toBe("O conteúdo contém caracteres inválidos.");
    }
  });

  it("still refuses prototype keys, even spelt with escapes", async () => {
    expect((await errorOf('{"__proto__":{"x":1}}')).message).toBe('A chave "__proto__" não é permitida.');
    expect((await errorOf('{"a":{"\\u005f_proto__":1}}')).message).toBe('A chave "__proto__" não é permitida.');
  });

  it("does not let a key repaired to U+FFFD touch a prototype", async () => {
    const value = (await readJson(request('{"\\ud800":{"polluted":true}}'))) as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { adminListFlowsSchema, listFlowsSchema, queryToInput, searchParamsToListInput } from "@/lib/flows/schemas";
import { queryText } from "@/lib/http/query";
import { cleanQueryText, hasControlCharacter, hasLoneSurrogate, toWellFormed } from "@/lib/http/text";
import { listUsersParams, listUsersSchema } from "@/lib/users/schemas";

describe("toWellFormed", () => {
  it("replaces lone surrogates by U+FFFD and keeps pairs", () => {
    expect(toWellFormed("a\ud800b")).toBe("a\uFFFDb");
    expect(toWellFormed("\udc00")).toBe("\uFFFD");
    expect(toWellFormed("x\ud83d")).toBe("x\uFFFD");
    expect(toWellFormed("\udc00\ud800")).toBe("\uFFFD\uFFFD");
    expect(toWellFormed("ok 😀 ção")).toBe("ok 😀 ção");
    expect(toWellFormed("😀\ud800😀")).toBe("😀\uFFFD😀");
    expect(hasLoneSurrogate("😀")).toBe(false);
    expect(hasLoneSurrogate("\ud83d")).toBe(true);
  });
});

describe("cleanQueryText", () => {
  it.each([
    ["\u0000", ""],
    ["a\u0000b", "ab"],
    ["\u0001\u0002\u001f", ""],
    ["\u007f", ""],
    ["\u0080\u009f", ""],
    ["a\tb\nc\rd\u000be\u000cf\u0085g", "a b c d e f g"],
    ["\ud800", "\uFFFD"],
    ["busca normal", "busca normal"],
    ["São Paulo 😀", "São Paulo 😀"],
    ["\u00a0espaço", "\u00a0espaço"],
  ])("%j → %j", (input, output) => {
    expect(cleanQueryText(input)).toBe(output);
    expect(hasControlCharacter(cleanQueryText(input))).toBe(false);
  });
});

describe("queryText", () => {
  it("cleans before the checks that follow it", () => {
    const schema = queryText().trim().min(1).max(3);
    expect(schema.parse(" a\u0000b\u0000c ")).toBe("abc");
    expect(schema.safeParse("\u0000").success).toBe(false);
    expect(schema.safeParse("ab\u0000\u0000\u0000").success).toBe(true);
  });

  it("keeps the error of a value that is not text", () => {
    const result = queryText({ error: "Busca inválida" }).safeParse(["a", "b"]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Busca inválida");
  });
});

describe("the query schemas drop control characters from their text fields", () => {
  it("GET /api/flows and /dashboard", () => {
    const params = new URLSearchParams("search=%00a%00&author=%01b&integration=sl%00ack&tags=c%00rm&tags=x%09y");
    const input = listFlowsSchema.parse(searchParamsToListInput(params));
    expect(input).toMatchObject({ search: "a", author: "b", integration: "slack", tags: ["crm", "x y"] });
    expect(listFlowsSchema.parse(searchParamsToListInput({ search: "\u0000\u0000" })).search).toBe("");
    expect(listFlowsSchema.safeParse(searchParamsToListInput({ tags: ["\u0000"] })).success).toBe(false);
  });

  it("the admin flows and users lists", () => {
    expect(adminListFlowsSchema.parse(queryToInput(new URLSearchParams("search=%00x%07"))).search).toBe("x");
    expect(listUsersSchema.parse(listUsersParams(new URLSearchParams("search=%00ana%0A"))).search).toBe("ana");
    // An encoded surrogate is not valid UTF-8: URLSearchParams already decodes it to U+FFFD.
    expect(listUsersSchema.parse(listUsersParams(new URLSearchParams("search=%ED%A0%80"))).search).toBe("\uFFFD\uFFFD\uFFFD");
    expect(listUsersSchema.parse(listUsersParams({ search: "a\ud800" })).search).toBe("a\uFFFD");
  });
});

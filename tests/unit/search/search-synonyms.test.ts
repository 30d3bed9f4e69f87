import { describe, expect, it } from "vitest";
import { DEFAULT_SEARCH_SYNONYMS, parseSynonyms, SynonymIndex } from "@/lib/language/synonyms";
import { settingsSchema } from "@/lib/settings/schemas";

describe("parseSynonyms", () => {
  it("reads one-way and two-way rules, skipping blank lines and comments", () => {
    expect(parseSynonyms("zap, WPP => WhatsApp\n\n# comentário\nemail,  e-mail ")).toEqual({
      ok: true,
      rules: [
        { from: ["zap", "wpp"], to: ["WhatsApp"] },
        { from: ["email", "e-mail"], to: ["email", "e-mail"] },
      ],
    });
    expect(parseSynonyms("")).toEqual({ ok: true, rules: [] });
  });

  it("says what is wrong, with the line, in pt-BR", () => {
    const error = (text: string) => {
      const r = parseSynonyms(text);
      return r.ok ? null : r.error;
    };
    expect(error("zap")).toMatch(/^Linha 1: separe os sinônimos por vírgula/);
    expect(error("ok, certo\nzap => ")).toMatch(/^Linha 2: há um termo vazio/);
    expect(error("a => b => c")).toMatch(/^Linha 1: use "=>" uma vez só/);
    expect(error("zap => ???")).toMatch(/não tem letras nem números/);
    expect(error(`zap => ${"a".repeat(61)}`)).toMatch(/no máximo 60 caracteres/);
    expect(error("um dois três quatro cinco, x")).toMatch(/no máximo 4 palavras/);
    expect(error(Array.from({ length: 201 }, (_, i) => `a${i}, b${i}`).join("\n"))).toMatch(/no máximo 200 regras/);
  });

  it("accepts the default list", () => {
    expect(parseSynonyms(DEFAULT_SEARCH_SYNONYMS).ok).toBe(true);
  });
});

describe("SynonymIndex", () => {
  it("maps each folded phrase to what it also finds, merging rules and leaving the phrase itself out", () => {
    const index = SynonymIndex.fromText("zap, wpp => whatsapp\nia, inteligência artificial\nia => openai\nemail, e-mail");
    expect(index.alternatives("zap")).toEqual(["whatsapp"]);
    expect(index.alternatives("whatsapp")).toEqual([]);
    expect(index.alternatives("ia")).toEqual(["inteligência artificial", "openai"]);
    expect(index.alternatives("inteligencia artificial")).toEqual(["ia"]);
    expect(index.alternatives("e-mail")).toEqual(["email"]);
    expect(index.longest).toBe(2);
  });

  it("treats a list that does not parse as no rules", () => {
    expect(SynonymIndex.fromText("quebrada").alternatives("quebrada")).toEqual([]);
  });
});

describe("settingsSchema search_synonyms", () => {
  it("tidies the lines and refuses bad rules with the field's error", () => {
    expect(settingsSchema.parse({ search_synonyms: "  zap ,  wpp   =>  whatsapp \r\n\r\n" })).toEqual({ search_synonyms: "zap , wpp => whatsapp" });
    expect(settingsSchema.parse({ search_synonyms: "" })).toEqual({ search_synonyms: "" });
    const bad = settingsSchema.safeParse({ search_synonyms: "zap" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ["search_synonyms"], message: expect.stringMatching(/^Linha 1/) });
    expect(settingsSchema.safeParse({ search_synonyms: 5 }).success).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { FOLD_FROM, FOLD_TO } from "@/db/schema";
import { foldText, isStopWord, splitWords } from "@/lib/language/text";

const contentWords = (text: string) => splitWords(text).filter((w) => !isStopWord(w));

describe("foldText", () => {
  it("lowers and folds accents exactly like the database", () => {
    expect(foldText("AUTOMAÇÃO Órgãos Pão")).toBe("automacao orgaos pao");
    expect(foldText(FOLD_FROM)).toBe(FOLD_TO);
    expect(foldText(FOLD_FROM.toUpperCase())).toBe(FOLD_TO);
  });
});

describe("splitWords / isStopWord", () => {
  it("keeps hyphenated, dotted and digit words whole and drops punctuation", () => {
    expect(splitWords("E-mail, n8n & Google.Sheets: boas-vindas!")).toEqual(["E-mail", "n8n", "Google.Sheets", "boas-vindas"]);
    expect(splitWords("  %%  ")).toEqual([]);
  });

  it("knows Portuguese and English stop words, with or without accents", () => {
    expect(contentWords("automação para clientes do Brasil")).toEqual(["automação", "clientes", "Brasil"]);
    expect(contentWords("send the email to my team")).toEqual(["send", "email", "team"]);
    expect(isStopWord("Você")).toBe(true);
    expect(isStopWord("voce")).toBe(true);
    expect(isStopWord("whatsapp")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { FOLD_FROM, FOLD_TO } from "@/db/schema";
import { foldText, isStopWord, searchWords, splitWords } from "@/lib/flows/search/text";

describe("foldText", () => {
  it("lowers and folds accents exactly like the database", () => {
    expect(foldText("AUTOMAÇÃO Órgãos Pão")).toBe("automacao orgaos pao");
    expect(foldText(FOLD_FROM)).toBe(FOLD_TO);
    expect(foldText(FOLD_FROM.toUpperCase())).toBe(FOLD_TO);
  });
});

describe("splitWords / searchWords", () => {
  it("keeps hyphenated, dotted and digit words whole and drops punctuation", () => {
    expect(splitWords("E-mail, n8n & Google.Sheets: boas-vindas!")).toEqual(["E-mail", "n8n", "Google.Sheets", "boas-vindas"]);
    expect(splitWords("  %%  ")).toEqual([]);
  });

  it("drops Portuguese and English stop words, with or without accents, and keeps at most 8 words", () => {
    expect(searchWords("automação para clientes do Brasil")).toEqual(["automação", "clientes", "Brasil"]);
    expect(searchWords("send the email to my team")).toEqual(["send", "email", "team"]);
    expect(isStopWord("Você")).toBe(true);
    expect(isStopWord("voce")).toBe(true);
    expect(isStopWord("whatsapp")).toBe(false);
    expect(searchWords("a b c d e f g h i j k l m n o p q r s t u v w x y z")).toHaveLength(8);
  });
});

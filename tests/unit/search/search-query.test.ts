import { describe, expect, it } from "vitest";
import { highlightTerms, parseSearch, replaceWords } from "@/lib/flows/search/parse";
import { DEFAULT_SEARCH_SYNONYMS, SynonymIndex } from "@/lib/language/synonyms";

const synonyms = SynonymIndex.fromText(DEFAULT_SEARCH_SYNONYMS);

describe("parseSearch", () => {
  it("makes a group per word, stop words dropped, each with its synonyms", () => {
    expect(parseSearch("Agendamento de consultas no zap", synonyms)).toEqual([
      { text: "Agendamento", alternatives: ["Agendamento"] },
      { text: "consultas", alternatives: ["consultas"] },
      { text: "zap", alternatives: ["zap", "whatsapp"] },
    ]);
  });

  it("prefers the longest phrase a rule names, even one made of a stop word and more", () => {
    expect(parseSearch("emitir nota fiscal", synonyms)).toEqual([
      { text: "emitir", alternatives: ["emitir"] },
      { text: "nota fiscal", alternatives: ["nota fiscal", "nf", "nfe"] },
    ]);
    expect(parseSearch("nota", synonyms)).toEqual([{ text: "nota", alternatives: ["nota"] }]);
    expect(parseSearch("Inteligência Artificial", synonyms)[0]!.alternatives).toEqual(["Inteligência Artificial", "ia", "ai"]);
  });

  it("drops repeated words, keeps at most 8 groups and makes none of symbols or stop words", () => {
    expect(parseSearch("email E-MAIL email", synonyms).map((g) => g.text)).toEqual(["email", "E-MAIL"]);
    expect(parseSearch("um dois três quatro cinco seis sete oito nove dez", synonyms)).toHaveLength(8);
    expect(parseSearch("para o %", synonyms)).toEqual([]);
  });
});

describe("highlightTerms", () => {
  it("lists every alternative's words once, lower case, without stop words", () => {
    expect(highlightTerms(parseSearch("zap para sheets", synonyms))).toEqual(["zap", "whatsapp", "sheets", "google"]);
  });
});

describe("replaceWords", () => {
  it("replaces only the corrected words, keeping the rest as typed", () => {
    const groups = parseSearch("Lembrete de Watsapp", synonyms);
    expect(replaceWords("Lembrete de Watsapp", groups, new Map([[1, "whatsapp"]]))).toBe("Lembrete de whatsapp");
  });
});

import { describe, expect, it } from "vitest";
import { highlight, matchRanges, roughStem } from "@/lib/flows/search/highlight";

const marked = (text: string, terms: string[]) =>
  highlight(text, terms)
    .map((s) => (s.match ? `[${s.text}]` : s.text))
    .join("");

describe("highlight", () => {
  it("marks the words a search found by stem, with or without accents", () => {
    expect(marked("Agendamento de consultas pela agenda", ["agendar"])).toBe("[Agendamento] de consultas pela [agenda]");
    expect(marked("Automação e automações", ["automacoes"])).toBe("[Automação] e [automações]");
    expect(marked("Planilhas do Google", ["planilha"])).toBe("[Planilhas] do Google");
    expect(marked("Mensagens e mensagem, não mensal", ["mensagem"])).toBe("[Mensagens] e [mensagem], não mensal");
    expect(marked("Notas fiscais", ["fiscal"])).toBe("Notas [fiscais]");
    expect(marked("Sending reminders", ["send", "reminder"])).toBe("[Sending reminders]");
  });

  it("marks whole hyphenated words, by any part, and joins neighbours into one mark", () => {
    expect(marked("Envio por e-mail e email", ["e-mail", "email"])).toBe("Envio por [e-mail] e [email]");
    expect(marked("Tag google-sheets", ["sheets"])).toBe("Tag [google-sheets]");
    expect(marked("Dados no Google Sheets hoje", ["google", "sheets"])).toBe("Dados no [Google Sheets] hoje");
  });

  it("does not mark short words by a shared beginning, nor anything without terms", () => {
    expect(marked("IA e iam", ["ia"])).toBe("[IA] e iam");
    expect(marked("Cliente na clínica", ["cliente"])).toBe("[Cliente] na clínica");
    expect(highlight("Texto", [])).toEqual([{ text: "Texto", match: false }]);
    expect(highlight("", ["x"])).toEqual([]);
  });

  it("gives segments that join back into the text, and their offsets", () => {
    const text = "Atendimento no WhatsApp com IA, 24h.";
    expect(
      highlight(text, ["whatsapp", "ia"])
        .map((s) => s.text)
        .join(""),
    ).toBe(text);
    expect(matchRanges(text, ["whatsapp"])).toEqual([[15, 23]]);
  });
});

describe("roughStem", () => {
  it("puts singular and plural, noun and verb on one stem", () => {
    expect(new Set(["agendar", "agendamento", "agenda", "agendamentos"].map(roughStem))).toEqual(new Set(["agend"]));
    expect(roughStem("notificacoes")).toBe(roughStem("notificacao"));
    expect(roughStem("scheduling")).toBe(roughStem("schedule"));
    expect(roughStem("api")).toBe("api");
  });
});

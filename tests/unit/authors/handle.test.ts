import { describe, expect, it } from "vitest";
import { handleBase, handleSchema, HANDLE_MESSAGES, isHandleLike } from "@/lib/authors/handle";
import { linkProblem, updatePublicProfileSchema } from "@/lib/authors/schemas";

describe("handleBase", () => {
  it.each([
    ["Ana Martins", "ana-martins"],
    ["  José da Silva Ñ  ", "jose-da-silva-n"],
    ["João Conceição", "joao-conceicao"],
    ["--Ânimo!!  Total--", "animo-total"],
    ["Ärger Öl Ünico", "arger-ol-unico"],
    ["ACME Automações Ltda.", "acme-automacoes-ltda"],
    ["😀", "autor"],
    ["", "autor"],
    ["Ab", "ab"],
    // Cut at 40 and never left with a dash at the end.
    ["Maria Aparecida dos Santos Oliveira Rodrigues", "maria-aparecida-dos-santos-oliveira-rodr"],
    ["abcdefghij abcdefghij abcdefghij abcdefghij", "abcdefghij-abcdefghij-abcdefghij-abcdefg"],
    ["abcdefghij abcdefghij abcdefghij abcdefg hij", "abcdefghij-abcdefghij-abcdefghij-abcdefg"],
  ])("%j → %j", (name, handle) => {
    expect(handleBase(name)).toBe(handle);
    expect(handleBase(name).length).toBeLessThanOrEqual(40);
  });
});

describe("handleSchema", () => {
  const ok = (value: string) => handleSchema.safeParse(value);
  const message = (value: string) => ok(value).error?.issues[0]?.message;

  it("takes lower-case words joined by single dashes, 3 to 40 characters, trimmed and lower-cased", () => {
    expect(ok(" Ana-Martins ").data).toBe("ana-martins");
    expect(ok("abc").data).toBe("abc");
    expect(ok("a".repeat(40)).success).toBe(true);
    expect(ok("n8n-2024").data).toBe("n8n-2024");
  });

  it("refuses the rest with pt-BR messages", () => {
    expect(message("ab")).toBe(HANDLE_MESSAGES.length);
    expect(message("a".repeat(41))).toBe(HANDLE_MESSAGES.length);
    for (const bad of ["-ana", "ana-", "ana--martins", "ana_martins", "ana martins", "josé", "ana.martins", "ana/x"])
      expect(message(bad), bad).toBe(HANDLE_MESSAGES.pattern);
    for (const reserved of ["admin", "Fluxoteca", "suporte", "usuario-removido"]) expect(message(reserved), reserved).toBe(HANDLE_MESSAGES.reserved);
  });

  it("looks up any handle the database could hold, nothing else", () => {
    expect(isHandleLike("jo")).toBe(true);
    expect(isHandleLike(`${"a".repeat(40)}-1a2b3c`)).toBe(true);
    expect(isHandleLike("Ana")).toBe(false);
    expect(isHandleLike("a%20b")).toBe(false);
    expect(isHandleLike("")).toBe(false);
  });
});

describe("creator page links", () => {
  it.each([
    ["https://exemplo.com.br", null],
    ["https://github.com/ana?tab=repositories#x", null],
    ["http://exemplo.com.br", "Link 1: use um endereço que comece com https://."],
    ["javascript:alert(1)", "Link 1: use um endereço que comece com https://."],
    ["JaVaScRiPt:alert(1)", "Link 1: use um endereço que comece com https://."],
    ["data:text/html;base64,PHNjcmlwdD4=", "Link 1: use um endereço que comece com https://."],
    ["vbscript:msgbox", "Link 1: use um endereço que comece com https://."],
    ["//exemplo.com.br", "Link 1: informe um endereço completo, como https://exemplo.com.br."],
    ["exemplo.com.br", "Link 1: informe um endereço completo, como https://exemplo.com.br."],
    ["https:exemplo.com.br", "Link 1: informe um endereço completo, como https://exemplo.com.br."],
    ["https://exem plo.com", "Link 1: informe um endereço completo, como https://exemplo.com.br."],
    ["https://exemplo.com\\@evil.com", "Link 1: informe um endereço completo, como https://exemplo.com.br."],
    ["https://ana:segredo@exemplo.com.br", "Link 1: o endereço não pode conter usuário ou senha."],
    ["https://localhost", "Link 1: use o endereço público de um site (nada de localhost, IPs ou redes internas)."],
    ["https://app.localhost", "Link 1: use o endereço público de um site (nada de localhost, IPs ou redes internas)."],
    ["https://10.0.0.1", "Link 1: use o endereço público de um site (nada de localhost, IPs ou redes internas)."],
    ["https://0x7f000001", "Link 1: use o endereço público de um site (nada de localhost, IPs ou redes internas)."],
    ["https://[::1]", "Link 1: use o endereço público de um site (nada de localhost, IPs ou redes internas)."],
    ["https://servidor", "Link 1: use o endereço público de um site (nada de localhost, IPs ou redes internas)."],
    ["https://nas.local", "Link 1: use o endereço público de um site (nada de localhost, IPs ou redes internas)."],
    ["https://api.internal", "Link 1: use o endereço público de um site (nada de localhost, IPs ou redes internas)."],
  ])("%j → %j", (link, problem) => {
    expect(linkProblem(link, 1)).toBe(problem);
  });

  it("drops blank fields, keeps the parsed spelling once, and numbers the problems by field", () => {
    const parsed = updatePublicProfileSchema.parse({ links: [" https://Exemplo.com.br ", "", "https://exemplo.com.br/"] });
    expect(parsed.links).toEqual(["https://exemplo.com.br/"]);
    const refused = updatePublicProfileSchema.safeParse({ links: ["https://ok.com.br", "http://x.com.br"] });
    expect(refused.error?.issues.map((i) => i.message)).toEqual(["Link 2: use um endereço que comece com https://."]);
  });

  it("counts the bio in characters, after trimming, and keeps its line breaks", () => {
    expect(updatePublicProfileSchema.parse({ bio: ` ${"é".repeat(300)}\r\n` }).bio).toBe("é".repeat(300));
    expect(updatePublicProfileSchema.safeParse({ bio: "😀".repeat(301) }).success).toBe(false);
    expect(updatePublicProfileSchema.parse({ bio: "a\r\nb" }).bio).toBe("a\nb");
    expect(updatePublicProfileSchema.safeParse({ bio: "a\u0000b" }).success).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { baseSlug, batchSlugs, slugFitsName, slugify, SLUG_PATTERN } from "@/lib/flows/slug";

describe("flow slugs", () => {
  it.each([
    ["Automação de Cobrança via WhatsApp!", "automacao-de-cobranca-via-whatsapp"],
    ["  Ação   — ÇÃO  ", "acao-cao"],
    ["🤖🤖", "fluxo"],
    ["x".repeat(80), "x".repeat(60)],
    ["Bot de RH 2.0 (n8n)", "bot-de-rh-2-0-n8n"],
  ])("%j → %j", (name, slug) => {
    expect(slugify(name)).toBe(slug);
    expect(SLUG_PATTERN.test(slugify(name))).toBe(true);
  });

  it("keeps facet words free for the facet pages", () => {
    expect(baseSlug("Tag")).toBe("tag-fluxo");
    expect(baseSlug("Plataforma")).toBe("plataforma-fluxo");
    expect(baseSlug("Tags")).toBe("tags");
  });

  it("settles repeated names within a batch", () => {
    expect(batchSlugs(["Relatório", "relatorio", "Relatório!", "Outro"])).toEqual(["relatorio", "relatorio-2", "relatorio-3", "outro"]);
  });

  it("knows when a slug still fits a new name", () => {
    expect(slugFitsName("relatorio", "Relatório")).toBe(true);
    expect(slugFitsName("relatorio-3", "Relatório")).toBe(true);
    expect(slugFitsName("relatorio-0a1b2c3d", "Relatório")).toBe(true);
    expect(slugFitsName("relatorio-mensal", "Relatório")).toBe(false);
    expect(slugFitsName("relatorio", "Relatório mensal")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { listFlowsSchema, type ListFlowsInput } from "@/lib/flows/schemas";
import {
  catalogueQuery,
  catalogueSeo,
  facetDescription,
  facetHeading,
  facetPath,
  filterCount,
  flowPath,
  parseFacet,
  soleFacet,
  withFacet,
  type Facet,
} from "@/lib/catalogue/url";
import { SITEMAP_LAYOUT, SITEMAP_URL_LIMIT, sitemapFileCount } from "@/lib/seo/catalogue-sitemap";
import { robotsRules } from "@/lib/seo/catalogue-robots";

const input = (query: Record<string, unknown> = {}): ListFlowsInput => listFlowsSchema.parse({ tags: [], ...query });

describe("public catalogue addresses", () => {
  it("builds flow and facet paths, one encoded segment per value", () => {
    expect(flowPath("bot-de-vendas")).toBe("/fluxos/bot-de-vendas");
    expect(facetPath({ kind: "platform", value: "N8N" })).toBe("/fluxos/plataforma/n8n");
    expect(facetPath({ kind: "platform", value: "TYPEBOT" })).toBe("/fluxos/plataforma/typebot");
    expect(facetPath({ kind: "tag", value: "whatsapp" })).toBe("/fluxos/tag/whatsapp");
    expect(facetPath({ kind: "tag", value: "e-mail/sms" })).toBe("/fluxos/tag/e-mail%2Fsms");
    expect(facetPath({ kind: "tag", value: "automação" })).toBe("/fluxos/tag/automa%C3%A7%C3%A3o");
    expect(facetPath({ kind: "integration", value: "Google Sheets" })).toBe("/fluxos/integracao/Google%20Sheets");
    expect(facetPath({ kind: "trigger", value: "schedule" })).toBe("/fluxos/gatilho/schedule");
    expect(facetPath({ kind: "complexity", value: "intermediario" })).toBe("/fluxos/complexidade/intermediario");
  });

  it("parses address values: fixed lists exactly (platforms without case), tags and apps by shape", () => {
    expect(parseFacet("platform", "n8n")).toEqual({ kind: "platform", value: "N8N" });
    expect(parseFacet("platform", "Make")).toEqual({ kind: "platform", value: "MAKE" });
    expect(parseFacet("platform", "zapier")).toBeNull();
    expect(parseFacet("complexity", "avancado")).toEqual({ kind: "complexity", value: "avancado" });
    expect(parseFacet("complexity", "Avançado")).toBeNull();
    expect(parseFacet("trigger", "webhook")).toEqual({ kind: "trigger", value: "webhook" });
    expect(parseFacet("trigger", "Webhook")).toBeNull();
    expect(parseFacet("tag", "  whatsapp ")).toEqual({ kind: "tag", value: "whatsapp" });
    expect(parseFacet("tag", "")).toBeNull();
    expect(parseFacet("tag", "x".repeat(51))).toBeNull();
    expect(parseFacet("tag", "a\u0000b")).toBeNull();
    expect(parseFacet("integration", "Google Sheets")).toEqual({ kind: "integration", value: "Google Sheets" });
    // Every path round-trips.
    for (const facet of [
      { kind: "platform", value: "MAKE" },
      { kind: "tag", value: "automação" },
      { kind: "integration", value: "Google Sheets" },
    ] as Facet[]) {
      const segment = facetPath(facet).split("/")[3]!;
      expect(parseFacet(facet.kind, decodeURIComponent(segment))).toEqual(facet);
    }
  });

  it("fixes the facet's filter over the query string's", () => {
    expect(withFacet(input({ platform: "MAKE", search: "bot" }), { kind: "platform", value: "N8N" })).toMatchObject({ platform: "N8N", search: "bot" });
    expect(withFacet(input({ tags: ["crm", "whatsapp"] }), { kind: "tag", value: "whatsapp" }).tags).toEqual(["whatsapp", "crm"]);
    expect(withFacet(input(), null)).toEqual(input());
  });

  it("counts filters and finds the facet page a single filter duplicates", () => {
    expect(filterCount(input())).toBe(0);
    expect(filterCount(input({ tags: ["a", "b"], platform: "N8N", minScore: 3, maxScore: 5 }))).toBe(4);
    expect(soleFacet(input({ integration: "Slack" }))).toEqual({ kind: "integration", value: "Slack" });
    expect(soleFacet(input({ author: "Ana" }))).toBeNull();
    expect(soleFacet(input({ platform: "N8N", trigger: "chat" }))).toBeNull();
  });

  it("writes the query string with only what differs from the defaults, leaving out the facet's own value", () => {
    expect(catalogueQuery(input())).toBe("");
    expect(catalogueQuery(input({ search: "lead", platform: "N8N", page: 3 }))).toBe("?search=lead&platform=N8N&page=3");
    expect(catalogueQuery(input({ sortBy: "name", sortOrder: "asc" }))).toBe("?sortBy=name&sortOrder=asc");
    expect(catalogueQuery(input({ tags: ["whatsapp", "crm"] }), { kind: "tag", value: "whatsapp" })).toBe("?tags=crm");
    expect(catalogueQuery(input({ platform: "N8N", page: 2 }), { kind: "platform", value: "N8N" }, { page: 1 })).toBe("");
    expect(catalogueQuery(input({ search: "a b&c" }), null, { page: 2 })).toBe("?search=a+b%26c&page=2");
  });
});

describe("public catalogue titles and indexing", () => {
  const view = (facet: Facet | null, query: Record<string, unknown> = {}, total = 40, valid = true) => {
    const shown = withFacet(input(query), facet);
    return catalogueSeo({ facet, input: shown, valid, total, baseTotal: 100 });
  };

  it("titles each facet page in pt-BR", () => {
    expect(facetHeading({ kind: "platform", value: "N8N" })).toBe("Fluxos de n8n");
    expect(facetHeading({ kind: "tag", value: "whatsapp" })).toBe("Fluxos com a tag whatsapp");
    expect(facetHeading({ kind: "integration", value: "Google Sheets" })).toBe("Fluxos que usam Google Sheets");
    expect(facetHeading({ kind: "trigger", value: "webhook" })).toBe("Fluxos disparados por webhook");
    expect(facetHeading({ kind: "complexity", value: "simples" })).toBe("Fluxos simples");
    expect(facetDescription({ kind: "platform", value: "MAKE" }, 1)).toMatch(/^1 fluxo de automação pronto para Make\./);
    expect(facetDescription(null, 1234)).toMatch(/^1\.234 fluxos de automação prontos para n8n, Typebot e Make/);
  });

  it("indexes /fluxos and facet pages, their later pages and sort orders, with a canonical without the sort", () => {
    expect(view(null)).toMatchObject({
      title: "Fluxos de automação para n8n, Typebot e Make",
      heading: "Fluxos de automação",
      canonicalPath: "/fluxos",
      index: true,
    });
    expect(view({ kind: "tag", value: "whatsapp" })).toMatchObject({ title: "Fluxos com a tag whatsapp", canonicalPath: "/fluxos/tag/whatsapp", index: true });
    expect(view(null, { page: 2 })).toMatchObject({
      title: "Fluxos de automação para n8n, Typebot e Make — página 2",
      canonicalPath: "/fluxos?page=2",
      index: true,
    });
    expect(view({ kind: "platform", value: "N8N" }, { sortBy: "name", page: 3 })).toMatchObject({
      canonicalPath: "/fluxos/plataforma/n8n?page=3",
      index: true,
    });
    expect(view(null, { sortBy: "downloadCount" })).toMatchObject({ canonicalPath: "/fluxos", index: true });
  });

  it("says noindex for searches, filter combinations, author and score filters, empty pages and invalid queries", () => {
    expect(view(null, { search: "bot" })).toMatchObject({ title: "Busca por “bot” · Fluxos de automação", canonicalPath: "/fluxos", index: false });
    expect(view({ kind: "tag", value: "crm" }, { search: "bot", page: 2 })).toMatchObject({ canonicalPath: "/fluxos/tag/crm", index: false });
    expect(view(null, { platform: "N8N", tags: ["crm"] })).toMatchObject({ canonicalPath: "/fluxos", index: false });
    expect(view({ kind: "tag", value: "crm" }, { platform: "N8N" })).toMatchObject({ canonicalPath: "/fluxos/tag/crm", index: false });
    expect(view(null, { author: "Ana" }).index).toBe(false);
    expect(view(null, { minScore: 4 }).index).toBe(false);
    expect(view(null, {}, 0).index).toBe(false);
    expect(view(null, { page: 5 }, 40)).toMatchObject({ index: false, canonicalPath: "/fluxos" });
    expect(view(null, {}, 40, false).index).toBe(false);
  });

  it("points /fluxos with one facet filter at that facet's page", () => {
    expect(view(null, { platform: "MAKE" })).toMatchObject({ canonicalPath: "/fluxos/plataforma/make", index: true });
    expect(view(null, { tags: ["crm"], page: 2 })).toMatchObject({ canonicalPath: "/fluxos/tag/crm?page=2", index: true });
    expect(view(null, { integration: "Slack" }, 0)).toMatchObject({ canonicalPath: "/fluxos", index: false });
  });
});

describe("sitemap files and robots.txt", () => {
  it("splits the flows into files of at most the limit, always at least one", () => {
    // File 0 holds its flows and the other pages: together never over the limit.
    expect(SITEMAP_LAYOUT.flowsPerFile + SITEMAP_LAYOUT.pagesMax).toBeLessThanOrEqual(SITEMAP_URL_LIMIT);
    expect(sitemapFileCount(0)).toBe(1);
    expect(sitemapFileCount(SITEMAP_LAYOUT.flowsPerFile)).toBe(1);
    expect(sitemapFileCount(SITEMAP_LAYOUT.flowsPerFile + 1)).toBe(2);
    expect(sitemapFileCount(100_000)).toBe(3);
    expect(sitemapFileCount(7, { flowsPerFile: 3, pagesMax: 2 })).toBe(3);
  });

  it("opens the public pages, closes the signed-in areas and lists every sitemap file", () => {
    const robots = robotsRules("https://fluxoteca.com.br", [{ id: 0 }, { id: 1 }]);
    expect(robots.rules).toEqual({ userAgent: "*", allow: "/", disallow: ["/admin", "/profile", "/api", "/dev", "/dashboard", "/flow/", "/minhas-colecoes"] });
    expect(robots.sitemap).toEqual(["https://fluxoteca.com.br/sitemap/0.xml", "https://fluxoteca.com.br/sitemap/1.xml"]);
  });
});

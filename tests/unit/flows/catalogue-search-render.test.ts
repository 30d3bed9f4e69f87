import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { AdvancedFilters } from "@/components/flows/catalogue/catalog-advanced-filters";
import { FlowCard } from "@/components/flows/card/flow-card";
import { CataloguePage } from "@/components/public/catalogue/catalogue-page";
import { flowSummary } from "../../helpers/render";
import type { FlowList } from "@/lib/flows/dto";
import { listFlowsSchema } from "@/lib/flows/schemas";
import type { CataloguePage as Page } from "@/lib/catalogue/page";

vi.mock("next/navigation", () => import("../../helpers/render").then((m) => m.nextNavigation));

const flow = flowSummary;

const html = (element: React.ReactElement) => renderToStaticMarkup(element);

const list = (over: Partial<FlowList> = {}): FlowList => ({
  flows: [flow(1, { name: "Atendimento no WhatsApp com planilha", description: "Responde clientes no whatsapp e agenda horários." })],
  pagination: { page: 1, limit: 12, total: 1, pages: 1 },
  availableTags: [],
  ...over,
});

const page = (search: string | undefined, over: Partial<FlowList> = {}, extra: Record<string, unknown> = {}): Page => ({
  facet: null,
  input: listFlowsSchema.parse({ ...(search !== undefined && { search }), ...extra }),
  valid: true,
  list: list(over),
  integrations: [],
  browse: { all: 1, platform: [], complexity: [], trigger: [], tag: [], integration: [] },
  seo: { title: "Fluxos", heading: "Fluxos", description: "Catálogo", canonicalPath: "/fluxos", index: false },
});

describe("the corrected search on the public catalogue", () => {
  it("says which search the results are for and links to it, keeping the other filters", () => {
    const out = html(
      createElement(CataloguePage, { page: page("watsapp", { suggestion: "whatsapp", searchTerms: ["whatsapp"] }, { platform: "N8N", page: 2 }) }),
    );
    expect(out).toContain("Mostrando resultados para “whatsapp” em vez de “watsapp”.");
    expect(out).toContain("Você quis dizer");
    expect(out).toMatch(/<a [^>]*href="\/fluxos\?search=whatsapp&amp;platform=N8N">whatsapp<\/a>\?/);
  });

  it("says nothing of the kind without a suggestion", () => {
    const out = html(createElement(CataloguePage, { page: page("whatsapp", { searchTerms: ["whatsapp"] }) }));
    expect(out).not.toContain("Você quis dizer");
  });
});

describe("matched words in the cards", () => {
  const marks = (out: string) => [...out.matchAll(/<mark[^>]*>([^<]*)<\/mark>/g)].map((m) => m[1]);

  it("marks the search's words in the name and description of the public cards", () => {
    const out = html(createElement(CataloguePage, { page: page("whatsapp agendar", { searchTerms: ["whatsapp", "agendar"] }) }));
    expect(marks(out)).toEqual(["WhatsApp", "whatsapp", "agenda"]);
    // The clamp stays on the elements that hold the marks.
    expect(out).toMatch(/<h2 class="line-clamp-2[^"]*"><a [^>]*>Atendimento no <mark/);
    expect(out).toMatch(/<p class="text-muted-foreground line-clamp-3 text-sm">Responde clientes no <mark/);
  });

  it("marks them in the dashboard's card too", () => {
    const out = html(
      createElement(FlowCard, {
        flow: flow(2, { name: "Planilhas do Google", description: "Copia linhas para outra planilha." }),
        member: { detailHref: "/dashboard?fluxo=f2", menu: null },
        searchTerms: ["planilha"],
      }),
    );
    expect(marks(out)).toEqual(["Planilhas", "planilha"]);
  });

  it("leaves the text alone without a search", () => {
    const out = html(createElement(FlowCard, { flow: flow(3, { name: "WhatsApp" }) }));
    expect(out).not.toContain("<mark");
    expect(out).toContain("WhatsApp");
  });
});

describe("the sort menu", () => {
  const sortMenu = (query: Record<string, unknown>) => {
    const out = html(
      createElement(AdvancedFilters, {
        input: listFlowsSchema.parse(query),
        availableTags: [],
        integrations: [],
        update: vi.fn(),
        onClear: vi.fn(),
        onHide: vi.fn(),
      }),
    );
    return out.slice(out.indexOf('id="sortBy"'), out.indexOf("</select>", out.indexOf('id="sortBy"')));
  };

  it("offers 'Relevância', selected, while searching with no sort in the URL", () => {
    expect(sortMenu({ search: "whatsapp" })).toContain('<option value="relevance" selected="">Relevância</option>');
  });

  it("keeps a sort the URL names while searching", () => {
    const menu = sortMenu({ search: "whatsapp", sortBy: "name" });
    expect(menu).toContain('<option value="relevance">Relevância</option>');
    expect(menu).toContain('<option value="name" selected="">Nome</option>');
  });

  it("leaves 'Relevância' out without a search", () => {
    const menu = sortMenu({});
    expect(menu).not.toContain("Relevância");
    expect(menu).toContain('<option value="score" selected="">Avaliação</option>');
  });
});

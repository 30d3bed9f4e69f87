import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { FlowCard } from "@/components/flows/card/flow-card";
import { DashboardCardMenu } from "@/components/flows/card/flow-card-menu-dashboard";
import type { FlowSummary } from "@/lib/flows/dto";
import { flowSummary } from "../../helpers/render";

vi.mock("next/navigation", () => import("../../helpers/render").then((m) => m.nextNavigation));

const flow: FlowSummary = flowSummary(1, {
  name: "Leads no CRM",
  slug: "leads-no-crm",
  description: "Copia os leads do formulário para o CRM.",
  tags: ["crm", "leads"],
  score: 4.5,
  reviewCount: 2,
  downloadCount: 10,
});

const html = (element: React.ReactElement) => renderToStaticMarkup(element);
/** Each link's href and text (tags stripped), in document order. */
const links = (out: string) =>
  [...out.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map(([, attrs = "", inner = ""]) => ({
    attrs,
    href: /href="([^"]*)"/.exec(attrs)?.[1],
    text: inner.replace(/<[^>]+>/g, ""),
  }));
const verLink = (out: string) => links(out).find((l) => l.attrs.includes('aria-label="Ver Leads no CRM"'));

describe("FlowCard on the public catalogue", () => {
  const out = html(createElement(FlowCard, { flow }));

  it("links the name and 'Ver' to the flow's public page", () => {
    expect(links(out)[0]).toMatchObject({ href: "/fluxos/leads-no-crm", text: "Leads no CRM" });
    expect(verLink(out)).toMatchObject({ href: "/fluxos/leads-no-crm", text: "Ver" });
    expect(out).not.toContain("data-flow-detail");
  });

  it("links the platform and the tags to their facet pages", () => {
    const hrefs = links(out).map((l) => l.href);
    expect(hrefs).toContain("/fluxos/plataforma/n8n");
    expect(hrefs).toContain("/fluxos/tag/crm");
    expect(hrefs).toContain("/fluxos/tag/leads");
  });

  it("leaves the menu to hydration: the same HTML for every viewer", () => {
    expect(out).not.toContain("Mais opções");
  });
});

describe("FlowCard rating", () => {
  it("shows the mean with the number of reviews it rests on, and says both to screen readers", () => {
    const out = html(createElement(FlowCard, { flow: { ...flow, score: 4.7, reviewCount: 38 } }));
    expect(out).toContain('<span aria-hidden="true">4,7 (38)</span>');
    expect(out).toContain("Nota 4,7 de 5, 38 avaliações");
    expect(html(createElement(FlowCard, { flow: { ...flow, score: 5, reviewCount: 1 } }))).toContain("Nota 5,0 de 5, 1 avaliação");
  });

  it("keeps 'Sem avaliações' for a flow nobody rated", () => {
    const out = html(createElement(FlowCard, { flow: { ...flow, score: 0, reviewCount: 0 } }));
    expect(out).toContain("Sem avaliações");
    expect(out).not.toContain("0,0");
  });
});

describe("FlowCard on the member dashboard", () => {
  const card = (viewer: { id: string; role: "USER" | "ADMIN" } | null) =>
    html(
      createElement(FlowCard, {
        flow,
        member: { detailHref: "/dashboard?fluxo=f1", menu: createElement(DashboardCardMenu, { flow, detailHref: "/dashboard?fluxo=f1", viewer }) },
      }),
    );

  it("links the name to the flow's page and 'Ver' to its detail dialog", () => {
    const out = card({ id: "v", role: "USER" });
    expect(links(out)[0]).toMatchObject({ href: "/flow/f1", text: "Leads no CRM" });
    const ver = verLink(out);
    expect(ver).toMatchObject({ href: "/dashboard?fluxo=f1", text: "Ver" });
    expect(ver?.attrs).toContain('data-flow-detail="f1"');
  });

  it("shows the platform and tags as plain chips", () => {
    expect(links(card(null)).map((l) => l.href)).toEqual(["/flow/f1", "/dashboard?fluxo=f1"]);
  });

  it("renders the menu's trigger when the viewer is known, and keeps its place when the page is shared", () => {
    expect(card({ id: "v", role: "USER" })).toContain('aria-label="Mais opções de Leads no CRM"');
    const shared = card(null);
    expect(shared).not.toContain("Mais opções");
    expect(shared).toContain('<span class="size-8" aria-hidden="true"></span>');
  });
});

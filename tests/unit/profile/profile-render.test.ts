import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { DownloadsTab } from "@/components/profile/downloads-tab";
import { ProfilePagination } from "@/components/profile/profile-pagination";
import { UploadsTab } from "@/components/profile/uploads-tab";
import { flowSummary } from "../../helpers/render";
import type { FlowSummary, UploadList } from "@/lib/flows/dto";
import type { DownloadHistoryItem } from "@/lib/users/dto";

vi.mock("next/navigation", () => import("../../helpers/render").then((m) => m.nextNavigation));

const item = (i: number, over: Partial<DownloadHistoryItem> = {}): DownloadHistoryItem => ({
  id: `d${i}`,
  flowId: `f${i}`,
  flowName: `Fluxo ${i}`,
  score: 4.25,
  reviewCount: 3,
  downloadDate: new Date(Date.UTC(2025, 2, 14, 15, 30)).toISOString(),
  source: "WEB",
  available: true,
  ...over,
});

const flow = (i: number, over: Partial<FlowSummary> = {}): FlowSummary =>
  flowSummary(i, { id: `u${i}`, name: `Upload ${i}`, slug: `upload-${i}`, author: { id: "me", name: "Eu" }, ...over });

const html = (element: React.ReactElement) => renderToStaticMarkup(element);

describe("DownloadsTab", () => {
  it("says when nothing was downloaded yet", () => {
    expect(html(createElement(DownloadsTab, { history: [], total: 0 }))).toContain("Nenhum download realizado ainda");
  });

  it("shows the first 10, the range, pt-BR dates, one-decimal scores and 'Baixar Novamente' only for available flows", () => {
    const history = [
      item(1, { flowId: null, score: null, available: false, flowName: "Removido" }),
      item(2, { available: false, flowName: "Agora privado" }),
      ...Array.from({ length: 10 }, (_, i) => item(i + 3)),
    ];
    const out = html(createElement(DownloadsTab, { history, total: 12 }));
    expect(out).toContain("1-10 de 12 download(s)");
    expect(out).toContain("14/03/2025 12:30");
    expect(out).toContain("4,3");
    expect(out).toContain("Removido");
    expect(out).toContain("Fluxo removido do catálogo");
    // 8 available rows on the first page, each rendered twice: as a card below 640 px and as a table row above.
    expect(out.match(/Baixar Novamente/g)).toHaveLength(16);
    expect(out).toContain("Fluxo indisponível no momento");
    expect(out).not.toContain("Fluxo 11<");
    expect(out).toContain('aria-label="Paginação de downloads"');
  });

  it("notes a capped history", () => {
    expect(html(createElement(DownloadsTab, { history: [item(1)], total: 900 }))).toContain("Mostrando os 1 downloads mais recentes de 900");
  });
});

describe("UploadsTab", () => {
  const list = (flows: FlowSummary[], total = flows.length, page = 1): UploadList => ({
    flows,
    pagination: { page, limit: 10, total, pages: Math.ceil(total / 10) },
  });

  it("has the empty and error texts", () => {
    expect(html(createElement(UploadsTab, { uploads: list([]) }))).toContain("Você ainda não enviou nenhum fluxo.");
    expect(html(createElement(UploadsTab, { uploads: null }))).toContain("Erro ao carregar uploads.");
  });

  it("lists name, date, score ('Sem avaliações' before any review), visibility and moderation state, with URL pages", () => {
    const out = html(
      createElement(UploadsTab, {
        uploads: list([flow(1), flow(2, { isPublic: false, status: "PENDING" }), flow(3, { status: "REJECTED", score: 3.5, reviewCount: 2 })], 23, 2),
      }),
    );
    expect(out).toContain("11-20 de 23 upload(s)");
    expect(out).toContain("02/01/2025 09:00");
    expect(out).toContain("Sem avaliações");
    expect(out).not.toContain("0,0");
    expect(out).toContain("3,5");
    expect(out).toContain("Público");
    expect(out).toContain("Privado");
    expect(out).toContain("Em análise");
    expect(out).toContain("Rejeitado");
    expect(out).toContain('href="/flow/u1"');
    expect(out).toContain('href="/profile?uploads=3"');
    expect(out).toContain('aria-label="Excluir Upload 1"');
  });
});

describe("ProfilePagination", () => {
  it("renders nothing for one page, and both the compact and the full rows otherwise", () => {
    expect(html(createElement(ProfilePagination, { page: 1, pages: 1, label: "uploads", hrefFor: String }))).toBe("");
    const out = html(createElement(ProfilePagination, { page: 10, pages: 20, label: "uploads", hrefFor: (n: number) => `/p/${n}` }));
    expect(out.match(/<nav/g)).toHaveLength(2);
    expect(out).toContain('aria-current="page"');
    expect(out).toContain('href="/p/12"');
    expect(out).toContain("…");
  });
});

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { UpdateMark } from "@/components/flows/update-marks/update-mark";
import { DownloadsTab } from "@/components/profile/downloads-tab";
import { MemberCardPart } from "@/components/flows/card/member-card-part";
import type { DownloadHistoryItem } from "@/lib/users/dto";

vi.mock("next/navigation", () => import("../../helpers/render").then((m) => m.nextNavigation));

const html = (element: React.ReactElement) => renderToStaticMarkup(element);
const text = (markup: string) => markup.replace(/<[^>]+>/g, "");

const item = (i: number, over: Partial<DownloadHistoryItem> = {}): DownloadHistoryItem => ({
  id: `d${i}`,
  flowId: `f${i}`,
  flowName: `Fluxo ${i}`,
  score: 4,
  reviewCount: 1,
  downloadDate: new Date(Date.UTC(2025, 2, 14, 15, 30)).toISOString(),
  source: "WEB",
  available: true,
  ...over,
});

describe("UpdateMark", () => {
  it("says the flow changed since the download, from which version to which, and what changed", () => {
    const out = html(createElement(UpdateMark, { update: { downloadedVersion: 1, latestVersion: 3, summary: "2 etapas adicionadas e 1 alterada" } }));
    expect(out).toContain("Atualizado desde o seu download");
    // Seen as "v1 → v3", heard as "da v1 para a v3" (the arrow is hidden from screen readers).
    expect(out).toContain('<span aria-hidden="true">v1 → v3</span>');
    expect(out).toContain('<span class="sr-only">da v1 para a v3</span>');
    expect(text(out)).toContain(": 2 etapas adicionadas e 1 alterada");
  });
});

describe("DownloadsTab with newer versions", () => {
  it("marks the rows with a newer version and offers 'Baixar vN' there, 'Baixar Novamente' elsewhere", () => {
    const history = [item(1, { update: { downloadedVersion: 1, latestVersion: 3, summary: "1 etapa removida" } }), item(2)];
    const out = html(createElement(DownloadsTab, { history, total: 2 }));
    // Each row twice: a card below 640 px and a table row above.
    expect(out.match(/Atualizado desde o seu download/g)).toHaveLength(2);
    expect(out.match(/v1 → v3/g)).toHaveLength(2);
    expect(out.match(/1 etapa removida/g)).toHaveLength(2);
    expect(out.match(/Baixar v3/g)).toHaveLength(2);
    expect(out.match(/Baixar Novamente/g)).toHaveLength(2);
  });
});

describe("MemberCardPart", () => {
  it("adds nothing to the shared HTML: the mark is learnt after hydration", () => {
    expect(html(createElement(MemberCardPart, { part: "update", flowId: "f1" }))).toBe("");
    expect(html(createElement(MemberCardPart, { part: "update", flowId: "f1", signedIn: true }))).toBe("");
  });
});

import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { vi } from "vitest";
import type { FlowSummary } from "@/lib/flows/dto";

/**
 * Render tests (tests/unit, `renderToStaticMarkup`): a flow card's data without a database, and
 * `next/navigation` as a client component sees it on `/fluxos` with no query. Use the mock with
 * `vi.mock("next/navigation", () => import("../../helpers/render").then((m) => m.nextNavigation))`.
 */
export function flowSummary(i: number, over: Partial<FlowSummary> = {}): FlowSummary {
  const date = new Date(Date.UTC(2025, 0, 2, 12)).toISOString();
  return {
    id: `f${i}`,
    name: `Fluxo ${i}`,
    slug: `fluxo-${i}`,
    description: "d",
    url: "",
    tutorialUrl: null,
    tags: [],
    isPublic: true,
    status: "APPROVED",
    platform: "N8N",
    score: 0,
    reviewCount: 0,
    downloadCount: 0,
    createdAt: date,
    updatedAt: date,
    author: { id: "a", name: "Ana" },
    ...over,
  };
}

export const nextNavigation = {
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn(), back: vi.fn() }),
  usePathname: () => "/fluxos",
  useSearchParams: () => new URLSearchParams(),
};

export type PageOutcome = { kind: "page"; html: string } | { kind: "notFound" } | { kind: "redirect"; to: string; status: number };

/** What a server page answers: its HTML, or the 404 or redirect it throws (read from Next's error digest). */
export async function pageOutcome(render: () => Promise<ReactElement>): Promise<PageOutcome> {
  try {
    return { kind: "page", html: renderToStaticMarkup(await render()) };
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? "";
    if (digest === "NEXT_HTTP_ERROR_FALLBACK;404") return { kind: "notFound" };
    if (!digest.startsWith("NEXT_REDIRECT")) throw error;
    // NEXT_REDIRECT;replace;<url>;<status>;
    const parts = digest.split(";");
    return { kind: "redirect", to: parts.slice(2, -2).join(";"), status: Number(parts.at(-2)) };
  }
}

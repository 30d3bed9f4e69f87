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

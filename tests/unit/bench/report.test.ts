import { describe, expect, it } from "vitest";
import { jsSummary, lighthouseVerdict } from "@/scripts/bench/report";

describe("bench targets of the page checks", () => {
  it("judges Lighthouse scores against 95 / 100 / 95", () => {
    expect(lighthouseVerdict({ performance: 95, accessibility: 100, bestPractices: 95 })).toBe("ok");
    expect(lighthouseVerdict({ performance: 94, accessibility: 100, bestPractices: 100 })).toBe("NÃO (performance < 95)");
    expect(lighthouseVerdict({ performance: 99, accessibility: 98, bestPractices: null })).toBe("NÃO (acessibilidade < 100; boas práticas < 95)");
  });

  it("judges the dashboard's first-load JavaScript against 150 KB, polyfills for old browsers apart", () => {
    const js = { page: "/dashboard", scripts: [], totalBytes: 500_000, inlineGzipBytes: 10_000, legacyGzipBytes: 40_000 };
    expect(jsSummary({ ...js, totalGzipBytes: 150 * 1024 })).toMatch(/meta ≤ 150 KB: ok$/);
    expect(jsSummary({ ...js, totalGzipBytes: 150 * 1024 + 1 })).toMatch(/meta ≤ 150 KB: NÃO$/);
  });
});

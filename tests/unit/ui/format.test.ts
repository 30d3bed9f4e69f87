import { describe, expect, it } from "vitest";
import { formatBytes, formatCents, formatDate, formatDateTime, formatGrowth, formatMoney, formatNumber, formatRoundedDown, formatScore } from "@/lib/format";

describe("pt-BR formatting", () => {
  it("formats date and time as dd/mm/aaaa hh:mm in Brasília time", () => {
    expect(formatDateTime(new Date("2026-03-05T17:07:00Z"))).toBe("05/03/2026 14:07");
    expect(formatDateTime("2026-12-31T23:30:00-03:00")).toBe("31/12/2026 23:30");
  });

  it("formats dates as dd/mm/aaaa", () => {
    expect(formatDate(new Date("2026-01-09T12:00:00Z"))).toBe("09/01/2026");
  });

  it("formats money in reais with a comma", () => {
    expect(formatMoney(15)).toBe("R$ 15,00");
    expect(formatMoney(1234.5)).toBe("R$ 1.234,50");
    expect(formatCents(1599)).toBe("R$ 15,99");
  });

  it("formats numbers and one-decimal scores", () => {
    expect(formatNumber(2500)).toBe("2.500");
    expect(formatScore(4.25)).toBe("4,3");
    expect(formatScore(0)).toBe("0,0");
  });
});

describe("formatCount", () => {
  it("uses the singular only for exactly one", async () => {
    const { formatCount } = await import("@/lib/format");
    expect(formatCount(1, "download", "downloads")).toBe("1 download");
    expect(formatCount(0, "download", "downloads")).toBe("0 downloads");
    expect(formatCount(1500, "avaliação", "avaliações")).toBe("1.500 avaliações");
  });
});

describe("formatRoundedDown", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [10, "10+"],
    [61, "60+"],
    [99, "90+"],
    [150, "150+"],
    [1134, "1.100+"],
    [25_480, "25.000+"],
    [100_000, "100.000+"],
  ])("%d → %s", (value, text) => {
    expect(formatRoundedDown(value)).toBe(text);
  });
});

describe("formatBytes and formatGrowth", () => {
  it("formats sizes in pt-BR", () => {
    expect(formatBytes(0)).toBe("0 B");
    expect(formatBytes(734)).toBe("734 B");
    expect(formatBytes(12.5 * 1024)).toBe("12,5 KB");
    expect(formatBytes(8 * 1024 * 1024)).toBe("8 MB");
    expect(formatBytes(1.25 * 1024 ** 3)).toBe("1,3 GB");
  });

  it("signs the growth rate", () => {
    expect(formatGrowth(12.5)).toBe("+12,5%");
    expect(formatGrowth(-3)).toBe("-3%");
    expect(formatGrowth(0)).toBe("0%");
    expect(formatGrowth(1500)).toBe("+1.500%");
  });
});

import { describe, expect, it } from "vitest";
import { barPercent, countScale, formatDayLong, formatDayShort, niceStep, summarizeSeries } from "@/components/admin/panel/chart";

describe("niceStep", () => {
  it("rounds up to 1, 2, 2.5 or 5 times a power of ten, integers only", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 11, 21, 26, 51, 101, 240].map(niceStep)).toEqual([1, 1, 2, 5, 5, 5, 10, 20, 25, 50, 100, 200, 250]);
    expect(niceStep(Number.NaN)).toBe(1);
  });
});

describe("countScale", () => {
  it("gives an integer axis from 0 to at least the largest value", () => {
    expect(countScale([0, 0, 0])).toEqual({ max: 4, ticks: [0, 1, 2, 3, 4] });
    expect(countScale([])).toEqual({ max: 4, ticks: [0, 1, 2, 3, 4] });
    expect(countScale([3, 7, 1])).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
    expect(countScale([13])).toEqual({ max: 20, ticks: [0, 5, 10, 15, 20] });
    expect(countScale([100])).toEqual({ max: 100, ticks: [0, 25, 50, 75, 100] });
    expect(countScale([1234])).toEqual({ max: 2000, ticks: [0, 500, 1000, 1500, 2000] });
    for (const n of [1, 9, 17, 99, 501, 9999]) {
      const { max, ticks } = countScale([n]);
      expect(max).toBeGreaterThanOrEqual(n);
      expect(ticks.every(Number.isInteger)).toBe(true);
    }
  });

  it("accepts another number of ticks", () => {
    expect(countScale([9], 2)).toEqual({ max: 10, ticks: [0, 5, 10] });
  });
});

describe("barPercent", () => {
  it("scales to the axis, keeps small counts visible and zero empty", () => {
    expect(barPercent(0, 8)).toBe(0);
    expect(barPercent(4, 8)).toBe(50);
    expect(barPercent(8, 8)).toBe(100);
    expect(barPercent(1, 2000)).toBe(1.5);
    expect(barPercent(5, 0)).toBe(0);
    expect(barPercent(10, 8)).toBe(100);
  });
});

describe("summarizeSeries", () => {
  it("totals, averages to one decimal and finds the latest busiest day", () => {
    const series = [
      { date: "2025-05-01", count: 2 },
      { date: "2025-05-02", count: 5 },
      { date: "2025-05-03", count: 5 },
    ];
    expect(summarizeSeries(series)).toEqual({ total: 12, average: 4, peak: { date: "2025-05-03", count: 5 } });
    expect(
      summarizeSeries([
        { date: "2025-05-01", count: 1 },
        { date: "2025-05-02", count: 0 },
        { date: "2025-05-03", count: 0 },
      ]).average,
    ).toBe(0.3);
  });

  it("has no peak when nothing happened", () => {
    expect(summarizeSeries([{ date: "2025-05-01", count: 0 }])).toEqual({ total: 0, average: 0, peak: null });
    expect(summarizeSeries([])).toEqual({ total: 0, average: 0, peak: null });
  });
});

describe("day labels", () => {
  it("formats a day key in pt-BR without any time zone shift", () => {
    expect(formatDayShort("2025-01-09")).toBe("09/01");
    expect(formatDayLong("2025-12-31")).toBe("31/12/2025");
  });
});

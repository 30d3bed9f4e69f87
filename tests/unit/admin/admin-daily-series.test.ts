import { describe, expect, it } from "vitest";
import { dayRange, fillDays, saoPauloDay } from "@/lib/system/daily-series";

describe("saoPauloDay", () => {
  it("reads the calendar day in Brasília time (UTC-3)", () => {
    expect(saoPauloDay(new Date("2025-03-10T02:59:59Z"))).toBe("2025-03-09");
    expect(saoPauloDay(new Date("2025-03-10T03:00:00Z"))).toBe("2025-03-10");
    expect(saoPauloDay(new Date("2025-12-31T23:30:00-03:00"))).toBe("2025-12-31");
  });
});

describe("dayRange", () => {
  it("lists the days ending on the given one, oldest first, across months and leap days", () => {
    expect(dayRange("2025-03-02", 4)).toEqual(["2025-02-27", "2025-02-28", "2025-03-01", "2025-03-02"]);
    expect(dayRange("2024-03-01", 2)).toEqual(["2024-02-29", "2024-03-01"]);
    expect(dayRange("2026-01-01", 2)).toEqual(["2025-12-31", "2026-01-01"]);
    const month = dayRange("2025-05-30", 30);
    expect(month).toHaveLength(30);
    expect(month[0]).toBe("2025-05-01");
    expect(new Set(month).size).toBe(30);
  });
});

describe("fillDays", () => {
  it("keeps the day order, fills missing days with 0 and ignores days outside the range", () => {
    const days = ["2025-05-01", "2025-05-02", "2025-05-03"];
    expect(
      fillDays(days, [
        { date: "2025-05-03", count: 4 },
        { date: "2025-04-30", count: 9 },
        { date: "2025-05-01", count: 1 },
      ]),
    ).toEqual([
      { date: "2025-05-01", count: 1 },
      { date: "2025-05-02", count: 0 },
      { date: "2025-05-03", count: 4 },
    ]);
    expect(fillDays(days, [])).toEqual(days.map((date) => ({ date, count: 0 })));
  });
});

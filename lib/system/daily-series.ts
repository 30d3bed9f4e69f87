/** Per-day series in Brasília time (pure): what the downloads chart plots. */

export const STATS_TIME_ZONE = "America/Sao_Paulo";

export interface DayCount {
  /** `YYYY-MM-DD`, a calendar day in America/Sao_Paulo. */
  date: string;
  count: number;
}

// en-CA formats dates as YYYY-MM-DD.
const dayKey = new Intl.DateTimeFormat("en-CA", { timeZone: STATS_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The São Paulo calendar day of an instant, as `YYYY-MM-DD`. */
export function saoPauloDay(instant: Date): string {
  return dayKey.format(instant);
}

/** The `days` calendar days ending on `lastDay` (inclusive), oldest first. Plain date arithmetic: no DST traps. */
export function dayRange(lastDay: string, days: number): string[] {
  const [y, m, d] = lastDay.split("-").map(Number) as [number, number, number];
  return Array.from({ length: days }, (_, i) => new Date(Date.UTC(y, m - 1, d - (days - 1 - i))).toISOString().slice(0, 10));
}

/** One entry per day of `days`, in order; days without a row count 0, rows outside the range are ignored. */
export function fillDays(days: readonly string[], rows: readonly DayCount[]): DayCount[] {
  const counts = new Map(rows.map((r) => [r.date, r.count]));
  return days.map((date) => ({ date, count: counts.get(date) ?? 0 }));
}

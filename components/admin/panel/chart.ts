/** Scales and summaries for the admin panel's inline SVG charts (pure: no DOM, no dates in local time). */
import type { DayCount } from "@/lib/system/daily-series";

/** The smallest "round" integer step (1, 2, 2.5, 5 × 10ⁿ) of at least `raw`. */
export function niceStep(raw: number): number {
  if (!Number.isFinite(raw) || raw <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 2.5, 5, 10]) {
    const step = m * magnitude;
    if (step >= raw && Number.isInteger(step)) return step;
  }
  return 10 * magnitude;
}

/**
 * A y axis for counts: `ticks` evenly spaced integers from 0 to `max`, with `max` at or above the
 * largest value. An all-zero series still gets an axis (0 to `tickCount`).
 */
export function countScale(values: readonly number[], tickCount = 4): { max: number; ticks: number[] } {
  const largest = Math.max(0, ...values.filter(Number.isFinite));
  const step = niceStep(Math.ceil(largest / tickCount));
  const max = step * tickCount;
  return { max, ticks: Array.from({ length: tickCount + 1 }, (_, i) => i * step) };
}

/** Bar height as a percentage of the axis; a non-zero count always shows at least a sliver. */
export function barPercent(value: number, max: number): number {
  if (max <= 0 || value <= 0) return 0;
  return Math.max(1.5, Math.min(100, (value / max) * 100));
}

export interface SeriesSummary {
  total: number;
  /** Rounded to one decimal. */
  average: number;
  /** The busiest day (the latest one on a tie); null when every day is 0. */
  peak: DayCount | null;
}

export function summarizeSeries(series: readonly DayCount[]): SeriesSummary {
  let total = 0;
  let peak: DayCount | null = null;
  for (const day of series) {
    total += day.count;
    if (day.count > 0 && (!peak || day.count >= peak.count)) peak = day;
  }
  const average = series.length === 0 ? 0 : Math.round((total / series.length) * 10) / 10;
  return { total, average, peak };
}

/** `2025-05-09` → `09/05` (a calendar day key; read as text so no time zone can shift it). */
export function formatDayShort(day: string): string {
  const [, month, date] = day.split("-");
  return `${date}/${month}`;
}

/** `2025-05-09` → `09/05/2025`. */
export function formatDayLong(day: string): string {
  const [year, month, date] = day.split("-");
  return `${date}/${month}/${year}`;
}

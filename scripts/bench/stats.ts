/** Pure helpers of the benchmark: medians, targets and table rendering (unit-tested). */
import type { CpuShares } from "./cpu";

export type DbKind = "postgres" | "pglite";
/**
 * `reference`: a route of the minimal Next.js app (bench/reference-app), the framework's own floor.
 * `page`: a public page requested by a visitor (no cookie), served by the shared page cache.
 * `mixed`: an /api/flows shape measured while downloads and reviews are written beside it.
 * `cache`: a public page through the nginx of deploy/nginx in front of the app, from its cache.
 */
export type ShapeKind = "ceiling" | "api" | "ssr" | "reference" | "page" | "mixed" | "cache";

/** One autocannon run, reduced to what the report needs. */
export interface RunSample {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** CPU used during the run (scripts/bench/cpu.ts). */
  cpu?: CpuShares;
}

export interface Measured {
  id: string;
  label: string;
  kind: ShapeKind;
  path: string;
  connections: number;
  runs: RunSample[];
  rps: number;
  p50: number;
  p99: number;
  /** Responses completed over all runs. */
  requests: number;
  non2xx: number;
  errors: number;
  /** Time spent waiting for the server to finish earlier requests before each run (ms). */
  idleWaitMs?: number;
  /** CPU shares, averaged over the runs. */
  cpu?: CpuShares;
}

export interface TargetCheck {
  status: "ok" | "fail" | "n/a";
  notes: string[];
}

export interface ResultRow extends Measured {
  /** req/s divided by the ceiling's req/s at the same concurrency. */
  ratio: number | null;
  target: TargetCheck;
}

/** The targets. */
export const TARGETS = {
  /** At c=32 every /api/flows shape reaches this share of the ceiling's req/s… */
  apiMinRatio: 0.75,
  /** …with p99 at most this many ms. */
  apiMaxP99Ms: 60,
  /** Signed-in /dashboard at c=32: twice the 83 req/s it served before the shared page cache… */
  dashboardMinRps: 166,
  /** …with this median latency. */
  dashboardMaxP50Ms: 190,
  /** Anonymous public pages (/fluxos, a facet, a flow) at c=32: this share of the ceiling's req/s… */
  pageMinRatio: 0.6,
  /** …with this median latency. */
  pageMaxP50Ms: 50,
  /** /api/flows while downloads (10/s) and reviews (1/s) are written: this share of its read-only req/s… */
  mixedMinRatio: 0.9,
  /** …and a p99 at most this many times the read-only one. */
  mixedMaxP99Factor: 2,
  /** Public pages from the nginx cache at c=32: this many times the ceiling's req/s (the app's own floor). */
  cacheMinCeilingFactor: 10,
  /** On the embedded database every shape's p99 at c=1. */
  embeddedMaxP99MsAtC1: 30,
  /** Concurrency the /api/flows targets apply to. */
  apiConcurrency: 32,
  /** First-load JavaScript of a signed-in /dashboard, gzip. */
  dashboardMaxJsKb: 150,
  /** First-load JavaScript of the public /fluxos, gzip. */
  publicMaxJsKb: 130,
  /** Lighthouse, mobile profile. */
  lighthouse: { performance: 95, accessibility: 100, bestPractices: 95 },
} as const;

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median() of an empty list");
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Median of each metric over the runs (metrics taken independently); counts are summed. A run
 * without a single completed response has no latency: only runs with responses feed p50/p99.
 */
export function summarize(runs: readonly RunSample[]): Pick<Measured, "rps" | "p50" | "p99" | "requests" | "non2xx" | "errors" | "cpu"> {
  const answered = runs.filter((r) => r.requests > 0);
  const cpu = averageCpu(runs.flatMap((r) => (r.cpu ? [r.cpu] : [])));
  return {
    ...(cpu ? { cpu } : {}),
    rps: median(runs.map((r) => r.rps)),
    p50: answered.length > 0 ? median(answered.map((r) => r.p50)) : 0,
    p99: answered.length > 0 ? median(answered.map((r) => r.p99)) : 0,
    requests: runs.reduce((sum, r) => sum + r.requests, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  };
}

function averageCpu(samples: readonly CpuShares[]): CpuShares | undefined {
  if (samples.length === 0) return undefined;
  const mean = (pick: (c: CpuShares) => number) => samples.reduce((sum, c) => sum + pick(c), 0) / samples.length;
  const names = Object.keys(samples[0]!.processes);
  return {
    loadGenerator: mean((c) => c.loadGenerator),
    processes: Object.fromEntries(names.map((name) => [name, mean((c) => c.processes[name] ?? 0)])),
    machine: mean((c) => c.machine),
    ...(samples[0]!.generator && { generator: samples[0]!.generator }),
  };
}

/**
 * The order of one measuring round: forward on even rounds, backward on odd ones. The machine's
 * speed drifts over a run of tens of minutes, so a fixed order would make the shapes measured last
 * look slower; alternating gives every shape samples from both ends of the run.
 */
export function roundOrder<T>(items: readonly T[], round: number): T[] {
  return round % 2 === 0 ? [...items] : [...items].reverse();
}

const ms = (value: number) => `${round(value, 1)} ms`;

export function round(value: number, digits = 0): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Checks one row against every target that applies to it; "n/a" when none does. */
export function checkTargets(
  row: Pick<Measured, "id" | "kind" | "connections" | "rps" | "p50" | "p99" | "requests" | "non2xx" | "errors">,
  ctx: { db: DbKind; ceilingRps?: number; readOnly?: Pick<Measured, "rps" | "p99"> },
): TargetCheck {
  // Every request outlived the run: there is no latency to compare, only a failure to report.
  if (row.requests === 0) return { status: "fail", notes: ["nenhuma resposta concluída durante a medição"] };
  const notes: string[] = [];
  let applies = false;
  if (row.non2xx > 0 || row.errors > 0) {
    notes.push(`${row.non2xx} respostas não-2xx, ${row.errors} erros`);
    applies = true;
  }
  if (row.kind === "api" && row.connections === TARGETS.apiConcurrency) {
    applies = true;
    if (ctx.ceilingRps && ctx.ceilingRps > 0) {
      const ratio = row.rps / ctx.ceilingRps;
      if (ratio < TARGETS.apiMinRatio) notes.push(`req/s ${Math.round(ratio * 100)}% < ${TARGETS.apiMinRatio * 100}% do teto`);
    } else {
      notes.push("teto não medido");
    }
    if (row.p99 > TARGETS.apiMaxP99Ms) notes.push(`p99 ${ms(row.p99)} > ${TARGETS.apiMaxP99Ms} ms`);
  }
  if (row.id === "ssr-dashboard" && row.connections === TARGETS.apiConcurrency) {
    applies = true;
    if (row.rps < TARGETS.dashboardMinRps) notes.push(`req/s ${Math.round(row.rps)} < ${TARGETS.dashboardMinRps}`);
    if (row.p50 > TARGETS.dashboardMaxP50Ms) notes.push(`p50 ${ms(row.p50)} > ${TARGETS.dashboardMaxP50Ms} ms`);
  }
  // The search page is measured for reference; the issue sets targets for the list, facets and flows.
  if (row.kind === "page" && row.id !== "page-search" && row.connections === TARGETS.apiConcurrency) {
    applies = true;
    if (ctx.ceilingRps && ctx.ceilingRps > 0) {
      const ratio = row.rps / ctx.ceilingRps;
      if (ratio < TARGETS.pageMinRatio) notes.push(`req/s ${Math.round(ratio * 100)}% < ${TARGETS.pageMinRatio * 100}% do teto`);
    } else {
      notes.push("teto não medido");
    }
    if (row.p50 > TARGETS.pageMaxP50Ms) notes.push(`p50 ${ms(row.p50)} > ${TARGETS.pageMaxP50Ms} ms`);
  }
  if (row.kind === "cache" && row.connections === TARGETS.apiConcurrency) {
    applies = true;
    if (ctx.ceilingRps && ctx.ceilingRps > 0) {
      const factor = row.rps / ctx.ceilingRps;
      if (factor < TARGETS.cacheMinCeilingFactor) notes.push(`req/s ${factor.toFixed(1)}× < ${TARGETS.cacheMinCeilingFactor}× o teto`);
    } else {
      notes.push("teto não medido");
    }
  }
  if (row.kind === "mixed" && row.connections === TARGETS.apiConcurrency) {
    applies = true;
    if (ctx.readOnly && ctx.readOnly.rps > 0) {
      const ratio = row.rps / ctx.readOnly.rps;
      if (ratio < TARGETS.mixedMinRatio) notes.push(`req/s ${Math.round(ratio * 100)}% < ${TARGETS.mixedMinRatio * 100}% do mesmo pedido só de leitura`);
      if (row.p99 > TARGETS.mixedMaxP99Factor * ctx.readOnly.p99)
        notes.push(`p99 ${ms(row.p99)} > ${TARGETS.mixedMaxP99Factor}× o só de leitura (${ms(ctx.readOnly.p99)})`);
    } else {
      notes.push("o mesmo pedido só de leitura não foi medido");
    }
  }
  // The reference app is the framework's floor, not Fluxoteca: only its failures count.
  if (ctx.db === "pglite" && row.connections === 1 && row.kind !== "reference") {
    applies = true;
    if (row.p99 > TARGETS.embeddedMaxP99MsAtC1) notes.push(`p99 ${ms(row.p99)} > ${TARGETS.embeddedMaxP99MsAtC1} ms (embutido, c=1)`);
  }
  if (!applies) return { status: "n/a", notes };
  return { status: notes.length === 0 ? "ok" : "fail", notes };
}

/** The read-only shape a mixed row is compared with: the same request without the writes. */
export const MIXED_READ_ONLY_ID = "default";

/** Adds the ceiling ratio and the target verdict to every measured row. */
export function evaluate(rows: readonly Measured[], db: DbKind): ResultRow[] {
  const ceiling = new Map(rows.filter((r) => r.kind === "ceiling").map((r) => [r.connections, r.rps]));
  const readOnly = new Map(rows.filter((r) => r.id === MIXED_READ_ONLY_ID).map((r) => [r.connections, r]));
  return rows.map((row) => {
    const ceilingRps = ceiling.get(row.connections);
    return {
      ...row,
      ratio: ceilingRps && ceilingRps > 0 ? row.rps / ceilingRps : null,
      target: checkTargets(row, { db, ceilingRps, readOnly: row.kind === "mixed" ? readOnly.get(row.connections) : undefined }),
    };
  });
}

export function formatRate(rps: number): string {
  return rps >= 100 ? String(Math.round(rps)) : rps.toFixed(1);
}

export function formatMs(value: number): string {
  return value >= 100 ? String(Math.round(value)) : value.toFixed(1);
}

export function formatRatio(ratio: number | null): string {
  return ratio === null ? "—" : `${Math.round(ratio * 100)}%`;
}

export function formatVerdict(check: TargetCheck): string {
  if (check.status === "n/a") return "—";
  if (check.status === "ok") return "ok";
  return `NÃO (${check.notes.join("; ")})`;
}

export const RESULT_HEADERS = ["forma", "c", "req/s", "p50 (ms)", "p99 (ms)", "vs. teto", "meta"];

export function resultCells(row: ResultRow): string[] {
  const answered = row.requests > 0;
  return [
    row.label,
    String(row.connections),
    formatRate(row.rps),
    answered ? formatMs(row.p50) : "—",
    answered ? formatMs(row.p99) : "—",
    formatRatio(row.ratio),
    formatVerdict(row.target),
  ];
}

const NUMERIC = /^[-+]?[\d.]+%?$|^—$/;

/**
 * Renders a table as aligned plain text (terminal) or as GitHub Markdown. Numeric columns are
 * right-aligned in both; `|` inside a cell is escaped in Markdown.
 */
export function formatTable(headers: readonly string[], rows: readonly (readonly string[])[], style: "text" | "markdown"): string {
  const width = headers.length;
  const body = rows.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ""));
  const numeric = headers.map((_, i) => body.length > 0 && body.every((r) => NUMERIC.test(r[i]!)));
  if (style === "markdown") {
    const esc = (cell: string) => cell.replace(/\|/g, "\\|");
    const line = (cells: readonly string[]) => `| ${cells.map(esc).join(" | ")} |`;
    const rule = `|${numeric.map((n) => (n ? " ---: " : " --- ")).join("|")}|`;
    return [line(headers), rule, ...body.map(line)].join("\n");
  }
  const widths = headers.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const pad = (cell: string, i: number) => (numeric[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!));
  const line = (cells: readonly string[]) => cells.map(pad).join("  ").trimEnd();
  return [line(headers), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(line)].join("\n");
}

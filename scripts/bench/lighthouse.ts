/** Lighthouse scores (mobile profile) and the JavaScript a signed-in /dashboard really loads. */
import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { DEFAULT_CPU_SLOWDOWN } from "./calibration";

export interface LighthouseScore {
  page: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  metrics: { fcpMs?: number; lcpMs?: number; tbtMs?: number; cls?: number; speedIndexMs?: number };
  /** Accessibility and best-practices audits that did not pass (what costs the points). */
  failedAudits: string[];
  /** The CPU slowdown the simulation applied (Lighthouse's default is 4). */
  cpuSlowdown: number;
  /** Lighthouse's own reading of this machine's CPU (`lhr.environment.benchmarkIndex`). */
  benchmarkIndex: number | null;
  /** Navigations of the page; the scores and metrics are those of the median one. */
  runs: number;
  /** Lowest and highest performance score over the runs. */
  performanceRange: [number, number] | null;
  /** A page of the reference app, not of Fluxoteca. */
  reference?: boolean;
}

export interface LighthousePage {
  path: string;
  cookie?: string;
  /** The minimal Next.js app's page (bench/reference-app): scored for comparison, never against the targets. */
  reference?: { origin: string; label: string };
}

export function chromePath(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].find((p) => existsSync(p));
}

/** A hint of what failed: the issue types or descriptions of the audit's first items. */
function auditDetail(details: unknown): string {
  const items = (details as { items?: unknown[] } | undefined)?.items;
  if (!Array.isArray(items) || items.length === 0) return "";
  const hints = items.slice(0, 3).map((item) => {
    const record = item as Record<string, unknown>;
    const value = record.issueType ?? record.description ?? record.source ?? (record.node as { snippet?: string } | undefined)?.snippet;
    const label = typeof value === "string" ? value : JSON.stringify(value ?? record).slice(0, 120);
    const sub = (record.subItems as { items?: unknown[] } | undefined)?.items?.[0];
    return sub ? `${label}: ${JSON.stringify(sub).slice(0, 160)}` : label;
  });
  return ` (${hints.join("; ")})`;
}

const score = (value: number | null | undefined) => (typeof value === "number" ? Math.round(value * 100) : null);

/** One Lighthouse navigation, checked: it must end on the page asked for, with the slowdown asked for. */
async function navigate(baseUrl: string, page: LighthousePage, port: number, cpuSlowdown: number): Promise<Result> {
  const result = await lighthouse(`${page.reference?.origin ?? baseUrl}${page.path}`, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices"],
    extraHeaders: page.cookie ? { Cookie: page.cookie } : undefined,
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
  });
  if (!result) throw new Error(`Lighthouse não devolveu resultado para ${page.path}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse em ${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const finalUrl = new URL(lhr.finalDisplayedUrl);
  if (finalUrl.pathname !== page.path) throw new Error(`Lighthouse em ${page.path} terminou em ${finalUrl.pathname} (sessão não aceita?)`);
  const applied = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  if (applied !== cpuSlowdown) throw new Error(`Lighthouse aplicou CPU ${applied}x em vez de ${cpuSlowdown}x`);
  return lhr;
}

function toScore(page: string, lhr: Result, runs: readonly Result[]): LighthouseScore {
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    return typeof value === "number" ? Math.round(value * 1000) / 1000 : undefined;
  };
  const failedAudits = ["accessibility", "best-practices"].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && typeof lhr.audits[ref.id]?.score === "number" && lhr.audits[ref.id]!.score! < 1)
      .map((ref) => `${category}: ${ref.id}${auditDetail(lhr.audits[ref.id]?.details)}`),
  );
  const performances = runs.flatMap((run) => score(run.categories.performance?.score) ?? []);
  return {
    page,
    failedAudits,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    benchmarkIndex: typeof lhr.environment.benchmarkIndex === "number" ? Math.round(lhr.environment.benchmarkIndex) : null,
    runs: runs.length,
    performanceRange: performances.length > 0 ? [Math.min(...performances), Math.max(...performances)] : null,
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories["best-practices"]?.score),
    metrics: {
      fcpMs: numeric("first-contentful-paint"),
      lcpMs: numeric("largest-contentful-paint"),
      tbtMs: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      speedIndexMs: numeric("speed-index"),
    },
  };
}

/**
 * The run with the median performance score (the lower middle one for an even count), so the table
 * reads like the rest of the bench: the median of the runs, with that run's own metrics.
 */
export function medianRun<T extends { categories: { performance?: { score: number | null } } }>(runs: readonly T[]): T {
  if (runs.length === 0) throw new Error("medianRun() sem execuções");
  const sorted = [...runs].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  return sorted[(sorted.length - 1) >> 1]!;
}

/**
 * Each page `runs` times in one Chrome, reported by the median run; `cookie` goes to the signed-in
 * pages only. `cpuSlowdown` overrides the simulated CPU slowdown (default 4x).
 */
export async function runLighthouse(
  baseUrl: string,
  pages: LighthousePage[],
  log: (message: string) => void,
  { cpuSlowdown = DEFAULT_CPU_SLOWDOWN, runs = 3 }: { cpuSlowdown?: number; runs?: number } = {},
): Promise<LighthouseScore[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const out: LighthouseScore[] = [];
  try {
    for (const page of pages) {
      const results: Result[] = [];
      for (let run = 1; run <= runs; run++) {
        log(`  Lighthouse ${page.path} (CPU ${cpuSlowdown}x), rodada ${run} de ${runs}…`);
        results.push(await navigate(baseUrl, page, chrome.port, cpuSlowdown));
      }
      const score = toScore(page.reference?.label ?? page.path, medianRun(results), results);
      out.push(page.reference ? { ...score, reference: true } : score);
    }
  } finally {
    chrome.kill();
  }
  return out;
}

export interface ScriptSize {
  src: string;
  bytes: number;
  gzipBytes: number;
}

export interface FirstLoadJs {
  page: string;
  scripts: ScriptSize[];
  totalBytes: number;
  totalGzipBytes: number;
  /** `<script nomodule>` polyfills: only browsers without ES modules download them, so they are not in the totals. */
  legacyGzipBytes: number;
  /** Inline <script> bodies (the RSC payload and Next's bootstrap), gzip-compressed together. */
  inlineGzipBytes: number;
}

const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

function attribute(tag: string, name: string): string | undefined {
  const match = tag.match(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"));
  const value = match?.[1] ?? match?.[2] ?? match?.[3];
  return value === undefined ? undefined : decodeEntities(value);
}

/**
 * Every script URL a page loads up front in a current browser: `<script src>` plus
 * `<link rel=preload|modulepreload as=script>`. `<script nomodule>` goes to `legacy`: browsers that
 * run modules never fetch it.
 */
export function scriptSources(html: string, legacy: string[] = []): string[] {
  const found = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, "src");
    if (!src) continue;
    if (/\snomodule(?:[\s=>]|$)/i.test(tag)) legacy.push(src);
    else found.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, "rel")?.toLowerCase();
    const as = attribute(tag, "as")?.toLowerCase();
    const href = attribute(tag, "href");
    if (href && (rel === "modulepreload" || (rel === "preload" && as === "script"))) found.add(href);
  }
  return [...found];
}

export function inlineScripts(html: string): string {
  return [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1] ?? "").join("\n");
}

/** Fetches the server-rendered page with the session, then each of its script chunks, gzipped one by one. */
export async function measureFirstLoadJs(baseUrl: string, page: string, cookie: string): Promise<FirstLoadJs> {
  const res = await fetch(`${baseUrl}${page}`, { headers: { Cookie: cookie }, redirect: "manual" });
  if (res.status !== 200) throw new Error(`${page}: HTTP ${res.status} ao medir o JavaScript`);
  const html = await res.text();
  const scripts: ScriptSize[] = [];
  const legacy: string[] = [];
  let legacyGzipBytes = 0;
  for (const src of scriptSources(html, legacy)) {
    const url = new URL(src, baseUrl);
    if (url.origin !== new URL(baseUrl).origin) continue;
    const chunk = await fetch(url);
    if (!chunk.ok) throw new Error(`${src}: HTTP ${chunk.status}`);
    const body = Buffer.from(await chunk.arrayBuffer());
    scripts.push({ src: url.pathname, bytes: body.length, gzipBytes: gzipSync(body).length });
  }
  for (const src of legacy) {
    const chunk = await fetch(new URL(src, baseUrl));
    if (chunk.ok) legacyGzipBytes += gzipSync(Buffer.from(await chunk.arrayBuffer())).length;
  }
  if (scripts.length === 0) throw new Error(`${page}: nenhum <script src> encontrado no HTML`);
  return {
    page,
    scripts,
    totalBytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
    totalGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
    legacyGzipBytes,
    inlineGzipBytes: gzipSync(Buffer.from(inlineScripts(html))).length,
  };
}

/** The run's report: one table on the terminal, JSON + Markdown under bench/results/. */
import { mkdirSync, writeFileSync } from "node:fs";
import type { UploadCost } from "./upload-cost";
import path from "node:path";
import type { ClusterReport } from "./cluster";
import type { Picks, SeedSummary } from "./database";
import { DEFAULT_CPU_SLOWDOWN } from "./calibration";
import type { FirstLoadJs, LighthouseScore } from "./lighthouse";
import type { CpuShares } from "./cpu";
import { formatMs, formatRate, formatTable, RESULT_HEADERS, resultCells, TARGETS, type DbKind, type Measured, type ResultRow } from "./stats";

export interface BenchReport {
  startedAt: string;
  finishedAt: string;
  db: DbKind;
  database: string;
  environment: { node: string; cpus: number; cpuModel: string; platform: string; commit: string; mode: string };
  options: { flows: number; duration: number; runs: number; connections: number[]; warmup: number; instances: number; only: string[] | null };
  seed: Omit<SeedSummary, "user" | "admin">;
  picks: Picks;
  rows: ResultRow[];
  lighthouse: LighthouseScore[] | null;
  dashboardJs: FirstLoadJs | null;
  /** The public catalogue, as a visitor loads it. */
  publicJs?: FirstLoadJs | null;
  /** What the safety report and n8n compatibility add to a 1 MB upload (scripts/bench/upload-cost.ts). */
  uploadCost?: UploadCost;
  /** What the mixed row's writer managed to write beside its measurements. */
  writes?: { downloads: number; reviews: number; failed: number };
  /** Latency of each shape's first request (the check before measuring), which the page cache has not seen yet. */
  firstRequestMs: Record<string, number>;
  cluster: ClusterReport | null;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function resultsTable(rows: readonly ResultRow[], style: "text" | "markdown"): string {
  return formatTable(RESULT_HEADERS, rows.map(resultCells), style);
}

export function lighthouseTable(scores: readonly LighthouseScore[], style: "text" | "markdown"): string {
  const cell = (v: number | null) => (v === null ? "—" : String(v));
  const ms = (v: number | undefined) => (v === undefined ? "—" : String(Math.round(v)));
  return formatTable(
    ["página", "CPU (benchmarkIndex)", "performance", "acessibilidade", "boas práticas", "FCP (ms)", "LCP (ms)", "TBT (ms)", "CLS", "meta"],
    scores.map((s) => [
      s.page,
      `${s.cpuSlowdown}x${s.cpuSlowdown === DEFAULT_CPU_SLOWDOWN ? " (padrão)" : " (calibrado)"} (${s.benchmarkIndex ?? "—"})`,
      s.performanceRange && s.runs > 1 ? `${cell(s.performance)} (${s.performanceRange[0]}–${s.performanceRange[1]} em ${s.runs})` : cell(s.performance),
      cell(s.accessibility),
      cell(s.bestPractices),
      ms(s.metrics.fcpMs),
      ms(s.metrics.lcpMs),
      ms(s.metrics.tbtMs),
      s.metrics.cls === undefined ? "—" : s.metrics.cls.toFixed(3),
      // The targets are for Fluxoteca's pages in Lighthouse's default profile; a calibrated row and
      // the reference app's page are there to compare machines and frameworks.
      s.cpuSlowdown === DEFAULT_CPU_SLOWDOWN && !s.reference ? lighthouseVerdict(s) : "— (referência)",
    ]),
    style,
  );
}

/** "ok" or what misses the Lighthouse targets. */
export function lighthouseVerdict(s: Pick<LighthouseScore, "performance" | "accessibility" | "bestPractices">): string {
  const t = TARGETS.lighthouse;
  const misses = [
    (s.performance ?? 0) < t.performance && `performance < ${t.performance}`,
    (s.accessibility ?? 0) < t.accessibility && `acessibilidade < ${t.accessibility}`,
    (s.bestPractices ?? 0) < t.bestPractices && `boas práticas < ${t.bestPractices}`,
  ].filter(Boolean);
  return misses.length === 0 ? "ok" : `NÃO (${misses.join("; ")})`;
}

export function jsSummary(js: FirstLoadJs, maxKb: number = TARGETS.dashboardMaxJsKb): string {
  const verdict = js.totalGzipBytes <= maxKb * 1024 ? "ok" : "NÃO";
  return `${jsLine(js)} — meta ≤ ${maxKb} KB: ${verdict}`;
}

function jsLine(js: FirstLoadJs): string {
  return `${js.page}: ${kb(js.totalGzipBytes)} gzip de JavaScript em ${js.scripts.length} arquivos (${kb(js.totalBytes)} sem compressão); scripts inline (payload RSC): ${kb(js.inlineGzipBytes)} gzip; fora do total, polyfills \`nomodule\` só para navegadores sem módulos: ${kb(js.legacyGzipBytes)} gzip`;
}

function throughputTable(report: ClusterReport, style: "text" | "markdown"): string {
  const rows: string[][] = [];
  for (const shape of report.throughput) {
    const row = (target: string, m: Measured) => [shape.label, target, String(m.connections), formatRate(m.rps), formatMs(m.p50), formatMs(m.p99)];
    shape.direct.forEach((direct, i) => {
      rows.push(row("1 instância (direto)", direct));
      const nginx = shape.nginx[i];
      if (nginx) rows.push(row("2 instâncias (nginx)", nginx));
    });
  }
  return formatTable(["forma", "alvo", "c", "req/s", "p50 (ms)", "p99 (ms)"], rows, style);
}

export function clusterSection(report: ClusterReport, style: "text" | "markdown"): string {
  const mark = (ok: boolean) => (ok ? "ok" : "FALHOU");
  const lines = [
    `(a) sessão entre instâncias: ${mark(report.session.ok)} — ${report.session.detail}`,
    `(b) limite de login compartilhado: ${mark(report.rateLimit.ok)} — ${report.rateLimit.detail}`,
    `(c) configuração alterada em A, lida em B: ${mark(report.settings.ok)} — ${report.settings.detail}`,
    `(d) cache do catálogo entre instâncias: ${mark(report.catalogCache.ok)} — ${report.catalogCache.detail}`,
    "(e) vazão de uma instância direto e de duas atrás do nginx:",
  ];
  const body = style === "markdown" ? lines.map((l) => `- ${l}`).join("\n") : lines.join("\n");
  return `${body}\n\n${throughputTable(report, style)}`;
}

const core = (share: number) => share.toFixed(2).replace(".", ",");

/**
 * What bounds a row far above the app (the nginx cache) or the ceiling, from its CPU shares: the
 * load generator (autocannon, one core of this process), the machine's CPU, or neither.
 */
export function cpuLimit(cpu: CpuShares, cpus: number, generator = "autocannon"): string {
  if (generator === "autocannon" && cpu.loadGenerator >= 0.85) return "o gerador de carga (autocannon usa um núcleo inteiro)";
  if (generator === "wrk" && cpu.loadGenerator >= 0.85 * cpus) return `o gerador de carga (wrk usa os ${cpus} núcleos)`;
  if (cpu.machine >= 0.9) return `a CPU da máquina (${Math.round(cpu.machine * 100)}% de ${cpus} núcleos ocupados)`;
  return "nenhum núcleo saturado: a latência de cada resposta";
}

/** One line per cache row and the ceiling: CPU of the load generator, the app and nginx, and the limit. */
export function cpuLines(rows: readonly ResultRow[], cpus: number): string[] {
  return rows
    .filter((r) => (r.kind === "cache" || r.kind === "ceiling") && r.connections === TARGETS.apiConcurrency && r.cpu)
    .map((r) => {
      const cpu = r.cpu!;
      const factor = r.kind === "cache" && r.ratio !== null ? ` (${r.ratio.toFixed(1).replace(".", ",")}× o teto)` : "";
      const shares = [`gerador de carga ${core(cpu.loadGenerator)}`, ...Object.entries(cpu.processes).map(([name, share]) => `${name} ${core(share)}`)];
      // What nginx alone would serve with a whole core, at the CPU it spent per answer here.
      const nginx = cpu.processes.nginx;
      const perCore = r.kind === "cache" && nginx && nginx > 0.01 ? `; ≈ ${Math.round(r.rps / nginx).toLocaleString("pt-BR")} req/s por núcleo do nginx` : "";
      const generator = cpu.generator ?? "autocannon";
      return `${r.label}: ${formatRate(r.rps)} req/s${factor}; CPU em núcleos: ${shares.join(", ").replace("gerador de carga", `gerador de carga (${generator})`)}; máquina ${Math.round(cpu.machine * 100)}% ocupada${perCore} — limite: ${cpuLimit(cpu, cpus, generator)}`;
    });
}

export function targetsText(db: DbKind): string[] {
  return [
    `c=${TARGETS.apiConcurrency}: toda forma de /api/flows com req/s ≥ ${TARGETS.apiMinRatio * 100}% do teto e p99 ≤ ${TARGETS.apiMaxP99Ms} ms`,
    `SSR /dashboard: p50 ≤ ${TARGETS.dashboardMaxP50Ms} ms`,
    `páginas pelo cache do nginx (c=${TARGETS.apiConcurrency}): req/s ≥ ${TARGETS.cacheMinCeilingFactor}× o do teto`,
    db === "pglite"
      ? `banco embutido: toda forma com p99 ≤ ${TARGETS.embeddedMaxP99MsAtC1} ms em c=1`
      : `banco embutido (não se aplica a esta execução): p99 ≤ ${TARGETS.embeddedMaxP99MsAtC1} ms em c=1`,
  ];
}

export function verdictLine(rows: readonly ResultRow[]): string {
  const checked = rows.filter((r) => r.target.status !== "n/a");
  const failed = checked.filter((r) => r.target.status === "fail");
  return failed.length === 0
    ? `Todas as ${checked.length} linhas com meta atendem à meta.`
    : `${failed.length} de ${checked.length} linhas com meta NÃO atendem à meta.`;
}

export function renderMarkdown(report: BenchReport): string {
  const o = report.options;
  const s = report.seed;
  const parts = [
    `# Benchmark — ${report.startedAt.slice(0, 16).replace("T", " ")} UTC — ${report.db}`,
    "",
    `- Banco: **${report.db}** (\`${report.database}\`), ${s.flows.toLocaleString("pt-BR")} fluxos e ${s.authors} autores; ` +
      `carga em ${s.seconds.flows} s (migrações ${s.seconds.migrate} s, vacuum/analyze ${s.seconds.analyze} s)`,
    `- Medição: ${o.duration} s por rodada, mediana de ${o.runs} rodada(s), aquecimento de ${o.warmup} s, concorrência ${o.connections.join(" e ")}` +
      (o.only ? `; só as formas ${o.only.join(", ")}` : ""),
    `- Servidor: ${report.environment.mode}`,
    `- Máquina: ${report.environment.cpus} CPU(s) ${report.environment.cpuModel}, Node ${report.environment.node}, ${report.environment.platform}; commit ${report.environment.commit}`,
    "- O gerador de carga (autocannon) roda na mesma máquina que o servidor e o banco.",
    "",
    "## Resultados",
    "",
    resultsTable(report.rows, "markdown"),
    "",
    verdictLine(report.rows),
    "",
    "Metas:",
    "",
    ...targetsText(report.db).map((t) => `- ${t}`),
  ];
  const cpu = cpuLines(report.rows, report.environment.cpus);
  if (cpu.length > 0) parts.push("", "## CPU durante a medição (c=32)", "", ...cpu.map((line) => `- ${line}`));
  if (report.lighthouse) {
    parts.push("", "## Lighthouse (perfil móvel)", "", lighthouseTable(report.lighthouse, "markdown"));
    const failed = report.lighthouse.filter((s) => s.failedAudits.length > 0);
    if (failed.length > 0) parts.push("", ...failed.map((s) => `- ${s.page}: auditorias reprovadas — ${s.failedAudits.join(", ")}`));
  }
  const first = Object.entries(report.firstRequestMs ?? {});
  if (first.length > 0) {
    parts.push(
      "",
      "## Primeira requisição de cada forma (sem cache)",
      "",
      formatTable(
        ["forma", "ms"],
        first.map(([id, ms]) => [id, String(ms)]),
        "markdown",
      ),
    );
  }
  if (report.dashboardJs) {
    parts.push("", "## JavaScript da primeira carga", "", `- ${jsSummary(report.dashboardJs)}`);
    if (report.publicJs) parts.push(`- ${jsSummary(report.publicJs, TARGETS.publicMaxJsKb)}`);
  }
  if (report.writes) {
    const w = report.writes;
    parts.push("", `Escritas ao lado da linha mista: ${w.downloads} downloads, ${w.reviews} avaliações, ${w.failed} falhas.`);
  }
  if (report.cluster) parts.push("", "## Duas instâncias atrás do nginx", "", clusterSection(report.cluster, "markdown"));
  const p = report.picks;
  parts.push(
    "",
    "## Valores usados nas formas",
    "",
    `- tag popular: \`${p.popularTag}\`; segunda tag: \`${p.secondTag}\``,
    `- buscas: \`${p.oneWord}\`, \`${p.twoWords}\`, \`${p.accentless}\` (sem acento), \`${p.missWord}\` (sem resultado)`,
    `- autor: \`${p.author}\`; todos os filtros: busca \`${p.combined.search}\`, tag \`${p.combined.tag}\`, autor \`${p.combined.author}\`, plataforma ${p.combined.platform}`,
    `- página de detalhe: \`/flow/${p.flowId}\``,
    "",
  );
  return parts.join("\n");
}

/** `YYYY-MM-DD-HHMM` (UTC): the file name keeps runs of the same day apart. */
export function fileStamp(date: Date): string {
  return date.toISOString().slice(0, 16).replace("T", "-").replace(":", "");
}

export function writeReport(report: BenchReport, dir = path.join(process.cwd(), "bench", "results")): { json: string; md: string; latest: string } {
  mkdirSync(dir, { recursive: true });
  const base = path.join(dir, `${fileStamp(new Date(report.startedAt))}-${report.db}`);
  const markdown = renderMarkdown(report);
  writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(`${base}.md`, markdown);
  const latest = path.join(dir, `latest-${report.db}.md`);
  writeFileSync(latest, markdown);
  return { json: `${base}.json`, md: `${base}.md`, latest };
}

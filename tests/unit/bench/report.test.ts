import { describe, expect, it } from "vitest";
import type { LighthouseScore } from "@/scripts/bench/lighthouse";
import type { ClusterReport } from "@/scripts/bench/cluster";
import type { CpuShares } from "@/scripts/bench/cpu";
import { clusterSection, cpuLimit, cpuLines, jsSummary, lighthouseTable, lighthouseVerdict } from "@/scripts/bench/report";
import { evaluate, type Measured } from "@/scripts/bench/stats";

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

  it("shows each page's median score with the range over its runs, and judges only the default CPU slowdown", () => {
    const row = (cpuSlowdown: number, performance: number): LighthouseScore => ({
      page: "/",
      cpuSlowdown,
      benchmarkIndex: 2400,
      runs: 3,
      performanceRange: [performance - 4, performance + 2],
      performance,
      accessibility: 100,
      bestPractices: 100,
      metrics: { fcpMs: 900, lcpMs: 2400, tbtMs: 120, cls: 0 },
      failedAudits: [],
    });
    const lines = lighthouseTable([row(4, 93), row(6.4, 80)], "markdown").split("\n");
    expect(lines[2]).toContain("| 4x (padrão) (2400) | 93 (89–95 em 3) |");
    expect(lines[2]).toMatch(/NÃO \(performance < 95\) \|$/);
    expect(lines[3]).toContain("| 6.4x (calibrado) (2400) | 80 (76–82 em 3) |");
    expect(lines[3]).toMatch(/— \(referência\) \|$/);
  });

  it("never judges the reference app's page, however it scores", () => {
    const page: LighthouseScore = {
      page: "referência: Next.js mínimo (/)",
      cpuSlowdown: 4,
      benchmarkIndex: 2400,
      runs: 1,
      performanceRange: [88, 88],
      performance: 88,
      accessibility: 100,
      bestPractices: 100,
      metrics: {},
      failedAudits: [],
      reference: true,
    };
    const [, , line] = lighthouseTable([page], "text").split("\n");
    expect(line).toMatch(/^referência: Next.js mínimo \(\/\)\s+4x \(padrão\).*— \(referência\)$/);
  });
});

describe("two-instance section", () => {
  const measured = (id: string, connections: number, rps: number): Measured => ({
    id,
    label: id,
    kind: "api",
    path: "/",
    connections,
    runs: [],
    rps,
    p50: 10,
    p99: 40,
    requests: 100,
    non2xx: 0,
    errors: 0,
  });
  const check = { ok: true, detail: "ok" };
  const report: ClusterReport = {
    session: check,
    rateLimit: { ...check, alternating: 10, single: 10, expected: 10 },
    settings: { ...check, elapsedMs: 5 },
    catalogCache: check,
    throughput: [
      { id: "default", label: "flows: padrão", direct: [measured("d", 32, 1000)], nginx: [measured("n", 32, 1400)] },
      { id: "ssr-dashboard", label: "SSR /dashboard", direct: [measured("d", 32, 80)], nginx: [measured("n", 32, 130)] },
    ],
  };

  it("puts each shape's direct and nginx rows side by side", () => {
    const lines = clusterSection(report, "markdown").split("\n");
    const table = lines.filter((l) => l.startsWith("| flows") || l.startsWith("| SSR"));
    expect(table).toHaveLength(4);
    expect(table[0]).toMatch(/^\| flows: padrão \| 1 instância \(direto\) \| 32 \| 1\.?000 \|/);
    expect(table[1]).toMatch(/^\| flows: padrão \| 2 instâncias \(nginx\) \| 32 \| 1\.?400 \|/);
    expect(table[3]).toMatch(/^\| SSR \/dashboard \| 2 instâncias \(nginx\) \| 32 \| 130 \|/);
  });
});

describe("CPU lines of the nginx cache rows", () => {
  const cpu = (loadGenerator: number, machine: number): CpuShares => ({ loadGenerator, processes: { app: 0.05, nginx: 0.42 }, machine });
  const measured = (id: string, kind: Measured["kind"], rps: number, share: ReturnType<typeof cpu>): Measured => ({
    id,
    label: id,
    kind,
    path: "/",
    connections: 32,
    runs: [],
    rps,
    p50: 3,
    p99: 9,
    requests: 1000,
    non2xx: 0,
    errors: 0,
    cpu: share,
  });

  it("names the load generator when it uses a whole core, then a busy machine, then neither", () => {
    expect(cpuLimit(cpu(0.97, 0.99), 2)).toContain("gerador de carga");
    expect(cpuLimit(cpu(0.6, 0.95), 2)).toBe("a CPU da máquina (95% de 2 núcleos ocupados)");
    expect(cpuLimit(cpu(0.3, 0.4), 2)).toContain("nenhum núcleo saturado");
    // wrk runs a thread per core: it is the limit only when it holds them all.
    expect(cpuLimit(cpu(0.97, 0.99), 2, "wrk")).toBe("a CPU da máquina (99% de 2 núcleos ocupados)");
    expect(cpuLimit(cpu(1.9, 0.99), 2, "wrk")).toBe("o gerador de carga (wrk usa os 2 núcleos)");
  });

  it("reports the ceiling and each cache row at c=32 with its factor over the ceiling", () => {
    const rows = evaluate(
      [
        measured("ceiling", "ceiling", 700, cpu(0.3, 0.99)),
        measured("nginx-fluxos", "cache", 7350, cpu(0.98, 1)),
        measured("page-fluxos", "page", 650, cpu(0.3, 0.9)),
      ],
      "postgres",
    );
    const lines = cpuLines(rows, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      "nginx-fluxos: 7350 req/s (10,5× o teto); CPU em núcleos: gerador de carga (autocannon) 0,98, app 0,05, nginx 0,42; máquina 100% ocupada; ≈ 17.500 req/s por núcleo do nginx — limite: o gerador de carga (autocannon usa um núcleo inteiro)",
    );
  });

  it("names wrk as the generator of the rows it measured", () => {
    const rows = evaluate(
      [measured("ceiling", "ceiling", 700, cpu(0.3, 0.99)), measured("nginx-flow", "cache", 35_000, { ...cpu(1.2, 0.99), generator: "wrk" })],
      "postgres",
    );
    expect(cpuLines(rows, 2)[1]).toContain("gerador de carga (wrk) 1,20");
  });
});

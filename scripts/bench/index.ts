// `npm run bench`: a throwaway database with a realistic catalogue, a production build served by
// `next start`, every catalogue query shape measured against the /api/health ceiling, Lighthouse,
// and (with --instances 2) the checks of a two-instance deployment behind nginx.
import { execSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { loadDotEnv } from "../load-env";
import { SERVER_NODE_FLAGS } from "../server-flags";
import { parseArgs, USAGE, UsageError, type BenchOptions } from "./args";
import { ensureNginx, runClusterChecks, type ClusterReport } from "./cluster";
import { createBenchDatabase, readPicks, readWriteTargets, seedBenchDatabase, type Account } from "./database";
import { measureUploadCost, uploadCostLine } from "./upload-cost";
import { checkShape, documentHeaders, idleLatency, login, measureInterleaved, startWriter, waitUntilIdle, type WriterStats } from "./load";
import { calibratedCpuSlowdown, DEFAULT_CPU_SLOWDOWN } from "./calibration";
import { measureFirstLoadJs, runLighthouse, type FirstLoadJs, type LighthousePage, type LighthouseScore } from "./lighthouse";
import { freePort, installSignalHandlers, onShutdown, runToEnd, shutdown } from "./processes";
import { clusterSection, cpuLines, jsSummary, lighthouseTable, resultsTable, targetsText, verdictLine, writeReport, type BenchReport } from "./report";
import { buildReference, startReference } from "./reference";
import { assertBuilt, logDir, nextBin, productionEnv, startInstance, type AppInstance } from "./server";
import { NGINX_BIN, startNginx as startCacheNginx } from "../nginx/run";
import { WRK_BIN } from "./wrk";
import { buildShapes, CACHE_SHAPE_IDS, selectShapes } from "./shapes";
import { readFileSync } from "node:fs";
import { evaluate, formatMs, formatRate, median, TARGETS } from "./stats";

const log = (message: string) => console.log(message);

function commit(): string {
  try {
    const sha = execSync("git rev-parse --short HEAD", { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
    const dirty =
      execSync("git status --porcelain", { stdio: ["ignore", "pipe", "ignore"] })
        .toString()
        .trim() !== "";
    return dirty ? `${sha} (com alterações locais)` : sha;
  } catch {
    return "desconhecido";
  }
}

const SERVER_MODE =
  `next start em produção (NODE_ENV=production, sem DEMO_MODE) com as flags do \`npm start\` (${SERVER_NODE_FLAGS.join(" ")}); ` +
  "AUTH_SECRET gerado para a execução; " +
  "RESEND_API_KEY e MERCADOPAGO_* preenchidos com valores fictícios, que nenhuma rota medida usa";

async function main(opts: BenchOptions) {
  const startedAt = new Date();
  const adminUrl = process.env.DATABASE_URL || undefined;
  if (opts.instances === 2 && !adminUrl) {
    throw new UsageError("--instances 2 exige DATABASE_URL (Postgres): o banco embutido aceita um único processo.");
  }
  const nginx = opts.instances === 2 ? ensureNginx(log) : undefined;

  // The build needs no database; it runs first so a broken build fails before any data is written.
  const portA = await freePort();
  if (opts.skipBuild) assertBuilt();
  else {
    log("▶ next build…");
    await runToEnd(nextBin(), ["build"], productionEnv(`http://127.0.0.1:${portA}`));
  }
  await buildReference(opts.skipBuild, log);

  const db = await createBenchDatabase(adminUrl);
  // Filled once the data exists; --keep prints them so the kept database stays usable.
  const created: { accounts?: { user: Account; admin: Account } } = {};
  onShutdown(async () => {
    if (opts.keep) {
      log(`Banco de benchmark mantido (--keep): ${db.url ?? db.dataDir}`);
      const kept = created.accounts;
      if (kept) log(`  usuária: ${kept.user.email} / ${kept.user.password}; admin: ${kept.admin.email} / ${kept.admin.password}`);
    } else {
      await db.drop();
    }
  });
  log(`▶ Banco de benchmark: ${db.kind} (${db.label})`);
  log(`▶ Gerando ${opts.flows.toLocaleString("pt-BR")} fluxos…`);
  const seeded = await seedBenchDatabase(db, { flows: opts.flows, log });
  created.accounts = { user: seeded.user, admin: seeded.admin };
  log(
    `  ${seeded.flows.toLocaleString("pt-BR")} fluxos e ${seeded.authors} autores em ${seeded.seconds.flows} s ` +
      `(migrações ${seeded.seconds.migrate} s, usuários ${seeded.seconds.users} s, vacuum/analyze ${seeded.seconds.analyze} s)`,
  );
  const picks = await readPicks(db);

  log(`▶ Servidor de produção (logs em ${logDir()})`);
  log(`  ${SERVER_MODE}`);
  const env = productionEnv(`http://127.0.0.1:${portA}`, db);
  const a: AppInstance = await startInstance("a", portA, env);
  let b: AppInstance | undefined;
  if (opts.instances === 2) {
    const portB = await freePort();
    b = await startInstance("b", portB, { ...env, APP_URL: `http://127.0.0.1:${portB}` });
  }
  const reference = await startReference(await freePort());
  log(`  instância A em ${a.url}${b ? `, instância B em ${b.url}` : ""}; app de referência (Next.js mínimo) em ${reference.url}`);

  const session = await login(a.url, seeded.user);
  // The mixed row's writer: the admin (no download limit) downloads and reviews flows it never touched.
  const writerSession = await login(a.url, seeded.admin);
  const writeTargets = await readWriteTargets(db);
  const writes: WriterStats = { downloads: 0, reviews: 0, failed: 0 };
  // The nginx of deploy/nginx in front of instance A, for the rows of its cache: in a full run when
  // nginx is installed, and whenever --only names one of them.
  const cacheAsked = opts.only?.some((id) => (CACHE_SHAPE_IDS as readonly string[]).includes(id)) ?? false;
  if (cacheAsked && !NGINX_BIN) throw new UsageError(`${CACHE_SHAPE_IDS.join(", ")} exigem o nginx (apt-get install -y nginx).`);
  let cacheProxy: Awaited<ReturnType<typeof startCacheNginx>> | undefined;
  if (NGINX_BIN && (opts.only === null || cacheAsked)) {
    cacheProxy = await startCacheNginx({ upstreams: [`127.0.0.1:${a.port}`], port: await freePort(), workers: os.cpus().length });
    const stop = cacheProxy.stop;
    onShutdown(stop);
    log(`  nginx (deploy/nginx/fluxoteca.conf, ${os.cpus().length} workers) em ${cacheProxy.url}, na frente da instância A`);
    log(
      WRK_BIN
        ? "  linhas do cache medidas com o wrk"
        : "  wrk não instalado (apt-get install -y wrk): linhas do cache medidas com o autocannon, que vira o limite",
    );
  } else if (opts.only === null) {
    log("  nginx não instalado: sem as linhas do cache do nginx");
  }
  const shapes = selectShapes(buildShapes(picks, reference.url, cacheProxy?.url), opts.only);
  log("▶ Conferindo cada forma uma vez…");
  // This first request of each shape misses the page cache: its latency is the uncached cost.
  const firstRequestMs: Record<string, number> = {};
  for (const shape of shapes) {
    const started = performance.now();
    const summary = await checkShape(a.url, shape, session.cookie, writerSession.cookie);
    firstRequestMs[shape.id] = Math.round(performance.now() - started);
    log(`  ${shape.label.padEnd(58)} 200, ${summary}, ${firstRequestMs[shape.id]} ms (primeira requisição)`);
  }

  // The cache rows start warm: nginx keeps the page from the first anonymous request as it is measured.
  for (const shape of shapes.filter((s) => s.kind === "cache")) {
    let status = "";
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${shape.origin}${shape.path}`, { headers: documentHeaders(shape) });
      await res.arrayBuffer();
      status = res.headers.get("x-cache-status") ?? "";
    }
    if (status !== "HIT") log(`  aviso: ${shape.label} não veio do cache do nginx na segunda requisição (X-Cache-Status: ${status || "ausente"})`);
  }
  const idleMs = await idleLatency(a.url);
  // CPU of the app and of nginx beside the load generator's, for every run.
  const watch: Record<string, number> = { app: a.process.child.pid! };
  if (cacheProxy) watch.nginx = Number(readFileSync(path.join(cacheProxy.dir, "nginx.pid"), "utf8").trim());
  const estimate = shapes.length * opts.connections.length * (opts.warmup + opts.runs * opts.duration);
  log(
    `▶ Medindo ${shapes.length} formas × c=${opts.connections.join(",")} em ${opts.runs} rodada(s) alternando a ordem (no mínimo ${Math.ceil(estimate / 60)} min)…`,
  );
  const measured = await measureInterleaved(
    a.url,
    shapes,
    opts.connections,
    {
      duration: opts.duration,
      runs: opts.runs,
      warmup: opts.warmup,
      idleMs,
      watch,
      headers: { Cookie: session.cookie },
      adminHeaders: { Cookie: writerSession.cookie },
      startWriter: (w) => {
        const writer = startWriter(a.url, writerSession.token, writeTargets, w);
        return {
          async stop() {
            const done = await writer.stop();
            writes.downloads += done.downloads;
            writes.reviews += done.reviews;
            writes.failed += done.failed;
            return done;
          },
        };
      },
    },
    (shape, connections, round, run) => {
      const notes = [
        run.non2xx + run.errors > 0 ? `${run.non2xx} não-2xx, ${run.errors} erros` : "",
        run.requests === 0 ? "nenhuma resposta concluída" : "",
      ].filter(Boolean);
      const issues = notes.length > 0 ? `  (${notes.join("; ")})` : "";
      log(
        `  [${round + 1}/${opts.runs}] ${shape.label.padEnd(58)} c=${String(connections).padEnd(3)} ${formatRate(run.rps).padStart(7)} req/s  p50 ${formatMs(run.p50).padStart(6)} ms  p99 ${formatMs(run.p99).padStart(6)} ms${issues}`,
      );
    },
  );
  for (const row of measured) {
    if ((row.idleWaitMs ?? 0) > 2000)
      log(`  ${row.label} c=${row.connections}: esperou ${Math.round(row.idleWaitMs! / 1000)} s o servidor terminar requisições anteriores`);
  }
  const rows = evaluate(measured, db.kind);
  if (writes.downloads + writes.reviews + writes.failed > 0) {
    log(`  escritas ao lado da linha mista: ${writes.downloads} downloads, ${writes.reviews} avaliações, ${writes.failed} falhas`);
  }

  // The last run's backlog must not weigh on the page measurements.
  await waitUntilIdle(a.url, idleMs);
  const dashboardJs: FirstLoadJs = await measureFirstLoadJs(a.url, "/dashboard", session.cookie);
  const publicJs: FirstLoadJs = await measureFirstLoadJs(a.url, "/fluxos", "");
  // In this process, not the server's: pure functions, measured on their own.
  const uploadCost = measureUploadCost();
  let lighthouse: LighthouseScore[] | null = null;
  if (opts.lighthouse) {
    log("▶ Lighthouse (perfil móvel)…");
    const pages: LighthousePage[] = [
      { path: "/" },
      { path: "/login" },
      { path: "/dashboard", cookie: session.cookie },
      { path: "/fluxos" },
      { path: `/fluxos/${picks.flowSlug}` },
      { path: "/", reference: { origin: reference.url, label: "referência: Next.js mínimo (/)" } },
    ];
    lighthouse = await runLighthouse(a.url, pages, log, { runs: opts.runs });
    // The default 4x assumes a high-end desktop host; on any other, Lighthouse's guide says to
    // calibrate. Both are reported, the default first.
    const indexes = lighthouse.flatMap((s) => (s.benchmarkIndex === null ? [] : [s.benchmarkIndex]));
    const calibrated = indexes.length > 0 ? calibratedCpuSlowdown(median(indexes)) : DEFAULT_CPU_SLOWDOWN;
    if (Math.abs(calibrated - DEFAULT_CPU_SLOWDOWN) >= 0.5) {
      log(`  benchmarkIndex desta máquina pede CPU ${calibrated}x (guia de calibração do Lighthouse); repetindo…`);
      lighthouse.push(...(await runLighthouse(a.url, pages, log, { cpuSlowdown: calibrated, runs: opts.runs })));
    }
  }

  let cluster: ClusterReport | null = null;
  if (b && nginx) {
    log("▶ Duas instâncias atrás do nginx…");
    // The deploy configuration round-robin over both, its cache off: the row measures the instances.
    const proxy = await startCacheNginx({
      upstreams: [a.port, b.port].map((port) => `127.0.0.1:${port}`),
      port: await freePort(),
      workers: os.cpus().length,
      cache: false,
    });
    onShutdown(proxy.stop);
    const clusterShapes = buildShapes(picks, reference.url).filter((s) => s.id === "default" || s.id === "ssr-dashboard");
    cluster = await runClusterChecks(
      a,
      b,
      proxy,
      { user: seeded.user, admin: seeded.admin },
      { shapes: clusterShapes, connections: opts.connections, duration: opts.duration, runs: opts.runs, warmup: opts.warmup, idleMs },
      log,
    );
    await proxy.stop();
  }

  const report: BenchReport = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    db: db.kind,
    database: db.label,
    environment: {
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? "",
      platform: `${os.platform()} ${os.release()}`,
      commit: commit(),
      mode: SERVER_MODE,
    },
    options: {
      flows: opts.flows,
      duration: opts.duration,
      runs: opts.runs,
      connections: opts.connections,
      warmup: opts.warmup,
      instances: opts.instances,
      only: opts.only,
    },
    seed: { flows: seeded.flows, authors: seeded.authors, seconds: seeded.seconds },
    picks,
    rows,
    lighthouse,
    dashboardJs,
    publicJs,
    uploadCost,
    writes,
    firstRequestMs,
    cluster,
  };

  log("");
  log(resultsTable(rows, "text"));
  log("");
  log(verdictLine(rows));
  for (const target of targetsText(db.kind)) log(`  meta: ${target}`);
  for (const line of cpuLines(rows, os.cpus().length)) log(`  CPU: ${line}`);
  if (lighthouse) {
    log(`\n${lighthouseTable(lighthouse, "text")}`);
    for (const s of lighthouse) if (s.failedAudits.length > 0) log(`  ${s.page}: auditorias reprovadas — ${s.failedAudits.join(", ")}`);
  }
  log(`\nJavaScript da primeira carga — ${jsSummary(dashboardJs)}`);
  log(`JavaScript da primeira carga — ${jsSummary(publicJs, TARGETS.publicMaxJsKb)}`);
  log(uploadCostLine(uploadCost));
  if (cluster) log(`\nDuas instâncias atrás do nginx\n${clusterSection(cluster, "text")}`);
  const files = writeReport(report);
  log(`\nRelatório: ${path.relative(process.cwd(), files.md)} (e .json); ${path.relative(process.cwd(), files.latest)}`);
}

loadDotEnv();
let opts: BenchOptions;
try {
  opts = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
if (opts.help) {
  console.log(USAGE);
  process.exit(0);
}
installSignalHandlers();
let exitCode = 0;
try {
  await main(opts);
} catch (error) {
  exitCode = error instanceof UsageError ? 2 : 1;
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
  if (!(error instanceof UsageError) && error instanceof Error && error.stack) console.error(error.stack.split("\n").slice(1, 6).join("\n"));
} finally {
  await shutdown();
}
process.exit(exitCode);

export async function register() {
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  if (process.env.NEXT_RUNTIME === "nodejs") {
    await import("./lib/system/startup");
    // Database timings and pool usage for GET /api/metrics (db/ cannot import lib/, so it is told here).
    const [{ onQuery }, { getDatabase }, { metrics, setMetricSource }] = await Promise.all([import("./db/client"), import("./db"), import("./lib/metrics")]);
    onQuery((seconds) => metrics.dbQueryDuration.observe(seconds));
    setMetricSource("dbPool", () => getDatabase().pool?.());
    // A page that fails because the database is out of reach answers 503, not 500.
    const { installOutageStatus } = await import("./lib/system/outage-status");
    installOutageStatus();
    // proxy.ts answers the page cache's requests through this (lib/cache/proxy-pages.ts).
    const [{ registerPageServer }, { servePage }] = await Promise.all([import("./lib/cache/proxy-pages"), import("./lib/cache/page-server")]);
    registerPageServer(servePage);
    const workers = await import("./lib/cache/render-workers");
    if (workers.isRenderWorker()) {
      // A render process (PAGE_RENDER_WORKERS) renders its server's pages and nothing else.
      workers.exitWithParent();
      return;
    }
    workers.startRenderWorkers({ count: workers.renderWorkerCount() });
    // Background work of every process: the mail worker and the daily e-mails (lib/jobs).
    const { startJobs } = await import("./lib/jobs");
    startJobs();
  }
}

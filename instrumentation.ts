export async function register() {
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  if (process.env.NEXT_RUNTIME === "nodejs") {
    await import("./lib/system/startup");
    // A page that fails because the database is out of reach answers 503, not 500.
    const { installOutageStatus } = await import("./lib/system/outage-status");
    installOutageStatus();
    // proxy.ts answers the page cache's requests through this (lib/cache/proxy-pages.ts).
    const [{ registerPageServer }, { servePage }] = await Promise.all([import("./lib/cache/proxy-pages"), import("./lib/cache/page-server")]);
    registerPageServer(servePage);
    // Queued e-mail goes out from every server process; the outbox rows are claimed so that each
    // mail is sent by one instance only (lib/mail/worker).
    const { startMailWorker } = await import("./lib/mail/worker");
    startMailWorker();
  }
}

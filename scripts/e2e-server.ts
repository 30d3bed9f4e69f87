// Server for the browser tests: a fresh database (throwaway Postgres database when DATABASE_URL is
// set, a new PGlite directory otherwise), the demo seed, a production build, `next start`.
import { rmSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { openDatabase } from "../db/client";
import { prepareDatabase } from "../lib/system/prepare-database";
import { seed } from "../seed";
import { runCli, startServer } from "./run";

const port = Number(process.env.E2E_PORT ?? 3100);
const env: NodeJS.ProcessEnv = { ...process.env, DEMO_MODE: "1", PORT: String(port), APP_URL: `http://localhost:${port}` };
let dropDatabase: (() => Promise<void>) | undefined;

if (process.env.DATABASE_URL) {
  const name = "fluxoteca_e2e";
  const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  // The cache's pages render through a render process too, as with PAGE_RENDER_WORKERS in a
  // deployment (lib/cache/render-workers.ts); the embedded database has none.
  env.PAGE_RENDER_WORKERS ??= "1";
  dropDatabase = async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
} else {
  env.PGLITE_DIR = path.join(process.cwd(), ".data", "e2e-pglite");
  rmSync(env.PGLITE_DIR, { recursive: true, force: true });
}

if (process.env.E2E_SKIP_BUILD !== "1") await runCli("next", ["build"], env);

const handle = openDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DIR, max: 1 });
try {
  await prepareDatabase(handle);
  await seed(handle, { demo: true, log: () => {} });
} finally {
  await handle.close();
}

const server = startServer(port, env);
server.on("exit", async (code) => {
  await dropDatabase?.().catch(() => {});
  process.exit(code ?? 0);
});

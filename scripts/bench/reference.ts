/**
 * The minimal Next.js app in bench/reference-app: no data, styles, fonts or client code of its own,
 * built and started like Fluxoteca. Its routes are the framework's floor on the machine at hand, so
 * the report shows how much of a route's cost is Fluxoteca's and how much any Next.js app pays.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { runToEnd } from "./processes";
import { nextBin, productionEnv, startInstance, type AppInstance } from "./server";

const REFERENCE_DIR = path.join(process.cwd(), "bench", "reference-app");

/** Builds the reference app unless `reuse` and a build exists (it takes ~15 s). */
export async function buildReference(reuse: boolean, log: (message: string) => void): Promise<void> {
  if (reuse && existsSync(path.join(REFERENCE_DIR, ".next", "BUILD_ID"))) return;
  log("▶ next build do app de referência (bench/reference-app)…");
  await runToEnd(nextBin(), ["build", REFERENCE_DIR], productionEnv("http://127.0.0.1"));
}

export function startReference(port: number): Promise<AppInstance> {
  // The server checks its production settings at start (lib/env), and production needs Postgres: a
  // placeholder it never connects to, like the other placeholder secrets of the run.
  const env = { ...productionEnv(`http://127.0.0.1:${port}`), DATABASE_URL: "postgres://referencia@127.0.0.1:1/sem-banco" };
  return startInstance("referencia", port, env, REFERENCE_DIR);
}

/** Production build and `next start` instances pointed at the benchmark database. */
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { withServerNodeFlags } from "../server-flags";
import type { BenchDatabase } from "./database";
import { startProcess, stopProcess, tailLog, type Managed } from "./processes";

export const nextBin = () => path.join(process.cwd(), "node_modules", ".bin", "next");

let logs: string | undefined;

/** Where the servers' (and nginx's) output goes: a temporary directory, kept after the run. */
export function logDir(): string {
  logs ??= mkdtempSync(path.join(os.tmpdir(), "fluxoteca-bench-"));
  return logs;
}

// One secret for every instance of the run: a session issued by one must be valid on the other.
const AUTH_SECRET = randomBytes(48).toString("base64url");
const WEBHOOK_SECRET = randomBytes(24).toString("hex");

/**
 * Production environment for `next build` / `next start`. Mail and payment keys are placeholders
 * that no measured route uses; `db` is left out for the build, which never touches the database.
 */
export function productionEnv(appUrl: string, db?: BenchDatabase): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ["DATABASE_URL", "PGLITE_DIR", "DEMO_MODE", "ADMIN_EMAIL", "ADMIN_PASSWORD", "PORT", "NEXT_PHASE"]) delete env[key];
  return {
    ...env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    AUTH_SECRET,
    APP_URL: appUrl,
    RESEND_API_KEY: "re_benchmark_placeholder",
    MERCADOPAGO_ACCESS_TOKEN: "TEST-benchmark-placeholder",
    MERCADOPAGO_WEBHOOK_SECRET: WEBHOOK_SECRET,
    ...(db?.url ? { DATABASE_URL: db.url } : {}),
    // Production runs on Postgres only: the embedded database is served the way the demo serves it.
    ...(db?.dataDir ? { PGLITE_DIR: db.dataDir, DEMO_MODE: "1" } : {}),
  };
}

/** `--skip-build` needs an existing production build. */
export function assertBuilt() {
  if (!existsSync(path.join(process.cwd(), ".next", "BUILD_ID"))) {
    throw new Error("Nenhum build de produção em .next (BUILD_ID ausente): rode sem --skip-build.");
  }
}

export interface AppInstance {
  name: string;
  port: number;
  url: string;
  process: Managed;
}

/** GET `url` until it answers 200, or fail after `timeoutMs` (with the server's last log lines). */
export async function waitForHealth(instance: AppInstance, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "";
  while (Date.now() < deadline) {
    if (instance.process.child.exitCode !== null) {
      throw new Error(`O servidor ${instance.name} terminou (código ${instance.process.child.exitCode}).\n${tailLog(instance.process)}`);
    }
    try {
      const res = await fetch(`${instance.url}/api/health`, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return;
      last = `HTTP ${res.status}: ${(await res.text()).slice(0, 200)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`/api/health não respondeu em ${timeoutMs / 1000} s (${last}).\n${tailLog(instance.process)}`);
}

/** `next start` of the app in `dir` (the project itself by default), with the `npm start` flags. */
export async function startInstance(name: string, port: number, env: NodeJS.ProcessEnv, dir?: string): Promise<AppInstance> {
  const logFile = path.join(logDir(), `next-${name}.log`);
  const args = ["start", ...(dir ? [dir] : []), "-p", String(port), "-H", "127.0.0.1"];
  const managed = startProcess(`next-${name}`, nextBin(), args, {
    env: withServerNodeFlags({ ...env, PORT: String(port) }),
    logFile,
  });
  const instance = { name, port, url: `http://127.0.0.1:${port}`, process: managed };
  try {
    await waitForHealth(instance);
  } catch (error) {
    await stopProcess(managed);
    throw error;
  }
  return instance;
}

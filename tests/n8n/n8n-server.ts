// A real n8n for the end-to-end test: the install made by scripts/n8n/install.sh, on a Postgres
// database of its own (created here, dropped on stop), with its template library pointed at the app.
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";

/** The n8n versions the test covers, one Playwright project each; scripts/n8n/install.sh reads the same list. */
export const N8N_VERSIONS: string[] = (JSON.parse(readFileSync(new URL("./versions.json", import.meta.url), "utf8")) as { versions: string[] }).versions;

export interface N8nOptions {
  /** Set per Playwright project (playwright.n8n.config.ts). */
  n8nVersion: string;
}

/** Same default as scripts/n8n/install.sh. */
export function n8nInstallDir(version: string): string {
  const cache = process.env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache");
  return path.join(process.env.FLUXOTECA_N8N_DIR || path.join(cache, "fluxoteca"), `n8n-${version}`);
}

/** Admin connection to the Postgres server n8n runs on. */
export const N8N_ADMIN_DATABASE_URL = process.env.N8N_E2E_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Each version's own database (one per major; .ci/run drops these too if a run is killed). */
export function n8nDatabase(version: string): string {
  return `fluxoteca_n8n_e2e_v${version.split(".")[0]}`;
}

/** Drops the versions' databases: a run interrupted while an n8n was up leaves its database behind. */
export async function dropN8nDatabases(adminDatabaseUrl = N8N_ADMIN_DATABASE_URL) {
  await withAdmin(adminDatabaseUrl, async (sql) => {
    for (const db of new Set(N8N_VERSIONS.map(n8nDatabase))) await sql.unsafe(`drop database if exists "${db}" with (force)`);
  });
}

export interface N8nOwner {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

/** Who signs in to the test's n8n. */
export const N8N_OWNER: N8nOwner = { email: "dona.n8n@exemplo.com.br", firstName: "Dona", lastName: "do n8n", password: "Fluxoteca-n8n-42" };

export interface N8nServer {
  url: string;
  stop(): Promise<void>;
}

interface StartOptions {
  version: string;
  port: number;
  templatesHost: string;
  /** Admin connection to the Postgres server, e.g. postgres://postgres@127.0.0.1:5432/postgres. */
  adminDatabaseUrl: string;
  database: string;
  logFile: string;
}

async function withAdmin<T>(url: string, run: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await run(sql);
  } finally {
    await sql.end();
  }
}

async function waitFor(ready: () => boolean, exited: () => string | null, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const gone = exited();
    if (gone) throw new Error(`n8n terminou antes de ficar pronto (${gone})`);
    if (ready()) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`n8n não ficou pronto em ${timeoutMs / 1000}s`);
}

export async function startN8n(opts: StartOptions): Promise<N8nServer> {
  const dir = n8nInstallDir(opts.version);
  const node = path.join(dir, "node", "node_modules", "node", "bin", "node");
  const bin = path.join(dir, "app", "node_modules", "n8n", "bin", "n8n");
  if (!existsSync(path.join(dir, ".installed"))) {
    throw new Error(`n8n ${opts.version} não está instalado em ${dir}: rode scripts/n8n/install.sh ${opts.version}`);
  }

  // A run killed before its teardown leaves the database behind: this one starts from scratch.
  await withAdmin(opts.adminDatabaseUrl, async (sql) => {
    await sql.unsafe(`drop database if exists "${opts.database}" with (force)`);
    await sql.unsafe(`create database "${opts.database}"`);
  });
  const db = new URL(opts.adminDatabaseUrl);
  const home = mkdtempSync(path.join(os.tmpdir(), "fluxoteca-n8n-"));
  const url = `http://localhost:${opts.port}`;

  // A clean environment: n8n reads dozens of variables (DB_*, N8N_*), none should leak in from CI.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: home,
    TZ: "America/Sao_Paulo",
    NODE_ENV: "production",
    DB_TYPE: "postgresdb",
    DB_POSTGRESDB_HOST: db.hostname,
    DB_POSTGRESDB_PORT: db.port || "5432",
    DB_POSTGRESDB_USER: decodeURIComponent(db.username) || "postgres",
    DB_POSTGRESDB_PASSWORD: decodeURIComponent(db.password),
    DB_POSTGRESDB_DATABASE: opts.database,
    N8N_PORT: String(opts.port),
    N8N_HOST: "localhost",
    N8N_USER_FOLDER: home,
    N8N_TEMPLATES_ENABLED: "true",
    N8N_TEMPLATES_HOST: opts.templatesHost,
    // Nothing that calls n8n.io or asks questions in the way of the test.
    N8N_DIAGNOSTICS_ENABLED: "false",
    N8N_VERSION_NOTIFICATIONS_ENABLED: "false",
    N8N_DYNAMIC_BANNERS_ENABLED: "false",
    N8N_PERSONALIZATION_ENABLED: "false",
    N8N_HIRING_BANNER_ENABLED: "false",
    N8N_VERSION_NOTIFICATIONS_WHATS_NEW_ENABLED: "false",
    N8N_COMMUNITY_PACKAGES_ENABLED: "false",
    N8N_SECURE_COOKIE: "false",
    N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: "true",
    // The task runner's broker takes a port of its own (5679 by default, as any local n8n): one per test n8n.
    N8N_RUNNERS_BROKER_PORT: String(opts.port + 1000),
  };
  if (Number(opts.version.split(".")[0]) >= 2) {
    // 2.x only (1.x refuses module names it does not know): the MCP server registry fetches its list
    // from api.n8n.io at start, and the internal Python runner looks for a virtualenv there is none of.
    env.N8N_DISABLED_MODULES = "mcp-registry";
    env.N8N_PYTHON_ENABLED = "false";
  }

  mkdirSync(path.dirname(opts.logFile), { recursive: true });
  const log = createWriteStream(opts.logFile);
  // Through a shell that holds n8n's pid and waits on its stdin: when this process ends, however it
  // ends, the pipe closes and the shell stops n8n, so no n8n outlives the test run.
  const script = [
    // Ctrl+C (or `timeout -s INT`) reaches the whole process group: the shell outlives it, and n8n
    // stops through the teardown like on any other end.
    "trap '' INT",
    'n8n_node="$1"; shift',
    '"$n8n_node" "$@" & pid=$!',
    "cat >/dev/null",
    "kill -TERM $pid 2>/dev/null",
    "i=0; while kill -0 $pid 2>/dev/null && [ $i -lt 20 ]; do sleep 1; i=$((i + 1)); done",
    "kill -KILL $pid 2>/dev/null; wait $pid",
  ].join("\n");
  const child = spawn("sh", ["-c", script, "sh", node, bin, "start"], {
    env,
    stdio: ["pipe", "pipe", "pipe"],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  // Printed once every route is registered; /healthz/readiness and even /rest/settings answer earlier.
  let output = "";
  let ready = false;
  child.stdout.on("data", (chunk: Buffer) => {
    if (ready) return;
    output = (output + chunk.toString()).slice(-500);
    ready = output.includes("Editor is now accessible via");
  });
  let exit: string | null = null;
  const exited = new Promise<void>((resolve) =>
    child.on("exit", (code, signal) => {
      exit = `código ${code ?? signal}`;
      resolve();
    }),
  );

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    child.stdin.end();
    const killer = setTimeout(() => child.kill("SIGKILL"), 40_000);
    await exited;
    clearTimeout(killer);
    log.end();
    await withAdmin(opts.adminDatabaseUrl, (sql) => sql.unsafe(`drop database if exists "${opts.database}" with (force)`));
    rmSync(home, { recursive: true, force: true });
  };

  try {
    await waitFor(
      () => ready,
      () => exit,
      180_000,
    );
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}; log em ${opts.logFile}`);
  }
  return { url, stop };
}

/** The first user of a new n8n: its owner (n8n shows a setup form until there is one). */
export async function createOwner(url: string, owner: N8nOwner) {
  const res = await fetch(`${url}/rest/owner/setup`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(owner),
  });
  if (!res.ok) throw new Error(`POST /rest/owner/setup: ${res.status} ${await res.text()}`);
}

import "server-only";
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { log } from "@/lib/log";
import { metrics, setMetricSource } from "@/lib/metrics";

/*
 * Render processes beside the server (PAGE_RENDER_WORKERS): the page cache's misses are rendered by
 * the server itself or by one of its render processes, whichever has the fewest renders in flight.
 * A render (React, the RSC payload, ~15–30 ms of CPU) runs on its process's one JavaScript thread;
 * with render processes a burst of cold pages (a crawl, the minutes after a catalogue change) uses
 * the machine's other cores instead of queueing on one. Each is a `next start` of the same build on
 * 127.0.0.1, asked only by this server's page cache; it runs no background jobs and ends with it.
 *
 * Only with Postgres: the embedded database (PGlite) is one process's alone.
 */

/** Set on a render process: it starts no render processes and no background jobs of its own. */
export const RENDER_WORKER_ENV = "FLUXOTECA_RENDER_WORKER";
export const MAX_RENDER_WORKERS = 8;

/** After a render process failed to answer, renders skip it for this long (it is being restarted). */
const DOWN_MS = 5_000;
const READY_TIMEOUT_MS = 90_000;
/** A process that ends sooner than this after starting waits before it is started again. */
const RESTART_BACKOFF_MS = 5_000;

export function isRenderWorker(): boolean {
  return process.env[RENDER_WORKER_ENV] === "1";
}

/** How many render processes this server starts: PAGE_RENDER_WORKERS (0–8), none on the embedded database or in a render process. */
export function renderWorkerCount(source: Record<string, string | undefined> = process.env): number {
  if (source[RENDER_WORKER_ENV] === "1" || !source.DATABASE_URL) return 0;
  const raw = source.PAGE_RENDER_WORKERS?.trim();
  if (!raw) return 0;
  const count = Number(raw);
  return Number.isInteger(count) && count >= 0 ? Math.min(count, MAX_RENDER_WORKERS) : 0;
}

interface Target {
  origin: string;
  inFlight: number;
  downUntil: number;
}

/**
 * The server itself (always there), the render processes that answered their health check, and the
 * processes started. One copy per process: Next loads this module once per bundle (instrumentation,
 * the page cache's route handler), and every copy must see the same processes.
 */
const state = ((globalThis as unknown as { __fluxotecaRenderWorkers?: RenderState }).__fluxotecaRenderWorkers ??= {
  self: { origin: "", inFlight: 0, downUntil: 0 },
  workers: [],
  children: new Set(),
  stopping: false,
});
const { self, workers, children } = state;

interface RenderState {
  self: Target;
  workers: Target[];
  children: Set<ChildProcess>;
  stopping: boolean;
}

setMetricSource("renderWorkersUp", () => renderTargetsUp());

export function addRenderTarget(origin: string): void {
  if (!workers.some((t) => t.origin === origin)) workers.push({ origin, inFlight: 0, downUntil: 0 });
}

export function removeRenderTarget(origin: string): void {
  const i = workers.findIndex((t) => t.origin === origin);
  if (i >= 0) workers.splice(i, 1);
}

/** Render processes ready to take renders now. */
export function renderTargetsUp(now = Date.now()): number {
  return workers.filter((t) => t.downUntil <= now).length;
}

/** A connection that failed before any answer: the process is gone or restarting (undici's `fetch failed`). */
function unreachable(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause;
  return error instanceof TypeError && ["ECONNREFUSED", "ECONNRESET", "UND_ERR_SOCKET", "EPIPE"].includes(cause?.code ?? "");
}

/**
 * Runs `render` against the target with the fewest renders in flight (a render process on a tie: the
 * server also answers every request), `selfOrigin` being the server's own. A render process that
 * cannot be reached is skipped for DOWN_MS and the render is done by the server itself.
 */
export async function withRenderOrigin<T>(selfOrigin: string, render: (origin: string) => Promise<T>): Promise<T> {
  const now = Date.now();
  let target = self;
  for (const worker of workers) if (worker.downUntil <= now && worker.inFlight <= target.inFlight) target = worker;
  const origin = target === self ? selfOrigin : target.origin;
  target.inFlight += 1;
  try {
    const result = await render(origin);
    metrics.pageRenders.inc({ process: target === self ? "server" : "worker" });
    return result;
  } catch (error) {
    if (target === self || !unreachable(error)) throw error;
    target.downUntil = Date.now() + DOWN_MS;
    log.warn({ origin: target.origin }, "processo de renderização fora do ar: a página foi renderizada pelo servidor");
    return withRenderOrigin(selfOrigin, render);
  } finally {
    target.inFlight -= 1;
  }
}

/** A free TCP port on 127.0.0.1 (asked of the system, then released for the process to take). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("porta livre indisponível");
  return address.port;
}

async function waitUntilHealthy(origin: string, child: ChildProcess): Promise<boolean> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    try {
      const res = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

export interface RenderWorkerOptions {
  count: number;
  /** The program and its arguments before the port: by default this `next start`, the same way it was started. */
  command?: (port: number) => { file: string; args: string[] };
  /** How long a process that ended soon after starting waits before the next start. */
  restartBackoffMs?: number;
}

function nextStart(port: number) {
  // The same Node flags (`npm start` sets the young generation's size) and the same Next binary.
  const bin = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");
  return { file: process.execPath, args: [...process.execArgv, bin, "start", "-p", String(port), "-H", "127.0.0.1"] };
}

/** Starts `count` render processes and keeps them running (started again when one ends) until the server exits. */
export function startRenderWorkers({ count, command = nextStart, restartBackoffMs = RESTART_BACKOFF_MS }: RenderWorkerOptions): void {
  if (count <= 0) return;
  state.stopping = false;
  const start = async (index: number) => {
    if (state.stopping) return;
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const { file, args } = command(port);
    const startedAt = Date.now();
    // The IPC channel tells the process when this server is gone, however it ended (render processes
    // listen for its `disconnect`, instrumentation.ts).
    const child = spawn(file, args, {
      env: { ...process.env, [RENDER_WORKER_ENV]: "1", PORT: String(port), PAGE_RENDER_WORKERS: "0" },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    children.add(child);
    child.once("exit", (code, signal) => {
      children.delete(child);
      removeRenderTarget(origin);
      if (state.stopping) return;
      log.warn({ index, code, signal }, "processo de renderização terminou: iniciando outro");
      setTimeout(() => void start(index), Math.max(0, restartBackoffMs - (Date.now() - startedAt)));
    });
    if (await waitUntilHealthy(origin, child)) {
      addRenderTarget(origin);
      log.info({ index, origin }, "processo de renderização pronto");
    } else if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
    }
  };
  for (let i = 0; i < count; i++) void start(i).catch((error: unknown) => log.error({ err: error }, "processo de renderização não iniciou"));
  process.once("exit", stopRenderWorkers);
}

/** Ends the render processes (the server is exiting, or a test is done). */
export function stopRenderWorkers(): void {
  state.stopping = true;
  for (const child of children) child.kill("SIGTERM");
  children.clear();
  workers.length = 0;
}

/** In a render process: exits when the server that started it is gone. */
export function exitWithParent(): void {
  process.once("disconnect", () => process.exit(0));
}

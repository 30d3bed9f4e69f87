/** HTTP side of the benchmark: sign-in, the one-off response checks and the autocannon runs. */
import autocannon from "autocannon";
import { startCpuWatch } from "./cpu";
import { runWrk, WRK_BIN } from "./wrk";
import type { Account } from "./database";
import type { Shape } from "./shapes";
import { roundOrder, summarize, type Measured, type RunSample } from "./stats";

export interface Session {
  /** `name=value`, ready for a Cookie header. */
  cookie: string;
  token: string;
}

/** POST /api/auth/login; the session cookie serves SSR pages and the API alike. */
export async function login(baseUrl: string, account: Account): Promise<Session> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(account),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`Login de ${account.email} falhou: HTTP ${res.status} ${text.slice(0, 300)}`);
  const cookie = res.headers.getSetCookie().find((c) => c.includes("session-token="));
  if (!cookie) throw new Error("O login não devolveu o cookie de sessão.");
  const { token } = JSON.parse(text) as { token: string };
  const session = cookie.split(";")[0]!;
  // What a browser holds after its first signed-in page: the account read sets the page cache's hint
  // for an admin, whose member pages then render directly (lib/cache/page-paths.ts).
  const me = await fetch(`${baseUrl}/api/users/me`, { headers: { Cookie: session } });
  await me.body?.cancel();
  const hints = me.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.endsWith("="));
  return { cookie: [session, ...hints].join("; "), token };
}

/**
 * HTML pages are asked for as a browser asks (every browser takes gzip): the page cache keeps its
 * pages gzipped and would otherwise unpack one per request, a cost no visitor causes. API shapes
 * stay as before, without it, to compare with earlier runs.
 */
export function documentHeaders(shape: Pick<Shape, "kind">): Record<string, string> {
  return shape.kind === "page" || shape.kind === "ssr" || shape.kind === "cache" ? { "Accept-Encoding": "gzip" } : {};
}

/** Requests a shape once and fails loudly unless it is a non-empty 200 (with hits, where expected). */
export async function checkShape(baseUrl: string, shape: Shape, cookie: string, adminCookie: string): Promise<string> {
  const headers: Record<string, string> = shape.anonymous ? {} : { Cookie: shape.asAdmin ? adminCookie : cookie };
  const res = await fetch(`${shape.origin ?? baseUrl}${shape.path}`, { headers, redirect: "manual" });
  const body = await res.text();
  const where = `${shape.label} (${shape.path})`;
  if (res.status !== 200) throw new Error(`${where}: esperado HTTP 200, recebido ${res.status} ${body.slice(0, 300)}`);
  if (body.length === 0) throw new Error(`${where}: resposta vazia`);
  if (shape.kind === "api" || shape.kind === "mixed") {
    const json = JSON.parse(body) as { flows?: unknown[]; pagination?: { total: number } };
    const total = json.pagination?.total ?? 0;
    if (shape.expect === "hits" && (!json.flows || json.flows.length === 0)) throw new Error(`${where}: nenhum fluxo na resposta`);
    if (shape.expect === "empty" && total !== 0) throw new Error(`${where}: esperava nenhum resultado, recebeu ${total}`);
    return `${total} fluxo(s)`;
  }
  if ((shape.kind === "ssr" || shape.kind === "page" || shape.kind === "cache") && !/<html/i.test(body))
    throw new Error(`${where}: a resposta não é uma página HTML`);
  return `${Math.round(body.length / 1024)} KB`;
}

export interface LoadOptions {
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  /** Processes whose CPU the run reports beside the load generator's, by name (the app, nginx). */
  watch?: Record<string, number>;
  /** wrk instead of autocannon (scripts/bench/wrk.ts): the rows served by nginx's cache. */
  generator?: "autocannon" | "wrk";
}

export async function runOnce(url: string, opts: LoadOptions): Promise<RunSample> {
  if (opts.generator === "wrk") return runWrk(url, opts);
  const cpu = startCpuWatch(opts.watch);
  const result = await autocannon({
    url,
    connections: opts.connections,
    duration: opts.duration,
    pipelining: 1,
    timeout: 30,
    headers: opts.headers,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    cpu: cpu.stop(),
  };
}

async function healthLatency(baseUrl: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(120_000) });
  await res.arrayBuffer();
  return performance.now() - started;
}

/** Typical /api/health latency of the idle server (median of a few requests). */
export async function idleLatency(baseUrl: string): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 7; i++) samples.push(await healthLatency(baseUrl));
  return samples.sort((a, b) => a - b)[3]!;
}

/**
 * autocannon drops its connections when a run ends, but the server still works through the
 * requests it had accepted. Waits until /api/health is back to its idle latency (twice in a row),
 * so one run's backlog never lands in the next one. Returns the time waited.
 */
export async function waitUntilIdle(baseUrl: string, idleMs: number, timeoutMs = 300_000): Promise<number> {
  const started = performance.now();
  const threshold = Math.max(25, idleMs * 4);
  let calm = 0;
  while (calm < 2) {
    if (performance.now() - started > timeoutMs) throw new Error(`O servidor continuou ocupado por mais de ${timeoutMs / 1000} s após a medição.`);
    calm = (await healthLatency(baseUrl)) <= threshold ? calm + 1 : 0;
    if (calm < 2) await new Promise((r) => setTimeout(r, 100));
  }
  return Math.round(performance.now() - started);
}

type MeasureOptions = Omit<LoadOptions, "connections"> & {
  runs: number;
  warmup: number;
  idleMs: number;
  /** The admin's session, for shapes marked `asAdmin`. */
  adminHeaders?: Record<string, string>;
  /** Starts the writes of a `mixed` shape; measuring waits for its stop before going on. */
  startWriter?: (writes: NonNullable<Shape["writes"]>) => Writer;
};

export interface WriterStats {
  downloads: number;
  reviews: number;
  failed: number;
}

export interface Writer {
  stop(): Promise<WriterStats>;
}

/**
 * Writes at a steady rate beside a measurement, as real traffic would: each tick downloads a flow
 * the account has not downloaded yet (a new row and a counter), and reviews one it downloaded.
 * `flowIds` is consumed in order; a run of a few minutes needs ~10 ids a second.
 */
export function startWriter(baseUrl: string, token: string, flowIds: string[], writes: NonNullable<Shape["writes"]>): Writer {
  const stats: WriterStats = { downloads: 0, reviews: 0, failed: 0 };
  const downloaded: string[] = [];
  const pending = new Set<Promise<void>>();
  const send = (path: string, body?: unknown, onOk?: () => void) => {
    const request = fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
      .then(async (res) => {
        await res.arrayBuffer();
        if (res.ok) onOk?.();
        else stats.failed += 1;
      })
      .catch(() => {
        stats.failed += 1;
      })
      .finally(() => pending.delete(request));
    pending.add(request);
  };
  const downloadTimer = setInterval(() => {
    const id = flowIds.shift();
    if (!id) return;
    send(`/api/flows/${id}/download`, undefined, () => {
      stats.downloads += 1;
      downloaded.push(id);
    });
  }, 1000 / writes.downloadsPerSecond);
  const reviewTimer = setInterval(() => {
    const id = downloaded.shift();
    if (!id) return;
    send(`/api/flows/${id}/review`, { rating: 1 + (stats.reviews % 5), comment: "Avaliação do benchmark" }, () => {
      stats.reviews += 1;
    });
  }, 1000 / writes.reviewsPerSecond);
  return {
    async stop() {
      clearInterval(downloadTimer);
      clearInterval(reviewTimer);
      await Promise.all(pending);
      return stats;
    },
  };
}

/**
 * Every shape at every concurrency, in rounds: round r takes run r of each, forward then backward
 * (`roundOrder`), so drift in the machine's speed spreads over all shapes instead of landing on the
 * last ones. All warm-ups come first. `onRun` hears of each run as it ends.
 */
export async function measureInterleaved(
  baseUrl: string,
  shapes: readonly Shape[],
  connections: readonly number[],
  opts: MeasureOptions,
  onRun?: (shape: Shape, connections: number, round: number, run: RunSample) => void,
): Promise<Measured[]> {
  const plan = shapes.flatMap((shape) =>
    connections.map((c) => ({ shape, origin: shape.origin ?? baseUrl, connections: c, runs: [] as RunSample[], idleWaitMs: 0 })),
  );
  // Every warm-up before the first measurement: the first shape measured would otherwise meet a
  // server whose other code paths are still cold.
  const runItem = async (item: (typeof plan)[number], duration: number) => {
    const session = item.shape.anonymous ? {} : item.shape.asAdmin ? (opts.adminHeaders ?? {}) : opts.headers;
    const headers = { ...session, ...documentHeaders(item.shape) };
    const writer = item.shape.writes && opts.startWriter ? opts.startWriter(item.shape.writes) : undefined;
    try {
      const generator = item.shape.kind === "cache" && WRK_BIN ? "wrk" : "autocannon";
      return await runOnce(`${item.origin}${item.shape.path}`, { ...opts, headers, connections: item.connections, duration, generator });
    } finally {
      await writer?.stop();
    }
  };
  if (opts.warmup > 0) {
    for (const item of plan) {
      item.idleWaitMs += await waitUntilIdle(item.origin, opts.idleMs);
      await runItem(item, opts.warmup);
    }
  }
  for (let round = 0; round < opts.runs; round++) {
    for (const item of roundOrder(plan, round)) {
      item.idleWaitMs += await waitUntilIdle(item.origin, opts.idleMs);
      const run = await runItem(item, opts.duration);
      item.runs.push(run);
      onRun?.(item.shape, item.connections, round, run);
    }
  }
  return plan.map(({ shape, connections: c, runs, idleWaitMs }) => ({
    id: shape.id,
    label: shape.label,
    kind: shape.kind,
    path: shape.path,
    connections: c,
    runs,
    ...summarize(runs),
    idleWaitMs,
  }));
}

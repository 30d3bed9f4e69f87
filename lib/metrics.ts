import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * The process's Prometheus metrics, served by GET /api/metrics. A leaf of lib/ so that any layer
 * can record into it; what only a higher layer knows (the outbox, the page cache, the pool) is
 * handed in as a source and read at scrape time.
 */

export interface PageCacheStats {
  entries: number;
  bytes: number;
}

export interface PoolStats {
  inUse: number;
  max: number;
}

interface Sources {
  pageCache?: () => PageCacheStats;
  mailOutboxPending?: () => Promise<number>;
  dbPool?: () => PoolStats | undefined;
  renderWorkersUp?: () => number;
}

/** Seconds: from a cached answer (~1 ms) to a request at the database's deadline (5 s). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const DB_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

function build() {
  const registry = new Registry();
  const sources: Sources = {};
  const metrics = {
    httpDuration: new Histogram({
      name: "fluxoteca_http_request_duration_seconds",
      help: "Duração das requisições da API, por rota (modelo, não o endereço), método e status.",
      labelNames: ["route", "method", "status"] as const,
      buckets: HTTP_BUCKETS,
      registers: [registry],
    }),
    dbQueryDuration: new Histogram({
      name: "fluxoteca_db_query_duration_seconds",
      help: "Duração das consultas ao Postgres, espera por conexão incluída.",
      buckets: DB_BUCKETS,
      registers: [registry],
    }),
    dbPool: new Gauge({
      name: "fluxoteca_db_pool_connections",
      help: "Conexões do pool do Postgres: em uso (estimado pelas consultas e transações em andamento) e máximo.",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        const pool = sources.dbPool?.();
        if (!pool) return;
        this.set({ state: "in_use" }, pool.inUse);
        this.set({ state: "max" }, pool.max);
      },
    }),
    pageCacheHits: new Counter({ name: "fluxoteca_page_cache_hits_total", help: "Páginas servidas da memória.", registers: [registry] }),
    pageCacheMisses: new Counter({ name: "fluxoteca_page_cache_misses_total", help: "Páginas que precisaram de renderização.", registers: [registry] }),
    pageCacheRevalidations: new Counter({
      name: "fluxoteca_page_cache_revalidations_total",
      help: "Páginas servidas da memória que começaram uma renderização nova em segundo plano, pela idade.",
      registers: [registry],
    }),
    pageCacheRefreshes: new Counter({
      name: "fluxoteca_page_cache_refreshes_total",
      help: "Páginas muito pedidas renderizadas de novo antes dos visitantes, depois de uma mudança no catálogo.",
      registers: [registry],
    }),
    pageRenders: new Counter({
      name: "fluxoteca_page_renders_total",
      help: "Páginas renderizadas para o cache de páginas, pelo próprio servidor (server) ou por um processo de renderização (worker).",
      labelNames: ["process"] as const,
      registers: [registry],
    }),
    renderWorkersUp: new Gauge({
      name: "fluxoteca_render_workers_up",
      help: "Processos de renderização prontos (PAGE_RENDER_WORKERS).",
      registers: [registry],
      collect() {
        this.set(sources.renderWorkersUp?.() ?? 0);
      },
    }),
    pageCacheEntries: new Gauge({
      name: "fluxoteca_page_cache_entries",
      help: "Páginas guardadas no cache.",
      registers: [registry],
      collect() {
        this.set(sources.pageCache?.().entries ?? 0);
      },
    }),
    pageCacheBytes: new Gauge({
      name: "fluxoteca_page_cache_bytes",
      help: "Bytes ocupados pelo cache de páginas (gzip e sobrecarga por entrada).",
      registers: [registry],
      collect() {
        this.set(sources.pageCache?.().bytes ?? 0);
      },
    }),
    mailOutboxPending: new Gauge({
      name: "fluxoteca_mail_outbox_pending",
      help: "E-mails pendentes já na hora de envio.",
      registers: [registry],
      async collect() {
        if (sources.mailOutboxPending) this.set(await sources.mailOutboxPending());
      },
    }),
    mailSent: new Counter({ name: "fluxoteca_mail_sent_total", help: "E-mails entregues ao provedor.", registers: [registry] }),
    mailFailed: new Counter({ name: "fluxoteca_mail_failed_total", help: "E-mails abandonados após a última tentativa.", registers: [registry] }),
    ratingReranks: new Counter({ name: "fluxoteca_rating_reranks_total", help: "Reordenações do catálogo pela média das avaliações.", registers: [registry] }),
  };
  collectDefaultMetrics({ register: registry, prefix: "fluxoteca_" });
  return { registry, sources, metrics };
}

// One registry per process: dev reloads and the separate bundles of Next.js load this module more
// than once, and registering the defaults twice would throw.
const state = ((globalThis as unknown as { __fluxotecaMetrics?: ReturnType<typeof build> }).__fluxotecaMetrics ??= build());

export const metrics = state.metrics;

/** Hands in what a metric reads at scrape time (called by the module that owns it). */
export function setMetricSource<K extends keyof Sources>(name: K, source: Sources[K]): void {
  state.sources[name] = source;
}

export const METRICS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

/** The Prometheus text exposition of every metric. */
export function metricsText(): Promise<string> {
  return state.registry.metrics();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMBER = /^\d+$/;

/**
 * The route template of a request, for the `route` label: the segments that carry a route
 * parameter become `[name]` (`/api/flows/[id]`), so two flows make one series. Without the
 * parameters (a handler called without its context), ids and numbers become `[id]`.
 */
export function routeTemplate(pathname: string, params?: Record<string, string | string[] | undefined>): string {
  const values = new Map<string, string>();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (Array.isArray(value)) values.set(value.join("/"), `[...${name}]`);
    else if (value !== undefined) values.set(value, `[${name}]`);
  }
  const segments = pathname.split("/");
  let out = "";
  for (let i = 1; i < segments.length; i++) {
    let seg = decodeSegment(segments[i]!);
    const catchAll = values.size > 0 ? matchCatchAll(segments, i, values) : undefined;
    if (catchAll) {
      out += `/${catchAll.name}`;
      i = catchAll.end;
      continue;
    }
    const named = values.get(seg);
    if (named) seg = named;
    else if (UUID.test(seg) || NUMBER.test(seg)) seg = "[id]";
    out += `/${seg}`;
  }
  return out || "/";
}

function decodeSegment(seg: string): string {
  try {
    return decodeURIComponent(seg);
  } catch {
    return seg;
  }
}

function matchCatchAll(segments: string[], start: number, values: Map<string, string>): { name: string; end: number } | undefined {
  for (const [value, name] of values) {
    if (!name.startsWith("[...")) continue;
    const parts = value.split("/");
    if (parts.every((part, k) => decodeSegment(segments[start + k] ?? "") === part)) return { name, end: start + parts.length - 1 };
  }
  return undefined;
}

import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gunzipSync, gzip, gzipSync } from "node:zlib";
import { Lru } from "@/lib/lru";
import { metrics } from "@/lib/metrics";
import { PAGE_VARY } from "./http-cache";
import { RenderSlots } from "./render-slots";

/**
 * Whole HTML pages of the public catalogue, rendered once per catalogue state and served to every
 * visitor and member from memory, already gzipped. Rendering a catalogue page costs tens of
 * milliseconds of CPU; serving a stored one costs one small query (the state below) and a copy.
 *
 * Each address keeps one page, with the catalogue state it was rendered from: the catalogue
 * version (moved by any change of membership or content, lib/flows/catalog-version.ts) and, for a
 * flow's own page, the flow's counters and reviews, so those are exact there; a request for another
 * state renders anew and replaces it. The state is read on
 * every request, so a change made through any instance is seen on the next request everywhere.
 * List pages also expire after `maxAgeMs`: their counters may be that old.
 *
 * Pages must be the same for everyone (they never read the session); what belongs to a signed-in
 * user is filled in after hydration (components/account/use-account.ts).
 */
export interface StoredPage {
  status: number;
  headers: Record<string, string>;
  gzip: Buffer;
  etag: string;
  expiresAt: number;
}

export interface RenderedPage {
  status: number;
  headers: Headers;
  body: string;
}

const gzipAsync = promisify(gzip);

/** Headers of the rendered page worth keeping; the rest (Next's own, Set-Cookie) are dropped. */
const KEPT_HEADERS = ["content-type", "link", "x-robots-tag", "content-language"];

export const PAGE_MAX_AGE_MS = 60_000;

/**
 * The age after which a stored page is rendered again in the background at its next request, which
 * it still answers: a page asked for often is never a miss just for its age, and no copy served is
 * older than PAGE_MAX_AGE_MS (list counters may lag that much, docs/product-rules.md).
 */
export const PAGE_REVALIDATE_AFTER_MS = 30_000;

/** How old a page may be when it stands in for one the database cannot answer for (`stale`). */
export const PAGE_MAX_STALE_MS = 15 * 60_000;

/** Bounds of the page cache: entries, and bytes of gzip kept (pages are ~15–40 KB gzipped). */
const MAX_ENTRIES = 2_000;
const MAX_BYTES = 32 * 1024 * 1024;
/** What an entry costs beyond its gzip bytes: headers, etag, the key, the entry object. */
const ENTRY_OVERHEAD_BYTES = 1024;
/** Cache-miss renders at once; the rest queue (lib/cache/render-slots.ts). */
export const RENDER_CONCURRENCY = 4;
/** Addresses rendered again ahead of their visitors after the catalogue changes (see `PageRefresh`). */
const REFRESH_PAGES = 50;

/**
 * How the cache renders its most asked-for pages again when the catalogue version moves, before
 * their visitors ask: after a change, every stored page is a miss, and a crawl or the first minutes
 * would otherwise queue behind renders. Refreshes wait for free render slots behind visitors' own
 * misses, and skip a page whose state has not moved (a flow page whose counters are the same).
 */
export interface PageRefresh {
  /** The catalogue version a state was read for; a request that brings a new one starts a refresh. */
  versionOf: (state: string) => string;
  /** The current state of a stored address, read as a request would; null leaves it alone. */
  stateOf: (path: string) => Promise<string | null>;
  /** How many of the most asked-for addresses (REFRESH_PAGES). */
  pages?: number;
}

/** The one copy kept of an address: the newest page stored for it and the state it was rendered for. */
interface Entry {
  page: StoredPage;
  state: string;
  /** When the database last said this copy is current: it was rendered, or served for the state just read. */
  confirmedAt: number;
  /**
   * From when a request for this copy starts a new render (PAGE_REVALIDATE_AFTER_MS after its own,
   * and as long again after each such start, so a render that fails is not retried by every request).
   */
  revalidateAt: number;
  /** Order in which its render started: a slower render of an older state never replaces a newer copy. */
  seq: number;
  /** Requests for the address, halved at each refresh so it follows what is asked for now. */
  asks: number;
}

export class PageCache {
  /**
   * One entry per address (path and query), whatever its state: a page for an older state is of no
   * use once a newer one is stored, except to stand in during an outage, and the newest does that.
   */
  private readonly entries: Lru<string, Entry>;
  /** Renders in flight, per `state|path`: concurrent misses of one page share one render. */
  private readonly rendering = new Map<string, Promise<StoredPage | RenderedPage>>();
  private readonly slots: RenderSlots;
  private readonly maxAgeMs: number;
  private readonly revalidateAfterMs: number;
  private readonly now: () => number;
  private renders = 0;
  private readonly refresh?: PageRefresh;
  /** The last catalogue versions requests brought: a late request that read an older one starts nothing. */
  private readonly versions: string[] = [];
  /** Addresses waiting for or in their refresh. */
  private readonly refreshing = new Set<string>();

  constructor(
    private readonly render: (path: string) => Promise<RenderedPage>,
    opts: {
      maxEntries?: number;
      maxBytes?: number;
      maxAgeMs?: number;
      revalidateAfterMs?: number;
      concurrency?: number;
      now?: () => number;
      refresh?: PageRefresh;
    } = {},
  ) {
    this.entries = new Lru<string, Entry>({
      maxEntries: opts.maxEntries ?? MAX_ENTRIES,
      maxWeight: opts.maxBytes ?? MAX_BYTES,
      weigh: (entry) => entry.page.gzip.byteLength + ENTRY_OVERHEAD_BYTES,
    });
    this.slots = new RenderSlots(opts.concurrency ?? RENDER_CONCURRENCY);
    this.maxAgeMs = opts.maxAgeMs ?? PAGE_MAX_AGE_MS;
    this.revalidateAfterMs = opts.revalidateAfterMs ?? PAGE_REVALIDATE_AFTER_MS;
    this.now = opts.now ?? Date.now;
    this.refresh = opts.refresh;
  }

  /**
   * The page at `path` for catalogue state `state`: from memory, or rendered once however many
   * requests ask for it at the same time. Only a 200 HTML page is kept; anything else (a 404, a
   * redirect) is handed back as rendered and asked again next time. A page older than
   * PAGE_REVALIDATE_AFTER_MS is still served while its new copy renders.
   */
  async get(path: string, state: string): Promise<StoredPage | RenderedPage> {
    const entry = this.entries.get(path);
    if (entry) entry.asks += 1;
    const now = this.now();
    if (entry && entry.state === state && entry.page.expiresAt > now) {
      entry.confirmedAt = now;
      metrics.pageCacheHits.inc();
      if (now >= entry.revalidateAt && !this.rendering.has(`${state}|${path}`)) {
        entry.revalidateAt = now + this.revalidateAfterMs;
        metrics.pageCacheRevalidations.inc();
        // In a visitor's turn, not a refresh's: under load a low-priority render could wait past the
        // page's maximum age, and then every visitor of the page would wait for it.
        void this.renderOnce(path, state).catch(() => undefined);
      }
      this.observe(state);
      return entry.page;
    }
    metrics.pageCacheMisses.inc();
    // An entry for another state or past its age stays until the render replaces it: it is the copy
    // that stands in if the database goes away meanwhile.
    const pending = this.renderOnce(path, state);
    // After this request's own render took its place: refreshes start behind it.
    this.observe(state);
    return pending;
  }

  /** The render of `path` for `state` in flight, or a new one in its turn. */
  private renderOnce(path: string, state: string): Promise<StoredPage | RenderedPage> {
    const key = `${state}|${path}`;
    let pending = this.rendering.get(key);
    if (!pending) {
      const seq = ++this.renders;
      pending = this.slots.run(() => this.renderAndStore(path, state, seq)).finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }

  /** Whether `get` would answer without a render of its own: a fresh stored page, or one being rendered. */
  has(path: string, state: string): boolean {
    const entry = this.entries.peek(path);
    return (entry !== undefined && entry.state === state && entry.page.expiresAt > this.now()) || this.rendering.has(`${state}|${path}`);
  }

  private async renderAndStore(path: string, state: string, seq: number): Promise<StoredPage | RenderedPage> {
    const rendered = await this.render(path);
    if (rendered.status !== 200 || !rendered.headers.get("content-type")?.startsWith("text/html")) return rendered;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = rendered.headers.get(name);
      if (value) headers[name] = value;
    }
    // Compressed on libuv's thread pool: the event loop, which renders and serves every page, stays
    // free for ~1.5 ms per list page. The validator hashes the gzip bytes, ~8× fewer than the HTML.
    const body = await gzipAsync(rendered.body, { level: 6 });
    const page: StoredPage = {
      status: 200,
      headers,
      gzip: body,
      etag: `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
      expiresAt: this.now() + this.maxAgeMs,
    };
    const current = this.entries.peek(path);
    if (!current || current.seq < seq)
      this.entries.set(path, { page, state, confirmedAt: this.now(), revalidateAt: this.now() + this.revalidateAfterMs, seq, asks: current?.asks ?? 1 });
    return page;
  }

  private observe(state: string): void {
    if (!this.refresh) return;
    const version = this.refresh.versionOf(state);
    if (this.versions.includes(version)) return;
    const first = this.versions.length === 0;
    this.versions.push(version);
    if (this.versions.length > 4) this.versions.shift();
    if (!first) this.refreshHottest();
  }

  /** Queues the most asked-for stored addresses for a render at their current state (PageRefresh). */
  private refreshHottest(): void {
    const refresh = this.refresh!;
    const ranked: Array<[string, number]> = [];
    for (const path of this.entries.keys()) {
      const entry = this.entries.peek(path)!;
      if (entry.asks > 0) ranked.push([path, entry.asks]);
      entry.asks >>= 1;
    }
    ranked.sort((a, b) => b[1] - a[1]);
    for (const [path] of ranked.slice(0, refresh.pages ?? REFRESH_PAGES)) {
      if (this.refreshing.has(path)) continue;
      this.refreshing.add(path);
      void this.slots
        .run(() => this.refreshOne(path, refresh), { low: true })
        // Best effort: the page's next request renders it anyway.
        .catch(() => undefined)
        .finally(() => this.refreshing.delete(path));
    }
  }

  /** Runs in a render slot: the state is read when its turn comes, so it is the newest. */
  private async refreshOne(path: string, refresh: PageRefresh): Promise<void> {
    const state = await refresh.stateOf(path);
    if (state === null || this.has(path, state)) return;
    const key = `${state}|${path}`;
    const pending = this.renderAndStore(path, state, ++this.renders).finally(() => this.rendering.delete(key));
    // A visitor asking meanwhile waits for this render instead of starting another.
    this.rendering.set(key, pending);
    metrics.pageCacheRefreshes.inc();
    await pending;
  }

  /** Addresses queued for or in a refresh. */
  get refreshQueued(): number {
    return this.refreshing.size;
  }

  /**
   * The copy of `path` that was current when the database last answered for it, if that was in the
   * last `maxStaleMs`: for when the catalogue state cannot be read (the database is out of reach), a
   * page a few minutes old beats an error page. Nothing can be published, hidden or deleted while
   * the database is away, so it differs from the truth only by what changed through another
   * instance in the moments before.
   */
  stale(path: string, maxStaleMs = PAGE_MAX_STALE_MS): StoredPage | undefined {
    const entry = this.entries.get(path);
    return entry && this.now() - entry.confirmedAt <= maxStaleMs ? entry.page : undefined;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes the entries hold, as the byte bound counts them. */
  get bytes(): number {
    return this.entries.weight;
  }
}

export function isStoredPage(page: StoredPage | RenderedPage): page is StoredPage {
  return "gzip" in page;
}

/**
 * The HTTP answer for a stored page: its gzip bytes when the client takes gzip (`gzip`; the
 * `Content-Encoding` header itself comes from next.config.ts, see lib/cache/page-paths.ts), plain
 * HTML otherwise, and 304 when the client already has this version. `cacheControl` says who may keep
 * it (lib/cache/http-cache.ts): every cache for a visitor's public page, the browser alone otherwise.
 */
export function storedPageResponse(page: StoredPage, request: { method: string; headers: Headers }, gzip: boolean, cacheControl: string): Response {
  const headers = new Headers(page.headers);
  headers.set("ETag", page.etag);
  headers.set("Vary", PAGE_VARY);
  headers.set("Cache-Control", cacheControl);
  if (request.headers.get("if-none-match") === page.etag) return new Response(null, { status: 304, headers });
  const body = gzip ? page.gzip : gunzipSync(page.gzip);
  return new Response(request.method === "HEAD" ? null : new Uint8Array(body), { status: page.status, headers });
}

/** Any other answer of the page cache's route, encoded the same way as its stored pages. */
export function encodedResponse(body: string, init: { status: number; headers: Headers }, request: { method: string }, gzip: boolean): Response {
  const noBody = request.method === "HEAD" || init.status === 204 || init.status === 304;
  return new Response(noBody ? null : gzip ? new Uint8Array(gzipSync(body)) : body, init);
}

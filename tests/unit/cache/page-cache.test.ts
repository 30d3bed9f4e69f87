import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { isStoredPage, PageCache, storedPageResponse, type RenderedPage } from "@/lib/cache/page-cache";
import { PAGE_VARY, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "@/lib/cache/http-cache";
import { SESSION_COOKIES } from "@/lib/auth/cookie";
import { OWN_PAGES_COOKIE } from "@/lib/auth/cookie";
import { acceptsGzip, DASHBOARD_PRIVATE_QUERY, isCacheablePage, isCacheableRequest, precompressedHeaderRules, RENDER_HEADER } from "@/lib/cache/page-paths";

const html = (body: string, status = 200): RenderedPage => ({
  status,
  headers: new Headers({ "content-type": "text/html; charset=utf-8", "set-cookie": "x=1", "x-nextjs-cache": "MISS" }),
  body,
});

describe("PageCache", () => {
  it("renders a page once however many requests ask for it at the same time", async () => {
    let resolve!: (page: RenderedPage) => void;
    const render = vi.fn(() => new Promise<RenderedPage>((r) => (resolve = r)));
    const cache = new PageCache(render);
    const asks = Array.from({ length: 32 }, () => cache.get("/fluxos", "v1"));
    resolve(html("<p>catálogo</p>"));
    const pages = await Promise.all(asks);
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(pages).size).toBe(1);
    expect(isStoredPage(pages[0]!)).toBe(true);
  });

  it("keeps the newest copy of each address for a while, to stand in when the state cannot be read", async () => {
    let now = 1_000_000;
    let n = 0;
    const cache = new PageCache(async () => html(`<p>versão ${++n}</p>`), { now: () => now, maxAgeMs: 60_000 });
    expect(cache.stale("/fluxos")).toBeUndefined();
    await cache.get("/fluxos", "v1");
    const newest = await cache.get("/fluxos", "v2");
    expect(cache.stale("/fluxos")).toBe(newest);
    expect(cache.stale("/fluxos?page=2")).toBeUndefined();
    now += 15 * 60_000;
    expect(cache.stale("/fluxos")).toBe(newest);
    now += 1;
    expect(cache.stale("/fluxos")).toBeUndefined();
    // Served again for the state the database just gave: current once more, so it stands in for
    // another 15 minutes counted from then, not from when it was rendered.
    const page = await cache.get("/fluxos/crm", "v2");
    now += 50_000;
    expect(await cache.get("/fluxos/crm", "v2")).toBe(page);
    now += 15 * 60_000;
    expect(cache.stale("/fluxos/crm")).toBe(page);
    // A page that was not kept (a 404) never stands in.
    const missing = new PageCache(async () => html("<p>não encontrado</p>", 404));
    await missing.get("/fluxos/nada", "v1");
    expect(missing.stale("/fluxos/nada")).toBeUndefined();
  });

  it("serves a stored page until the catalogue state changes", async () => {
    let n = 0;
    const render = vi.fn(async () => html(`<p>versão ${++n}</p>`));
    const cache = new PageCache(render);
    const first = await cache.get("/fluxos", "v1");
    expect(await cache.get("/fluxos", "v1")).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);
    const second = await cache.get("/fluxos", "v2");
    expect(render).toHaveBeenCalledTimes(2);
    expect(gunzipSync((second as { gzip: Buffer }).gzip).toString()).toBe("<p>versão 2</p>");
    // Another path is another page.
    await cache.get("/fluxos?page=2", "v2");
    expect(render).toHaveBeenCalledTimes(3);
  });

  it("renders again once a page is older than its maximum age (list counters)", async () => {
    let now = 0;
    const render = vi.fn(async () => html("<p>x</p>"));
    // Without the background render from PAGE_REVALIDATE_AFTER_MS (tested below).
    const cache = new PageCache(render, { maxAgeMs: 60_000, revalidateAfterMs: Infinity, now: () => now });
    await cache.get("/fluxos", "v1");
    now = 59_999;
    await cache.get("/fluxos", "v1");
    expect(render).toHaveBeenCalledTimes(1);
    now = 60_000;
    await cache.get("/fluxos", "v1");
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("from PAGE_REVALIDATE_AFTER_MS, serves the page at once and renders its new copy in the background", async () => {
    let now = 0;
    let n = 0;
    const gate: Array<() => void> = [];
    const render = vi.fn(async () => {
      const body = `<p>cópia ${++n}</p>`;
      if (n > 1) await new Promise<void>((resolve) => gate.push(resolve));
      return html(body);
    });
    const cache = new PageCache(render, { maxAgeMs: 60_000, revalidateAfterMs: 30_000, now: () => now });
    const first = await cache.get("/fluxos", "v1");
    now = 29_999;
    expect(await cache.get("/fluxos", "v1")).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);
    now = 30_000;
    // Both visitors get the stored copy without waiting; one render starts for both.
    expect(await cache.get("/fluxos", "v1")).toBe(first);
    expect(await cache.get("/fluxos", "v1")).toBe(first);
    expect(render).toHaveBeenCalledTimes(2);
    gate.shift()!();
    await vi.waitFor(async () => expect(await cache.get("/fluxos", "v1")).not.toBe(first));
    const second = await cache.get("/fluxos", "v1");
    expect(gunzipSync((second as { gzip: Buffer }).gzip).toString()).toBe("<p>cópia 2</p>");
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("never serves a copy past its maximum age, and retries a failed background render only later", async () => {
    let now = 0;
    let fail = false;
    const render = vi.fn(async () => {
      if (fail) throw new Error("banco fora");
      return html("<p>x</p>");
    });
    const cache = new PageCache(render, { maxAgeMs: 60_000, revalidateAfterMs: 30_000, now: () => now });
    const first = await cache.get("/fluxos", "v1");
    fail = true;
    now = 30_000;
    expect(await cache.get("/fluxos", "v1")).toBe(first);
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(2));
    // The failed render is not retried by every request, only PAGE_REVALIDATE_AFTER_MS later.
    now = 40_000;
    expect(await cache.get("/fluxos", "v1")).toBe(first);
    expect(render).toHaveBeenCalledTimes(2);
    // At its maximum age the copy is no longer an answer: the visitor waits for (and gets) the render.
    now = 60_000;
    await expect(cache.get("/fluxos", "v1")).rejects.toThrow("banco fora");
    // Another state is never answered with this copy either.
    fail = false;
    now = 1_000;
    const other = await cache.get("/fluxos", "v2");
    expect(other).not.toBe(first);
  });

  it("keeps only 200 HTML pages: a 404 or a redirect is asked again every time", async () => {
    const render = vi.fn(async () => html("não encontrado", 404));
    const cache = new PageCache(render);
    const page = await cache.get("/fluxos/sumiu", "v1");
    expect(isStoredPage(page)).toBe(false);
    expect(page.status).toBe(404);
    await cache.get("/fluxos/sumiu", "v1");
    expect(render).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it("drops a page whose render failed, so the next request tries again", async () => {
    const render = vi.fn().mockRejectedValueOnce(new Error("conexão recusada")).mockResolvedValue(html("<p>ok</p>"));
    const cache = new PageCache(render);
    await expect(cache.get("/fluxos", "v1")).rejects.toThrow("conexão recusada");
    expect(isStoredPage(await cache.get("/fluxos", "v1"))).toBe(true);
  });
});

describe("PageCache memory bounds", () => {
  it("keeps one entry per address: a page for a new state replaces the old one", async () => {
    let n = 0;
    const cache = new PageCache(async () => html(`<p>versão ${++n}</p>`));
    await cache.get("/fluxos", "v1");
    const newest = await cache.get("/fluxos", "v2");
    expect(cache.size).toBe(1);
    expect(cache.has("/fluxos", "v2")).toBe(true);
    expect(cache.has("/fluxos", "v1")).toBe(false);
    // After a render for the new state, the stand-in is that newest copy.
    expect(cache.stale("/fluxos")).toBe(newest);
    expect(gunzipSync((cache.stale("/fluxos") as { gzip: Buffer }).gzip).toString()).toBe("<p>versão 2</p>");
    // Asked for the old state again, it renders again (and that copy becomes the entry).
    await cache.get("/fluxos", "v1");
    expect(n).toBe(3);
    expect(cache.size).toBe(1);
  });

  it("a slower render for an older state does not replace a newer copy", async () => {
    const resolvers: Record<string, (page: RenderedPage) => void> = {};
    let calls = 0;
    const cache = new PageCache(() => new Promise<RenderedPage>((r) => (resolvers[++calls] = r)));
    const old = cache.get("/fluxos", "v1");
    const fresh = cache.get("/fluxos", "v2");
    await vi.waitFor(() => expect(calls).toBe(2));
    resolvers[2]!(html("<p>v2</p>"));
    const newest = await fresh;
    resolvers[1]!(html("<p>v1</p>"));
    await old;
    expect(cache.stale("/fluxos")).toBe(newest);
    expect(cache.has("/fluxos", "v2")).toBe(true);
  });

  it("a hit confirms the copy: it stands in for maxStale counted from the last hit", async () => {
    let now = 0;
    const cache = new PageCache(async () => html("<p>x</p>"), { now: () => now, maxAgeMs: 60_000, revalidateAfterMs: Infinity });
    const page = await cache.get("/fluxos", "v1");
    now = 40_000;
    expect(cache.stale("/fluxos", 10_000)).toBeUndefined(); // 40 s after the render…
    expect(await cache.get("/fluxos", "v1")).toBe(page);
    now = 45_000;
    expect(cache.stale("/fluxos", 10_000)).toBe(page); // …but 5 s after the hit.
    // An expired entry is not a hit (and confirms nothing), yet stays as the stand-in until replaced.
    now = 61_000;
    expect(cache.has("/fluxos", "v1")).toBe(false);
    expect(cache.stale("/fluxos", 21_000)).toBe(page);
    expect(cache.stale("/fluxos", 20_000)).toBeUndefined();
  });

  it("bounds the gzip bytes kept, evicting the least recently used address first", async () => {
    // Incompressible bodies (~8 KB gzipped): each entry weighs its gzip bytes plus 1 KB.
    const render = async () => html(randomBytes(6_000).toString("base64"));
    const probe = await new PageCache(render).get("/x", "v1");
    const weight = (probe as { gzip: Buffer }).gzip.byteLength + 1024;
    const cache = new PageCache(render, { maxBytes: Math.round(weight * 3.5) });
    await cache.get("/fluxos/a", "v1");
    await cache.get("/fluxos/b", "v1");
    await cache.get("/fluxos/c", "v1");
    await cache.get("/fluxos/a", "v1"); // a hit: b is now the least recently used
    await cache.get("/fluxos/d", "v1");
    expect(cache.size).toBe(3);
    expect(cache.has("/fluxos/b", "v1")).toBe(false);
    for (const path of ["/fluxos/a", "/fluxos/c", "/fluxos/d"]) expect(cache.has(path, "v1")).toBe(true);
  });

  it("renders at most `concurrency` missing pages at once; the rest wait their turn", async () => {
    const resolvers: ((page: RenderedPage) => void)[] = [];
    const started: string[] = [];
    let inFlight = 0;
    let most = 0;
    const cache = new PageCache((path) => {
      started.push(path);
      most = Math.max(most, ++inFlight);
      return new Promise<RenderedPage>((r) =>
        resolvers.push((page) => {
          inFlight -= 1;
          r(page);
        }),
      );
    });
    const paths = ["/fluxos/1", "/fluxos/2", "/fluxos/3", "/fluxos/4", "/fluxos/5"];
    const asks = paths.map((path) => cache.get(path, "v1"));
    await vi.waitFor(() => expect(started).toHaveLength(4));
    await new Promise((r) => setTimeout(r, 10));
    expect(started).toEqual(paths.slice(0, 4));
    // Queued, it still counts as being rendered: another request for it waits for that render.
    expect(cache.has("/fluxos/5", "v1")).toBe(true);
    resolvers[0]!(html("<p>1</p>"));
    await vi.waitFor(() => expect(started).toHaveLength(5));
    expect(started[4]).toBe("/fluxos/5");
    for (const resolve of resolvers.slice(1)) resolve(html("<p>ok</p>"));
    await Promise.all(asks);
    expect(most).toBe(4);
    expect(cache.size).toBe(5);
  });

  it("frees a render slot when a render fails", async () => {
    const render = vi.fn().mockRejectedValueOnce(new Error("falhou")).mockResolvedValue(html("<p>ok</p>"));
    const cache = new PageCache(render, { concurrency: 1 });
    await expect(cache.get("/fluxos/1", "v1")).rejects.toThrow("falhou");
    expect(isStoredPage(await cache.get("/fluxos/2", "v1"))).toBe(true);
  });
});

describe("PageCache refresh after a catalogue change", () => {
  /** States as `{version}|{page}`; `current` is what a request would read now for each address. */
  function setup(pages: number, concurrency = 4) {
    const current = new Map<string, string | null>();
    const rendered: string[] = [];
    let gate: Promise<void> = Promise.resolve();
    const cache = new PageCache(
      async (path) => {
        rendered.push(path);
        await gate;
        return html(`<p>${path}</p>`);
      },
      { concurrency, refresh: { versionOf: (state) => state.split("|")[0]!, stateOf: async (path) => current.get(path) ?? null, pages } },
    );
    return { cache, current, rendered, hold: (until: Promise<void>) => (gate = until) };
  }

  it("renders the most asked-for pages again for their new state, before anyone asks", async () => {
    const { cache, current, rendered } = setup(2);
    const asks = { "/fluxos": 5, "/fluxos/crm": 3, "/fluxos/erp": 2, "/fluxos?page=2": 1 };
    for (const [path, n] of Object.entries(asks)) for (let i = 0; i < n; i++) await cache.get(path, "v1|a");
    expect(rendered).toHaveLength(4);
    rendered.length = 0;
    current.set("/fluxos", "v2|a");
    // Unpublished since: no state, so nothing is rendered for it.
    current.set("/fluxos/crm", null);
    current.set("/fluxos/erp", "v2|a");
    // The first request that brings the new version starts the refresh of the two hottest.
    await cache.get("/fluxos/outro", "v2|a");
    await vi.waitFor(() => expect(cache.refreshQueued).toBe(0));
    expect(rendered).toEqual(["/fluxos/outro", "/fluxos"]);
    expect(cache.has("/fluxos", "v2|a")).toBe(true);
    expect(cache.has("/fluxos/erp", "v2|a")).toBe(false);
    // The same version again, or a late request that read the old one, starts nothing more.
    await cache.get("/fluxos", "v2|a");
    await cache.get("/fluxos?page=2", "v1|a");
    await new Promise((r) => setTimeout(r, 10));
    expect(rendered).toEqual(["/fluxos/outro", "/fluxos"]);
  });

  it("skips a page a visitor already rendered for the new state, and joins a visitor to a refresh in flight", async () => {
    const { cache, current, rendered, hold } = setup(5);
    for (const path of ["/fluxos", "/fluxos/crm"]) await cache.get(path, "v1");
    current.set("/fluxos", "v2");
    current.set("/fluxos/crm", "v2");
    rendered.length = 0;
    let release!: () => void;
    hold(new Promise<void>((r) => (release = r)));
    const visitor = cache.get("/fluxos", "v2");
    await vi.waitFor(() => expect(rendered).toEqual(["/fluxos", "/fluxos/crm"]));
    // A visitor for the page being refreshed waits for that render.
    const joined = cache.get("/fluxos/crm", "v2");
    release();
    await Promise.all([visitor, joined]);
    await vi.waitFor(() => expect(cache.refreshQueued).toBe(0));
    expect(rendered).toEqual(["/fluxos", "/fluxos/crm"]);
  });

  it("leaves the render slots to visitors' misses first", async () => {
    const { cache, current, rendered, hold } = setup(10, 1);
    for (const path of ["/fluxos/a", "/fluxos/b", "/fluxos/c"]) {
      await cache.get(path, "v1");
      current.set(path, "v2");
    }
    rendered.length = 0;
    let release!: () => void;
    hold(new Promise<void>((r) => (release = r)));
    // This miss brings the new version and holds the only slot; the refreshes and then two more misses queue.
    const first = cache.get("/fluxos/novo", "v2");
    await vi.waitFor(() => expect(rendered).toEqual(["/fluxos/novo"]));
    const later = [cache.get("/fluxos/x", "v2"), cache.get("/fluxos/y", "v2")];
    release();
    await Promise.all([first, ...later]);
    await vi.waitFor(() => expect(cache.refreshQueued).toBe(0));
    expect(rendered.slice(0, 3)).toEqual(["/fluxos/novo", "/fluxos/x", "/fluxos/y"]);
    expect(rendered.slice(3).sort()).toEqual(["/fluxos/a", "/fluxos/b", "/fluxos/c"]);
  });
});

describe("storedPageResponse", () => {
  async function stored() {
    const page = await new PageCache(async () => html("<h1>Fluxos de n8n</h1>")).get("/fluxos/plataforma/n8n", "v1");
    if (!isStoredPage(page)) throw new Error("not stored");
    return page;
  }

  it("sends the gzip bytes to a client that takes gzip, and keeps no cookie or Next header", async () => {
    const page = await stored();
    const request = { method: "GET", headers: new Headers({ "accept-encoding": "gzip, deflate, br" }) };
    const res = storedPageResponse(page, request, acceptsGzip(request.headers), PUBLIC_CACHE_CONTROL);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(res.headers.get("x-nextjs-cache")).toBeNull();
    expect(res.headers.get("vary")).toBe(PAGE_VARY);
    expect(res.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe("<h1>Fluxos de n8n</h1>");
  });

  it("sends plain HTML otherwise, nothing for HEAD, and 304 to a client that has it", async () => {
    const page = await stored();
    const plain = storedPageResponse(page, { method: "GET", headers: new Headers() }, false, PRIVATE_CACHE_CONTROL);
    expect(await plain.text()).toBe("<h1>Fluxos de n8n</h1>");
    const head = storedPageResponse(page, { method: "HEAD", headers: new Headers() }, true, PRIVATE_CACHE_CONTROL);
    expect(await head.text()).toBe("");
    const again = storedPageResponse(page, { method: "GET", headers: new Headers({ "if-none-match": page.etag }) }, true, PUBLIC_CACHE_CONTROL);
    expect(again.status).toBe(304);
    // A cache that revalidates gets the same policy and validator back with the 304.
    expect(again.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(again.headers.get("etag")).toBe(page.etag);
  });
});

describe("which requests the page cache serves", () => {
  const req = (path: string, init: { method?: string; headers?: Record<string, string>; cookies?: string[] } = {}) => ({
    method: init.method ?? "GET",
    headers: new Headers(init.headers),
    nextUrl: new URL(`http://localhost${path}`),
    // `name` is a cookie with a value, `name=` one without.
    cookies: {
      get: (name: string) => {
        const cookie = (init.cookies ?? []).find((c) => c.split("=")[0] === name);
        return cookie === undefined ? undefined : { value: cookie.includes("=") ? cookie.slice(name.length + 1) : "token" };
      },
    },
  });

  it.each(["/", "/fluxos", "/fluxos?search=whatsapp&page=2", "/fluxos/agendamento-pelo-whatsapp", "/fluxos/tag/whatsapp", "/fluxos/plataforma/n8n"])(
    "serves the document %s",
    (path) => expect(isCacheableRequest(req(path))).toBe(true),
  );

  it("leaves Next's own requests, other methods, images and other paths alone", () => {
    expect(isCacheableRequest(req("/fluxos", { headers: { rsc: "1" } }))).toBe(false);
    expect(isCacheableRequest(req("/fluxos", { headers: { "next-router-prefetch": "1" } }))).toBe(false);
    expect(isCacheableRequest(req("/fluxos?_rsc=abc"))).toBe(false);
    // Empty values are no values, as in Next's `missing` rules that set the gzip label.
    for (const name of ["rsc", "next-router-prefetch", "next-router-state-tree"])
      expect(isCacheableRequest(req("/fluxos", { headers: { [name]: "" } }))).toBe(true);
    expect(isCacheableRequest(req("/fluxos?_rsc="))).toBe(true);
    expect(isCacheableRequest(req("/fluxos", { headers: { [RENDER_HEADER]: "1" } }))).toBe(false);
    expect(isCacheablePage("/fluxos/abc/opengraph-image")).toBe(false);
    expect(isCacheablePage("/fluxos/a/b/c")).toBe(false);
    expect(isCacheablePage("/dashboard/x")).toBe(false);
    expect(isCacheablePage("/profile")).toBe(false);
    expect(isCacheablePage("/fluxosx")).toBe(false);
    // Creator pages: one segment after /autores, as the `/autores/:handle` rule matches.
    expect(isCacheablePage("/autores/ana-martins")).toBe(true);
    expect(isCacheablePage("/autores")).toBe(false);
    expect(isCacheablePage("/autores/")).toBe(false);
    expect(isCacheablePage("/autores/ana/x")).toBe(false);
    // Collection pages likewise; their picture is no page.
    expect(isCacheablePage("/colecoes/automacoes-de-vendas-k3x9q2")).toBe(true);
    expect(isCacheablePage("/colecoes")).toBe(false);
    expect(isCacheablePage("/colecoes/")).toBe(false);
    expect(isCacheablePage("/colecoes/automacoes-de-vendas-k3x9q2/opengraph-image")).toBe(false);
    expect(isCacheablePage("/colecoes/a/b")).toBe(false);
  });

  it("serves a member's /dashboard document, never a visitor's nor the viewer's own views", () => {
    for (const cookie of SESSION_COOKIES) {
      expect(isCacheableRequest(req("/dashboard", { cookies: [cookie] }))).toBe(true);
      expect(isCacheableRequest(req("/dashboard?search=whatsapp&page=2", { cookies: [cookie] }))).toBe(true);
    }
    const member = { cookies: [SESSION_COOKIES[0]] };
    expect(isCacheableRequest(req("/dashboard"))).toBe(false);
    expect(isCacheableRequest(req("/dashboard", { cookies: ["fluxoteca-conta"] }))).toBe(false);
    expect(isCacheableRequest(req("/dashboard", { cookies: [`${SESSION_COOKIES[0]}=`] }))).toBe(false);
    for (const key of DASHBOARD_PRIVATE_QUERY) expect(isCacheableRequest(req(`/dashboard?${key}=1`, member))).toBe(false);
    expect(isCacheableRequest(req("/dashboard?contribuicao=sucesso&payment_id=9", member))).toBe(false);
    expect(isCacheableRequest(req("/dashboard", { ...member, headers: { rsc: "1" } }))).toBe(false);
    expect(isCacheableRequest(req("/dashboard?_rsc=x", member))).toBe(false);
    expect(isCacheableRequest(req("/dashboard", { ...member, headers: { [RENDER_HEADER]: "1" } }))).toBe(false);
  });

  it("serves a member's /flow/{id} document: a lowercase UUID with a session cookie, whatever its query", () => {
    const id = "7d1e4f0a-3b2c-4d5e-8f90-123456789abc";
    const member = { cookies: [SESSION_COOKIES[0]] };
    for (const cookie of SESSION_COOKIES) expect(isCacheableRequest(req(`/flow/${id}`, { cookies: [cookie] }))).toBe(true);
    expect(isCacheableRequest(req(`/flow/${id}?utm_source=email`, member))).toBe(true);
    expect(isCacheableRequest(req(`/flow/${id}`))).toBe(false);
    expect(isCacheableRequest(req(`/flow/${id.toUpperCase()}`, member))).toBe(false);
    expect(isCacheableRequest(req(`/flow/${id}/x`, member))).toBe(false);
    expect(isCacheableRequest(req("/flow/abc", member))).toBe(false);
    expect(isCacheableRequest(req(`/flow/${id}`, { ...member, headers: { rsc: "1" } }))).toBe(false);
  });

  it("leaves a viewer's member pages to Next when the cache told them those render for them alone", () => {
    const hinted = { cookies: [SESSION_COOKIES[0], `${OWN_PAGES_COOKIE}=1`] };
    expect(isCacheableRequest(req("/flow/7d1e4f0a-3b2c-4d5e-8f90-123456789abc", hinted))).toBe(false);
    expect(isCacheableRequest(req("/dashboard", hinted))).toBe(false);
    // Only with a value, as Next's `missing` rule reads it; the public pages do not care.
    expect(isCacheableRequest(req("/dashboard", { cookies: [SESSION_COOKIES[0], `${OWN_PAGES_COOKIE}=`] }))).toBe(true);
    expect(isCacheableRequest(req("/fluxos", hinted))).toBe(true);
  });
});

describe("the gzip label of next.config.ts", () => {
  it.each([
    ["gzip, deflate, br, zstd", true],
    ["gzip", true],
    ["br;q=1.0, gzip;q=0.8, *;q=0.1", true],
    ["deflate, br", false],
    ["", false],
    ["x-gzip-not", false],
    ["GZIP", true],
    ["gzip;q=0", false],
    ["gzip; q=0.000, deflate", false],
    ["br, gzip ;q=0", false],
    ["gzip;q=0.5", true],
    ["gzip;q=0.01", true],
  ])("%j takes gzip: %s", (value, expected) => {
    expect(acceptsGzip(new Headers({ "accept-encoding": value }))).toBe(expected);
  });

  it("labels exactly the requests the proxy sends to the cache", () => {
    const rules = precompressedHeaderRules();
    const nextOwn = ["_rsc", "next-router-prefetch", "next-router-state-tree", "rsc", RENDER_HEADER].sort();
    const memberRule = (r: (typeof rules)[number]) => r.source === "/dashboard" || r.source.startsWith("/flow/");
    const publicRules = rules.filter((r) => !memberRule(r));
    const page = "((?!opengraph-image|twitter-image)[^/]+)";
    expect(publicRules.map((r) => r.source)).toEqual(["/", "/fluxos", `/fluxos/:a${page}`, `/fluxos/:a/:b${page}`, "/autores/:handle", "/colecoes/:slug"]);
    for (const rule of publicRules) expect(rule.missing.map((m) => m.key).sort()).toEqual(nextOwn);
    // The dashboard: one rule per session cookie name, never for the viewer's own views.
    const dashboard = rules.filter((r) => r.source === "/dashboard");
    expect(dashboard.map((r) => r.has.find((h) => h.type === "cookie")?.key).sort()).toEqual([...SESSION_COOKIES].sort());
    for (const rule of dashboard) expect(rule.missing.map((m) => m.key).sort()).toEqual([...nextOwn, OWN_PAGES_COOKIE, ...DASHBOARD_PRIVATE_QUERY].sort());
    // A flow's page for members: a lowercase UUID only (proxy.ts sends no other form), with a session cookie.
    const flowRules = rules.filter((r) => r.source.startsWith("/flow/"));
    expect(flowRules.map((r) => r.has.find((h) => h.type === "cookie")?.key).sort()).toEqual([...SESSION_COOKIES].sort());
    for (const rule of flowRules) {
      expect(rule.source).toBe("/flow/:id([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})");
      expect(rule.missing.map((m) => m.key).sort()).toEqual([...nextOwn, OWN_PAGES_COOKIE].sort());
    }
    expect(rules.every((r) => r.headers[0]!.key === "Content-Encoding" && r.headers[0]!.value === "gzip")).toBe(true);
    expect(rules.every((r) => r.has.some((h) => h.key === "accept-encoding"))).toBe(true);
  });
});

import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { signIn } from "./helpers";

// On Postgres the test server runs with one render process (scripts/e2e-server.ts sets
// PAGE_RENDER_WORKERS=1), as a deployment that uses them: the page cache's renders are shared
// between the server and that process (lib/cache/render-workers.ts). Every other browser test on
// Postgres already goes through it; this one checks that the process is there, takes renders, and
// that the pages it renders are the site's own.

test.skip(!process.env.DATABASE_URL, "processos de renderização só com o Postgres (o banco embutido é de um processo só)");

async function renderCounts(admin: APIRequestContext) {
  const res = await admin.get("/api/metrics");
  expect(res.status()).toBe(200);
  const text = await res.text();
  const read = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 0);
  return {
    up: read(/^fluxoteca_render_workers_up (\d+)/m),
    server: read(/^fluxoteca_page_renders_total\{process="server"\} (\d+)/m),
    worker: read(/^fluxoteca_page_renders_total\{process="worker"\} (\d+)/m),
  };
}

test("the page cache renders through the render process too, and those pages are whole", async ({ page, request, baseURL }) => {
  await signIn(request);
  await expect.poll(async () => (await renderCounts(request)).up, { timeout: 30_000 }).toBe(1);
  const before = await renderCounts(request);

  // Addresses nobody asked for before (a search of its own each): every one is a render.
  const run = Date.now().toString(36);
  const paths = Array.from({ length: 12 }, (_, i) => `/fluxos?search=${encodeURIComponent(`zzprocesso${run}x${i}`)}`);
  const visitor = await playwrightRequest.newContext({ baseURL });
  try {
    const pages = await Promise.all(paths.map((path) => visitor.get(path, { headers: { "Accept-Encoding": "gzip" } })));
    for (const res of pages) {
      expect(res.status()).toBe(200);
      expect(res.headers()["set-cookie"]).toBeUndefined();
      const html = await res.text();
      expect(html).toMatch(/<html[^>]*lang="pt-BR"/);
      // The demo server's flag is written into the shared page's HTML, whoever rendered it.
      expect(html).toMatch(/<html[^>]*data-demo=""/);
      expect(html).toContain("Nenhum fluxo encontrado");
    }
  } finally {
    await visitor.dispose();
  }
  const after = await renderCounts(request);
  expect(after.server + after.worker - before.server - before.worker).toBeGreaterThanOrEqual(paths.length);
  expect(after.worker).toBeGreaterThan(before.worker);

  // One of those pages in the browser: hydrated, searchable as any other.
  await page.goto(paths[0]!);
  await expect(page.getByRole("combobox", { name: "Buscar fluxos" })).toHaveValue(`zzprocesso${run}x0`);
});

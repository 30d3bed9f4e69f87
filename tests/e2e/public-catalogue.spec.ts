import { expect, test, type Page } from "@playwright/test";
import { THEMES, VIEWPORTS, expectNoSeriousA11yViolations, screenshot, useTheme, signIn } from "./helpers";

// A visitor: every test here starts in a fresh browser context with no session.

const robotsMeta = (page: Page) => page.locator('meta[name="robots"]');
const canonical = (page: Page) => page.locator('link[rel="canonical"]');
const cards = (page: Page) => page.locator("main h2 a");

test.describe("public catalogue /fluxos", () => {
  test("a visitor searches, opens a facet page from a card's tag, paginates and opens a flow", async ({ page }) => {
    const res = await page.goto("/fluxos");
    expect(res?.status()).toBe(200);
    await expect(page).toHaveURL(/\/fluxos$/);
    await expect(page.getByRole("heading", { level: 1, name: "Fluxos de automação" })).toBeVisible();
    await expect(page).toHaveTitle(/Fluxos de automação para n8n, Typebot e Make/);
    await expect(robotsMeta(page)).toHaveAttribute("content", "index, follow");
    await expect(canonical(page)).toHaveAttribute("href", /\/fluxos$/);
    await expect(cards(page)).toHaveCount(12);
    // Visitors get the visitor buttons, never an edit menu.
    await expect(page.getByRole("banner").getByRole("link", { name: "Entrar" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Mais opções de / })).toHaveCount(0);

    await page.getByLabel("Buscar fluxos").fill("whatsapp");
    await page.waitForURL(/search=whatsapp/);
    await expect(page.getByText(/[1-9][\d.]* fluxo\(s\) encontrado\(s\)/)).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    // A search is a thin page: the document says noindex (read as a crawler would, from a fresh load).
    await page.reload();
    await expect(robotsMeta(page)).toHaveAttribute("content", "noindex, follow");
    await expect(canonical(page)).toHaveAttribute("href", /\/fluxos$/);

    // A card's tag chip leads to that tag's page, with its own title and h1.
    const chip = page.locator("main ul[aria-label=Tags] a").first();
    const tag = (await chip.innerText()).trim();
    await chip.click();
    await page.waitForURL((url) => url.pathname === `/fluxos/tag/${encodeURIComponent(tag)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Fluxos com a tag ${tag}`);
    await expect(page).toHaveTitle(new RegExp(`^Fluxos com a tag ${tag}`));

    // The 'Navegue por' links reach the other facet pages.
    await page.getByRole("navigation", { name: "Navegue por" }).getByRole("link", { name: /^n8n/ }).click();
    await page.waitForURL(/\/fluxos\/plataforma\/n8n$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fluxos de n8n");
    await expect(page).toHaveTitle(/^Fluxos de n8n/);
    await expect(page.locator("main [data-slot=badge]", { hasText: /^(Make|Typebot)$/ })).toHaveCount(0);

    await page.getByRole("link", { name: "Próxima" }).click();
    await page.waitForURL(/\/fluxos\/plataforma\/n8n\?page=2$/);
    await expect(page.getByText(/Página 2 de/)).toBeVisible();
    await expect(page).toHaveTitle(/página 2/);

    const name = (await cards(page).first().innerText()).trim();
    await cards(page).first().click();
    await page.waitForURL(/\/fluxos\/[a-z0-9-]+$/);
    expect(new URL(page.url()).pathname).not.toMatch(/^\/fluxos\/(plataforma|tag|integracao|gatilho|complexidade)\//);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name.replace(/…$/, "").slice(0, 20));
  });

  test("facet pages answer in the server-rendered HTML, move other spellings and 404 unknown values", async ({ page, request }) => {
    const html = await (await request.get("/fluxos/integracao/Google%20Sheets")).text();
    expect(html).toContain("<h1");
    expect(html).toContain("Fluxos que usam Google Sheets");
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/fluxos\/integracao\/Google%20Sheets"/);

    const moved = await request.get("/fluxos/plataforma/N8N?search=bot", { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers().location).toMatch(/\/fluxos\/plataforma\/n8n\?search=bot$/);

    for (const path of ["/fluxos/plataforma/zapier", "/fluxos/tag/nenhum-fluxo-tem-esta-tag", "/fluxos/complexidade/dificil", "/fluxos/gatilho/telepatia"]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }

    // A search on a facet page keeps the path; changing the page's own filter goes back to /fluxos.
    await page.goto("/fluxos/plataforma/typebot");
    await page.getByLabel("Buscar fluxos").fill("bot");
    await page.waitForURL(/\/fluxos\/plataforma\/typebot\?search=bot$/);
    await page.getByLabel("Plataforma", { exact: true }).selectOption("MAKE");
    await page.waitForURL((url) => url.pathname === "/fluxos" && url.searchParams.get("platform") === "MAKE" && url.searchParams.get("search") === "bot");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fluxos de automação");
  });

  test("the landing page and the signed-in header lead to /fluxos; an admin gets the edit menu after hydration", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("main").getByRole("link", { name: "Explorar fluxos" })).toHaveAttribute("href", "/fluxos");
    await expect(page.getByRole("banner").getByRole("link", { name: "Explorar fluxos" })).toHaveAttribute("href", "/fluxos");

    await signIn(page);
    await page.goto("/dashboard");
    await page.getByRole("banner").getByRole("link", { name: "Explorar fluxos" }).click();
    await page.waitForURL(/\/fluxos$/);
    await expect(page.getByRole("button", { name: /^Mais opções de / }).first()).toBeVisible();
    await page
      .getByRole("button", { name: /^Mais opções de / })
      .first()
      .click();
    await expect(page.getByRole("menuitem", { name: "Editar" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Abrir página do fluxo" })).toHaveAttribute("href", /^\/fluxos\/[a-z0-9-]+$/);
  });

  test("robots.txt and the sitemap", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    for (const path of ["/admin", "/profile", "/api", "/dev", "/dashboard", "/flow/", "/minhas-colecoes"]) expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain("Allow: /");
    const sitemaps = [...robots.matchAll(/^Sitemap: (\S+)$/gm)].map((m) => m[1]!);
    expect(sitemaps.length).toBeGreaterThan(0);
    expect(sitemaps[0]).toMatch(/\/sitemap\/0\.xml$/);

    const res = await request.get(new URL(sitemaps[0]!).pathname);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("xml");
    const xml = await res.text();
    expect(xml).toContain("<urlset");
    expect(xml).toMatch(/<loc>[^<]+\/fluxos<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]+\/fluxos\/plataforma\/n8n<\/loc>/);
    const flows = [...xml.matchAll(/<loc>[^<]+\/fluxos\/([a-z0-9-]+)<\/loc>\s*<lastmod>/g)].map((m) => m[1]);
    expect(flows.length).toBeGreaterThan(100);
    expect(new Set(flows).size).toBe(flows.length);
  });

  for (const theme of THEMES) {
    for (const viewport of VIEWPORTS) {
      test(`/fluxos and a facet page at ${viewport.name}px, ${theme}`, { tag: "@ui" }, async ({ page }) => {
        await useTheme(page, theme);
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        for (const [path, name] of [
          ["/fluxos", "lista"],
          ["/fluxos/tag/whatsapp", "tag"],
        ] as const) {
          await page.goto(path);
          await expect(page.locator("html")).toHaveClass(new RegExp(theme));
          await expect(cards(page).first()).toBeVisible();
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow).toBeLessThanOrEqual(0);
          await expectNoSeriousA11yViolations(page);
          await screenshot(page, `catalogo-publico-${name}-${viewport.name}-${theme}`);
        }
      });
    }
  }
});

import { expect, test, type Page } from "@playwright/test";
import { THEMES, VIEWPORTS, expectNoSeriousA11yViolations, screenshot, useTheme } from "./helpers";

/** Signs in through the API: the response sets the session cookie on the browser context. */
async function signIn(page: Page, email = "admin@fluxoteca.dev") {
  const res = await page.request.post("/api/auth/login", { data: { email, password: "fluxoteca-demo" } });
  expect(res.ok()).toBe(true);
}

test.describe("catalogue /dashboard", () => {
  test("searches without accents, filters by platform and tags, and keeps state in the URL", async ({ page }) => {
    await signIn(page);
    await page.goto("/dashboard");
    await expect(page.getByText(/fluxo\(s\) encontrado\(s\)/)).toBeVisible();
    await expect(page.getByText(/Página 1 de \d+/)).toBeVisible();
    await expect(page.locator("main h2")).toHaveCount(12);

    await page.getByLabel("Buscar fluxos").fill("automacao");
    await page.waitForURL(/search=automacao/);
    await expect(page.locator("main h2").first()).toBeVisible();

    await page.getByLabel("Plataforma").selectOption("MAKE");
    await page.waitForURL(/platform=MAKE/);
    await expect(page.getByText(/fluxo\(s\) encontrado\(s\)/)).toBeVisible();
    await expect(page.locator("main [data-slot=badge]", { hasText: /^(n8n|Typebot)$/ })).toHaveCount(0);
    await page.getByLabel("Buscar fluxos").fill("");
    await page.waitForURL((url) => !url.search.includes("search="));
    await expect(page.locator("main [data-slot=badge]", { hasText: /^Make$/ }).first()).toBeVisible();

    await page.getByRole("button", { name: "Filtros Avançados" }).click();
    await page.locator("#filtros-avancados").getByLabel("Tags", { exact: true }).click();
    const firstTag = page.getByRole("button", { name: /^Adicionar tag / }).first();
    const tag = ((await firstTag.getAttribute("aria-label")) ?? "").replace("Adicionar tag ", "");
    await firstTag.click();
    await page.waitForURL(new RegExp(`tags=${encodeURIComponent(tag)}`));
    await expect(page.getByRole("button", { name: `Remover tag ${tag}` })).toBeVisible();

    await page.goBack();
    await expect(page).not.toHaveURL(/tags=/);
    await page.getByRole("button", { name: "Limpar Filtros" }).click();
    await page.waitForURL((url) => url.search === "");
  });

  test("paginates with Anterior / Próxima and page numbers, and shows an empty state", async ({ page }) => {
    await signIn(page);
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Próxima" }).click();
    await page.waitForURL(/page=2/);
    await expect(page.getByText(/Página 2 de/)).toBeVisible();
    await page.getByRole("link", { name: "Página 3" }).click();
    await expect(page.getByText(/Página 3 de/)).toBeVisible();
    await page.goto("/dashboard?search=zzzz-nada-assim");
    await expect(page.getByText("Nenhum fluxo encontrado")).toBeVisible();
    await expect(page.getByText("0 fluxo(s) encontrado(s)")).toBeVisible();
  });

  test("opens a flow: details and an elided JSON preview for a user who has not downloaded it", async ({ page }) => {
    await signIn(page, "usuario@fluxoteca.dev");
    await page.goto("/dashboard?platform=N8N");
    const name = (await page.locator("main h2").first().innerText()).trim();
    await page.getByRole("link", { name: `Ver ${name}` }).click();
    await page.waitForURL(/\/flow\//);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Prévia: valores dos parâmetros ocultos até o download")).toBeVisible();
    await expect(page.getByLabel("JSON do fluxo")).toContainText("…");
  });

  test("a flow that does not exist answers 'Fluxo não encontrado'", async ({ page }) => {
    await signIn(page);
    const res = await page.goto("/flow/00000000-0000-4000-8000-000000000000");
    expect(res?.status()).toBe(404);
    await expect(page.getByText("O flow solicitado não existe ou não está disponível.")).toBeVisible();
  });

  for (const theme of THEMES) {
    for (const viewport of VIEWPORTS) {
      test(`dashboard and flow page at ${viewport.name}px, ${theme}`, async ({ page }) => {
        await useTheme(page, theme);
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await signIn(page, "usuario@fluxoteca.dev");
        await page.goto("/dashboard");
        await expect(page.locator("main h2").first()).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await expectNoSeriousA11yViolations(page);
        await screenshot(page, `dashboard-${viewport.name}-${theme}`);
        await page.locator("main h2 a").first().click();
        await page.waitForURL(/\/flow\//);
        const flowOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(flowOverflow).toBeLessThanOrEqual(0);
        await expectNoSeriousA11yViolations(page);
        await screenshot(page, `flow-${viewport.name}-${theme}`);
      });
    }
  }
});

import { expect, test } from "./fixtures";
import { THEMES, VIEWPORTS, expectNoSeriousA11yViolations, screenshot, useTheme, signIn, DEMO_USER } from "./helpers";

test.describe("catalogue /dashboard", () => {
  test("searches without accents, filters by platform and tags, and keeps state in the URL", async ({ adminPage: page }) => {
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

  test("paginates with Anterior / Próxima and page numbers, and shows an empty state", async ({ adminPage: page }) => {
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

  test("Ver opens the detail dialog with its four tabs; the URL shares it and closing keeps the filters", async ({ memberPage: page }) => {
    await page.goto("/dashboard?platform=N8N&page=2");
    const name = (await page.locator("main h2").first().innerText()).trim();
    await page.getByRole("link", { name: `Ver ${name}` }).click();
    await page.waitForURL(/fluxo=/);
    expect(page.url()).toContain("platform=N8N");
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("tab", { name: "Visão Geral" })).toHaveAttribute("aria-selected", "true");
    await expect(dialog.getByRole("button", { name: "Copiar URL" })).toBeVisible();
    await dialog.getByRole("tab", { name: "JSON Preview" }).click();
    await expect(dialog.getByText("Prévia: valores dos parâmetros ocultos até o download")).toBeVisible();
    await expect(dialog.getByLabel("JSON do fluxo")).toContainText("…");
    await dialog.getByRole("tab", { name: "Metadados" }).click();
    await expect(dialog.getByText("Criado em")).toBeVisible();
    await dialog.getByRole("tab", { name: "Estatísticas" }).click();
    await expect(dialog.getByText("Popularidade")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A shared link opens the same dialog; Escape closes it and the catalogue keeps its page and filters.
    await page.reload();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.waitForURL((url) => !url.search.includes("fluxo="));
    expect(page.url()).toMatch(/platform=N8N/);
    expect(page.url()).toMatch(/page=2/);
    // Opened by a URL, the dialog still hands the focus back to its card's 'Ver' link.
    await expect(page.getByRole("link", { name: `Ver ${name}` })).toBeFocused();

    await page.locator("main h2 a").first().click();
    await page.waitForURL(/\/flow\//);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Prévia: valores dos parâmetros ocultos até o download")).toBeVisible();
  });

  test("the card menu copies the link, opens reviews, and offers edit/delete only to the author or an admin", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signIn(page, DEMO_USER);
    await page.goto("/dashboard");
    const name = (await page.locator("main h2").first().innerText()).trim();
    await page.getByRole("button", { name: `Mais opções de ${name}` }).click();
    await expect(page.getByRole("menuitem", { name: "Editar" })).toHaveCount(0);
    await page.getByRole("menuitem", { name: "Copiar link" }).click();
    await expect(page.getByText("Copiado!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/flow\/[0-9a-f-]{36}$/);
    await page.getByRole("button", { name: `Mais opções de ${name}` }).click();
    await page.getByRole("menuitem", { name: "Avaliações" }).click();
    await expect(page.getByRole("dialog", { name: /^Avaliar/ })).toBeVisible();
    await page.keyboard.press("Escape");
    // A dialog opened from a menu item returns the focus to the menu's button.
    await expect(page.getByRole("button", { name: `Mais opções de ${name}` })).toBeFocused();

    await page.context().clearCookies();
    await signIn(page);
    await page.goto("/dashboard");
    await page
      .getByRole("button", { name: /^Mais opções de / })
      .first()
      .click();
    await page.getByRole("menuitem", { name: "Editar" }).click();
    await expect(page.getByRole("dialog").getByRole("button", { name: /Salvar/ })).toBeVisible();
  });

  test("dialogs whose code loads on demand give the focus back to the button that opened them", async ({ memberPage: page }) => {
    await page.goto("/dashboard");
    for (const name of ["Enviar fluxo", "Contribuir"]) {
      const opener = page.getByRole("button", { name }).first();
      await opener.click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(opener).toBeFocused();
    }
  });

  test("the card menu and the mobile header menu work from the keyboard, though their code loads on first use", async ({ memberPage: page }) => {
    await page.goto("/dashboard");
    const trigger = page.getByRole("button", { name: /^Mais opções de / }).first();
    await trigger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await expect(menu).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Ver detalhes" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: /^Mais opções de / }).first()).toBeFocused();

    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await expect(page.getByRole("menuitem", { name: "Perfil" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Sair" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Abrir menu" })).toBeFocused();
  });

  test("a flow's old public address (its url field) moves to its public page /fluxos/{slug}", async ({ adminPage: page }) => {
    await page.goto("/dashboard");
    await page.locator("main h2 a").first().click();
    await page.waitForURL(/\/flow\//);
    const name = await page.getByRole("heading", { level: 1 }).innerText();
    const url = (await page.locator("main code").first().innerText()).trim();
    const legacyPath = new URL(url).pathname;
    expect(legacyPath).toMatch(/^\/fluxos\//);
    await page.goto(legacyPath);
    await page.waitForURL((target) => target.pathname !== legacyPath && target.pathname.startsWith("/fluxos/"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    const res = await page.goto("/fluxos/nao-existe-123");
    expect(res?.status()).toBe(404);
  });

  test("a flow that does not exist answers 'Fluxo não encontrado'", async ({ adminPage: page }) => {
    const res = await page.goto("/flow/00000000-0000-4000-8000-000000000000");
    expect(res?.status()).toBe(404);
    await expect(page.getByText("O flow solicitado não existe ou não está disponível.")).toBeVisible();
  });

  for (const theme of THEMES) {
    for (const viewport of VIEWPORTS) {
      test(`dashboard and flow page at ${viewport.name}px, ${theme}`, { tag: "@ui" }, async ({ page }) => {
        await useTheme(page, theme);
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await signIn(page, DEMO_USER);
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

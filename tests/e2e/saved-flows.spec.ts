import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, gotoInLook, LOOKS, screenshot, signUpAndLogIn } from "./helpers";

// 'Salvar' (docs/product-rules.md §12, "Fluxos salvos"): on the shared catalogue and flow pages the
// button fills in after hydration for a member; the profile's 'Salvos' tab lists what was saved.

/** The first card of the public catalogue: its name. */
async function firstCardName(page: Page): Promise<string> {
  return (await cardNames(page, 1))[0]!;
}

/** The first `count` cards of the public catalogue: their names. */
async function cardNames(page: Page, count: number): Promise<string[]> {
  await page.goto("/fluxos");
  await expect(page.getByRole("link", { name: /^Ver / }).first()).toBeVisible();
  const labels = await page.getByRole("link", { name: /^Ver / }).evaluateAll((links) => links.map((link) => link.getAttribute("aria-label")!));
  return labels.slice(0, count).map((label) => label.slice("Ver ".length));
}

test("a visitor sees no 'Salvar'; a member saves from a card, sees it on the flow's page and in 'Salvos', and removes it", async ({ page }) => {
  await page.goto("/fluxos");
  await expect(page.getByRole("link", { name: /^Ver / }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Salvar / })).toHaveCount(0);

  await signUpAndLogIn(page, "Rita Salvadora", "salvos");
  const name = await firstCardName(page);
  await page.getByRole("button", { name: `Salvar ${name}` }).click();
  await expect(page.getByRole("button", { name: `Salvo ${name}` })).toBeVisible();

  // The flow's page (the same shared HTML for everyone) shows it saved after hydration.
  await page.getByRole("link", { name: `Ver ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("button", { name: `Salvo ${name}` })).toBeVisible();

  await page.goto("/profile");
  await page.getByRole("tab", { name: /Salvos/ }).click();
  const saved = page.getByRole("list", { name: "Fluxos salvos" });
  await expect(saved.locator(":scope > li")).toHaveCount(1);
  await expect(saved.getByRole("heading", { name })).toBeVisible();

  // Taking it out here: the card leaves once the server has it, without a reload, and a toast says so.
  await page.evaluate(() => Object.assign(window, { semRecarregar: true }));
  const removed = page.waitForResponse((res) => res.url().endsWith("/saved") && res.request().method() === "DELETE");
  await saved.getByRole("button", { name: `Salvo ${name}` }).click();
  expect((await removed).ok()).toBe(true);
  await expect(page.getByRole("heading", { name: "Nenhum fluxo salvo" })).toBeVisible();
  await expect(page.getByText("Fluxo removido dos salvos.")).toBeVisible();
  await expect(page.getByRole("tab", { name: /Salvos/ })).toHaveText(/Salvos\s*0/);
  expect(await page.evaluate(() => (window as unknown as { semRecarregar?: boolean }).semRecarregar)).toBe(true);
  await page.goto("/profile?salvos=1");
  await expect(page.getByRole("heading", { name: "Nenhum fluxo salvo" })).toBeVisible();
});

test("in 'Salvos', the focus moves to the next card's 'Salvo' when a card leaves", async ({ page }) => {
  await signUpAndLogIn(page, "Lia Teclado", "salvos-foco");
  const names = await cardNames(page, 2);
  for (const name of names) await page.getByRole("button", { name: `Salvar ${name}` }).click();
  for (const name of names) await expect(page.getByRole("button", { name: `Salvo ${name}` })).toBeVisible();

  await page.goto("/profile?salvos=1");
  const saved = page.getByRole("list", { name: "Fluxos salvos" });
  await expect(saved.locator(":scope > li")).toHaveCount(2);
  // Newest saved first: the second card saved leads.
  const [older, newer] = names as [string, string];
  await saved.getByRole("button", { name: `Salvo ${newer}` }).focus();
  await page.keyboard.press("Enter");
  await expect(saved.locator(":scope > li")).toHaveCount(1);
  await expect(saved.getByRole("button", { name: `Salvo ${older}` })).toBeFocused();
  await expect(page.getByRole("tab", { name: /Salvos/ })).toHaveText(/Salvos\s*1/);
});

test("'Salvar' and the 'Salvos' tab in every look", { tag: "@ui" }, async ({ page }) => {
  // One member for the four looks (themes × widths): 16 pages, each with an axe scan.
  test.slow();
  await signUpAndLogIn(page, "Caio Guardado", "salvos-ui");
  for (const look of LOOKS) {
    await test.step(look.name, async () => {
      // Each look saves the flow from its card: what the last one saved is taken out first.
      const { ids } = (await (await page.request.get("/api/users/me/saved/ids")).json()) as { ids: string[] };
      for (const id of ids) expect((await page.request.delete(`/api/flows/${id}/saved`)).ok()).toBe(true);

      await gotoInLook(page, "/profile?salvos=1", look);
      await expect(page.getByRole("heading", { name: "Nenhum fluxo salvo" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `salvos-vazio-${look.name}`);

      const name = await firstCardName(page);
      await page.getByRole("button", { name: `Salvar ${name}` }).click();
      await expect(page.getByRole("button", { name: `Salvo ${name}` })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(look.viewport.width);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `test-results/screenshots/salvos-catalogo-${look.name}.png` });

      // The flow's own page: its button, saved, beside the author.
      await page.getByRole("link", { name: `Ver ${name}` }).click();
      await expect(page.getByRole("button", { name: `Salvo ${name}` })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `test-results/screenshots/salvos-pagina-do-fluxo-${look.name}.png` });

      await page.goto("/profile?salvos=1");
      await expect(page.getByRole("list", { name: "Fluxos salvos" }).getByRole("heading", { name })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(look.viewport.width);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `salvos-perfil-${look.name}`);
    });
  }
});

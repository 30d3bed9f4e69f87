import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, gotoInLook, LOOKS, screenshot, signUpAndLogIn } from "./helpers";

// "Seguir" (docs/product-rules.md, "Seguir autores"): the creator page is the same shared HTML for
// everyone; the member's button and the exact follower count fill in after hydration.

/** A new author, signed up in their own browser context: their name and handle. */
async function newAuthor(browser: Browser, label: string): Promise<{ name: string; handle: string }> {
  const name = `${label} ${String(Date.now()).slice(-6)}`;
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpAndLogIn(page, name, "seguido");
  const settings = (await (await page.request.get("/api/users/me/public-profile")).json()) as { handle: string };
  await context.close();
  return { name, handle: settings.handle };
}

const followers = (page: Page) => page.getByTestId("seguidores");

test("a visitor is asked to sign in; a new member follows from the creator page, the count moves, the API lists it, and unfollows", async ({
  page,
  browser,
}) => {
  test.slow();
  const author = await newAuthor(browser, "Otávio Seguido");

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/autores/${author.handle}`);
  await expect(visitor.getByRole("heading", { level: 1, name: author.name })).toBeVisible();
  await expect(followers(visitor)).toHaveText("0 seguidores");
  await expect(visitor.getByRole("link", { name: `Seguir ${author.name}: entre para seguir` })).toHaveAttribute(
    "href",
    `/login?callbackUrl=${encodeURIComponent(`/autores/${author.handle}`)}`,
  );

  await signUpAndLogIn(page, "Rita Seguidora", "seguir");
  await page.goto(`/autores/${author.handle}`);
  await page.getByRole("button", { name: `Seguir ${author.name}` }).click();
  await expect(page.getByRole("button", { name: `Seguindo ${author.name}` })).toBeVisible();
  await expect(followers(page)).toHaveText("1 seguidor");

  const list = (await (await page.request.get("/api/users/me/following")).json()) as { authors: { handle: string; totals: { followers: number } }[] };
  expect(list.authors.map((a) => a.handle)).toEqual([author.handle]);
  expect(list.authors[0]!.totals.followers).toBe(1);

  // Loaded again (possibly from the shared cache): the member's state and the exact count come back.
  await page.reload();
  await expect(page.getByRole("button", { name: `Seguindo ${author.name}` })).toBeVisible();
  await expect(followers(page)).toHaveText("1 seguidor");

  await page.getByRole("button", { name: `Seguindo ${author.name}` }).click();
  await expect(page.getByRole("button", { name: `Seguir ${author.name}` })).toBeVisible();
  await expect(followers(page)).toHaveText("0 seguidores");
  expect(((await (await page.request.get("/api/users/me/following")).json()) as { authors: unknown[] }).authors).toEqual([]);
});

test("'Seguindo' in Meu Perfil lists the followed authors, and 'Deixar de seguir' takes one out without a reload", async ({ page, browser }) => {
  test.slow();
  const first = await newAuthor(browser, "Tereza Seguida");
  const second = await newAuthor(browser, "Ulisses Seguido");
  await signUpAndLogIn(page, "Vera Seguidora", "seguindo");

  await page.goto("/profile?seguindo=1");
  await expect(page.getByRole("heading", { name: "Você ainda não segue nenhum autor" })).toBeVisible();
  await expect(page.getByRole("tabpanel").getByRole("link", { name: "Explorar fluxos" })).toHaveAttribute("href", "/fluxos");

  for (const author of [first, second]) {
    await page.goto(`/autores/${author.handle}`);
    await page.getByRole("button", { name: `Seguir ${author.name}` }).click();
    await expect(page.getByRole("button", { name: `Seguindo ${author.name}` })).toBeVisible();
  }

  await page.goto("/profile");
  const tab = page.getByRole("tab", { name: /Seguindo/ });
  await expect(tab).toHaveText(/Seguindo\s*2/);
  await tab.click();
  const list = page.getByRole("list", { name: "Autores que você segue" });
  const rows = list.locator(":scope > li");
  // Newest followed first, each name leading to the creator page.
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByRole("link", { name: second.name })).toHaveAttribute("href", `/autores/${second.handle}`);
  await expect(rows.nth(1).getByRole("link", { name: first.name })).toHaveAttribute("href", `/autores/${first.handle}`);
  await expect(rows.first()).toContainText(`@${second.handle}`);

  // A mark on the window: it survives only if the page is never loaded again.
  await page.evaluate(() => Object.assign(window, { semRecarregar: true }));
  const removed = page.waitForResponse((res) => res.url().endsWith(`/api/authors/${second.handle}/follow`) && res.request().method() === "DELETE");
  // From the keyboard: the focus moves to the next author's button once the row leaves.
  await rows
    .first()
    .getByRole("button", { name: `Deixar de seguir ${second.name}` })
    .focus();
  await page.keyboard.press("Enter");
  expect((await removed).ok()).toBe(true);
  await expect(rows).toHaveCount(1);
  await expect(page.getByText(`Você deixou de seguir ${second.name}.`)).toBeVisible();
  await expect(page.getByRole("button", { name: `Deixar de seguir ${first.name}` })).toBeFocused();
  await expect(tab).toHaveText(/Seguindo\s*1/);

  await page.getByRole("button", { name: `Deixar de seguir ${first.name}` }).click();
  await expect(page.getByRole("heading", { name: "Você ainda não segue nenhum autor" })).toBeVisible();
  await expect(tab).toHaveText(/Seguindo\s*0/);
  // The focus stays in the tab, on the empty state.
  await expect(page.locator(":focus")).toContainText("Você ainda não segue nenhum autor");
  expect(await page.evaluate(() => (window as unknown as { semRecarregar?: boolean }).semRecarregar)).toBe(true);
  expect(((await (await page.request.get("/api/users/me/following")).json()) as { authors: unknown[] }).authors).toEqual([]);
});

test("'Seguir' on a creator page and its e-mail switch in every look", { tag: "@ui" }, async ({ page, browser }) => {
  // One author and one follower for the four looks (themes × widths): 12 pages, each with an axe scan.
  test.slow();
  const author = await newAuthor(browser, "Lívia Publicadora");
  await signUpAndLogIn(page, "Caio Seguidor", "seguir-ui");
  for (const look of LOOKS) {
    await test.step(look.name, async () => {
      // Each look follows from the creator page: the last look's follow is undone first.
      expect((await page.request.delete(`/api/authors/${author.handle}/follow`)).ok()).toBe(true);
      await gotoInLook(page, `/autores/${author.handle}`, look);
      await page.getByRole("button", { name: `Seguir ${author.name}` }).click();
      await expect(page.getByRole("button", { name: `Seguindo ${author.name}` })).toBeVisible();
      await expect(followers(page)).toHaveText("1 seguidor");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(look.viewport.width);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `seguir-autor-${look.name}`);

      // The author in 'Seguindo', with the four tabs in their row.
      await page.goto("/profile?seguindo=1");
      await expect(page.getByRole("list", { name: "Autores que você segue" }).getByRole("link", { name: author.name })).toBeVisible();
      await expect(page.getByRole("tab", { name: /Seguindo/ })).toHaveAttribute("aria-selected", "true");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(look.viewport.width);
      // No tab is cut: each fits its place in the list.
      const cut = await page
        .getByRole("tab")
        .evaluateAll((tabs) => tabs.filter((tab) => tab.scrollWidth > tab.clientWidth || tab.getBoundingClientRect().right > window.innerWidth).length);
      expect(cut).toBe(0);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `seguindo-perfil-${look.name}`);
      await page.getByRole("tablist").screenshot({ path: `test-results/screenshots/seguindo-abas-${look.name}.png` });

      await page.goto("/profile#emails");
      const emails = page.locator("#emails");
      await expect(emails.getByRole("checkbox", { name: /autor que sigo/ })).toBeChecked();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(look.viewport.width);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `seguir-emails-${look.name}`);
    });
  }
});

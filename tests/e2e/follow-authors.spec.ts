import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, screenshot, signUpAndLogIn, THEMES, useTheme, VIEWPORTS } from "./helpers";

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

for (const theme of THEMES) {
  for (const viewport of VIEWPORTS) {
    test(`'Seguir' on a creator page and its e-mail switch, ${theme} at ${viewport.name} px`, { tag: "@ui" }, async ({ page, browser }) => {
      const author = await newAuthor(browser, "Lívia Publicadora");
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await useTheme(page, theme);
      await signUpAndLogIn(page, "Caio Seguidor", "seguir-ui");

      await page.goto(`/autores/${author.handle}`);
      await page.getByRole("button", { name: `Seguir ${author.name}` }).click();
      await expect(page.getByRole("button", { name: `Seguindo ${author.name}` })).toBeVisible();
      await expect(followers(page)).toHaveText("1 seguidor");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `seguir-autor-${theme}-${viewport.name}`);

      await page.goto("/profile#emails");
      const emails = page.locator("#emails");
      await expect(emails.getByRole("checkbox", { name: /autor que sigo/ })).toBeChecked();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `seguir-emails-${theme}-${viewport.name}`);
    });
  }
}

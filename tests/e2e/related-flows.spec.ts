import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_USER, expectNoSeriousA11yViolations, screenshot, signIn, THEMES, useTheme, VIEWPORTS } from "./helpers";

// "Fluxos parecidos" at the end of a published flow's page (docs/product-rules.md §11): in the HTML
// the server sends, the same list the API answers.

interface ListedFlow {
  id: string;
  slug: string;
  name: string;
}

/** A published flow of the demo catalogue, read from the list API as the demo user. */
async function publishedFlow(request: APIRequestContext): Promise<ListedFlow> {
  const token = await signIn(request, DEMO_USER);
  const res = await request.get("/api/flows?limit=1&sortBy=downloadCount", { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { flows: ListedFlow[] }).flows[0]!;
}

const section = (page: Page) => page.getByRole("region", { name: "Fluxos parecidos" });

test("a flow's page lists the flows the API calls related, in the HTML, and they lead to their pages", async ({ page, request }) => {
  const flow = await publishedFlow(request);
  const api = await request.get(`/api/flows/${flow.id}/related`);
  expect(api.status()).toBe(200);
  const related = ((await api.json()) as { flows: ListedFlow[] }).flows;
  expect(related.length).toBeGreaterThanOrEqual(3);
  expect(related.length).toBeLessThanOrEqual(12);
  expect(related.map((f) => f.id)).not.toContain(flow.id);

  // In the server's HTML, not fetched later: the page without JavaScript has it.
  const html = await (await request.get(`/fluxos/${flow.slug}`)).text();
  expect(html).toContain("Fluxos parecidos");
  for (const other of related) expect(html).toContain(`href="/fluxos/${other.slug}"`);

  await page.goto(`/fluxos/${flow.slug}`);
  await expect(section(page).getByRole("heading", { level: 2, name: "Fluxos parecidos" })).toBeVisible();
  // One item per card (a card's tags are a list of their own).
  const items = section(page).getByRole("list").first().locator(":scope > li");
  await expect(items).toHaveCount(related.length);
  const first = items.first();
  await expect(first.getByRole("heading", { name: related[0]!.name })).toBeVisible();
  await first.getByRole("link", { name: `Ver ${related[0]!.name}` }).click();
  await expect(page).toHaveURL(`/fluxos/${related[0]!.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: related[0]!.name })).toBeVisible();

  expect((await request.get(`/api/flows/${crypto.randomUUID()}/related`)).status()).toBe(404);
});

test("a member's page of the flow, /flow/{id}, lists them too, leading to the member pages", async ({ page, request }) => {
  const flow = await publishedFlow(request);
  const related = ((await (await request.get(`/api/flows/${flow.id}/related`)).json()) as { flows: ListedFlow[] }).flows;
  await signIn(page, DEMO_USER);
  // The copy shared by every member carries the section.
  const html = await (await page.request.get(`/flow/${flow.id}`)).text();
  for (const other of related) expect(html).toContain(`href="/flow/${other.id}"`);

  await page.goto(`/flow/${flow.id}`);
  const items = section(page).getByRole("list").first().locator(":scope > li");
  await expect(items).toHaveCount(related.length);
  await items
    .first()
    .getByRole("link", { name: `Ver ${related[0]!.name}` })
    .click();
  await expect(page).toHaveURL(`/flow/${related[0]!.id}`);
  await expect(page.getByRole("heading", { level: 1, name: related[0]!.name })).toBeVisible();
  await expect(page.getByRole("link", { name: "Voltar ao catálogo" })).toBeVisible();
});

for (const theme of THEMES) {
  for (const viewport of VIEWPORTS) {
    test(`'Fluxos parecidos', ${theme} at ${viewport.name} px`, { tag: "@ui" }, async ({ page, request }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await useTheme(page, theme);
      const flow = await publishedFlow(request);
      await page.goto(`/fluxos/${flow.slug}`);
      await section(page).scrollIntoViewIfNeeded();
      await expect(section(page).getByRole("listitem").first()).toBeVisible();
      // No card wider than the screen: nothing scrolls sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectNoSeriousA11yViolations(page);
      await section(page).screenshot({ path: `test-results/screenshots/fluxos-parecidos-secao-${theme}-${viewport.name}.png` });
      await screenshot(page, `fluxos-parecidos-pagina-${theme}-${viewport.name}`);
    });
  }
}

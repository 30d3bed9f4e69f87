import { writeFileSync, mkdirSync } from "node:fs";
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_ADMIN, expectNoSeriousA11yViolations, gotoInLook, LOOKS, screenshot, signIn, signUpAndLogIn } from "./helpers";

// A public collection seen by a visitor (docs/product-rules.md §27): /colecoes/{slug} from the shared
// page cache, its pages of 24 cards, a hostile name shown as text, its link preview picture, and
// the landing page's "Coleções em destaque" once an admin features it.

const HOSTILE = `Kit <img src=x onerror=alert(1)> "vendas" </script><script>alert(2)</script>`;
const DESCRIPTION = "Fluxos para quem vende pelo WhatsApp.\n\nComece pelo primeiro: ele prepara os contatos que os outros usam.";
const FLOWS = 26;

interface Seeded {
  id: string;
  slug: string;
  owner: { name: string; handle: string };
  flowNames: string[];
  privateSlug: string;
}

let seeded: Seeded;

test.describe.configure({ mode: "serial" });

/** A member with a confirmed e-mail builds a public collection of 26 published flows through the API, and a private one. */
test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const name = `Rita Curadora ${String(Date.now()).slice(-6)}`;
  await signUpAndLogIn(page, name, "curadora");
  const settings = (await (await page.request.get("/api/users/me/public-profile")).json()) as { handle: string };
  const list = (await (await page.request.get(`/api/flows?limit=${FLOWS}&sortBy=createdAt&sortOrder=asc`)).json()) as {
    flows: { id: string; name: string }[];
  };
  expect(list.flows).toHaveLength(FLOWS);
  const created = await page.request.post("/api/collections", { data: { name: HOSTILE, description: DESCRIPTION, isPublic: true } });
  expect(created.status()).toBe(201);
  const { id, slug } = (await created.json()) as { id: string; slug: string };
  for (const flow of list.flows) expect((await page.request.post(`/api/collections/${id}/flows`, { data: { flowId: flow.id } })).status()).toBe(201);
  const hidden = await page.request.post("/api/collections", { data: { name: "Minha lista privada" } });
  expect(hidden.status()).toBe(201);
  seeded = {
    id,
    slug,
    owner: { name, handle: settings.handle },
    flowNames: list.flows.map((f) => f.name),
    privateSlug: ((await hidden.json()) as { slug: string }).slug,
  };
  await context.close();
});

/** Fails the test on any dialog: a name that ran as markup would open one. */
function refuseDialogs(page: Page) {
  page.on("dialog", (dialog) => {
    throw new Error(`um diálogo abriu: ${dialog.message()}`);
  });
}

const cards = (page: Page) => page.locator('main [data-slot="card"]');

test("a visitor sees the collection's texts as text, its owner, its count and 24 cards a page in its order", async ({ page }) => {
  refuseDialogs(page);
  const res = await page.goto(`/colecoes/${seeded.slug}`);
  expect(res?.status()).toBe(200);
  // The shared copy: public for any cache, no cookie.
  expect(res?.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=30");
  expect(res?.headers()["set-cookie"]).toBeUndefined();
  await expect(page).toHaveTitle(`${HOSTILE} · Fluxoteca`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOSTILE);
  expect(await page.locator("main img[src='x']").count()).toBe(0);
  await expect(page.getByText("Fluxos para quem vende pelo WhatsApp.")).toBeVisible();
  await expect(page.getByText(/^Comece pelo primeiro/)).toBeVisible();
  const owner = page.getByRole("link", { name: seeded.owner.name, exact: true });
  await expect(owner).toHaveAttribute("href", `/autores/${seeded.owner.handle}`);
  await expect(page.getByTestId("colecao-total")).toHaveText(`${FLOWS} fluxos`);
  await expect(page.getByText("Página 1 de 2")).toBeVisible();
  await expect(cards(page)).toHaveCount(24);
  await expect(cards(page).first().getByRole("heading")).toHaveText(seeded.flowNames[0]!);

  // Search engines: listed, but its owner's account is new (under 7 days), so not indexed yet
  // (an aged owner's is: tests/integration/collections/collection-page.test.ts); canonical address,
  // structured data that reads back.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).pathname).toBe(`/colecoes/${seeded.slug}`);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
    name: string;
    mainEntity: { numberOfItems: number };
  };
  expect(ld.name).toBe(HOSTILE);
  expect(ld.mainEntity.numberOfItems).toBe(FLOWS);

  await page.getByRole("navigation", { name: "Paginação" }).getByRole("link", { name: "Página 2" }).click();
  await expect(page).toHaveURL(new RegExp(`/colecoes/${seeded.slug}\\?page=2$`));
  await expect(page.getByText("Página 2 de 2")).toBeVisible();
  await expect(cards(page)).toHaveCount(FLOWS - 24);
  await expect(cards(page).last().getByRole("heading")).toHaveText(seeded.flowNames[FLOWS - 1]!);

  const beyond = await page.goto(`/colecoes/${seeded.slug}?page=7`);
  expect(beyond?.status()).toBe(200);
  await expect(page.getByText("Esta página não existe.")).toBeVisible();
  await page.getByRole("link", { name: "Voltar à primeira página" }).click();
  await expect(page.getByText("Página 1 de 2")).toBeVisible();
});

test("a private collection and an unknown address are the same 404, and have no picture", async ({ page }) => {
  for (const slug of [seeded.privateSlug, "colecao-que-nao-existe-abc123"]) {
    const res = await page.goto(`/colecoes/${slug}`);
    expect(res?.status(), slug).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Coleção não encontrada" })).toBeVisible();
    const image = await page.request.get(`/colecoes/${slug}/opengraph-image`);
    expect(image.status(), slug).toBe(404);
    expect(image.headers()["cache-control"]).toBe("no-store");
  }
});

test("the link preview picture is a PNG of the collection", async ({ page }) => {
  await page.goto(`/colecoes/${seeded.slug}`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
  const image = new URL((await page.locator('meta[property="og:image"]').first().getAttribute("content"))!);
  expect(image.pathname).toBe(`/colecoes/${seeded.slug}/opengraph-image`);
  const png = await page.request.get(image.pathname + image.search);
  expect(png.status()).toBe(200);
  expect(png.headers()["content-type"]).toBe("image/png");
  expect(png.headers()["set-cookie"]).toBeUndefined();
  const body = await png.body();
  expect(body.subarray(1, 4).toString()).toBe("PNG");
  mkdirSync("test-results/screenshots", { recursive: true });
  writeFileSync("test-results/screenshots/colecao-og.png", body);
});

test("featured by an admin, the collection shows on the landing page; taken off, it leaves", async ({ page, baseURL }) => {
  const admin: APIRequestContext = await playwrightRequest.newContext({ baseURL });
  try {
    await signIn(admin, DEMO_ADMIN);
    expect((await admin.put(`/api/admin/collections/${seeded.id}/featured`)).status()).toBe(200);
    refuseDialogs(page);
    await page.goto("/");
    const section = page.locator("#colecoes");
    await expect(section.getByRole("heading", { level: 2, name: "Coleções em destaque" })).toBeVisible();
    const link = section.getByRole("link", { name: HOSTILE });
    await expect(link).toHaveAttribute("href", `/colecoes/${seeded.slug}`);
    await expect(section.getByText(`por ${seeded.owner.name}`)).toBeVisible();
    await expect(section.getByText(`${FLOWS} fluxos`)).toBeVisible();
    // Its looks (themes, widths, axe) are seen in the last test, tagged @ui.
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/colecoes/${seeded.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOSTILE);
  } finally {
    await admin.delete(`/api/admin/collections/${seeded.id}/featured`);
    await admin.dispose();
  }
  // Gone from the landing page (the section itself may stay for collections other tests feature).
  await page.goto("/");
  await expect(page.locator(`a[href="/colecoes/${seeded.slug}"]`)).toHaveCount(0);
});

test("the collection page, and the collection among the landing page's featured ones, in every look", { tag: "@ui" }, async ({ page, baseURL }) => {
  refuseDialogs(page);
  for (const look of LOOKS) {
    await test.step(`the collection page, ${look.name}`, async () => {
      await gotoInLook(page, `/colecoes/${seeded.slug}`, look);
      await expect(cards(page)).toHaveCount(24);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(look.viewport.width);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `colecao-${look.name}`);
    });
  }

  const admin: APIRequestContext = await playwrightRequest.newContext({ baseURL });
  try {
    await signIn(admin, DEMO_ADMIN);
    expect((await admin.put(`/api/admin/collections/${seeded.id}/featured`)).status()).toBe(200);
    const section = page.locator("#colecoes");
    for (const look of LOOKS) {
      await test.step(`featured on the landing page, ${look.name}`, async () => {
        await gotoInLook(page, "/", look);
        await expect(section.getByRole("link", { name: HOSTILE })).toBeVisible();
        await section.scrollIntoViewIfNeeded();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(look.viewport.width);
        await expectNoSeriousA11yViolations(page);
        await section.screenshot({ path: `test-results/screenshots/colecoes-destaque-${look.name}.png` });
      });
    }
  } finally {
    await admin.delete(`/api/admin/collections/${seeded.id}/featured`);
    await admin.dispose();
  }
});

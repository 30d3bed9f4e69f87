import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO_ADMIN, THEMES, VIEWPORTS, expectNoSeriousA11yViolations, screenshot, signIn, signUpAndLogIn, useTheme } from "./helpers";

// Verified authors (docs/product-rules.md, "Autores verificados"): an admin verifies an author in the
// users table, with a reason; the mark then shows on the flow's card, its page and the creator page,
// straight away (the catalogue's shared page cache follows the change).

interface Author {
  name: string;
  email: string;
  handle: string;
  flow: { id: string; name: string; slug: string };
}

/** A new author, in their own browser context, with one flow an admin has approved. */
async function authorWithFlow(browser: Browser, admin: Page, label: string): Promise<Author> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const name = `${label} ${stamp.slice(-6)}`;
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = await signUpAndLogIn(page, name, "verificado");
  const flowName = `Agenda verificada ${stamp}`;
  const created = await page.request.post("/api/flows", {
    data: {
      name: flowName,
      description: "Confirma horários pelo WhatsApp e avisa a equipe.",
      tags: ["agenda"],
      isPublic: true,
      metadata: {
        nodes: [{ id: "a", name: "Início", type: "n8n-nodes-base.manualTrigger", position: [0, 0], parameters: { marcador: stamp } }],
        connections: {},
      },
    },
  });
  expect(created.status()).toBe(201);
  const flow = (await created.json()) as { id: string; slug: string };
  expect((await admin.request.post(`/api/admin/flows/${flow.id}/approve`)).ok()).toBe(true);
  const settings = (await (await page.request.get("/api/users/me/public-profile")).json()) as { handle: string };
  await context.close();
  return { name, email, handle: settings.handle, flow: { id: flow.id, name: flowName, slug: flow.slug } };
}

const mark = (page: Page) => page.getByRole("img", { name: "Autor verificado" });

test("an admin verifies an author with a reason; the mark shows on the card, the flow page and the creator page at once", async ({ page, browser }) => {
  test.slow();
  await signIn(page, DEMO_ADMIN);
  const author = await authorWithFlow(browser, page, "Valéria Autora");

  // Before: no mark anywhere (and these pages are now in the shared cache).
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/fluxos?search=${encodeURIComponent(author.flow.name)}`);
  const card = visitor.locator('[data-slot="card"]').filter({ has: visitor.getByRole("link", { name: author.flow.name, exact: true }) });
  await expect(card.getByRole("link", { name: author.name })).toBeVisible();
  await expect(card.getByRole("img", { name: "Autor verificado" })).toHaveCount(0);
  await visitor.goto(`/autores/${author.handle}`);
  await expect(visitor.getByRole("heading", { level: 1, name: author.name })).toBeVisible();
  await expect(visitor.getByText("Autor verificado")).toHaveCount(0);

  // The admin verifies them from the users table.
  await page.goto(`/admin/users?search=${encodeURIComponent(author.email)}`);
  await page.getByRole("button", { name: `Verificar ${author.name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Verificar autor" });
  await expect(dialog.getByText("Nenhuma alteração registrada.")).toBeVisible();
  await dialog.getByRole("button", { name: "Verificar autor" }).click();
  await expect(dialog.getByText("Escreva o motivo da decisão.")).toBeVisible();
  await dialog.getByLabel("Motivo").fill("Identidade confirmada por videochamada.");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Verificar autor" }).click();
  await expect(page.getByText("Autor verificado", { exact: true }).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: author.email });
  await expect(row.getByRole("img", { name: "Autor verificado" })).toBeVisible();

  // The history, with the reason, in the dialog of the other action.
  await row.getByRole("button", { name: `Remover verificação de ${author.name}` }).click();
  const removal = page.getByRole("dialog", { name: "Remover verificação" });
  const history = removal.getByRole("region", { name: "Histórico da verificação" });
  await expect(history.getByText("Identidade confirmada por videochamada.")).toBeVisible();
  await expect(history.getByText("Verificado", { exact: true })).toBeVisible();
  await expect(history.getByText(/· Administrador$/)).toBeVisible();
  await screenshot(page, "verificacao-historico-1280");
  await removal.getByRole("button", { name: "Cancelar" }).click();
  await expect(removal).toBeHidden();

  // The card, the flow page ("por …") and the creator page show it on the next request.
  await visitor.goto(`/fluxos?search=${encodeURIComponent(author.flow.name)}`);
  await expect(card.getByRole("img", { name: "Autor verificado" })).toBeVisible();
  await visitor.goto(`/fluxos/${author.flow.slug}`);
  await expect(mark(visitor).first()).toBeVisible();
  await expect(visitor.getByText(`por ${author.name}`).first()).toBeVisible();
  await visitor.goto(`/autores/${author.handle}`);
  await expect(visitor.getByText("Autor verificado", { exact: true })).toBeVisible();
  await expect(visitor.getByRole("heading", { level: 1, name: author.name })).toBeVisible();
  const api = (await (await visitor.request.get(`/api/authors/${author.handle}`)).json()) as { verified: boolean };
  expect(api.verified).toBe(true);
  await visitor.context().close();
});

test("the avatar n8n shows is a cacheable SVG of the author's initials; unknown authors have none", async ({ page, browser }) => {
  await signIn(page, DEMO_ADMIN);
  const author = await authorWithFlow(browser, page, "Otávio Avatar");
  const res = await page.request.get(`/api/authors/${author.handle}/avatar?v=1`);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("image/svg+xml; charset=utf-8");
  expect(res.headers()["cache-control"]).toBe("public, max-age=86400");
  const svg = await res.text();
  // "Otávio Avatar 123456": the first and last words' first characters.
  expect(svg).toContain(`>O${author.name.slice(-6, -5)}</text>`);
  expect(svg).toContain(`<title>${author.name}</title>`);
  expect((await page.request.get("/api/authors/ninguem-com-este-endereco/avatar")).status()).toBe(404);
});

for (const theme of THEMES) {
  test(`a verified creator page passes axe, ${theme}, at phone and desktop widths`, { tag: "@ui" }, async ({ page, browser }) => {
    test.slow();
    await signIn(page, DEMO_ADMIN);
    const author = await authorWithFlow(browser, page, "Vitória Verificada");
    const { id } = (await (await page.request.get(`/api/admin/users?search=${encodeURIComponent(author.email)}`)).json()).users[0] as { id: string };
    const verified = await page.request.put(`/api/admin/users/${id}/verification`, { data: { verified: true, reason: "Conferida pela equipe." } });
    expect(verified.ok()).toBe(true);

    const visitor = await (await browser.newContext()).newPage();
    await useTheme(visitor, theme);
    for (const viewport of VIEWPORTS) {
      await visitor.setViewportSize({ width: viewport.width, height: viewport.height });
      await visitor.goto(`/autores/${author.handle}`);
      await expect(visitor.getByText("Autor verificado", { exact: true })).toBeVisible();
      await expect(mark(visitor)).toBeVisible();
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectNoSeriousA11yViolations(visitor);
      await screenshot(visitor, `autor-verificado-${theme}-${viewport.name}`);
    }
    await visitor.context().close();
  });
}

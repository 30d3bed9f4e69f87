import { expect, test } from "@playwright/test";
import { LOOKS, expectNoSeriousA11yViolations, gotoInLook, screenshot, signIn, signUpAndLogIn } from "./helpers";

// The creator page and reports as a reader meets them: "por …" leads to the author's page, and a
// member flags a flow from its page (the rules themselves are covered by the integration tests).

test("'por …' on a card leads to the author's page, whose cards lead back to the flows", async ({ page }) => {
  await page.goto("/fluxos");
  const author = page.locator('main a[href^="/autores/"]').first();
  const name = (await author.textContent())!.trim();
  await author.click();
  await expect(page).toHaveURL(/\/autores\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Fluxos publicados" })).toBeVisible();
  await expect(page.getByText("Membro desde")).toBeVisible();
  await page.locator('main a[href^="/fluxos/"]').first().click();
  await expect(page).toHaveURL(/\/fluxos\/[a-z0-9-]+$/);
  await expect(page.getByRole("link", { name }).first()).toHaveAttribute("href", /^\/autores\//);
});

test("a member reports a flow from its page, once", async ({ page }) => {
  await signUpAndLogIn(page, "Rita Denunciante", "denuncia");
  const { flows } = (await (await page.request.get("/api/flows?limit=1")).json()) as { flows: { slug: string; name: string }[] };
  await page.goto(`/fluxos/${flows[0]!.slug}`);

  const report = async () => {
    await page.getByRole("button", { name: "Denunciar", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Denunciar fluxo" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("radio", { name: /^Spam/ }).check();
    await dialog.getByLabel("Detalhes (opcional)").fill("Só divulga um curso pago.");
    await expect(dialog.getByText("25/500")).toBeVisible();
    await dialog.getByRole("button", { name: "Enviar denúncia" }).click();
  };
  await report();
  await expect(page.getByText("Denúncia enviada. Obrigado por avisar.")).toBeVisible();
  await report();
  await expect(page.getByText("Você já denunciou este item")).toBeVisible();
});

test("three accounts made a moment ago cannot take a flow down: it stays published, and the queue shows their reports marked", async ({ browser, page }) => {
  await signIn(page);
  const { flows } = (await (await page.request.get("/api/flows?sortBy=downloadCount&sortOrder=desc&limit=1")).json()) as {
    flows: { id: string; slug: string; name: string }[];
  };
  const target = flows[0]!;
  for (const i of [1, 2, 3]) {
    const context = await browser.newContext();
    const throwaway = await context.newPage();
    await signUpAndLogIn(throwaway, `Conta Descartável ${i}`, "descartavel");
    const res = await throwaway.request.post(`/api/flows/${target.id}/reports`, { data: { reason: "MALICIOUS", text: `Tentativa ${i} de derrubar o fluxo` } });
    expect(res.status()).toBe(201);
    await context.close();
  }
  // Still in the catalogue, for everyone.
  const visitor = await browser.newContext();
  expect((await visitor.request.get(`/fluxos/${target.slug}`)).status()).toBe(200);
  await visitor.close();

  await page.goto("/admin?aba=denuncias");
  const item = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: target.name, exact: true }) });
  await expect(item.getByText("Tentativa 3 de derrubar o fluxo")).toBeVisible();
  await expect(item.getByText("Retido automaticamente")).toHaveCount(0);
  // Other tests may report the same flow: at least these three are marked.
  await expect(item.getByText(/^conta nova: ([3-9]|\d{2,})$/)).toBeVisible();
  await expect(item.getByText(/^não baixou o fluxo: ([3-9]|\d{2,})$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, "admin-denuncias-contas-novas");
});

test("on a short phone screen the report dialog scrolls inside itself: title, choices and buttons all reachable", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 640 });
  await signUpAndLogIn(page, "Rita Celular", "denuncia-celular");
  const { flows } = (await (await page.request.get("/api/flows?limit=1")).json()) as { flows: { slug: string }[] };
  await page.goto(`/fluxos/${flows[0]!.slug}`);
  await page.getByRole("button", { name: "Denunciar", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Denunciar fluxo" });
  await expect(dialog.getByRole("heading", { name: "Denunciar fluxo" })).toBeInViewport();
  // Taller than the screen: without its own scroll the last choice and the buttons would sit below it, out of reach.
  await dialog.getByRole("radio", { name: /^Outro/ }).check();
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();
});

test("the creator page and the report dialog pass axe, in both themes, at phone and desktop widths", { tag: "@ui" }, async ({ page }) => {
  test.slow();
  await signUpAndLogIn(page, "Rita Acessível", "denuncia-axe");
  const { flows } = (await (await page.request.get("/api/flows?limit=1")).json()) as { flows: { slug: string }[] };
  await page.goto(`/fluxos/${flows[0]!.slug}`);
  const authorPath = await page.locator('main a[href^="/autores/"]').first().getAttribute("href");
  for (const look of LOOKS) {
    await test.step(look.name, async () => {
      await gotoInLook(page, authorPath!, look);
      await expect(page.getByRole("heading", { name: "Fluxos publicados" })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(look.viewport.width);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `author-page-${look.name}`);

      await gotoInLook(page, `/fluxos/${flows[0]!.slug}`, look);
      await page.getByRole("button", { name: "Denunciar", exact: true }).click();
      await expect(page.getByRole("dialog", { name: "Denunciar fluxo" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `report-dialog-${look.name}`);
    });
  }
});

import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, gotoInLook, LOOKS, screenshot, signUpAndLogIn } from "./helpers";

async function flowUrls(page: Page, count: number): Promise<string[]> {
  await page.goto("/dashboard?platform=N8N&sortBy=name&sortOrder=asc");
  const hrefs = await page.locator("main h2 a").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  return hrefs.slice(0, count);
}

test("free downloads run out, re-downloads stay free, and the blocked screen asks for a contribution", async ({ page }) => {
  // A whole journey (sign-up, three flow pages, the contribution, re-downloads): about 50 s on a busy machine.
  test.slow();
  await signUpAndLogIn(page, "Rita Cavalcanti", "baixa");
  const [first, second, third] = await flowUrls(page, 3);

  await page.goto(first!);
  await expect(page.getByText("2 downloads restantes")).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download" }).click();
  expect((await download).suggestedFilename()).toMatch(/^[a-z0-9_]+_workflow\.json$/);
  await expect(page.getByText("Download concluído")).toBeVisible();
  await expect(page.getByText("1 download restante")).toBeVisible();
  // The JSON is now complete for this user.
  await expect(page.getByText("Prévia: valores dos parâmetros ocultos até o download")).toHaveCount(0);

  await page.goto(second!);
  await page.getByRole("button", { name: "Download" }).click();
  await expect(page.getByText("Download concluído")).toBeVisible();
  await expect(page.getByText("0 downloads restantes")).toBeVisible();

  await page.goto(third!);
  await expect(page.getByRole("heading", { name: "Acesso Bloqueado" })).toBeVisible();
  await page.getByRole("button", { name: "Fazer uma contribuição" }).click();
  const dialog = page.getByRole("dialog", { name: "Apoie o Projeto" });
  await expect(dialog).toContainText("Apoie o projeto para continuar usando!");
  await dialog.getByLabel("Valor da contribuição (R$)").fill("5");
  await expect(dialog.getByText("Valor insuficiente")).toBeVisible();
  await expect(dialog.getByText("O valor mínimo de contribuição é R$ 15,00.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Contribuir" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Talvez Depois" }).click();
  await expect(dialog).toBeHidden();

  await page.goto(first!);
  const again = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download" }).click();
  await again;
  await expect(page.getByText("Download iniciado")).toBeVisible();

  // R$ 15,00 through the demo checkout: the dashboard reports the real state and the third flow downloads.
  await page.goto(third!);
  await page.getByRole("button", { name: "Fazer uma contribuição" }).click();
  await dialog.getByLabel("Valor da contribuição (R$)").fill("15");
  await dialog.getByRole("button", { name: "Contribuir" }).click();
  await page.waitForURL(/\/dev\/checkout\//);
  await expect(page.getByTestId("checkout-amount")).toHaveText("R$ 15,00");
  await page.getByRole("button", { name: "Aprovar" }).click();
  await page.waitForURL(/\/dashboard\?contribuicao=sucesso/);
  await expect(page.getByText("Contribuição confirmada!")).toBeVisible();
  await expect(page.getByText(/Obrigado por apoiar o projeto com R\$ 15,00/)).toBeVisible();
  await expect(page.getByRole("banner").getByText("Contribuidor")).toBeVisible();
  await page.goto(third!);
  const unlocked = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download" }).click();
  await unlocked;
  await expect(page.getByText("Download concluído")).toBeVisible();
});

test("a refused payment says so and changes nothing; a later approval unlocks unlimited downloads", async ({ page }) => {
  await signUpAndLogIn(page, "Caetano Moura", "baixa");
  await page.goto("/dashboard");
  await page.getByRole("banner").getByRole("button", { name: "Contribuir" }).click();
  const dialog = page.getByRole("dialog", { name: "Apoie o Projeto" });
  await dialog.getByLabel("Valor da contribuição (R$)").fill("20");
  await dialog.getByRole("button", { name: "Contribuir" }).click();
  await page.waitForURL(/\/dev\/checkout\//);
  await expect(page.getByTestId("checkout-amount")).toHaveText("R$ 20,00");
  await page.getByRole("button", { name: "Recusar" }).click();
  await page.waitForURL(/\/dashboard\?contribuicao=falha/);
  await expect(page.getByText("Pagamento não aprovado")).toBeVisible();
  await expect(page.getByRole("banner").getByText("Contribuidor")).toHaveCount(0);
  await page.getByRole("button", { name: "Tentar novamente" }).click();
  await dialog.getByLabel("Valor da contribuição (R$)").fill("20");
  await dialog.getByRole("button", { name: "Contribuir" }).click();
  await page.waitForURL(/\/dev\/checkout\//);
  await page.getByText("PIX", { exact: true }).click();
  await page.getByRole("button", { name: "Aprovar" }).click();
  await page.waitForURL(/\/dashboard\?contribuicao=sucesso/);
  await expect(page.getByRole("banner").getByText("Contribuidor")).toBeVisible();

  // Three downloads in a row: more than the free limit of 2.
  const [a, b, c] = await flowUrls(page, 3);
  for (const url of [a, b, c]) {
    await page.goto(url!);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download" }).click();
    await download;
  }
  await expect(page.getByText("Download concluído")).toBeVisible();
});

test("the blocked screen, the contribution dialog and the demo checkout in every look", { tag: "@ui" }, async ({ page }) => {
  // One member out of free downloads for the four looks (themes × widths): 12 screens, each with an axe scan.
  test.slow();
  await signUpAndLogIn(page, "Joana Prado", "baixa");
  const [first, second, third] = await flowUrls(page, 3);
  for (const id of [first, second]) await page.request.post(`/api${id!.replace(/^\/flow\//, "/flows/")}/download`);
  for (const look of LOOKS) {
    await test.step(look.name, async () => {
      await gotoInLook(page, third!, look);
      await expect(page.getByRole("heading", { name: "Acesso Bloqueado" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `blocked-${look.name}`);

      await page.getByRole("button", { name: "Fazer uma contribuição" }).click();
      const dialog = page.getByRole("dialog", { name: "Apoie o Projeto" });
      await dialog.getByLabel("Valor da contribuição (R$)").fill("10");
      await expect(dialog.getByText("Valor insuficiente")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `contribution-dialog-${look.name}`);

      await dialog.getByLabel("Valor da contribuição (R$)").fill("25.50");
      await dialog.getByRole("button", { name: "Contribuir" }).click();
      await page.waitForURL(/\/dev\/checkout\//);
      await expect(page.getByTestId("checkout-amount")).toHaveText("R$ 25,50");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(look.viewport.width);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `checkout-${look.name}`);
    });
  }
});

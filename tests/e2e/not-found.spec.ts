import { expect, test } from "@playwright/test";
import { THEMES, expectNoSeriousA11yViolations, screenshot, useTheme } from "./helpers";

test.describe("404 page", () => {
  test("answers 404 in pt-BR, links home and logs the path", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (msg) => logged.push(msg.text()));
    const response = await page.goto("/rota-que-nao-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ops! Página não encontrada");
    await expect(page).toHaveTitle(/Página não encontrada/);
    await expect.poll(() => logged.some((line) => line.includes("/rota-que-nao-existe"))).toBe(true);
    await page.getByRole("link", { name: "Voltar para o início" }).click();
    await expect(page).toHaveURL("/");
  });

  for (const theme of THEMES) {
    test(`is accessible in the ${theme} theme`, { tag: "@ui" }, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto("/nada-aqui");
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `404-${theme}`);
    });
  }
});

import { expect, test } from "@playwright/test";
import { THEMES, VIEWPORTS, expectNoSeriousA11yViolations, signUpAndLogIn, useTheme } from "./helpers";

test.describe("Conectar ao meu n8n", () => {
  test("creates a key shown once with the line to paste, keeps at most 3 and revokes one", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signUpAndLogIn(page, "Pessoa do n8n", "n8n");
    await page.goto("/profile");
    const section = page.locator("section#n8n");
    await expect(section.getByRole("heading", { name: "Conectar ao meu n8n" })).toBeVisible();

    await section.getByRole("button", { name: "Conectar ao meu n8n" }).click();
    await expect(section.getByText("Copie agora: esta chave não será mostrada de novo.")).toBeVisible();
    const line = (await section.locator("pre code").first().textContent())!;
    expect(line).toMatch(/^N8N_TEMPLATES_HOST=http:\/\/localhost:\d+\/api\/n8n\/fxn8n_[A-Za-z0-9_-]{43}$/);
    await expect(section.locator("pre code").nth(1)).toContainText("N8N_TEMPLATES_ENABLED=true");

    await section.getByRole("button", { name: "Copiar linha" }).click();
    await expect(section.getByRole("button", { name: "Copiado!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(line);

    // The pasted address really answers as n8n's library: a health check and a search.
    const host = line.replace("N8N_TEMPLATES_HOST=", "");
    expect(await (await page.request.get(`${host}/health`)).json()).toEqual({ status: "OK" });
    const search = await (await page.request.get(`${host}/templates/search?page=1&limit=5`)).json();
    expect(search.totalWorkflows).toBeGreaterThan(0);

    const keys = section.getByRole("list", { name: "Chaves do n8n ativas" }).getByRole("listitem");
    await expect(keys).toHaveCount(1);
    await expect(keys.first()).toContainText("Ainda não usada");
    for (let i = 0; i < 2; i++) await section.getByRole("button", { name: "Conectar ao meu n8n" }).click();
    await expect(keys).toHaveCount(3);
    await expect(section.getByRole("button", { name: "Conectar ao meu n8n" })).toBeDisabled();
    await expect(section.getByText("Você já tem 3 chaves ativas. Revogue uma para criar outra.")).toBeVisible();

    // The list survives a reload; the key itself does not.
    await page.reload();
    await expect(keys).toHaveCount(3);
    await expect(section.getByText("Copie agora")).toHaveCount(0);
    await expect(keys.last()).toContainText("Último uso em");

    await keys
      .last()
      .getByRole("button", { name: /^Revogar chave/ })
      .click();
    const dialog = page.getByRole("alertdialog", { name: "Revogar chave do n8n?" });
    await expect(dialog.getByRole("button", { name: "Cancelar" })).toBeFocused();
    await dialog.getByRole("button", { name: "Revogar chave" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Chave revogada", { exact: true })).toBeVisible();
    await expect(keys).toHaveCount(2);
    await expect(section.getByRole("button", { name: "Conectar ao meu n8n" })).toBeEnabled();
  });

  for (const viewport of VIEWPORTS) {
    for (const theme of THEMES) {
      test(`looks right at ${viewport.name} px in the ${theme} theme`, { tag: "@ui" }, async ({ page }) => {
        await useTheme(page, theme);
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await signUpAndLogIn(page, "Pessoa do n8n", "n8nvisual");
        await page.goto("/profile#n8n");
        const section = page.locator("section#n8n");
        await section.getByRole("button", { name: "Conectar ao meu n8n" }).click();
        await expect(section.getByText("Copie agora")).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await section.screenshot({ path: `test-results/screenshots/perfil-n8n-${viewport.name}-${theme}.png` });
      });
    }
  }
});

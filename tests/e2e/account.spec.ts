import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { THEMES, VIEWPORTS, expectNoSeriousA11yViolations, screenshot, useTheme, signUpAndLogIn, E2E_PASSWORD, signIn, DEMO_USER } from "./helpers";

const PASSWORD = E2E_PASSWORD;
const NEW_PASSWORD = "pao-de-queijo-77";

test("a user edits the profile, changes the password, exports the data and deletes the account", async ({ page }) => {
  const email = await signUpAndLogIn(page, "Marina Couto", "conta");
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Meu Perfil" })).toBeVisible();

  // Closing the dialog gives the focus back to its button.
  const editProfile = page.getByRole("button", { name: "Editar Perfil" });
  await editProfile.click();
  await expect(page.getByRole("dialog", { name: "Editar Perfil" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(editProfile).toBeFocused();

  // Perfil: a new name shows at once in the cards and the header.
  await editProfile.click();
  let dialog = page.getByRole("dialog", { name: "Editar Perfil" });
  await dialog.getByLabel("Nome").fill("Marina Couto Reis");
  await dialog.getByRole("button", { name: "Atualizar Perfil" }).click();
  await expect(page.getByText("Perfil atualizado").first()).toBeVisible();
  await page.reload();
  await expect(page.getByText("Marina Couto Reis").first()).toBeVisible();

  // Senha: a wrong current password is refused; the right one changes it.
  await page.getByRole("button", { name: "Editar Perfil" }).click();
  dialog = page.getByRole("dialog", { name: "Editar Perfil" });
  await dialog.getByRole("tab", { name: "Senha" }).click();
  await dialog.getByLabel("Senha atual").fill("nao-e-essa-senha");
  await dialog.getByLabel("Nova senha", { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel("Confirmar nova senha").fill(NEW_PASSWORD);
  await dialog.getByRole("button", { name: "Alterar Senha" }).click();
  await expect(page.getByText("Senha atual incorreta").first()).toBeVisible();
  await dialog.getByLabel("Senha atual").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Alterar Senha" }).click();
  await expect(page.getByText("Senha alterada").first()).toBeVisible();
  expect((await page.request.post("/api/auth/login", { data: { email, password: PASSWORD } })).ok()).toBe(false);
  await signIn(page, { email, password: NEW_PASSWORD });

  // LGPD export: a JSON file with what is held about the user.
  await page.goto("/profile");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar meus dados" }).click();
  const file = await (await download).path();
  const exported = JSON.parse(await readFile(file!, "utf8"));
  expect(JSON.stringify(exported)).toContain(email);
  expect(JSON.stringify(exported)).toContain("Marina Couto Reis");
  expect(JSON.stringify(exported)).not.toMatch(/argon2|passwordHash/);

  // LGPD deletion: the password confirms it; afterwards the account cannot sign in.
  const deleteAccount = page.getByRole("button", { name: "Excluir conta" });
  await deleteAccount.click();
  const confirm = page.getByRole("alertdialog", { name: "Excluir sua conta?" });
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(deleteAccount).toBeFocused();
  await deleteAccount.click();
  await confirm.getByLabel("Digite sua senha para confirmar").fill(NEW_PASSWORD);
  await confirm.getByRole("button", { name: "Excluir minha conta" }).click();
  await expect(page).toHaveURL(/\/(login)?(\?.*)?$/);
  expect((await page.request.post("/api/auth/login", { data: { email, password: NEW_PASSWORD } })).ok()).toBe(false);
});

for (const theme of THEMES) {
  for (const viewport of VIEWPORTS) {
    test(`profile at ${viewport.name}px, ${theme}`, { tag: "@ui" }, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await useTheme(page, theme);
      await signIn(page, DEMO_USER);
      await page.goto("/profile");
      await expect(page.getByRole("heading", { name: "Meu Perfil" })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `profile-${theme}-${viewport.name}`);
      await page.getByRole("tab", { name: /Uploads/ }).click();
      await screenshot(page, `profile-uploads-${theme}-${viewport.name}`);
      await page.getByRole("button", { name: "Editar Perfil" }).click();
      await expect(page.getByRole("dialog", { name: "Editar Perfil" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `test-results/screenshots/profile-dialog-${theme}-${viewport.name}.png` });
    });
  }
}

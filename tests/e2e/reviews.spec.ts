import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, signUpAndLogIn } from "./helpers";

test("a user rates a flow, edits the review and deletes it; the score follows", async ({ page }) => {
  await signUpAndLogIn(page, "Helena Duarte", "avaliadora");

  // A flow nobody has reviewed yet (score 0 is no review), so the score is exactly the new rating.
  await page.goto("/dashboard?maxScore=0&platform=MAKE");
  await expect(page.locator("main h2 a").first()).toBeVisible();
  await page.locator("main h2 a").first().click();
  await page.waitForURL(/\/flow\//);

  await page.getByRole("button", { name: "Avaliar" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("radio", { name: "Nota 4 de 5" }).check();
  await dialog.getByRole("textbox").fill("  Funcionou de primeira no meu Make.  ");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Enviar avaliação" }).click();
  await expect(page.getByText("Avaliação enviada")).toBeVisible();
  await expect(dialog.getByText("Funcionou de primeira no meu Make.").first()).toBeVisible();

  await dialog.getByRole("button", { name: "Editar avaliação de Helena Duarte" }).click();
  await dialog.getByRole("radio", { name: "Nota 5 de 5" }).last().check();
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Avaliação atualizada")).toBeVisible();

  await dialog.getByRole("button", { name: "Excluir avaliação de Helena Duarte" }).click();
  // The confirmation is a dialog of its own, over the reviews; 'Cancelar' has the focus.
  const confirm = page.getByRole("alertdialog", { name: "Confirmar exclusão" });
  await expect(confirm.getByRole("button", { name: "Cancelar" })).toBeFocused();
  await confirm.getByRole("button", { name: "Excluir", exact: true }).click();
  await expect(page.getByText("Avaliação excluída")).toBeVisible();
  await page.keyboard.press("Escape");
  // No review left: no score either.
  await expect(page.getByText("Sem avaliações").first()).toBeVisible();
});

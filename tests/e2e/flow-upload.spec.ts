import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, signUpAndLogIn } from "./helpers";

const workflow = {
  name: "Boas-vindas no Telegram",
  nodes: [
    {
      id: "a1",
      name: "Gatilho",
      type: "n8n-nodes-base.telegramTrigger",
      typeVersion: 1,
      position: [0, 0],
      parameters: { updates: ["message"] },
      credentials: { telegramApi: { id: "99", name: "Meu bot" } },
    },
    { id: "a2", name: "Responder", type: "n8n-nodes-base.telegram", typeVersion: 1, position: [220, 0], parameters: { text: "Olá!" } },
  ],
  connections: { Gatilho: { main: [[{ node: "Responder", type: "main", index: 0 }]] } },
  pinData: { Gatilho: [{ json: { chat: 1 } }] },
};

test("a user imports a workflow, sees it 'Em análise', edits it and deletes it", async ({ page }) => {
  await signUpAndLogIn(page, "Lívia Prates", "autora");

  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Enviar fluxo" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("tab", { name: "Upload Individual" })).toBeVisible();
  await expect(dialog.getByRole("tab", { name: "Upload em Lote" })).toBeVisible();
  await dialog.getByRole("button", { name: "Importar fluxo" }).click();
  await expect(page.getByText("Por favor, cole o conteúdo JSON.").first()).toBeVisible();
  await dialog.getByLabel("Conteúdo JSON").fill("{ nao é json");
  await dialog.getByRole("button", { name: "Importar fluxo" }).click();
  await expect(page.getByText("JSON Inválido").first()).toBeVisible();

  await dialog.getByLabel("Conteúdo JSON").fill(JSON.stringify(workflow));
  await expect(dialog.getByLabel("Nome")).toHaveValue("Boas-vindas no Telegram");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Importar fluxo" }).click();
  await expect(page.getByText("Fluxo importado com sucesso.")).toBeVisible();
  await expect(dialog.getByText("Fluxo criado")).toBeVisible();
  await expect(dialog.getByText("O fluxo foi criado com sucesso!")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.goto("/dashboard?search=boas-vindas%20telegram");
  const card = page.locator("main").getByRole("link", { name: "Boas-vindas no Telegram", exact: true });
  await expect(page.getByText("Em análise").first()).toBeVisible();
  await card.click();
  await page.waitForURL(/\/flow\//);
  // The author gets the full JSON back, without what the sanitiser removed.
  await expect(page.getByLabel("JSON do fluxo")).toContainText("telegramApi");
  await expect(page.getByLabel("JSON do fluxo")).not.toContainText("pinData");

  await page.getByRole("button", { name: "Editar" }).click();
  await page.getByRole("dialog").getByLabel("Nome").fill("Boas-vindas no Telegram (v2)");
  await page.getByRole("dialog").getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Fluxo atualizado")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Boas-vindas no Telegram");

  const remove = page.getByRole("main").getByRole("button", { name: "Excluir", exact: true });
  await remove.click();
  // 'Cancelar' has the focus when the dialog opens; closing still gives it back to 'Excluir'.
  await expect(page.getByRole("alertdialog").getByRole("button", { name: "Cancelar" })).toBeFocused();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancelar" }).click();
  await expect(remove).toBeFocused();
  await remove.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Excluir", exact: true }).click();
  await expect(page.getByText("Fluxo removido")).toBeVisible();
  await page.waitForURL("/dashboard");
});

test("a batch upload imports the valid files one by one and reports each file's outcome", async ({ page }) => {
  await signUpAndLogIn(page, "Caio Lote", "lote");

  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Enviar fluxo" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Upload em Lote" }).click();
  const input = dialog.getByLabel(/^Arquivos \.json/);

  // Only .json files are taken: a batch without one is refused at once.
  await input.setInputFiles([{ name: "notas.txt", mimeType: "text/plain", buffer: Buffer.from("oi") }]);
  await expect(page.getByText("Nenhum arquivo válido selecionado.").first()).toBeVisible();

  const make = {
    name: "Planilha para Slack em lote",
    flow: [
      { id: 1, module: "google-sheets:watchRows", version: 2, parameters: {}, mapper: {}, metadata: { designer: { x: 0, y: 0 } } },
      { id: 2, module: "slack:CreateMessage", version: 4, parameters: {}, mapper: { text: "{{1.nome}}" }, metadata: { designer: { x: 300, y: 0 } } },
    ],
    metadata: { version: 1 },
  };
  await input.setInputFiles([
    { name: "planilha-slack.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(make)) },
    { name: "quebrado.json", mimeType: "application/json", buffer: Buffer.from('{"nodes": [') },
  ]);
  const files = dialog.getByRole("list", { name: "Arquivos selecionados" });
  await expect(files.getByRole("listitem")).toHaveCount(2);
  await dialog.getByRole("button", { name: "Importar 2 arquivo(s)" }).click();
  await expect(page.getByText("1 fluxos importados com sucesso, 1 erros.")).toBeVisible();
  // A failed file keeps the dialog open with its reason beside it.
  await expect(files.getByRole("listitem").filter({ hasText: "quebrado.json" })).toContainText(/JSON/);
  await expectNoSeriousA11yViolations(page);

  await page.goto("/dashboard?search=planilha%20slack%20em%20lote");
  await expect(page.locator("main").getByRole("link", { name: "Planilha para Slack em lote", exact: true })).toBeVisible();
});

import { expect, test } from "@playwright/test";
import { DEMO_ADMIN, expectNoSeriousA11yViolations, screenshot, signIn, signUpAndLogIn } from "./helpers";

// The safety report from the uploader's paste to the public page: the report before sending, the
// moderator's confirmation with a note for a `high` flow, the card's badge and the page's
// 'Segurança' with the steps outlined on the diagram. The rules themselves are unit-tested
// (tests/unit/workflow/safety.test.ts) and the API in tests/integration/flows/flow-safety.test.ts.

test("a flow that runs commands is reported to its uploader, confirmed by a moderator and flagged to everyone", async ({ page, browser }) => {
  test.slow();
  await signUpAndLogIn(page, "Rita Remetente", "seguranca");
  const name = `Backup por comando ${Date.now()}`;
  const workflow = {
    name,
    nodes: [
      { id: "a", name: "Todo dia", type: "n8n-nodes-base.scheduleTrigger", typeVersion: 1.2, position: [0, 0], parameters: {} },
      {
        id: "b",
        name: "Compactar pasta",
        type: "n8n-nodes-base.executeCommand",
        typeVersion: 1,
        position: [260, 0],
        parameters: { command: `tar czf /tmp/${Date.now()}.tgz /data` },
      },
    ],
    connections: { "Todo dia": { main: [[{ node: "Compactar pasta", type: "main", index: 0 }]] } },
  };

  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Enviar fluxo" }).click();
  await page.getByLabel("Conteúdo JSON").fill(JSON.stringify(workflow));
  const report = page.getByRole("region", { name: "Relatório de segurança" });
  await expect(report.getByText(/O nó “Compactar pasta”/)).toBeVisible();
  await expect(report.getByText("Alto", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Importar fluxo" }).click();
  await expect(page.getByText("Fluxo importado com sucesso.").first()).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, DEMO_ADMIN);
  await admin.goto(`/admin?aba=fluxos&status=PENDING&sort=newest&search=${encodeURIComponent(name)}`);
  await admin.getByRole("button", { name: `Aprovar ${name}` }).click();
  const dialog = admin.getByRole("dialog", { name: "Aprovar fluxo com alertas altos" });
  await expect(dialog.getByRole("button", { name: "Aprovar mesmo assim" })).toBeDisabled();
  await dialog.getByRole("checkbox", { name: /Li o relatório de segurança/ }).check();
  await dialog.getByLabel("Nota da moderação").fill("Backup local explicado na descrição; comando revisado.");
  await dialog.getByRole("button", { name: "Aprovar mesmo assim" }).click();
  await expect(admin.getByText("Fluxo aprovado").first()).toBeVisible();
  await admin.context().close();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/fluxos?search=${encodeURIComponent(name)}`);
  // The search finds this one flow: its card carries the badge.
  await expect(visitor.getByText("Alerta de segurança")).toBeVisible();
  await visitor.getByRole("link", { name: `Ver ${name}` }).click();
  const section = visitor.locator("#seguranca");
  await expect(section.getByRole("heading", { name: "Segurança" })).toBeVisible();
  await expect(section.getByText(/roda comandos no servidor/)).toBeVisible();
  await expect(visitor.getByText(/Requer n8n \d+\.\d+ ou superior/)).toBeVisible();
  await visitor.getByRole("heading", { name: "Visualização" }).scrollIntoViewIfNeeded();
  // The step the report names is outlined on the diagram, and says so to a screen reader.
  await expect(visitor.getByLabel(/Compactar pasta.*alerta de segurança alto/)).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);
  await screenshot(visitor, "seguranca-fluxo-alto");

  // A flow without findings says so just as clearly.
  await visitor.goto("/fluxos?safety=none");
  await visitor.getByRole("link", { name: /^Ver / }).first().click();
  await expect(visitor.locator("#seguranca").getByText("Nenhum alerta.")).toBeVisible();
  await visitor.context().close();
});

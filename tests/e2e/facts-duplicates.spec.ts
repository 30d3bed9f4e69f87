import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, signUpAndLogIn, signIn } from "./helpers";

/** The same workflow as exported twice: other ids, positions and node names. */
function exportOf(suffix: string, stamp: number) {
  const [a, b, c] = [`Agenda ${suffix}`, `Planilha ${suffix}`, `Slack ${suffix}`];
  return {
    name: `Resumo diário ${suffix}`,
    nodes: [
      {
        id: `${suffix}1`,
        name: a,
        type: "n8n-nodes-base.scheduleTrigger",
        typeVersion: 1,
        position: [suffix.length * 10, 0],
        parameters: { rule: { interval: [{ field: "days" }] } },
      },
      {
        id: `${suffix}2`,
        name: b,
        type: "n8n-nodes-base.googleSheets",
        typeVersion: 4,
        position: [240, suffix.length],
        parameters: { operation: "read", range: `A1:C${stamp}` },
      },
      { id: `${suffix}3`, name: c, type: "n8n-nodes-base.slack", typeVersion: 2, position: [480, 0], parameters: { text: "Resumo do dia" } },
    ],
    connections: { [a]: { main: [[{ node: b, type: "main", index: 0 }]] }, [b]: { main: [[{ node: c, type: "main", index: 0 }]] } },
  };
}

test("the catalogue filters by trigger, complexity and integration, and cards say how each flow starts", async ({ page }) => {
  await signUpAndLogIn(page, "Sérgio Tavares", "fatos");
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Filtros Avançados" }).click();
  await page.getByLabel("Gatilho").selectOption({ label: "Agendamento" });
  await expect(page).toHaveURL(/trigger=schedule/);
  const cards = page.locator('main [data-slot="card"]').getByText("Gatilho: Agendamento", { exact: true });
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(0);

  await page.getByLabel("Complexidade").selectOption({ label: "Simples" });
  await expect(page).toHaveURL(/trigger=schedule.*complexity=simples|complexity=simples.*trigger=schedule/);
  await expect(page.locator('main [data-slot="card"]').getByText("Complexidade: Simples", { exact: true }).first()).toBeVisible();

  const integration = page.getByLabel("Integração");
  const options = await integration.locator("option").allTextContents();
  expect(options[0]).toBe("Todas as integrações");
  expect(options.length).toBeGreaterThan(3);
  await integration.selectOption({ index: 1 });
  await expect(page).toHaveURL(/integration=/);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Limpar Filtros" }).click();
  await expect(page).not.toHaveURL(/trigger=|complexity=|integration=/);
});

test("an upload that repeats a published flow is refused and links to it", async ({ page, browser }) => {
  const stamp = Date.now();
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin);
  const published = await admin.request.post("/api/flows", {
    data: { name: `Resumo diário publicado ${stamp}`, description: "Lê a planilha e avisa no Slack.", metadata: exportOf("a", stamp) },
  });
  expect(published.status()).toBe(201);
  const original = await published.json();

  await signUpAndLogIn(page, "Yara Quintela", "fatos");
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Enviar fluxo" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Conteúdo JSON").fill(JSON.stringify(exportOf("copia", stamp)));
  await dialog.getByRole("button", { name: "Importar fluxo" }).click();
  await expect(page.getByText("Este fluxo já existe no catálogo.").first()).toBeVisible();
  await expect(dialog.getByRole("alert")).toContainText(`Resumo diário publicado ${stamp}`);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("link", { name: /Ver fluxo existente/ }).click();
  await page.waitForURL(`**/flow/${original.id}`);
  // The page's title shows the whole name.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Resumo diário publicado ${stamp}`);
});

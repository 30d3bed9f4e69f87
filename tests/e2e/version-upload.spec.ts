import { expect, test, type Page } from "@playwright/test";
import { DEMO_ADMIN, THEMES, VIEWPORTS, expectNoSeriousA11yViolations, screenshot, signIn, signUpAndLogIn, useTheme as storeTheme } from "./helpers";

// New versions of a flow (docs/product-rules.md §20): sent from the edit dialog ('Enviar nova versão'),
// and the marks a user who downloaded an older version sees on the cards and in the profile.

// Workflows of their own (the marker parameter), so the duplicate rule never matches another test's.
const trigger = (marker: string) => ({
  id: "t",
  name: "Toda segunda",
  type: "n8n-nodes-base.scheduleTrigger",
  position: [0, 0],
  parameters: { marcador: marker },
});
const slack = { id: "s", name: "Avisar no Slack", type: "n8n-nodes-base.slack", position: [220, 0], parameters: { text: "Reunião às 10h" } };
const email = { id: "e", name: "Enviar e-mail", type: "n8n-nodes-base.emailSend", position: [440, 0], parameters: { subject: "Reunião" } };
const v1 = (marker: string) => ({
  nodes: [trigger(marker), slack],
  connections: { "Toda segunda": { main: [[{ node: "Avisar no Slack", type: "main", index: 0 }]] } },
});
const v2 = (marker: string) => ({
  nodes: [trigger(marker), slack, email],
  connections: {
    "Toda segunda": { main: [[{ node: "Avisar no Slack", type: "main", index: 0 }]] },
    "Avisar no Slack": { main: [[{ node: "Enviar e-mail", type: "main", index: 0 }]] },
  },
});
const jsonFile = (name: string, value: unknown) => ({ name, mimeType: "application/json", buffer: Buffer.from(JSON.stringify(value)) });

const MARK = "Atualizado desde o seu download";

async function createFlow(page: Page, name: string, metadata: unknown) {
  const created = await page.request.post("/api/flows", {
    data: { name, description: "Lembra a equipe da reunião semanal.", tags: ["agenda"], isPublic: true, metadata },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

async function openEditDialog(page: Page, name: string) {
  await page.goto(`/dashboard?search=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: `Mais opções de ${name}` }).click();
  await page.getByRole("menuitem", { name: "Editar" }).click();
  const dialog = page.getByRole("dialog", { name: "Editar fluxo" });
  await expect(dialog).toBeVisible();
  return { dialog, version: dialog.getByRole("group", { name: "Enviar nova versão" }) };
}

const downloadCount = async (page: Page) =>
  ((await (await page.request.get("/api/users/me")).json()) as { user: { downloadCount: number } }).user.downloadCount;

test("a USER's new version waits for approval; who had v1 then sees the marks, downloads v2 for free from the profile and the marks go", async ({
  page,
  browser,
}) => {
  test.slow();
  await signUpAndLogIn(page, "Renata Versões", "versoes");
  const name = `Lembrete da reunião ${Date.now()}`;
  const id = await createFlow(page, name, v1(name));
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, DEMO_ADMIN);
  expect((await admin.request.post(`/api/admin/flows/${id}/approve`)).ok()).toBe(true);

  const reader = await (await browser.newContext()).newPage();
  await signUpAndLogIn(reader, "Otávio Leitor", "leitor");
  expect((await reader.request.post(`/api/flows/${id}/download`)).ok()).toBe(true);
  const used = await downloadCount(reader);

  // The author sends v2 from the edit dialog, with what changed.
  const { dialog, version } = await openEditDialog(page, name);
  const file = version.getByLabel("Arquivo .json da nova versão");
  await file.setInputFiles({ name: "quebrado.json", mimeType: "application/json", buffer: Buffer.from('{"nodes": [') });
  await expect(version.getByText(/^O arquivo não é um JSON válido: /)).toBeVisible();
  await expect(file).toHaveAttribute("aria-invalid", "true");
  await file.setInputFiles(jsonFile("lembrete-v2.json", v2(name)));
  await expect(version.getByText("Arquivo carregado: lembrete-v2.json")).toBeVisible();
  const note = "Agora também avisa por e-mail.";
  await version.getByLabel("O que mudou nesta versão?").fill(note);
  await expect(version.getByText(`${note.length}/500 caracteres`)).toBeVisible();
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Versão 2 enviada para análise")).toBeVisible();
  await expect(page.getByText("A versão atual continua disponível para todos até a aprovação da equipe.")).toBeVisible();
  await expect(dialog).toBeHidden();

  // Waiting for moderation, it is no news for the reader yet.
  const before = (await (await reader.request.get("/api/users/me/flow-updates")).json()) as { updates: { flowId: string }[] };
  expect(before.updates.filter((u) => u.flowId === id)).toEqual([]);
  expect((await admin.request.post(`/api/admin/flows/${id}/approve`)).ok()).toBe(true);
  const versions = (await (await reader.request.get(`/api/flows/${id}/versions`)).json()) as {
    latestVersion: number;
    versions: { version: number; changelog: string | null }[];
  };
  expect(versions.latestVersion).toBe(2);
  expect(versions.versions[0]).toMatchObject({ version: 2, changelog: note });

  // The dashboard: one request for every card of the page, and the mark on this flow's card.
  const asked: string[] = [];
  reader.on("request", (request) => {
    if (request.url().includes("/api/users/me/flow-updates")) asked.push(request.url());
  });
  // Each page asks after hydration, among its other reads: the first one is waited for before leaving.
  const updatesAsked = () => reader.waitForRequest((request) => request.url().includes("/api/users/me/flow-updates"));
  await Promise.all([updatesAsked(), reader.goto("/dashboard")]);
  await expect(reader.getByRole("button", { name: /^Mais opções de / }).first()).toBeVisible();
  await reader.goto(`/dashboard?search=${encodeURIComponent(name)}`);
  const dashboardCard = reader.locator('[data-slot="card"]').filter({ hasText: name });
  await expect(dashboardCard.getByText(MARK)).toBeVisible();
  await expect(dashboardCard).toContainText("v1 → v2: 1 etapa adicionada");
  expect(asked).toHaveLength(2);
  await expectNoSeriousA11yViolations(reader);

  // The public catalogue, the same HTML for everyone: the mark comes after hydration.
  await reader.goto(`/fluxos?search=${encodeURIComponent(name)}`);
  const publicCard = reader.locator('[data-slot="card"]').filter({ hasText: name });
  await expect(publicCard.getByText(MARK)).toBeVisible();
  await expect(publicCard).toContainText("v1 → v2: 1 etapa adicionada");
  await expectNoSeriousA11yViolations(reader);

  // A visitor's browser asks nothing.
  const visitor = await (await browser.newContext()).newPage();
  const visitorAsked: string[] = [];
  visitor.on("request", (request) => void (request.url().includes("/flow-updates") && visitorAsked.push(request.url())));
  await visitor.goto(`/fluxos?search=${encodeURIComponent(name)}`);
  await expect(visitor.getByRole("link", { name, exact: true })).toBeVisible();
  await visitor.waitForLoadState("networkidle");
  expect(visitorAsked).toEqual([]);
  await expect(visitor.getByText(MARK)).toHaveCount(0);

  // The profile's Downloads tab.
  await reader.goto("/profile");
  const rows = reader.getByRole("region", { name: "Histórico de downloads" });
  await expect(rows.getByText(MARK)).toBeVisible();
  await expect(rows).toContainText("v1 → v2: 1 etapa adicionada");
  await expectNoSeriousA11yViolations(reader);
  for (const theme of THEMES) {
    await storeTheme(reader, theme);
    for (const viewport of VIEWPORTS) {
      await reader.setViewportSize(viewport);
      await reader.goto(`/dashboard?search=${encodeURIComponent(name)}`);
      await expect(reader.locator('[data-slot="card"]').filter({ hasText: name }).getByText(MARK)).toBeVisible();
      expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(reader, `versoes-painel-${viewport.name}-${theme}`);
      await reader.goto(`/fluxos?search=${encodeURIComponent(name)}`);
      await expect(reader.locator('[data-slot="card"]').filter({ hasText: name }).getByText(MARK)).toBeVisible();
      await screenshot(reader, `versoes-catalogo-${viewport.name}-${theme}`);
      await reader.goto("/profile");
      await expect(reader.getByRole("button", { name: /^Baixar v2 ?:/ }).filter({ visible: true })).toBeVisible();
      expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(reader, `versoes-perfil-${viewport.name}-${theme}`);
    }
  }

  // 'Baixar v2' gives v2 for free; the mark goes from the history and from the cards.
  await reader.setViewportSize({ width: 1280, height: 800 });
  await reader.goto("/profile");
  const downloaded = reader.waitForEvent("download");
  await rows.getByRole("button", { name: /^Baixar v2 ?:/ }).click();
  expect((await downloaded).suggestedFilename()).toMatch(/_v2_workflow\.json$/);
  await expect(reader.getByText("Download iniciado")).toBeVisible();
  await expect(rows.getByText(MARK)).toHaveCount(0);
  await expect(rows.getByRole("button", { name: /^Baixar Novamente ?:/ })).toBeVisible();
  expect(await downloadCount(reader)).toBe(used);

  const read = reader.waitForResponse((res) => res.url().includes("/api/users/me/flow-updates"));
  await reader.goto(`/dashboard?search=${encodeURIComponent(name)}`);
  expect(((await (await read).json()) as { updates: { flowId: string }[] }).updates.filter((u) => u.flowId === id)).toEqual([]);
  await expect(reader.locator('[data-slot="card"]').filter({ hasText: name })).toBeVisible();
  await expect(reader.getByText(MARK)).toHaveCount(0);

  await Promise.all([admin.context().close(), reader.context().close(), visitor.context().close()]);
});

test("the edit dialog's new version: its errors, a version published at once, and the dialog in both themes", async ({ page }) => {
  await signUpAndLogIn(page, "Caio Autor", "versao-direta");
  // Never approved: the new version is the flow's at once.
  const name = `Relatório de vendas ${Date.now()}`;
  await createFlow(page, name, v1(name));
  let { dialog, version } = await openEditDialog(page, name);
  const file = version.getByLabel("Arquivo .json da nova versão");

  // A note without a file: it goes with a new JSON only.
  await version.getByLabel("O que mudou nesta versão?").fill("Só a nota");
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect(version.getByText("A nota da versão acompanha um novo JSON do fluxo")).toBeVisible();

  // Not a workflow, another tool's workflow, the same JSON: each said under the file input.
  await file.setInputFiles(jsonFile("planilha.json", { planilha: [] }));
  await expect(version.getByText("O JSON não é um fluxo exportado do n8n, Typebot ou Make.")).toBeVisible();
  const make = {
    name: "Outro",
    flow: [{ id: 1, module: "slack:CreateMessage", version: 4, parameters: {}, mapper: {}, metadata: { designer: { x: 0, y: 0 } } }],
    metadata: { version: 1 },
  };
  await file.setInputFiles(jsonFile("make.json", make));
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect(version.getByText("O JSON precisa ser da mesma ferramenta do fluxo")).toBeVisible();
  await file.setInputFiles(jsonFile("igual.json", v1(name)));
  await expect(version.getByText("O JSON precisa ser da mesma ferramenta do fluxo")).toHaveCount(0);
  await version.getByLabel("O que mudou nesta versão?").fill("");
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Este JSON é igual à versão atual do fluxo: nada mudou.")).toBeVisible();
  await expect(version.getByText("Nada mudou em relação à versão atual")).toBeVisible();

  // 'Remover arquivo' takes the file back: saving then changes the text only, with no version.
  await version.getByRole("button", { name: "Remover arquivo" }).click();
  await expect(file).toBeFocused();
  await dialog.getByLabel("Nome").fill(`${name} (semanal)`);
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Fluxo atualizado")).toBeVisible();

  // The same dialog from the profile's Uploads tab (its code loads after the page).
  await page.goto("/profile?uploads=1");
  await page
    .getByRole("button", { name: /^Editar ?:/ })
    .filter({ visible: true })
    .first()
    .click();
  dialog = page.getByRole("dialog", { name: "Editar fluxo" });
  version = dialog.getByRole("group", { name: "Enviar nova versão" });
  await version.getByLabel("Arquivo .json da nova versão").setInputFiles(jsonFile("relatorio-v2.json", v2(name)));
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Versão 2 publicada")).toBeVisible();
  await expect(dialog).toBeHidden();

  for (const theme of THEMES) {
    await storeTheme(page, theme);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      ({ dialog, version } = await openEditDialog(page, `${name} (semanal)`));
      await version.getByLabel("Arquivo .json da nova versão").setInputFiles(jsonFile("relatorio-v3.json", v2(`${name} v3`)));
      await version.getByLabel("O que mudou nesta versão?").fill("Marcador novo no gatilho.");
      await expect(version.getByText("Arquivo carregado: relatorio-v3.json")).toBeVisible();
      await version.scrollIntoViewIfNeeded();
      if (theme === "light" && viewport.name === "375") await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `test-results/screenshots/versoes-dialogo-${viewport.name}-${theme}.png` });
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
  }
});

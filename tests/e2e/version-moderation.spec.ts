import { expect, test, type Browser } from "@playwright/test";
import { THEMES, VIEWPORTS, expectNoSeriousA11yViolations, screenshot, signIn, signUpAndLogIn } from "./helpers";

// The moderation of a new version (docs/product-rules.md §20): an approved flow's new version waits
// in the panel's "Em análise" queue with what it changes; "Aprovar v2" publishes it, "Rejeitar v3"
// turns it down with a reason while the flow keeps serving v2.

const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const NAME = `Cobrança recorrente ${stamp}`;

const step = (id: string, name: string, type: string, parameters: Record<string, unknown> = {}) => ({
  id,
  name,
  type: `n8n-nodes-base.${type}`,
  typeVersion: 1,
  position: [Number(id) * 240, 0],
  parameters,
});
const v1 = {
  nodes: [step("1", "Todo dia 5", "scheduleTrigger"), step("2", "Gerar boleto", "httpRequest", { url: `https://api.exemplo.com/${stamp}` })],
  connections: {},
};
const v2 = { nodes: [...v1.nodes, step("3", "Enviar por e-mail", "emailSend", { subject: "Seu boleto" })], connections: {} };
const v3 = { nodes: [v1.nodes[0], step("3", "Enviar por e-mail", "emailSend", { subject: "Seu boleto" })], connections: {} };

async function newPage(browser: Browser) {
  return (await browser.newContext({ locale: "pt-BR", timezoneId: "America/Sao_Paulo" })).newPage();
}

test("an admin sees a new version in the queue with its changes, approves v2 and rejects v3", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const author = await newPage(browser);
  await signUpAndLogIn(author, "Helena Prado", "helena");
  const created = await author.request.post("/api/flows", { data: { name: NAME, description: "Gera e envia boletos todo mês.", metadata: v1 } });
  expect(created.status()).toBe(201);
  const flow = (await created.json()) as { id: string };

  await signIn(page);
  await page.goto("/admin?aba=fluxos");
  await page
    .getByRole("button", { name: `Aprovar ${NAME}` })
    .first()
    .click();
  await expect(page.getByText("Fluxo aprovado").first()).toBeVisible();

  const sent = await author.request.put(`/api/flows/${flow.id}`, { data: { metadata: v2, changelog: "Agora manda o boleto por e-mail." } });
  expect(((await sent.json()) as { newVersion: { status: string } }).newVersion.status).toBe("PENDING");

  // The demo's queue holds older flows first: the new version is found in the list, filtered.
  const listed = `/admin?aba=fluxos&status=PENDING&sort=newest&search=${encodeURIComponent(NAME)}`;
  await page.goto(listed);
  const entry = page.getByRole("row").filter({ hasText: NAME });
  await expect(entry.getByText("v2 em análise")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const theme of THEMES) {
    // The stored theme is read before the first paint: set it, then load the page again.
    await page.evaluate((t) => window.localStorage.setItem("theme", t), theme);
    await page.reload();
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await entry.scrollIntoViewIfNeeded();
      await screenshot(page, `moderacao-versao-${theme}-${viewport.width}`);
    }
  }
  await page
    .getByRole("button", { name: `Aprovar a versão 2 de ${NAME}` })
    .first()
    .click();
  await expect(page.getByText("Versão 2 aprovada").first()).toBeVisible();
  await expect(entry.getByText("v2 em análise")).toHaveCount(0);

  // Everyone now gets v2.
  const detail = await author.request.get(`/api/flows/${flow.id}`);
  expect(((await detail.json()) as { latestVersion: number }).latestVersion).toBe(2);

  // v3 is turned down with a reason; the flow stays at v2.
  await author.request.put(`/api/flows/${flow.id}`, { data: { metadata: v3, changelog: "Sem gerar boleto." } });
  await page.goto(listed);
  await page
    .getByRole("button", { name: `Rejeitar a versão 3 de ${NAME}` })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Motivo da rejeição").fill("O boleto precisa continuar sendo gerado.");
  await dialog.getByRole("button", { name: /Rejeitar/ }).click();
  await expect(page.getByText("Versão 3 rejeitada").first()).toBeVisible();
  const after = (await (await author.request.get(`/api/flows/${flow.id}`)).json()) as { latestVersion: number; pendingVersion: unknown; status: string };
  expect(after).toMatchObject({
    latestVersion: 2,
    status: "APPROVED",
    pendingVersion: { version: 3, status: "REJECTED", rejectionReason: "O boleto precisa continuar sendo gerado." },
  });
});

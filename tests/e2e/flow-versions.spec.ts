import { readFileSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO_ADMIN, expectNoSeriousA11yViolations, gotoInLook, LOOKS, screenshot, signIn, signUpAndLogIn } from "./helpers";

// A flow's own pages and its versions (docs/product-rules.md §20): the "Versões" history, the
// "Atualizado desde o seu download" mark for who has an older version, its free download, and
// "Copiar JSON" with "Como importar" beside Download.

const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const NAME = `Atendimento com aviso no Slack ${stamp}`;

/** What tells the flows of this file apart: their name, and their webhook's path (so none is a duplicate of another). */
interface Variant {
  name: string;
  path: string;
}
const MAIN: Variant = { name: NAME, path: `atendimento-${stamp}` };

/** An n8n workflow: v1 answers a webhook; v2 answers otherwise and tells Slack; v3 drops the answer. */
function workflow(version: 1 | 2 | 3, variant: Variant = MAIN) {
  const trigger = { id: "n1", name: "Gatilho", type: "n8n-nodes-base.webhook", typeVersion: 2, position: [0, 0], parameters: { path: variant.path } };
  const reply = {
    id: "n2",
    name: "Responder",
    type: "n8n-nodes-base.respondToWebhook",
    typeVersion: 1,
    position: [240, 0],
    parameters: { respondWith: "text", responseBody: version === 1 ? "Recebido!" : "Recebido, já avisamos a equipe." },
  };
  const slack = {
    id: "n3",
    name: "Avisar no Slack",
    type: "n8n-nodes-base.slack",
    typeVersion: 2,
    position: [480, 0],
    parameters: { text: "Novo atendimento" },
  };
  if (version === 1)
    return { name: variant.name, nodes: [trigger, reply], connections: { Gatilho: { main: [[{ node: "Responder", type: "main", index: 0 }]] } } };
  if (version === 2) {
    return {
      name: variant.name,
      nodes: [trigger, reply, slack],
      connections: {
        Gatilho: { main: [[{ node: "Responder", type: "main", index: 0 }]] },
        Responder: { main: [[{ node: "Avisar no Slack", type: "main", index: 0 }]] },
      },
    };
  }
  return { name: variant.name, nodes: [trigger, slack], connections: { Gatilho: { main: [[{ node: "Avisar no Slack", type: "main", index: 0 }]] } } };
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ locale: "pt-BR", timezoneId: "America/Sao_Paulo" })).newPage();
}

async function downloadCount(page: Page): Promise<number> {
  const res = await page.request.get("/api/users/me");
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { user: { downloadCount: number } }).user.downloadCount;
}

/** The header's Download row, where the member's buttons and the update mark are. */
const actions = (page: Page) =>
  page
    .getByRole("main")
    .locator("div", { has: page.getByRole("button", { name: "Download", exact: true }) })
    .last();

const SUMMARY = "Você tem a v1; a atual é a v2: 1 etapa adicionada e 1 alterada.";
const REASON = "O webhook precisa responder.";

/**
 * v1 published: sent by its author (a USER, on a page of their own), approved by an admin, downloaded
 * by a reader (signed up on `reader`). Then v2 from the author, which waits for moderation; once
 * approved it is what everyone gets.
 */
async function v2AfterTheReadersDownload(browser: Browser, reader: Page, variant: Variant = MAIN) {
  const author = await newPage(browser);
  const admin = await newPage(browser);
  await signUpAndLogIn(author, "Marina Quintela", "autora");
  await signIn(admin, DEMO_ADMIN);

  const created = await author.request.post("/api/flows", {
    data: { name: variant.name, description: "Responde ao webhook de atendimento.", tags: ["atendimento"], isPublic: true, metadata: workflow(1, variant) },
  });
  expect(created.status()).toBe(201);
  const flow = (await created.json()) as { id: string; slug: string };
  expect((await admin.request.post(`/api/admin/flows/${flow.id}/approve`)).ok()).toBe(true);

  await signUpAndLogIn(reader, "Otávio Bernardes", "leitor");
  expect((await reader.request.post(`/api/flows/${flow.id}/download`)).ok()).toBe(true);
  const counted = await downloadCount(reader);
  expect(counted).toBe(1);

  const put = await author.request.put(`/api/flows/${flow.id}`, { data: { metadata: workflow(2, variant), changelog: "Agora avisa a equipe no Slack." } });
  expect(put.ok()).toBe(true);
  expect(((await put.json()) as { newVersion: { version: number; status: string } }).newVersion).toMatchObject({ version: 2, status: "PENDING" });
  expect((await admin.request.post(`/api/admin/flows/${flow.id}/approve`)).ok()).toBe(true);
  return { author, admin, flow, counted };
}

/** v3 from the author: it waits for moderation. */
async function sendV3(author: Page, flowId: string, variant: Variant = MAIN) {
  const put3 = await author.request.put(`/api/flows/${flowId}`, { data: { metadata: workflow(3, variant), changelog: "Sem resposta ao webhook." } });
  expect(((await put3.json()) as { newVersion: { status: string } }).newVersion.status).toBe("PENDING");
}

/** The admin turns the waiting version down, with REASON. */
async function turnDown(admin: Page, flowId: string) {
  const rejected = await admin.request.post(`/api/admin/flows/${flowId}/reject`, { data: { reason: REASON } });
  expect(rejected.ok()).toBe(true);
}

/** The public page, loaded, as the reader who has v1 sees it: the mark, the history and 'Como importar'. */
async function expectTheReadersPublicPage(page: Page) {
  await expect(page.getByText("Atualizado desde o seu download", { exact: true })).toBeVisible();
  await expect(page.getByText(SUMMARY)).toBeVisible();
  await expect(page.getByText(/Baixado: você já tem este fluxo/)).toHaveCount(0);
  const history = page.locator("#versoes");
  await expect(history.getByRole("heading", { name: "Versões (2)" })).toBeVisible();
  await expect(history.getByText("Atual", { exact: true })).toBeVisible();
  await expect(history.getByRole("button", { name: "Baixar a v2" })).toBeVisible();
  await page.getByRole("button", { name: "Como importar" }).click();
  await expect(page.getByText(/Import from File/)).toBeVisible();
}

/** The author's page, loaded after v3 was turned down: the reason, and no download of v3. */
async function expectTheTurnedDownVersion(author: Page) {
  const history = author.locator("#versoes");
  await expect(history.getByText("Rejeitada")).toBeVisible();
  await expect(history.getByText(`Motivo da rejeição: ${REASON}`)).toBeVisible();
  await expect(history.getByRole("button", { name: "Baixar a v3" })).toHaveCount(0);
}

test("a new version reaches who downloaded the old one: the mark, the history, a free download and the JSON to paste", async ({ page, browser, context }) => {
  test.setTimeout(240_000);
  const { author, admin, flow, counted } = await v2AfterTheReadersDownload(browser, page);

  await test.step("the signed-in page marks the update and lists the versions", async () => {
    await page.goto(`/flow/${flow.id}`);
    await expect(page.getByText("Atualizado desde o seu download", { exact: true })).toBeVisible();
    await expect(page.getByText(SUMMARY)).toBeVisible();
    const history = page.locator("#versoes");
    await expect(history.getByRole("heading", { name: "Versões (2)" })).toBeVisible();
    await expect(history.getByText("Agora avisa a equipe no Slack.")).toBeVisible();
    await expect(history.getByText("Adicionadas:")).toBeVisible();
    await expect(history.getByText("Avisar no Slack")).toBeVisible();
    await expect(history.getByText("Versão inicial")).toBeVisible();
    await expect(history.getByRole("button", { name: "Baixar a v1" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Copiar JSON" }).first()).toBeVisible();

    // The catalogue's dialog has the same actions row.
    await page.goto(`/dashboard?fluxo=${flow.id}`);
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("Atualizado desde o seu download", { exact: true })).toBeVisible();
    await expect(dialog.getByText(SUMMARY)).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Copiar JSON" })).toBeVisible();
    await dialog.getByRole("button", { name: "Como importar" }).click();
    await expect(dialog.getByText(/Import from File/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, "versoes-dialogo-light-1280");
  });

  await test.step("the public page shows the same once the member is known", async () => {
    // In both themes and widths: the last test, tagged @ui.
    await page.goto(`/fluxos/${flow.slug}`);
    await expectTheReadersPublicPage(page);
  });

  await test.step("'Copiar JSON' puts the whole workflow on the clipboard", async () => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await actions(page).getByRole("button", { name: "Copiar JSON" }).click();
    await expect(actions(page).getByRole("button", { name: "Copiado!" })).toBeVisible();
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as {
      name: string;
      nodes: { name: string; parameters: Record<string, unknown> }[];
    };
    expect(copied.name).toBe(NAME);
    expect(copied.nodes.map((n) => n.name)).toEqual(["Gatilho", "Responder", "Avisar no Slack"]);
    expect(copied.nodes[1]!.parameters.responseBody).toBe("Recebido, já avisamos a equipe.");
  });

  await test.step("Download brings v2 free of charge and the mark goes away", async () => {
    const file = page.waitForEvent("download");
    await actions(page).getByRole("button", { name: "Download", exact: true }).click();
    const saved = await file;
    expect(saved.suggestedFilename()).toMatch(/_workflow\.json$/);
    expect(readFileSync(await saved.path(), "utf8")).toContain("Avisar no Slack");
    await expect(page.getByText("Download iniciado")).toBeVisible();
    await expect(page.getByText("Atualizado desde o seu download", { exact: true })).toHaveCount(0);
    await expect(page.getByText(/Baixado: você já tem este fluxo/)).toBeVisible();
    expect(await downloadCount(page)).toBe(counted);

    // An old version from the history, also free; it does not bring the mark back.
    const old = page.waitForEvent("download");
    await page.locator("#versoes").getByRole("button", { name: "Baixar a v1" }).click();
    expect((await old).suggestedFilename()).toMatch(/_v1_workflow\.json$/);
    expect(await downloadCount(page)).toBe(counted);
    await page.reload();
    await expect(page.getByText(/Baixado: você já tem este fluxo/)).toBeVisible();
    await expect(page.getByText("Atualizado desde o seu download", { exact: true })).toHaveCount(0);
  });

  await test.step("the author sees a waiting version, then the reason it was turned down; readers keep v2", async () => {
    await sendV3(author, flow.id);
    await author.goto(`/flow/${flow.id}`);
    const history = author.locator("#versoes");
    await expect(history.getByRole("heading", { name: "Versões (3)" })).toBeVisible();
    await expect(history.getByText("Em análise")).toBeVisible();
    await expect(history.getByText("Removidas:")).toBeVisible();

    await page.goto(`/flow/${flow.id}`);
    await expect(page.locator("#versoes").getByRole("heading", { name: "Versões (2)" })).toBeVisible();
    await expect(page.locator("#versoes").getByText("Em análise")).toHaveCount(0);

    await turnDown(admin, flow.id);
    // In both themes and widths: the last test, tagged @ui.
    await author.reload();
    await expectTheTurnedDownVersion(author);
  });

  await author.context().close();
  await admin.context().close();
});

test(
  "a flow's versions in every look: the public page of a reader who has v1, and the author's page with v3 turned down",
  { tag: "@ui" },
  async ({ page, browser }) => {
    // The states of the test above, made through the API, in the four looks (themes × widths): 8 pages, each with an axe scan.
    test.slow();
    const variant = { name: `${NAME} (telas)`, path: `atendimento-${stamp}-telas` };
    const { author, admin, flow } = await v2AfterTheReadersDownload(browser, page, variant);
    for (const look of LOOKS) {
      await test.step(`the reader's public page, ${look.name}`, async () => {
        await gotoInLook(page, `/fluxos/${flow.slug}`, look);
        await expectTheReadersPublicPage(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(look.viewport.width);
        await expectNoSeriousA11yViolations(page);
        await screenshot(page, `versoes-fluxo-publico-${look.name}`);
      });
    }

    await sendV3(author, flow.id, variant);
    await turnDown(admin, flow.id);
    for (const look of LOOKS) {
      await test.step(`the author's page, ${look.name}`, async () => {
        await gotoInLook(author, `/flow/${flow.id}`, look);
        await expectTheTurnedDownVersion(author);
        expect(await author.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(look.viewport.width);
        await expectNoSeriousA11yViolations(author);
        await screenshot(author, `versoes-fluxo-autor-${look.name}`);
      });
    }

    await author.context().close();
    await admin.context().close();
  },
);

import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO_ADMIN, expectNoSeriousA11yViolations, gotoInLook, LOOKS, screenshot, signIn, signUpAndLogIn } from "./helpers";

// Collections for members and admins (docs/product-rules.md, "Coleções"): Meu Perfil → "Coleções",
// "Adicionar à coleção" on the shared flow pages (after hydration, members only), the manage page
// /minhas-colecoes/{id} and the panel's "Coleções". The public page /colecoes/{slug} is tested with it.

interface CatalogueFlow {
  id: string;
  name: string;
  path: string;
}

/** The first `n` flows of the public catalogue, as its cards link to them. */
async function catalogueFlows(page: Page, n: number): Promise<CatalogueFlow[]> {
  const res = await page.request.get(`/api/flows?limit=${n}`);
  expect(res.ok()).toBe(true);
  const { flows } = (await res.json()) as { flows: { id: string; name: string; slug: string }[] };
  expect(flows.length).toBeGreaterThanOrEqual(n);
  return flows.slice(0, n).map((flow) => ({ id: flow.id, name: flow.name, path: `/fluxos/${flow.slug}` }));
}

/** A collection made through the API, holding `flows` in that order. */
async function collectionWith(page: Page, body: Record<string, unknown>, flows: CatalogueFlow[]): Promise<{ id: string; slug: string }> {
  const created = await page.request.post("/api/collections", { data: body });
  expect(created.status()).toBe(201);
  const collection = (await created.json()) as { id: string; slug: string };
  for (const flow of flows) {
    expect((await page.request.post(`/api/collections/${collection.id}/flows`, { data: { flowId: flow.id } })).status()).toBe(201);
  }
  return collection;
}

async function adminPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, DEMO_ADMIN);
  return page;
}

const orderOf = (page: Page) => page.getByRole("list", { name: "Fluxos da coleção" }).getByRole("listitem");

const fitsTheScreen = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

test("a member creates a collection, fills it from flow pages, reorders, removes, publishes it, and an admin features it", async ({ page, browser }) => {
  test.slow();
  const name = `Vendas ${Date.now()}`;
  await signUpAndLogIn(page, "Lia Colecionadora", "colecoes");
  const [first, second] = await catalogueFlows(page, 2);

  // Meu Perfil → Coleções → Nova coleção.
  await page.goto("/profile");
  await page.getByRole("tab", { name: /Coleções/ }).click();
  await expect(page.getByRole("heading", { name: "Nenhuma coleção ainda" })).toBeVisible();
  await page.getByRole("button", { name: "Nova coleção" }).click();
  const dialog = page.getByRole("dialog", { name: "Nova coleção" });
  // The schema the server uses refuses a name without letters here, beside the field.
  await dialog.getByLabel("Nome").fill("!!!");
  await dialog.getByRole("button", { name: "Criar coleção" }).click();
  await expect(dialog.getByText("O nome precisa ter letras ou números")).toBeVisible();
  await dialog.getByLabel("Nome").fill(name);
  await dialog.getByLabel("Descrição (opcional)").fill("Os fluxos que o time comercial usa toda semana.");
  await dialog.getByRole("button", { name: "Criar coleção" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Coleção criada").first()).toBeVisible();
  const card = page.getByRole("list", { name: "Suas coleções" }).getByRole("listitem").filter({ hasText: name });
  await expect(card).toContainText("Privada");
  await expect(card).toContainText("0 fluxos");

  // The flow page (shared HTML): the control fills in for the member, with the mouse…
  await page.goto(first!.path);
  await expect(page.getByRole("heading", { level: 1, name: first!.name })).toBeVisible();
  await page.getByRole("button", { name: "Adicionar à coleção" }).click();
  const panel = page.getByRole("dialog", { name: "Adicionar à coleção" });
  const box = panel.getByRole("checkbox", { name });
  await expect(box).not.toBeChecked();
  const added = page.waitForResponse((res) => res.url().endsWith("/flows") && res.request().method() === "POST");
  await box.check();
  expect((await added).status()).toBe(201);
  await expect(page.getByText(`Adicionado a “${name}”`)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(page.getByRole("button", { name: "Adicionar à coleção" })).toBeFocused();

  // …and with the keyboard alone.
  await page.goto(second!.path);
  const open = page.getByRole("button", { name: "Adicionar à coleção" });
  await open.focus();
  await page.keyboard.press("Enter");
  const box2 = page.getByRole("dialog", { name: "Adicionar à coleção" }).getByRole("checkbox", { name });
  await box2.focus();
  const added2 = page.waitForResponse((res) => res.url().endsWith("/flows") && res.request().method() === "POST");
  await page.keyboard.press("Space");
  expect((await added2).status()).toBe(201);
  await expect(box2).toBeChecked();

  // Opened again, the panel reads the collection as it is now.
  await page.reload();
  await page.getByRole("button", { name: "Adicionar à coleção" }).click();
  await expect(page.getByRole("dialog", { name: "Adicionar à coleção" }).getByRole("checkbox", { name })).toBeChecked();
  await page.keyboard.press("Escape");

  // The manage page, from the profile: both flows, in the order they were added.
  await page.goto("/profile?colecoes=1");
  await page.getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/minhas-colecoes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(orderOf(page)).toHaveCount(2);
  await expect(orderOf(page).nth(0)).toContainText(first!.name);
  await expect(orderOf(page).nth(1)).toContainText(second!.name);

  // "Descer": the order changes at once, the focus follows the flow, the new place is announced.
  const saved = page.waitForResponse((res) => res.url().endsWith("/flows") && res.request().method() === "PUT");
  const down = page.getByRole("button", { name: `Descer ${first!.name}` });
  await down.click();
  await expect(orderOf(page).nth(0)).toContainText(second!.name);
  await expect(page.getByRole("status").filter({ hasText: "agora está na posição" })).toHaveText(`“${first!.name}” agora está na posição 2 de 2.`);
  await expect(down).toBeFocused();
  await expect(down).toHaveAttribute("aria-disabled", "true");
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(orderOf(page).nth(0)).toContainText(second!.name);
  await expect(orderOf(page).nth(1)).toContainText(first!.name);

  // "Remover" the second flow (now first): one is left, after a reload too.
  const removed = page.waitForResponse((res) => res.url().includes("/flows/") && res.request().method() === "DELETE");
  await page.getByRole("button", { name: `Remover ${second!.name} da coleção` }).click();
  await expect(orderOf(page)).toHaveCount(1);
  await expect(page.getByRole("button", { name: `Remover ${first!.name} da coleção` })).toBeFocused();
  expect((await removed).ok()).toBe(true);
  await page.reload();
  await expect(orderOf(page)).toHaveCount(1);
  await expect(orderOf(page).nth(0)).toContainText(first!.name);
  await expect(page.getByRole("link", { name: "Ver página pública" })).toHaveCount(0);

  // Public: the link to its page appears, with the address that does not change with the name.
  await page.getByRole("switch", { name: "Coleção pública" }).check();
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page.getByText("Coleção salva").first()).toBeVisible();
  const publicLink = page.getByRole("link", { name: "Ver página pública" });
  await expect(publicLink).toHaveAttribute("href", /^\/colecoes\/vendas-\d+-[a-z0-9]{6}$/);
  const publicPath = (await publicLink.getAttribute("href"))!;
  await expect(page.getByText("Pública", { exact: true }).first()).toBeVisible();

  // The admin finds it in the panel and features it.
  const admin = await adminPage(browser);
  await admin.goto(`/admin?aba=colecoes&search=${encodeURIComponent(name)}`);
  const row = admin.getByRole("row", { name: new RegExp(name) });
  await expect(row.getByRole("link", { name: `${name} (página pública)` })).toHaveAttribute("href", publicPath);
  await row.getByRole("button", { name: `Destacar ${name}` }).click();
  await expect(admin.getByText("Coleção destacada").first()).toBeVisible();
  await expect(row.getByRole("button", { name: `Remover destaque de ${name}` })).toBeVisible();
  await expect(row).toContainText("Destaque");
  await admin.goto("/admin?aba=colecoes&featured=true");
  await expect(admin.getByRole("row", { name: new RegExp(name) })).toBeVisible();
  await admin.context().close();

  // The owner sees the mark.
  await page.goto("/profile?colecoes=1");
  await expect(page.getByRole("list", { name: "Suas coleções" }).getByRole("listitem").filter({ hasText: name })).toContainText("Destaque");
});

test("a visitor gets no 'Adicionar à coleção'; someone else's collection is a 404; deleting asks first", async ({ page, browser }) => {
  const owner = await (await browser.newContext()).newPage();
  await signUpAndLogIn(owner, "Téo Dono", "colecoes-dono");
  const [flow] = await catalogueFlows(owner, 1);
  const name = `Só minha ${Date.now()}`;
  const { id } = await collectionWith(owner, { name, isPublic: true }, [flow!]);

  // A visitor's flow page: nothing of collections, after hydration too.
  await page.goto(flow!.path);
  await expect(page.getByRole("heading", { level: 1, name: flow!.name })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("button", { name: "Adicionar à coleção" })).toHaveCount(0);
  // Nor can a visitor reach the manage page: the login, and back.
  await page.goto(`/minhas-colecoes/${id}`);
  await expect(page).toHaveURL(new RegExp(`/login\\?callbackUrl=${encodeURIComponent(`/minhas-colecoes/${id}`)}$`));

  // Another member: a 404, public or not.
  await signUpAndLogIn(page, "Ivo Curioso", "colecoes-outro");
  const res = await page.goto(`/minhas-colecoes/${id}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Coleção não encontrada" })).toBeVisible();

  // Its owner deletes it, asked once more.
  await owner.goto(`/minhas-colecoes/${id}`);
  const remove = owner.getByRole("button", { name: "Excluir coleção" });
  await remove.click();
  const confirm = owner.getByRole("alertdialog", { name: "Excluir coleção" });
  await expect(confirm.getByRole("button", { name: "Cancelar" })).toBeFocused();
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(remove).toBeFocused();
  await remove.click();
  await confirm.getByRole("button", { name: "Excluir" }).click();
  await expect(owner).toHaveURL(/\/profile\?colecoes=1$/);
  await expect(owner.getByText("Coleção excluída").first()).toBeVisible();
  await expect(owner.getByRole("heading", { name: "Nenhuma coleção ainda" })).toBeVisible();
  expect((await owner.goto(`/minhas-colecoes/${id}`))?.status()).toBe(404);
  await owner.context().close();
});

test(
  "collections in every look: the profile's tab and its dialog, the manage pages, 'Adicionar à coleção' and the panel's section",
  { tag: "@ui" },
  async ({ page, browser }) => {
    // One member and their collections for the four looks (themes × widths): 28 pages, each with an
    // axe scan, about 90 s on a busy 2-core machine.
    test.setTimeout(360_000);
    await signUpAndLogIn(page, "Nina Curadora", "colecoes-ui");
    for (const look of LOOKS) {
      await test.step(`the empty tab, ${look.name}`, async () => {
        await gotoInLook(page, "/profile?colecoes=1", look);
        await expect(page.getByRole("heading", { name: "Nenhuma coleção ainda" })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await page.getByRole("heading", { name: "Nenhuma coleção ainda" }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `test-results/screenshots/colecoes-perfil-vazio-${look.name}.png` });
      });
    }
    const flows = await catalogueFlows(page, 3);
    const name = `Automações de atendimento no WhatsApp ${Date.now()}`;
    const { id } = await collectionWith(
      page,
      { name, description: "Respostas automáticas, triagem de pedidos e avisos de entrega para lojas pequenas.", isPublic: true },
      flows,
    );
    const drafts = await collectionWith(page, { name: "Rascunhos" }, []);

    for (const look of LOOKS) {
      await test.step(`the profile's tab, and its dialog, ${look.name}`, async () => {
        await gotoInLook(page, "/profile?colecoes=1", look);
        await expect(page.getByRole("list", { name: "Suas coleções" }).getByRole("listitem")).toHaveCount(2);
        await fitsTheScreen(page, look.viewport.width);
        await expectNoSeriousA11yViolations(page);
        await screenshot(page, `colecoes-perfil-${look.name}`);
        await page.getByRole("button", { name: "Nova coleção" }).click();
        await expect(page.getByRole("dialog", { name: "Nova coleção" })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await page.screenshot({ path: `test-results/screenshots/colecoes-nova-${look.name}.png` });
        await page.keyboard.press("Escape");
      });
    }

    for (const look of LOOKS) {
      await test.step(`an empty collection's page, ${look.name}`, async () => {
        await gotoInLook(page, `/minhas-colecoes/${drafts.id}`, look);
        await expect(page.getByRole("heading", { name: "Nenhum fluxo nesta coleção" })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await screenshot(page, `colecoes-gerenciar-vazia-${look.name}`);
      });
    }

    // The manage page, after a move (the announcement and the moved flow's focus ring). Each look moves
    // the second flow up, and the order is kept: the next look starts from it.
    let order = [...flows];
    for (const look of LOOKS) {
      await test.step(`the manage page after a move, ${look.name}`, async () => {
        await gotoInLook(page, `/minhas-colecoes/${id}`, look);
        await expect(orderOf(page)).toHaveCount(3);
        const [top, moving, last] = order as [CatalogueFlow, CatalogueFlow, CatalogueFlow];
        const saved = page.waitForResponse((res) => res.url().endsWith("/flows") && res.request().method() === "PUT");
        await page.getByRole("button", { name: `Subir ${moving.name}` }).focus();
        await page.keyboard.press("Enter");
        await expect(orderOf(page).nth(0)).toContainText(moving.name);
        expect((await saved).ok()).toBe(true);
        order = [moving, top, last];
        await fitsTheScreen(page, look.viewport.width);
        await expectNoSeriousA11yViolations(page);
        await screenshot(page, `colecoes-gerenciar-${look.name}`);
      });
    }

    for (const look of LOOKS) {
      await test.step(`'Adicionar à coleção' on a flow's page, open, ${look.name}`, async () => {
        await gotoInLook(page, flows[0]!.path, look);
        await page.getByRole("button", { name: "Adicionar à coleção" }).click();
        const panel = page.getByRole("dialog", { name: "Adicionar à coleção" });
        await expect(panel.getByRole("checkbox", { name })).toBeChecked();
        await expect(panel.getByRole("checkbox", { name: /Rascunhos/ })).not.toBeChecked();
        await panel.getByRole("button", { name: "Nova coleção" }).click();
        await expect(panel.getByLabel("Nome da nova coleção")).toBeFocused();
        await fitsTheScreen(page, look.viewport.width);
        await expectNoSeriousA11yViolations(page);
        await page.screenshot({ path: `test-results/screenshots/colecoes-adicionar-${look.name}.png` });
        // Created here, the new collection holds the flow.
        const created = `Nova ${look.theme} ${look.viewport.name}`;
        await panel.getByLabel("Nome da nova coleção").fill(created);
        await panel.getByRole("button", { name: "Criar e adicionar" }).click();
        await expect(panel.getByRole("checkbox", { name: new RegExp(created) })).toBeChecked();
        await expect(panel.getByRole("checkbox", { name: new RegExp(created) })).toBeFocused();
      });
    }

    // The panel's section.
    const admin = await adminPage(browser);
    for (const look of LOOKS) {
      await test.step(`the panel's section, ${look.name}`, async () => {
        await gotoInLook(admin, `/admin?aba=colecoes&search=${encodeURIComponent(name)}`, look);
        await expect(admin.getByRole("row", { name: new RegExp(name) })).toBeVisible();
        await fitsTheScreen(admin, look.viewport.width);
        await expectNoSeriousA11yViolations(admin);
        await screenshot(admin, `colecoes-admin-${look.name}`);
      });
    }
    await admin.context().close();
  },
);

import { expect, test, type Browser } from "@playwright/test";
import { THEMES, VIEWPORTS, expectNoSeriousA11yViolations, screenshot, useTheme, signUpAndLogIn, E2E_PASSWORD, signIn } from "./helpers";

const PASSWORD = E2E_PASSWORD;

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test.describe("admin area", () => {
  test("an admin approves a pending flow and it appears in another user's catalogue", async ({ page, browser }) => {
    const author = await newPage(browser);
    await signUpAndLogIn(author, "Otávio Nunes", "otavio");
    const name = `Relatório semanal ${Date.now()}`;
    const created = await author.request.post("/api/flows", {
      data: {
        name,
        description: "Envia o relatório semanal de vendas por e-mail.",
        platform: "N8N",
        tags: ["relatorios"],
        metadata: {
          nodes: [
            { id: "1", name: "Toda segunda", type: "n8n-nodes-base.scheduleTrigger", typeVersion: 1, position: [0, 0], parameters: {} },
            { id: "2", name: "E-mail", type: "n8n-nodes-base.emailSend", typeVersion: 2, position: [240, 0], parameters: { subject: `Vendas ${Date.now()}` } },
          ],
          connections: { "Toda segunda": { main: [[{ node: "E-mail", type: "main", index: 0 }]] } },
        },
      },
    });
    expect(created.status()).toBe(201);

    const reader = await newPage(browser);
    await signUpAndLogIn(reader, "Clara Mendes", "clara");
    await reader.goto(`/dashboard?search=${encodeURIComponent(name)}`);
    await expect(reader.getByText("0 fluxo(s) encontrado(s)")).toBeVisible();

    await signIn(page);
    await page.goto("/admin?aba=fluxos");
    const reject = page.getByRole("button", { name: `Rejeitar ${name}` }).first();
    await reject.click();
    await page.getByRole("dialog").getByRole("button", { name: "Cancelar" }).click();
    await expect(reject).toBeFocused();
    await page
      .getByRole("button", { name: `Aprovar ${name}` })
      .first()
      .click();
    await expect(page.getByText("Fluxo aprovado").first()).toBeVisible();

    await reader.goto(`/dashboard?search=${encodeURIComponent(name)}`);
    await expect(reader.getByRole("heading", { name })).toBeVisible();
  });

  test("an admin bans a user, who is signed out on their next request", async ({ page, browser }) => {
    const user = await newPage(browser);
    const email = await signUpAndLogIn(user, "Bruno Teixeira", "bruno");
    await user.goto("/dashboard");
    await expect(user.getByText("Olá,")).toBeVisible();

    await signIn(page);
    await page.goto(`/admin/users?search=${encodeURIComponent(email)}`);
    // Every admin dialog gives the focus back to the button that opened it.
    const edit = page.getByRole("button", { name: "Editar Bruno Teixeira" });
    await edit.click();
    await expect(page.getByRole("dialog", { name: "Editar usuário" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(edit).toBeFocused();
    const remove = page.getByRole("button", { name: "Excluir Bruno Teixeira" });
    await remove.click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancelar" }).click();
    await expect(remove).toBeFocused();

    await edit.click();
    const dialog = page.getByRole("dialog", { name: "Editar usuário" });
    await dialog.getByLabel("Status").selectOption("BANNED");
    await dialog.getByRole("button", { name: "Salvar Alterações" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("row", { name: /Bruno Teixeira/ })).toContainText("Banido");

    await user.goto("/dashboard");
    await expect(user).toHaveURL(/\/login/);
    const api = await user.request.get("/api/flows");
    expect(api.status()).toBe(401);
    const again = await user.request.post("/api/auth/login", { data: { email, password: PASSWORD } });
    expect(again.ok()).toBe(false);
  });

  // @global: the limit is app-wide, so this runs alone after the other tests.
  test("an admin changes the free download limit and a user's counter follows", { tag: "@global" }, async ({ page, browser }) => {
    const user = await newPage(browser);
    await signUpAndLogIn(user, "Helena Duarte", "helena");
    await user.goto("/dashboard");
    await expect(user.getByText("2 downloads restantes")).toBeVisible();

    await signIn(page);
    await page.goto("/admin");
    const limit = page.getByLabel("Downloads gratuitos por usuário");
    try {
      await limit.fill("5");
      await page.getByRole("button", { name: "Salvar configurações" }).click();
      await expect(page.getByText("Configurações salvas").first()).toBeVisible();
      await user.reload();
      await expect(user.getByText("5 downloads restantes")).toBeVisible();
    } finally {
      // The other browser tests expect the default limit.
      const res = await page.request.post("/api/admin/settings", { data: { free_download_limit: 2 } });
      expect(res.ok(), await res.text()).toBe(true);
    }
    await user.reload();
    await expect(user.getByText("2 downloads restantes")).toBeVisible();
  });

  for (const theme of THEMES) {
    for (const viewport of VIEWPORTS) {
      test(`admin screens at ${viewport.name}px, ${theme}`, { tag: "@ui" }, async ({ page }) => {
        // Seven pages, each with an axe scan and a full-page screenshot: ~60 s on a 2-core machine.
        test.slow();
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await useTheme(page, theme);
        await signIn(page);
        for (const [path, name] of [
          ["/admin", "visao-geral"],
          ["/admin?aba=fluxos", "fluxos"],
          ["/admin?aba=denuncias", "denuncias"],
          ["/admin?aba=usuarios", "usuarios"],
          ["/admin?aba=contribuicoes", "contribuicoes"],
          ["/admin?aba=sistema", "sistema"],
          ["/admin/users", "users"],
        ] as const) {
          await page.goto(path);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(viewport.width);
          await expectNoSeriousA11yViolations(page);
          await screenshot(page, `admin-${name}-${theme}-${viewport.name}`);
        }
      });
    }
  }
});

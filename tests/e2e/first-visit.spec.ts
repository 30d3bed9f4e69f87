import { expect, test } from "@playwright/test";
import { DEMO_ADMIN, THEMES, VIEWPORTS, screenshot, signIn, signUpAndLogIn, useTheme as storeTheme } from "./helpers";
import { LoginPage } from "./pages/login-page";

// 120 characters, the longest name the form allows.
const LONG_NAME = "Atendente virtual para pedidos de comida com cardápio, endereço e pagamento por PIX para restaurantes de bairro e feiras";

test("the login's success toast is seen on the page the login lands on", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto("/login?callbackUrl=%2Fprofile");
  await login.login("usuario@fluxoteca.dev", "fluxoteca-demo");
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText("Login realizado! Redirecionando para o dashboard...")).toBeVisible();
});

test("a flow nobody has rated says so, instead of a red 0,0", async ({ page, playwright, baseURL }) => {
  await signUpAndLogIn(page, "Rita Notas", "notas");
  const created = await page.request.post("/api/flows", {
    data: {
      name: `Fluxo sem avaliações ${Date.now()}`,
      description: "Ninguém avaliou este fluxo ainda.",
      tags: ["teste"],
      isPublic: false,
      metadata: {
        nodes: [{ id: "a", name: "Início", type: "n8n-nodes-base.manualTrigger", position: [0, 0], parameters: {} }],
        connections: {},
        extra: Date.now(),
      },
    },
  });
  expect(created.status()).toBe(201);
  const flow = await created.json();
  await page.goto(`/flow/${flow.id}`);
  await expect(page.getByText("Sem avaliações").first()).toBeVisible();
  await expect(page.locator("main")).not.toContainText("0,0");
  // The public catalogue's cards: a new public flow (an admin's, published at once) has no reviews,
  // and its card says so without a score.
  const admin = await playwright.request.newContext({ baseURL });
  await signIn(admin, DEMO_ADMIN);
  const name = `Fluxo público sem avaliações ${Date.now()}`;
  const published = await admin.post("/api/flows", {
    data: {
      name,
      description: "Publicado agora, ninguém avaliou.",
      tags: ["teste"],
      isPublic: true,
      // A parameter of its own: the catalogue refuses a copy of a published workflow, and other tests
      // upload the bare one-trigger workflow.
      metadata: {
        nodes: [{ id: "b", name: "Aviso", type: "n8n-nodes-base.noOp", position: [0, 0], parameters: { notes: `publicado ${Date.now()}` } }],
        connections: {},
      },
    },
  });
  expect(published.status()).toBe(201);
  await admin.dispose();
  await page.goto(`/fluxos?search=${encodeURIComponent(name)}`);
  const card = page.locator("main article, main [data-slot=card]").filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Sem avaliações");
  expect(await card.innerText()).not.toMatch(/\b0,0\b/);
});

test("a flow page's title shows the whole name, wrapping, at every width and theme", async ({ page }) => {
  test.slow();
  await signUpAndLogIn(page, "Túlio Títulos", "titulos");
  const created = await page.request.post("/api/flows", {
    data: {
      name: LONG_NAME,
      description: "Um nome longo de verdade.",
      tags: ["delivery"],
      isPublic: false,
      metadata: {
        nodes: [{ id: "a", name: "Início", type: "n8n-nodes-base.manualTrigger", position: [0, 0], parameters: {} }],
        connections: {},
        extra: Date.now(),
      },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  for (const theme of THEMES) {
    await storeTheme(page, theme);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(`/flow/${id}`);
      const title = page.getByRole("heading", { level: 1 });
      await expect(title).toHaveText(LONG_NAME);
      // Nothing is cut: the heading is as wide as its box and wraps onto more lines.
      const fits = await title.evaluate((el) => el.scrollWidth <= el.clientWidth && getComputedStyle(el).textOverflow !== "ellipsis");
      expect(fits).toBe(true);
      await screenshot(page, `titulo-completo-${viewport.name}-${theme}`);
    }
  }
});

test("the landing page's figures and the login toast at both widths and themes", async ({ page }) => {
  test.slow();
  for (const theme of THEMES) {
    await storeTheme(page, theme);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto("/");
      await expect(page.locator("#hero-titulo ~ dl dd")).toHaveCount(3);
      await page.locator("#hero-titulo ~ dl").scrollIntoViewIfNeeded();
      await screenshot(page, `numeros-reais-${viewport.name}-${theme}`);
    }
  }
  await page.context().clearCookies();
  const login = new LoginPage(page);
  await login.goto("/login?callbackUrl=%2Fdashboard");
  await login.login("usuario@fluxoteca.dev", "fluxoteca-demo");
  await expect(page.getByText("Login realizado! Redirecionando para o dashboard...")).toBeVisible();
  await screenshot(page, "toast-login-1280");
});

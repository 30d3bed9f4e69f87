import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_ADMIN, THEMES, VIEWPORTS, expectNoSeriousA11yViolations, screenshot, signIn, signUpAndLogIn, useTheme as storeTheme } from "./helpers";

// The signed-in /dashboard of a member whose catalogue is the public one comes from the shared page
// cache: the same HTML for every such member, their own header and menus filled in after hydration.
// Admins and authors with flows outside the public catalogue get a page rendered for them alone.

// A workflow of its own (a parameter: the duplicate rule ignores step names), so the duplicate rule
// never matches another test's once this one is approved.
const workflow = (marker: string) => ({
  nodes: [{ id: "a", name: "Início", type: "n8n-nodes-base.manualTrigger", position: [0, 0], parameters: { marcador: marker } }],
  connections: {},
});

/** The dashboard document as the browser would fetch it (gzip), and its ETag. */
async function dashboardDocument(request: APIRequestContext, query = "") {
  const res = await request.get(`/dashboard${query}`, { headers: { "accept-encoding": "gzip" }, maxRedirects: 0 });
  return { status: res.status(), etag: res.headers()["etag"], html: await res.text() };
}

/** Whether a searched page lists at least one flow (the search box echoes the term either way). */
const found = (html: string) => !html.includes("Nenhum fluxo encontrado");

async function newMember(page: Page, name: string) {
  await signUpAndLogIn(page, name, "painel");
}

test.describe("the dashboard from the shared page cache", () => {
  test("two members get the same page, each with their own header and card menus", async ({ page, browser }) => {
    test.slow();
    await newMember(page, "Ana Compartilhada");
    const other = await (await browser.newContext()).newPage();
    await newMember(other, "Bruno Compartilhado");

    const [a, b] = [await dashboardDocument(page.request), await dashboardDocument(other.request)];
    expect(a.status).toBe(200);
    expect(a.etag).toBeTruthy();
    expect(b.etag).toBe(a.etag);
    // The shared HTML greets nobody: the header waits for the account.
    expect(a.html.includes("Olá, <strong>"), "saudação no HTML compartilhado").toBe(false);
    expect(a.html.includes("Carregando sua conta"), "espaço reservado da conta").toBe(true);

    await page.goto("/dashboard");
    const header = page.getByRole("banner");
    await expect(header.getByText("Olá,")).toContainText("Ana");
    await expect(header.getByText(/downloads? restantes?/)).toBeVisible();
    await expect(header.getByRole("button", { name: "Contribuir" })).toBeVisible();
    await other.goto("/dashboard");
    await expect(other.getByRole("banner").getByText("Olá,")).toContainText("Bruno");

    // Every member's cards have the more-options menu, without edit for someone else's flow.
    const menu = page.getByRole("button", { name: /^Mais opções de / }).first();
    await expect(menu).toBeVisible();
    await menu.click();
    await expect(page.getByRole("menuitem", { name: "Ver detalhes" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Editar" })).toHaveCount(0);
    await page.keyboard.press("Escape");

    // 'Ver' opens the detail dialog, rendered for this member (their quota), outside the cache.
    await page.getByRole("link", { name: /^Ver / }).first().click();
    await expect(page).toHaveURL(/fluxo=/);
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect((await dashboardDocument(page.request, `?fluxo=${new URL(page.url()).searchParams.get("fluxo")}`)).etag).toBeUndefined();

    await expectNoSeriousA11yViolations(page);
    for (const theme of THEMES) {
      await storeTheme(page, theme);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.goto("/dashboard");
        await expect(page.getByRole("button", { name: /^Mais opções de / }).first()).toBeVisible();
        await screenshot(page, `painel-compartilhado-${viewport.width}-${theme}`);
      }
    }
    await other.context().close();
  });

  test("an author's pending flow and an admin's catalogue are rendered for them; a public change shows at once", async ({ page, browser }) => {
    await newMember(page, "Clara Autora");
    const name = `Fluxo pendente do painel ${Date.now()}`;
    const created = await page.request.post("/api/flows", {
      data: { name, description: "Aguardando moderação.", tags: ["teste"], isPublic: true, metadata: workflow(name) },
    });
    expect(created.status()).toBe(201);
    const search = `?search=${encodeURIComponent(name)}`;
    // The author sees it (their own page, not the shared one)…
    const own = await dashboardDocument(page.request, search);
    expect(own.status).toBe(200);
    expect(own.etag).toBeUndefined();
    expect(found(own.html), "o autor vê o próprio fluxo pendente").toBe(true);
    await page.goto(`/dashboard${search}`);
    await expect(page.getByRole("link", { name }).first()).toBeVisible();
    await expect(page.getByText("Em análise").first()).toBeVisible();

    // …another member does not (the shared page).
    const other = await (await browser.newContext()).newPage();
    await newMember(other, "Davi Leitor");
    const shared = await dashboardDocument(other.request, search);
    expect(shared.etag).toBeTruthy();
    expect(found(shared.html), "outro membro não vê o fluxo pendente").toBe(false);

    // The admin's dashboard is their own too, with the pending flow; approving it publishes it for
    // everyone on the very next request.
    const admin = await (await browser.newContext()).newPage();
    await signIn(admin, DEMO_ADMIN);
    const adminPage = await dashboardDocument(admin.request, search);
    expect(adminPage.etag).toBeUndefined();
    expect(found(adminPage.html), "o administrador vê o fluxo pendente").toBe(true);
    const { id } = await created.json();
    expect((await admin.request.post(`/api/admin/flows/${id}/approve`)).ok()).toBe(true);
    expect(found((await dashboardDocument(other.request, search)).html), "aprovado, aparece para todos").toBe(true);
    // The author has nothing outside the public catalogue any more: once their account is read again
    // (every member page does after hydration), the cache's hint is gone and they get the shared page,
    // with the edit menu of their own flow filled in after hydration.
    expect((await page.request.get("/api/users/me")).ok()).toBe(true);
    expect((await dashboardDocument(page.request, search)).etag).toBeTruthy();
    await page.goto(`/dashboard${search}`);
    await page.getByRole("button", { name: `Mais opções de ${name}` }).click();
    await expect(page.getByRole("menuitem", { name: "Editar" })).toBeVisible();
    await other.context().close();
    await admin.context().close();
  });

  test("a flow's page is one copy for members, with each member's download state filled in; an admin's is their own", async ({ page, browser }) => {
    await newMember(page, "Elisa Membro");
    const other = await (await browser.newContext()).newPage();
    await newMember(other, "Fabio Membro");
    const { flows } = await (await page.request.get("/api/flows?limit=1")).json();
    const { id, name } = flows[0] as { id: string; name: string };
    const flowDocument = async (request: APIRequestContext) => {
      const res = await request.get(`/flow/${id}`, { headers: { "accept-encoding": "gzip" }, maxRedirects: 0 });
      return { status: res.status(), etag: res.headers()["etag"], html: await res.text() };
    };
    const [a, b] = [await flowDocument(page.request), await flowDocument(other.request)];
    expect(a.status).toBe(200);
    expect(a.etag).toBeTruthy();
    expect(b.etag).toBe(a.etag);
    expect(a.html).toContain(name.replace(/&/g, "&amp;"));
    expect(a.html.includes("Olá, <strong>"), "saudação no HTML compartilhado").toBe(false);

    await page.goto(`/flow/${id}`);
    await expect(page.getByRole("banner").getByText("Olá,")).toContainText("Elisa");
    await page.getByRole("button", { name: "Download", exact: true }).click();
    await expect(page.getByText("Baixado: você já tem este fluxo")).toBeVisible();
    await expect(page.getByRole("button", { name: "Copiar JSON" }).first()).toBeVisible();
    // Still the shared copy (one free download left), and still theirs after hydration.
    expect((await flowDocument(page.request)).etag).toBeTruthy();
    await page.reload();
    await expect(page.getByText("Baixado: você já tem este fluxo")).toBeVisible();
    await other.goto(`/flow/${id}`);
    await expect(other.getByRole("button", { name: "Download", exact: true })).toBeEnabled();
    await expect(other.getByText("Baixado: você já tem este fluxo")).toHaveCount(0);

    const admin = await (await browser.newContext()).newPage();
    await signIn(admin, DEMO_ADMIN);
    const adminPage = await flowDocument(admin.request);
    expect(adminPage.status).toBe(200);
    expect(adminPage.etag).toBeUndefined();
    expect(adminPage.html).toContain("Situação");
    // Their own render already holds their download state and the whole JSON: after hydration the
    // page asks the API for the account, the saved flows ('Salvar') and the update marks of the
    // 'Fluxos parecidos' cards only.
    const asked: string[] = [];
    admin.on("request", (req) => {
      const { pathname } = new URL(req.url());
      if (pathname.startsWith("/api/")) asked.push(pathname);
    });
    await admin.goto(`/flow/${id}`);
    await expect(admin.getByRole("button", { name: "Copiar JSON" }).first()).toBeVisible();
    await expect(admin.getByRole("button", { name: "Editar" })).toBeVisible();
    await expect.poll(() => [...asked].sort()).toEqual(["/api/users/me", "/api/users/me/flow-updates", "/api/users/me/saved/ids"]);
    await other.context().close();
    await admin.context().close();
  });

  test("a session that no longer exists goes to the login, and back to the dashboard after it", async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "authjs.session-token", value: "sessao-que-nao-existe", url: baseURL! }]);
    const doc = await dashboardDocument(page.request, "?search=whatsapp");
    expect(doc.status).toBe(307);
    await page.goto("/dashboard?search=whatsapp");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard%3Fsearch%3Dwhatsapp$/);
  });
});

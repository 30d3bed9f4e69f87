import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { distinctClientIp, E2E_PASSWORD, expectNoSeriousA11yViolations, gotoInLook, LOOKS, screenshot, signIn, DEMO_USER } from "./helpers";
import { LoginPage } from "./pages/login-page";

// /fluxos/{slug}: a published flow's page, open to visitors, the same HTML for everyone; what is the
// member's (download, full JSON, review) fills in after hydration.

interface ListedFlow {
  id: string;
  slug: string;
  name: string;
  platform: "N8N" | "TYPEBOT" | "MAKE";
}

/** A published flow, read from the API (which needs a session) as the demo user. */
async function publishedFlow(request: APIRequestContext, query = "limit=1"): Promise<ListedFlow> {
  const token = await signIn(request, DEMO_USER);
  const res = await request.get(`/api/flows?${query}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  const { flows } = (await res.json()) as { flows: ListedFlow[] };
  expect(flows.length).toBeGreaterThan(0);
  return flows[0]!;
}

/** A new verified account, made through the API without touching the page's cookies. */
async function verifiedAccount(request: APIRequestContext): Promise<string> {
  const email = `publico.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemplo.com.br`;
  const registered = await request.post("/api/auth/register", { data: { name: "Lia Figueiredo", email, password: E2E_PASSWORD }, headers: distinctClientIp() });
  expect(registered.status()).toBe(201);
  const mails = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { text: string }[];
  const token = mails[0]!.text.match(/token=([\w-]+)/)![1];
  expect((await request.post("/api/email/verify", { data: { token } })).ok()).toBe(true);
  return email;
}

async function expectFlowContent(page: Page, flow: ListedFlow) {
  await expect(page.getByRole("heading", { level: 1, name: flow.name })).toBeVisible();
  await expect(page.getByRole("heading", { name: "O que este fluxo precisa" })).toBeVisible();
  await expect(page.getByText("Complexidade", { exact: true })).toBeVisible();
  // The diagram mounts as it nears the screen, as a reader scrolls to it.
  await page.getByRole("heading", { name: "Visualização" }).scrollIntoViewIfNeeded();
  await expect(page.getByLabel(/^Diagrama do fluxo com/)).toBeVisible();
  await expect(page.locator(".react-flow__node").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "JSON do fluxo" })).toBeVisible();
}

test("a visitor reads a flow, signs in from 'Download' and downloads it in place", async ({ page, request }) => {
  const flow = await publishedFlow(request);
  const response = await page.goto(`/fluxos/${flow.slug}`);
  expect(response?.status()).toBe(200);
  await expectFlowContent(page, flow);
  await expect(page.getByText("Prévia: valores dos parâmetros ocultos até o download")).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Trilha de navegação" });
  await expect(nav.getByRole("link", { name: "Fluxos" })).toHaveAttribute("href", "/fluxos");
  await expect(nav.getByRole("link", { name: flow.platform === "N8N" ? "n8n" : flow.platform === "MAKE" ? "Make" : "Typebot" })).toHaveAttribute(
    "href",
    `/fluxos/plataforma/${flow.platform.toLowerCase()}`,
  );
  await expect(page.getByRole("link", { name: "Entrar para avaliar" })).toBeVisible();

  await page.getByRole("link", { name: "Download" }).click();
  await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("callbackUrl") === `/fluxos/${flow.slug}`);

  const email = await verifiedAccount(request);
  await new LoginPage(page).login(email, E2E_PASSWORD);
  await page.waitForURL((url) => url.pathname === `/fluxos/${flow.slug}`);
  await expect(page.getByRole("banner").getByText("2 downloads restantes")).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download" }).click();
  expect((await download).suggestedFilename()).toMatch(/^[a-z0-9_]+_workflow\.json$/);
  await expect(page.getByText("Download concluído")).toBeVisible();
  await expect(page.getByText(/Baixado: você já tem este fluxo/)).toBeVisible();
  // The whole workflow is theirs now (to copy beside Download and in the JSON card), and the header counts the download.
  await expect(page.getByRole("button", { name: "Copiar JSON" })).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Como importar" })).toBeVisible();
  await expect(page.getByText("Prévia: valores dos parâmetros ocultos até o download")).toHaveCount(0);
  await expect(page.getByRole("banner").getByText("1 download restante")).toBeVisible();

  // Coming back later, the page says so again (read after hydration, the HTML is shared).
  await page.reload();
  await expect(page.getByText(/Baixado: você já tem este fluxo/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Avaliar" })).toBeVisible();
});

test("search engines and link previews get a title, description, canonical address, share image and JSON-LD", async ({ page, request }) => {
  const flow = await publishedFlow(request);
  await page.goto(`/fluxos/${flow.slug}`);
  await expect(page).toHaveTitle(`${flow.name} · Fluxoteca`);
  expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(new URL(canonical!).pathname).toBe(`/fluxos/${flow.slug}`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");

  const image = await page.locator('meta[property="og:image"]').first().getAttribute("content");
  const imageUrl = new URL(image!);
  expect(imageUrl.pathname).toBe(`/fluxos/${flow.slug}/opengraph-image`);
  const png = await page.request.get(imageUrl.pathname + imageUrl.search);
  expect(png.status()).toBe(200);
  expect(png.headers()["content-type"]).toBe("image/png");
  expect((await png.body()).subarray(1, 4).toString()).toBe("PNG");

  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(scripts).toHaveLength(1);
  const graph = (JSON.parse(scripts[0]!) as { "@graph": Record<string, unknown>[] })["@graph"];
  const code = graph.find((node) => node["@type"] === "SoftwareSourceCode")!;
  expect(code.name).toBe(flow.name);
  expect(new URL(code.url as string).pathname).toBe(`/fluxos/${flow.slug}`);
  const crumbs = graph.find((node) => node["@type"] === "BreadcrumbList")!.itemListElement as { position: number; item: string }[];
  expect(crumbs.map((c) => new URL(c.item).pathname)).toEqual(["/", "/fluxos", `/fluxos/plataforma/${flow.platform.toLowerCase()}`, `/fluxos/${flow.slug}`]);

  const missing = await page.goto("/fluxos/este-fluxo-nao-existe-mesmo");
  expect(missing?.status()).toBe(404);
  expect((await page.request.get("/fluxos/este-fluxo-nao-existe-mesmo/opengraph-image")).status()).toBe(404);
});

test("the public flow page for a visitor and a member in every look", { tag: "@ui" }, async ({ page, request }) => {
  // The four looks (themes × widths) as a visitor, then as the demo user: 8 pages, each with an axe scan.
  test.slow();
  const flow = await publishedFlow(request, "limit=1&sortBy=downloadCount");
  for (const look of LOOKS) {
    await test.step(`a visitor, ${look.name}`, async () => {
      await gotoInLook(page, `/fluxos/${flow.slug}`, look);
      // On a phone the diagram is far below the first screen: its library is not loaded until then.
      if (look.viewport.width < 768) await expect(page.locator(".react-flow")).toHaveCount(0);
      await expectFlowContent(page, flow);
      await expect(page.getByRole("link", { name: "Download" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `fluxo-publico-visitante-${look.name}`);
    });
  }

  // The demo user, signed in: the same page with the member's buttons (viewing costs no download).
  await signIn(page, DEMO_USER);
  for (const look of LOOKS) {
    await test.step(`a member, ${look.name}`, async () => {
      await gotoInLook(page, `/fluxos/${flow.slug}`, look);
      await expectFlowContent(page, flow);
      await expect(page.getByRole("button", { name: "Download" })).toBeEnabled();
      await expect(page.getByRole("button", { name: "Avaliar" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `fluxo-publico-membro-${look.name}`);
    });
  }
});

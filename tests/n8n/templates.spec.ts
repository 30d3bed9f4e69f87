import { copyFileSync } from "node:fs";
import { expect, test as base, type APIRequestContext } from "@playwright/test";
import { DEMO_USER, signIn } from "../e2e/helpers";
import { n8nTestFlow } from "./flow";
import { createOwner, N8N_ADMIN_DATABASE_URL, N8N_OWNER, N8N_VERSIONS, n8nDatabase, startN8n, type N8nOptions } from "./n8n-server";

/**
 * One n8n per worker, so per project: with one worker, each version starts after the previous one
 * stopped (n8n and its database), also when its test failed.
 */
const test = base.extend<object, N8nOptions & { n8nURL: string }>({
  n8nVersion: [N8N_VERSIONS[0]!, { scope: "worker", option: true }],
  n8nURL: [
    async ({ n8nVersion }, provide) => {
      const n8n = await startN8n({
        version: n8nVersion,
        port: Number(process.env.N8N_E2E_PORT ?? 5690) + N8N_VERSIONS.indexOf(n8nVersion),
        templatesHost: process.env.N8N_E2E_TEMPLATES_HOST!,
        adminDatabaseUrl: N8N_ADMIN_DATABASE_URL,
        database: n8nDatabase(n8nVersion),
        logFile: `test-results/n8n/n8n-${n8nVersion}.log`,
      });
      try {
        await createOwner(n8n.url, N8N_OWNER);
        await provide(n8n.url);
      } finally {
        await n8n.stop();
      }
    },
    // A start (every migration on a new database) took 7 to 12 s here: the margin is for a busy machine.
    { scope: "worker", timeout: 300_000 },
  ],
});

async function downloadCount(request: APIRequestContext): Promise<number> {
  const res = await request.get("/api/users/me");
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { user: { downloadCount: number } }).user.downloadCount;
}

test("n8n's Templates page lists Fluxoteca's flows and imports one onto the canvas as the key owner's download", async ({
  page,
  request,
  n8nVersion,
  n8nURL,
}) => {
  const major = Number(n8nVersion.split(".")[0]);
  const stamps = JSON.parse(process.env.N8N_E2E_FLOW_STAMPS!) as Record<string, number>;
  const flow = n8nTestFlow(stamps[n8nVersion]!);
  const shot = (name: string) => `test-results/n8n/n8n-${n8nVersion}-${name}.png`;
  await signIn(request, DEMO_USER);
  const before = await downloadCount(request);

  // n8n's session cookie lands in the browser context; n8n's pages then open signed in.
  const login = await page.request.post(`${n8nURL}/rest/login`, { data: { emailOrLdapLoginId: N8N_OWNER.email, password: N8N_OWNER.password } });
  expect(login.ok(), `login no n8n: ${login.status()} ${await login.text()}`).toBe(true);
  await page.goto(`${n8nURL}/home/workflows`);

  await test.step("the sidebar's Templates opens n8n's library, filled by Fluxoteca", async () => {
    // The collapsed sidebar's items are icons without a name; n8n's own tests pick them by id.
    await page.locator('[data-test-id="menu-item"][id="templates"]').click();
    await expect(page).toHaveURL(/\/templates\/?$/);
    // 2.x dropped the page's "Workflow templates" heading; both name the tab.
    await expect(page).toHaveTitle(/Templates/);
    if (major < 2) await expect(page.getByRole("heading", { name: "Workflow templates" })).toBeVisible();
    // Both lists show placeholder cards until their answer arrives, then the counts.
    await expect(page.locator('[data-test-id="template-count-label"]')).toHaveText(/^\(\d+\)$/);
    await expect(page.locator('[data-test-id="collection-count-label"]')).toHaveText(/^\([1-9]\d*\)$/);
    await expect(page.locator('[data-test-id="templates-loading-container"]')).toHaveCount(0);
    expect(await page.locator('[data-test-id="template-card"]').count()).toBe(20);
    // The sidebar's tooltip stays up a moment after the click: not in the picture.
    await page.mouse.move(640, 700);
    await expect(page.getByRole("tooltip", { name: "Templates" })).toBeHidden();
    await page.screenshot({ path: shot("templates") });
    // The picture in docs/n8n.md (of the first version) is refreshed on demand only, so a normal run
    // leaves the clone unchanged.
    if (process.env.N8N_E2E_UPDATE_DOCS === "1" && n8nVersion === N8N_VERSIONS[0]) copyFileSync(shot("templates"), "docs/n8n-templates.png");
  });

  await test.step("searching the flow by name finds it, and its page shows it", async () => {
    await page.getByPlaceholder("Search workflows").fill(flow.name);
    const card = page.locator('[data-test-id="template-card"]').filter({ hasText: flow.name });
    await expect(card).toHaveCount(1);
    await card.click();
    await expect(page).toHaveURL(/\/templates\/\d+$/);
    // 1.x titles the page with the name; 2.x shows it on a card above the description.
    if (major < 2) await expect(page.getByRole("heading", { level: 1, name: flow.name })).toBeVisible();
    else await expect(page.getByText(flow.name, { exact: true })).toBeVisible();
    await expect(page.getByText("Fluxo criado pelo teste de ponta a ponta com o n8n.")).toBeVisible();
  });

  await test.step("the template page names the author: 2.x by name on its card, 1.x by username", async () => {
    const search = await request.get(`${process.env.N8N_E2E_TEMPLATES_HOST}/templates/search?search=${encodeURIComponent(flow.name)}&page=1&rows=1`);
    const { workflows } = (await search.json()) as { workflows: { user: { name: string; username: string } }[] };
    const { flows } = (await (await request.get(`/api/flows?search=${encodeURIComponent(flow.name)}`)).json()) as { flows: { author: { name: string } }[] };
    const author = flows[0]!.author.name;
    expect(workflows[0]!.user.name).toBe(author);
    // 2.x's template page reads `user.name` (it was blank with only `username`); 1.x reads `username`.
    if (major >= 2) await expect(page.getByText(author, { exact: true }).first()).toBeVisible();
    else expect(workflows[0]!.user.username).toMatch(/\S/);
    await page.screenshot({ path: shot("template-page") });
  });

  await test.step("“Use this workflow” (2.x: “Try template”) puts its nodes on a new canvas", async () => {
    await page.locator('[data-test-id="use-template-button"]').click();
    // 1.x opens a new workflow holding the template's id; 2.x has a route of its own for the import.
    await expect(page).toHaveURL(major >= 2 ? /\/workflows\/templates\/\d+/ : /\/workflow\/new\?templateId=\d+/);
    const nodes = page.locator('[data-test-id="canvas-node"]');
    for (const name of flow.nodes) await expect(nodes.filter({ hasText: name })).toHaveCount(1);
    await expect(nodes).toHaveCount(flow.nodes.length);
    await page.screenshot({ path: shot("canvas") });
  });

  await test.step("the import counts as one download, shown as via n8n in the history", async () => {
    expect(await downloadCount(request)).toBe(before + 1);
    const profile = await request.get("/api/users/profile");
    expect(profile.ok()).toBe(true);
    const { downloadHistory } = (await profile.json()) as { downloadHistory: { flowName: string; source: string }[] };
    expect(downloadHistory[0]).toMatchObject({ flowName: flow.name, source: "N8N" });
  });
});

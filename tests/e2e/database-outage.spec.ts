import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { startTcpProxy, type TcpProxy } from "../helpers/tcp-proxy";
import { DEMO_USER, screenshot, signIn } from "./helpers";

// The visitor's and the member's journey while the database is out of reach, on a production server
// of its own whose database link this test holds (a relay it can cut or stall): no page answers 500;
// pages the server has served come from the page cache, the rest answer 503 with Retry-After and a
// pt-BR page; everything is back within 2 s of the database. Postgres only (the embedded database
// has no link to cut). docs/operations.md, "Várias instâncias atrás de um balanceador", gives the numbers.
const postgresUrl = process.env.DATABASE_URL;
const PORT = 3190;
const BASE = `http://localhost:${PORT}`;

test.describe.configure({ mode: "serial" });
test.skip(!postgresUrl, "só com Postgres: o banco embutido não tem conexão para cortar");

let relay: TcpProxy;
let server: ChildProcess;
let visitor: APIRequestContext;
let member: APIRequestContext;
let flow: { slug: string; id: string };
let memberSharesFlowPage = false;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The database the suite's server uses (scripts/e2e-server.ts), reached through the relay.
  const target = new URL(postgresUrl!);
  relay = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const url = new URL(postgresUrl!);
  url.host = `127.0.0.1:${relay.port}`;
  url.pathname = "/fluxoteca_e2e";
  server = spawn(path.join(process.cwd(), "node_modules/.bin/next"), ["start", "-p", String(PORT)], {
    env: { ...process.env, DATABASE_URL: url.toString(), DEMO_MODE: "1", PORT: String(PORT), APP_URL: BASE },
    stdio: "ignore",
  });
  visitor = await playwrightRequest.newContext({ baseURL: BASE, extraHTTPHeaders: { "accept-encoding": "gzip" } });
  await expect
    .poll(
      () =>
        visitor.get("/api/health").then(
          (r) => r.status(),
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
  member = await playwrightRequest.newContext({ baseURL: BASE, extraHTTPHeaders: { "accept-encoding": "gzip" } });
  await signIn(member, DEMO_USER);
  const list = await (await member.get("/api/flows?limit=1")).json();
  flow = { slug: list.flows[0].slug, id: list.flows[0].id };
  // A member who may still download shares the flow's page from the cache (lib/cache/page-server.ts).
  memberSharesFlowPage = (await (await member.get("/api/users/me")).json()).quota.canDownload === true;
});

test.afterAll(async () => {
  await visitor?.dispose();
  await member?.dispose();
  server?.kill("SIGTERM");
  await relay?.close();
});

/** The journey: what a visitor and a member open, in the order they would. */
const journey = () => ({
  visitor: [
    "/",
    "/fluxos",
    `/fluxos/${flow.slug}`,
    "/fluxos/plataforma/n8n",
    "/login",
    "/forgot-password",
    "/robots.txt",
    `/fluxos/${flow.slug}/opengraph-image`,
  ],
  member: ["/dashboard", `/flow/${flow.id}`, "/profile", "/fluxos", `/fluxos/${flow.slug}`, "/login"],
});
/** What the page cache holds once each page was served once. */
const cached = () => [
  `visitor ${"/"}`,
  "visitor /fluxos",
  `visitor /fluxos/${flow.slug}`,
  "visitor /fluxos/plataforma/n8n",
  "member /dashboard",
  ...(memberSharesFlowPage ? [`member /flow/${flow.id}`] : []),
  "member /fluxos",
  `member /fluxos/${flow.slug}`,
];

async function walk(): Promise<Map<string, { status: number; retryAfter: string | undefined; body: string; ms: number }>> {
  const answers = new Map<string, { status: number; retryAfter: string | undefined; body: string; ms: number }>();
  const { visitor: anonymous, member: signedIn } = journey();
  for (const [who, context, paths] of [
    ["visitor", visitor, anonymous],
    ["member", member, signedIn],
  ] as const) {
    for (const path of paths) {
      const started = Date.now();
      const res = await context.get(path, { maxRedirects: 0 });
      const body = (res.headers()["content-type"] ?? "").startsWith("image/") ? "" : await res.text();
      answers.set(`${who} ${path}`, { status: res.status(), retryAfter: res.headers()["retry-after"], body, ms: Date.now() - started });
    }
  }
  return answers;
}

function expectNoBrokenPage(answers: Awaited<ReturnType<typeof walk>>, fault: string) {
  for (const [page, { status, retryAfter, body }] of answers) {
    expect(status, `${page} (${fault})`).not.toBe(500);
    if (cached().includes(page)) expect(status, `${page} (${fault}), no cache`).toBe(200);
    if (status === 503) {
      expect(retryAfter, `${page} (${fault})`).toBeTruthy();
      // The pt-BR 503 page, or Next's error document, which draws the page's error screen (app/error.tsx).
      if (!page.endsWith(".txt") && !page.endsWith("-image")) expect(body, `${page} (${fault})`).toMatch(/indisponível|id="__next_error__"/);
    }
  }
}

test("the journey answers with the database away: cached pages, 503 with Retry-After for the rest, never 500", async ({ page }) => {
  test.setTimeout(120_000);
  const up = await walk();
  for (const [name, { status }] of up) expect(status, `${name} com o banco`).toBeLessThan(400);

  await relay.stop();
  const down = await walk();
  expectNoBrokenPage(down, "banco inacessível");
  console.info(`[banco inacessível] ${[...down].map(([name, a]) => `${name} ${a.status} ${a.ms} ms`).join("; ")}`);

  // What a member sees: the flow's pages from the cache, and their own page with the pt-BR outage screen.
  await page.context().addCookies((await member.storageState()).cookies);
  await page.goto(`${BASE}/fluxos/${flow.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await screenshot(page, "queda-pagina-do-fluxo");
  if (memberSharesFlowPage) {
    expect((await page.goto(`${BASE}/flow/${flow.id}`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  const own = await page.goto(`${BASE}/profile`);
  // 503 from the proxy while the outage is known; a request that finds it first streams the
  // profile's loading screen (status 200 already sent) and then its error screen. Never a 500.
  expect([200, 503]).toContain(own?.status());
  // The proxy's 503 page or, for the request that finds the outage, the page's own error screen.
  await expect(page.getByText("Tentar novamente").first()).toBeVisible();
  await screenshot(page, "queda-pagina-do-membro");

  await relay.start();
  const back = Date.now();
  await expect.poll(async () => (await visitor.get("/api/health")).status(), { timeout: 2_000, intervals: [50] }).toBe(200);
  const again = await walk();
  for (const [name, { status }] of again) expect(status, `${name} de volta`).toBeLessThan(400);
  console.info(`[banco de volta] tudo 200 em ${Date.now() - back} ms`);
});

test("a stalled link: cached pages keep answering at once, the rest 503 within the time limit", async () => {
  test.setTimeout(120_000);
  await walk();
  relay.stall();
  try {
    const stalled = await walk();
    expectNoBrokenPage(stalled, "conexão parada");
    for (const name of cached()) expect(stalled.get(name)!.ms, name).toBeLessThan(1_500);
    for (const [name, { ms }] of stalled) expect(ms, name).toBeLessThan(6_500);
    const api = await member.get("/api/flows");
    expect(api.status()).toBe(503);
  } finally {
    relay.resume();
  }
  await expect.poll(async () => (await member.get("/api/flows")).status(), { timeout: 2_000, intervals: [50] }).toBe(200);
});

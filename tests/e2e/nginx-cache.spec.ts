import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { PUBLIC_CACHE_CONTROL, REMOVAL_BOUND_S } from "../../lib/cache/http-cache";
import { NGINX_BIN, startNginx, type RunningNginx } from "../../scripts/nginx/run";
import { startTcpProxy, type TcpProxy } from "../helpers/tcp-proxy";
import { DEMO_ADMIN, DEMO_USER, signIn } from "./helpers";

// deploy/nginx/fluxoteca.conf in front of the app, as the README's production section runs it:
// visitors' pages come from nginx's cache, a member's never do, a removed flow leaves it within the
// documented bound, and the public site keeps answering while the app is down. Between nginx and the
// app stands a plain TCP relay the test can switch off: the app "goes down" without stopping the
// server the other browser tests use.

test.skip(!NGINX_BIN, "nginx não está instalado (apt-get install -y nginx)");
test.describe.configure({ mode: "serial" });

let relay: TcpProxy;
let nginx: RunningNginx;
let visitor: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  relay = await startTcpProxy({ host: "127.0.0.1", port: Number(new URL(baseURL!).port) });
  nginx = await startNginx({ upstreams: [`127.0.0.1:${relay.port}`], port: 20_000 + Math.floor(Math.random() * 20_000) });
  visitor = await playwrightRequest.newContext({ baseURL: nginx.url });
});

test.afterAll(async () => {
  await visitor?.dispose();
  await nginx?.stop();
  await relay?.close();
});

const status = (res: { headers(): Record<string, string> }) => res.headers()["x-cache-status"];

async function twice(ctx: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const first = await ctx.get(path, { headers, maxRedirects: 0 });
  const second = await ctx.get(path, { headers, maxRedirects: 0 });
  return { first, second };
}

/** A flow published by the admin (an admin's upload is published at once), with a workflow of its own. */
async function publishedFlow(admin: APIRequestContext, name: string): Promise<{ id: string; slug: string }> {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const metadata = {
    nodes: [{ id: "a", name: "Início", type: "n8n-nodes-base.manualTrigger", position: [0, 0], parameters: { marcador: stamp } }],
    connections: {},
  };
  const res = await admin.post("/api/flows", { data: { name: `${name} ${stamp}`, description: "Fluxo do teste do cache na frente do app.", metadata } });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; slug: string };
}

/** A public collection's page, made by the first test (the tests run in order). */
let collectionPage = "/colecoes/nenhuma-abc123";

/** A public collection holding `flowId`, through the API: its page is one more public page. */
async function publicCollection(admin: APIRequestContext, flowId: string): Promise<{ slug: string }> {
  const res = await admin.post("/api/collections", { data: { name: "Coleção em cache", isPublic: true } });
  expect(res.status()).toBe(201);
  const collection = (await res.json()) as { id: string; slug: string };
  expect((await admin.post(`/api/collections/${collection.id}/flows`, { data: { flowId } })).status()).toBe(201);
  return collection;
}

test("a visitor's public pages are cache hits, with the public policy and no cookie", async ({ request }) => {
  const admin = await adminContext(request);
  const flow = await publishedFlow(admin, "Fluxo em cache");
  const collection = await publicCollection(admin, flow.id);
  collectionPage = `/colecoes/${collection.slug}`;
  for (const path of [
    "/",
    "/fluxos",
    "/fluxos?search=whatsapp",
    "/fluxos/plataforma/n8n",
    `/fluxos/${flow.slug}`,
    "/robots.txt",
    "/sitemap/0.xml",
    `/fluxos/${flow.slug}/opengraph-image`,
    `/colecoes/${collection.slug}`,
    `/colecoes/${collection.slug}?page=1`,
    `/colecoes/${collection.slug}/opengraph-image`,
  ]) {
    const { first, second } = await twice(visitor, path);
    expect(first.status(), path).toBe(200);
    expect(second.status(), path).toBe(200);
    expect(status(second), path).toBe("HIT");
    expect(second.headers()["cache-control"], path).toBe(PUBLIC_CACHE_CONTROL);
    expect(second.headers()["etag"], path).toBeTruthy();
    for (const res of [first, second]) expect(res.headers()["set-cookie"], path).toBeUndefined();
  }
  // One gzip copy serves a client that takes no gzip too (nginx unzips it).
  const plain = await visitor.get("/fluxos", { headers: { "accept-encoding": "identity" } });
  expect(status(plain)).toBe("HIT");
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect(await plain.text()).toContain("</html>");
});

async function adminContext(request: APIRequestContext): Promise<APIRequestContext> {
  await signIn(request, DEMO_ADMIN);
  return request;
}

test("a member's pages never come from the cache or go into it", async () => {
  const member = await playwrightRequest.newContext({ baseURL: nginx.url });
  try {
    const token = await signIn(member, DEMO_USER);
    for (const path of ["/dashboard", "/profile", "/fluxos", "/", collectionPage, "/api/users/me"]) {
      const { first, second } = await twice(member, path);
      for (const res of [first, second]) {
        expect(status(res), path).toBe("BYPASS");
        expect(res.headers()["cache-control"] ?? "", path).not.toMatch(/public/);
      }
    }
    // A Bearer token alone is a session too.
    const bearer = await twice(visitor, "/fluxos", { authorization: `Bearer ${token}` });
    expect(status(bearer.second)).toBe("BYPASS");
    expect(bearer.second.headers()["cache-control"]).toMatch(/^private/);
    // Next's router requests get a payload of their own at the same address: never the cached HTML.
    const router = await visitor.get("/fluxos", { headers: { rsc: "1" } });
    expect(status(router)).toBe("BYPASS");
    // What the member was shown is not what a visitor gets at the same address.
    const dashboard = await visitor.get("/dashboard", { maxRedirects: 0 });
    expect(dashboard.status()).toBe(307);
    expect(dashboard.headers()["location"]).toContain("/login");
    const profile = await visitor.get("/api/users/me");
    expect(profile.status()).toBe(401);
  } finally {
    await member.dispose();
  }
});

test("a deleted flow leaves the cache within the documented bound", async ({ request }) => {
  test.setTimeout((REMOVAL_BOUND_S + 60) * 1000);
  const admin = await adminContext(request);
  const flow = await publishedFlow(admin, "Fluxo que sai");
  const { second } = await twice(visitor, `/fluxos/${flow.slug}`);
  expect(status(second)).toBe("HIT");
  expect((await admin.delete(`/api/flows/${flow.id}`)).ok()).toBe(true);
  const deletedAt = Date.now();
  let gone = 0;
  while (Date.now() - deletedAt < (REMOVAL_BOUND_S + 10) * 1000) {
    const res = await visitor.get(`/fluxos/${flow.slug}`, { maxRedirects: 0 });
    if (res.status() === 404) {
      gone = Date.now() - deletedAt;
      break;
    }
    await new Promise((r) => setTimeout(r, 1_000));
  }
  expect(gone, "o fluxo apagado saiu do cache").toBeGreaterThan(0);
  // One request of margin for the background refresh that finds the page gone.
  expect(gone).toBeLessThanOrEqual((REMOVAL_BOUND_S + 2) * 1000);
});

test("the public site keeps answering from nginx while the app is down", async () => {
  const pages = ["/", "/fluxos", "/fluxos/plataforma/n8n"];
  const before = new Map<string, string>();
  for (const path of pages) {
    const { second } = await twice(visitor, path);
    expect(second.status(), path).toBe(200);
    before.set(path, await second.text());
  }
  await relay.stop();
  try {
    for (const path of pages) {
      const res = await visitor.get(path);
      expect(res.status(), path).toBe(200);
      expect(["HIT", "STALE", "UPDATING"], path).toContain(status(res));
      expect(await res.text(), path).toBe(before.get(path));
    }
    // Signed-in areas need the app: nginx says so rather than showing anyone's copy.
    const member = await visitor.get("/fluxos", { headers: { authorization: "Bearer qualquer" } });
    expect(member.status()).toBe(502);
  } finally {
    await relay.start();
  }
});

import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { registerPageServer, type PageServer } from "@/lib/cache/proxy-pages";
import { proxy } from "@/proxy";

const request = (path: string, headers: Record<string, string> = {}) => new NextRequest(`http://localhost:3000${path}`, { headers });

describe("proxy: the public catalogue", () => {
  it.each([
    "/fluxos",
    "/fluxos?search=whatsapp&page=2",
    "/fluxos/agendamento-pelo-whatsapp",
    "/fluxos/tag/whatsapp",
    "/autores/ana-martins",
    "/autores/ana-martins?page=2",
    "/colecoes/automacoes-de-vendas-k3x9q2",
    "/colecoes/automacoes-de-vendas-k3x9q2?page=2",
  ])("hands the document %s to the page cache, with no login", async (path) => {
    const res = await proxy(request(path));
    expect(res.headers.get("location")).toBeNull();
    const rewrite = new URL(res.headers.get("x-middleware-rewrite")!);
    expect(rewrite.pathname).toBe("/api/internal/page");
    // NextResponse.rewrite passes changed request headers on as x-middleware-request-*.
    expect(res.headers.get("x-middleware-request-x-fluxoteca-page")).toBe(path);
  });

  it("lets Next answer its own navigation requests and the renderer's", async () => {
    expect((await proxy(request("/fluxos", { rsc: "1" }))).headers.get("x-middleware-rewrite")).toBeNull();
    expect((await proxy(request("/fluxos", { "x-fluxoteca-render": "1" }))).headers.get("x-middleware-rewrite")).toBeNull();
  });

  it("still sends a visitor without a session from the signed-in areas to the login, without the router's _rsc", async () => {
    const res = await proxy(request("/dashboard?search=x"));
    expect(new URL(res.headers.get("location")!).pathname).toBe("/login");
    const rsc = await proxy(request("/dashboard?search=a%20b&_rsc=1x2y", { rsc: "1" }));
    expect(new URL(rsc.headers.get("location")!).searchParams.get("callbackUrl")).toBe("/dashboard?search=a%20b");
  });
});

describe("proxy: the page cache registered by the server", () => {
  afterEach(() => registerPageServer(undefined as unknown as PageServer));

  it("answers the cache's documents itself, with the page's address, and leaves everything else alone", async () => {
    const asked: string[] = [];
    registerPageServer(async (req, path) => {
      asked.push(path);
      return new Response("<!doctype html>", { status: 200, headers: { "content-type": "text/html; charset=utf-8", etag: 'W/"x"' } });
    });
    const res = await proxy(request("/fluxos/tag/whatsapp?page=2"));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("<!doctype html>");
    expect(res.headers.get("etag")).toBe('W/"x"');
    expect(res.headers.get("x-middleware-rewrite")).toBeNull();
    expect(asked).toEqual(["/fluxos/tag/whatsapp?page=2"]);
    // Next's own requests, other pages and a visitor's dashboard never reach it.
    await proxy(request("/fluxos", { rsc: "1" }));
    await proxy(request("/profile"));
    await proxy(request("/dashboard"));
    expect(asked).toHaveLength(1);
  });

  it("hands the cache a member's /dashboard without a Bearer token: the page and /login go by the cookie", async () => {
    const seen: Request[] = [];
    registerPageServer(async (req) => {
      seen.push(req);
      return new Response("<!doctype html>", { status: 200 });
    });
    const headers = { cookie: "authjs.session-token=c", authorization: "Bearer b", "accept-encoding": "gzip" };
    await proxy(request("/dashboard?search=crm", headers));
    expect(seen[0]!.headers.get("authorization")).toBeNull();
    expect(seen[0]!.headers.get("cookie")).toBe("authjs.session-token=c");
    expect(seen[0]!.headers.get("accept-encoding")).toBe("gzip");
    expect(seen[0]!.url).toBe("http://localhost:3000/dashboard?search=crm");
  });
});

describe("proxy: the page cache's route handler", () => {
  it("gets a member's /dashboard without a Bearer token too", async () => {
    const res = await proxy(request("/dashboard", { cookie: "authjs.session-token=c", authorization: "Bearer b" }));
    expect(new URL(res.headers.get("x-middleware-rewrite")!).pathname).toBe("/api/internal/page");
    // Next drops every request header this list leaves out.
    const kept = res.headers.get("x-middleware-override-headers")!.split(",");
    expect(kept).toContain("cookie");
    expect(kept).not.toContain("authorization");
  });
});

describe("proxy: demo mode is read when the server runs", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("flags a demo server's pages with a cookie, once", async () => {
    vi.stubEnv("DEMO_MODE", "1");
    expect((await proxy(request("/login"))).headers.get("set-cookie")).toMatch(/fluxoteca-demo=1; Path=\/; SameSite=lax/i);
    expect((await proxy(request("/login", { cookie: "fluxoteca-demo=1" }))).headers.get("set-cookie")).toBeNull();
    // A member's public page is theirs alone: it may carry the cookie too.
    expect((await proxy(request("/", { cookie: "authjs.session-token=c" }))).headers.get("set-cookie")).toMatch(/fluxoteca-demo=1/);
  });

  it("never sets a cookie on a visitor's public page or picture, which a shared cache keeps for everyone", async () => {
    vi.stubEnv("DEMO_MODE", "1");
    for (const path of [
      "/",
      "/fluxos",
      "/fluxos/tag/crm",
      "/fluxos/um-fluxo",
      "/autores/ana",
      "/colecoes/uma-colecao-k3x9q2",
      "/fluxos/um-fluxo/opengraph-image",
      "/colecoes/uma-colecao-k3x9q2/opengraph-image",
    ]) {
      expect((await proxy(request(path))).headers.get("set-cookie"), path).toBeNull();
    }
    vi.stubEnv("DEMO_MODE", "");
    expect((await proxy(request("/fluxos", { cookie: "fluxoteca-demo=1" }))).headers.get("set-cookie")).toBeNull();
  });

  it("removes the flag on a server that is not in demo mode", async () => {
    vi.stubEnv("DEMO_MODE", "");
    expect((await proxy(request("/login"))).headers.get("set-cookie")).toBeNull();
    expect((await proxy(request("/login", { cookie: "fluxoteca-demo=1" }))).headers.get("set-cookie")).toMatch(
      /fluxoteca-demo=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i,
    );
  });
});

describe("proxy: what a shared cache may keep", () => {
  afterEach(() => registerPageServer(undefined as unknown as PageServer));

  it("tells the page cache that a Bearer token came with the request it strips", async () => {
    const seen: Request[] = [];
    registerPageServer(async (req) => {
      seen.push(req);
      return new Response("<!doctype html>", { status: 200 });
    });
    await proxy(request("/fluxos", { authorization: "Bearer b" }));
    await proxy(request("/fluxos"));
    expect(seen[0]!.headers.get("authorization")).toBeNull();
    expect(seen[0]!.headers.get("x-fluxoteca-credenciais")).toBe("1");
    expect(seen[1]!.headers.get("x-fluxoteca-credenciais")).toBeNull();
  });

  it("marks the rewrite to the page cache's route handler the same way", async () => {
    const res = await proxy(request("/fluxos", { authorization: "Bearer b" }));
    expect(res.headers.get("x-middleware-request-x-fluxoteca-credenciais")).toBe("1");
    expect((await proxy(request("/fluxos"))).headers.get("x-middleware-request-x-fluxoteca-credenciais")).toBeNull();
  });
});

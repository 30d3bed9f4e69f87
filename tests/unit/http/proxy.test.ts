import { gunzipSync } from "node:zlib";
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { config, proxy } from "@/proxy";
import { hasMalformedEscape } from "@/lib/http/malformed-path";
import { markDatabaseAnswered, markDatabaseUnreachable } from "@/db/availability";

const request = (path: string, cookie?: string, headers: Record<string, string> = {}) =>
  new NextRequest(`http://localhost:3000${path}`, { headers: cookie ? { cookie, ...headers } : headers });

const MALFORMED = [
  "/api/flows/%E0%A4%A",
  "/api/flows/%ZZ",
  "/api/flows/%",
  "/api/flows/abc%",
  "/api/flows/%C3",
  "/api/flows/%ED%A0%80",
  "/flow/%ZZ",
  "/fluxos/%E0%A4%A",
  "/%",
  "/dev/checkout/%FF",
  "/api/reviews/%G0",
  "/api/flows/%2/download",
];
// Paths that Next serves without the proxy unless they hold a "%" (config.matcher).
const MALFORMED_ASSETS = [
  "/sitemap/%E0%A4%A.xml",
  "/sitemap/%",
  "/sitemap/%ZZ",
  "/sitemap/%ED%A0%80",
  "/sitemap%ZZ",
  "/_next/static/%ZZ",
  "/_next/static/chunks/%E0%A4%A.js",
  "/_next/image/%ZZ",
  "/favicon.ico%ZZ",
  "/icon.svg/%",
  "/robots.txt%ED%A0%80",
];
const WELL_FORMED = [
  "/",
  "/dashboard",
  "/api/flows",
  "/api/flows/7d1e4f0a-3b2c-4d5e-8f90-123456789abc",
  "/fluxos/cobranca-automatica-1",
  "/api/flows/%20",
  "/api/flows/%00",
  "/flow/%C3%A7",
  "/api/flows/%25",
  "/fluxos/a%2Fb",
];

describe("hasMalformedEscape", () => {
  it.each(MALFORMED)("finds a broken escape in %s", async (path) => {
    expect(hasMalformedEscape(path)).toBe(true);
  });

  it.each(WELL_FORMED)("accepts %s", async (path) => {
    expect(hasMalformedEscape(path)).toBe(false);
  });
});

describe("proxy", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  afterEach(() => warn.mockClear());

  it.each(MALFORMED.filter((p) => p.startsWith("/api/")))("answers %s with the API's JSON 400", async (path) => {
    const res = await proxy(request(path));
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ message: expect.stringMatching(/endereço.*inválid/i), code: "INVALID_INPUT" });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).not.toContain("\n");
  });

  it.each([...MALFORMED.filter((p) => !p.startsWith("/api/")), ...MALFORMED_ASSETS])("answers the page %s with a pt-BR 400 page", async (path) => {
    // With or without a session: a broken address is a 400, not a trip through the login.
    for (const cookie of [undefined, "authjs.session-token=x"]) {
      const res = await proxy(request(path, cookie));
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toContain('lang="pt-BR"');
      expect(html).toContain("Endereço inválido");
      expect(html).toContain('href="/"');
    }
  });

  it("sends the 400 page gzipped exactly where next.config.ts labels the answer gzip", async () => {
    const gzip = { "accept-encoding": "gzip, deflate, br" };
    // A page cache address: the label is on, and Next passes the body on as it is.
    for (const path of ["/fluxos/%E0%A4%A", "/fluxos/tag/%ZZ", "/autores/%ZZ"]) {
      const res = await proxy(request(path, undefined, gzip));
      expect(res.status).toBe(400);
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8")).toContain("Endereço inválido");
    }
    // Anywhere else (or without gzip, or for the router), Next compresses the plain page itself.
    for (const [path, headers] of [
      ["/sitemap/%ZZ", gzip],
      ["/%", gzip],
      ["/fluxos/%ZZ", {}],
      ["/fluxos/%ZZ", { ...gzip, rsc: "1" }],
      ["/autores/%ZZ", {}],
      ["/autores/a/%ZZ", gzip],
    ] as const) {
      expect(await (await proxy(request(path, undefined, headers))).text(), path).toContain("Endereço inválido");
    }
  });

  it("leaves the API and Next's files to Next when their path holds a well-formed escape", async () => {
    vi.stubEnv("DEMO_MODE", "1");
    try {
      for (const path of [
        "/sitemap/%30.xml",
        "/_next/static/chunks/a%20b.js",
        "/_next/image/%41",
        "/robots.txt%20",
        "/icon.svg%20",
        "/api/flows/%20",
        "/api/flows/%E2%9C%93",
      ]) {
        const res = await proxy(request(path));
        expect(res.headers.get("x-middleware-next"), path).toBe("1");
        // No page work: no demo flag cookie, no login redirect, no page cache.
        expect(res.headers.get("set-cookie"), path).toBeNull();
        expect(res.headers.get("x-middleware-rewrite"), path).toBeNull();
      }
      // A page with one still gets the demo flag.
      expect((await proxy(request("/fluxos-x%20"))).headers.get("set-cookie")).toMatch(/fluxoteca-demo=1/);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("keeps the optimistic login redirect of the signed-in areas, exactly as before", async () => {
    for (const path of ["/dashboard", "/dashboard/x", "/profile", "/flow/abc", "/admin", "/admin/users?page=2"]) {
      const res = await proxy(request(path));
      expect(res.status, path).toBe(307);
      const location = new URL(res.headers.get("location")!);
      expect(location.pathname).toBe("/login");
      expect(location.searchParams.get("callbackUrl")).toBe(path);
    }
    // Next matched the old matcher against the decoded path as well.
    expect(new URL((await proxy(request("/%64ashboard"))).headers.get("location")!).searchParams.get("callbackUrl")).toBe("/%64ashboard");
    expect((await proxy(request("/dashboard?search=a%20b"))).headers.get("location")).toBe(
      "http://localhost:3000/login?callbackUrl=%2Fdashboard%3Fsearch%3Da%2520b",
    );
    for (const cookie of ["authjs.session-token=x", "__Secure-authjs.session-token=x"]) {
      for (const path of ["/profile", "/flow/abc", "/admin", "/dashboard?fluxo=abc", "/dashboard?contribuicao=sucesso"]) {
        expect((await proxy(request(path, cookie))).headers.get("x-middleware-next"), path).toBe("1");
      }
      // A member's dashboard document goes to the shared page cache, which checks the session itself.
      const rewrite = (await proxy(request("/dashboard?search=crm", cookie))).headers.get("x-middleware-rewrite");
      expect(new URL(rewrite!).pathname).toBe("/api/internal/page");
    }
  });

  it("goes by the session cookie alone, as the pages do: a Bearer token is for the API", async () => {
    const bearer = { authorization: "Bearer eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2Q0JDLUhTNTEyIn0.x.y.z" };
    for (const path of ["/profile", "/dashboard", "/admin"]) {
      const res = await proxy(request(path, undefined, bearer));
      expect(res.status, path).toBe(307);
      expect(new URL(res.headers.get("location")!).pathname).toBe("/login");
    }
    // The login page renders its form for such a request (lib/auth/viewer.ts `getViewer`): no loop.
    expect((await proxy(request("/login?callbackUrl=%2Fprofile", undefined, bearer))).headers.get("x-middleware-next")).toBe("1");
    for (const path of ["/profile", "/admin"]) {
      expect((await proxy(request(path, "authjs.session-token=x", bearer))).headers.get("x-middleware-next"), path).toBe("1");
    }
  });

  it("lets the page cache's own renders through to the page, which checks the session itself", async () => {
    const res = await proxy(request("/dashboard", undefined, { "x-fluxoteca-render": "1" }));
    expect(res.headers.get("x-middleware-next")).toBe("1");
  });

  it("lets everything else through untouched, with or without a session", async () => {
    // `/` and `/fluxos…` go to the page cache (tests/unit/http/proxy-public.test.ts).
    for (const path of ["/login", "/api/flows", "/api/flows/%00", "/dashboards", "/administrar", "/flows", "/dev/mailbox?to=%00", "/api/health"]) {
      const res = await proxy(request(path));
      expect(res.headers.get("x-middleware-next"), path).toBe("1");
      expect(res.headers.get("location")).toBeNull();
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it("runs for every page and for any path holding a %, not for the rest of the API or the assets", async () => {
    // Next compiles each source with path-to-regexp; these two read as plain regular expressions.
    const patterns = config.matcher.map((source) => new RegExp(`^${source}$`));
    const runs = (path: string) => patterns.some((p) => p.test(path));
    for (const path of [
      ...MALFORMED,
      ...MALFORMED_ASSETS,
      "/",
      "/login",
      "/dashboard",
      "/dashboard/x",
      "/profile",
      "/flow/x",
      "/admin/users",
      "/api/flows/%20",
      "/sitemap/%30.xml",
    ]) {
      expect(runs(path), path).toBe(true);
    }
    // A POST through the proxy has its whole body read into memory first: the API stays out. Next
    // tests the path alone, not the query.
    for (const path of [
      "/api/flows",
      "/api/flows/7d1e4f0a-3b2c-4d5e-8f90-123456789abc",
      "/api/payment/webhook",
      "/_next/static/chunks/a.js",
      "/_next/image",
      "/icon.svg",
      "/favicon.ico",
      "/robots.txt",
      "/sitemap/0.xml",
    ]) {
      expect(runs(path), path).toBe(false);
    }
  });

  it("answers a member's page 503 without rendering while the database is known to be away, and renders again once it answers", async () => {
    markDatabaseUnreachable();
    try {
      // (`/flow/{uuid}` goes to the page cache, which serves its last copy: lib/cache/page-server.ts.)
      for (const path of ["/profile", "/flow/abc", "/admin/users", "/dashboard?fluxo=1"]) {
        const res = await proxy(request(path, "authjs.session-token=x", { "accept-encoding": "gzip" }));
        expect(res.status, path).toBe(503);
        expect(res.headers.get("retry-after")).toBe("3");
        expect(res.headers.get("cache-control")).toBe("no-store");
        // Not a page cache address: next.config.ts puts no gzip label on it, so the body is plain.
        expect(res.headers.get("content-encoding")).toBeNull();
        const html = await res.text();
        expect(html).toContain('lang="pt-BR"');
        expect(html).toContain("Serviço temporariamente indisponível");
      }
      // A visitor is still sent to the login (no database needed), and other pages render.
      expect((await proxy(request("/profile"))).headers.get("location")).toContain("/login?callbackUrl=%2Fprofile");
      expect((await proxy(request("/login", "authjs.session-token=x"))).headers.get("x-middleware-next")).toBe("1");
    } finally {
      markDatabaseAnswered();
    }
    expect((await proxy(request("/profile", "authjs.session-token=x"))).headers.get("x-middleware-next")).toBe("1");
  });
});

import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { proxy } from "@/proxy";

const request = (path: string, headers: Record<string, string> = {}) => new NextRequest(`http://localhost:3000${path}`, { headers });

describe("proxy: the public catalogue", () => {
  it.each(["/fluxos", "/fluxos?search=whatsapp&page=2", "/fluxos/agendamento-pelo-whatsapp", "/fluxos/tag/whatsapp"])(
    "hands the document %s to the page cache, with no login",
    (path) => {
      const res = proxy(request(path));
      expect(res.headers.get("location")).toBeNull();
      const rewrite = new URL(res.headers.get("x-middleware-rewrite")!);
      expect(rewrite.pathname).toBe("/api/internal/page");
      // NextResponse.rewrite passes changed request headers on as x-middleware-request-*.
      expect(res.headers.get("x-middleware-request-x-fluxoteca-page")).toBe(path);
    },
  );

  it("lets Next answer its own navigation requests and the renderer's", () => {
    expect(proxy(request("/fluxos", { rsc: "1" })).headers.get("x-middleware-rewrite")).toBeNull();
    expect(proxy(request("/fluxos", { "x-fluxoteca-render": "1" })).headers.get("x-middleware-rewrite")).toBeNull();
  });

  it("still sends a visitor without a session from the signed-in areas to the login, without the router's _rsc", () => {
    const res = proxy(request("/dashboard?search=x"));
    expect(new URL(res.headers.get("location")!).pathname).toBe("/login");
    const rsc = proxy(request("/dashboard?search=a%20b&_rsc=1x2y", { rsc: "1" }));
    expect(new URL(rsc.headers.get("location")!).searchParams.get("callbackUrl")).toBe("/dashboard?search=a%20b");
  });
});

describe("proxy: demo mode is read when the server runs", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("flags a demo server's pages with a cookie, once", () => {
    vi.stubEnv("DEMO_MODE", "1");
    expect(proxy(request("/")).headers.get("set-cookie")).toMatch(/fluxoteca-demo=1; Path=\/; SameSite=lax/i);
    expect(proxy(request("/", { cookie: "fluxoteca-demo=1" })).headers.get("set-cookie")).toBeNull();
  });

  it("removes the flag on a server that is not in demo mode", () => {
    vi.stubEnv("DEMO_MODE", "");
    expect(proxy(request("/")).headers.get("set-cookie")).toBeNull();
    expect(proxy(request("/", { cookie: "fluxoteca-demo=1" })).headers.get("set-cookie")).toMatch(/fluxoteca-demo=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);
  });
});

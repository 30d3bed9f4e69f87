import { describe, expect, it } from "vitest";
import { carriesCredentials, PUBLIC_CACHE_CONTROL, REMOVAL_BOUND_S } from "@/lib/cache/http-cache";

describe("the policy shared caches get", () => {
  it("drops a removed flow's page within a minute: fresh plus stale time", () => {
    const seconds = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(PUBLIC_CACHE_CONTROL)?.[1]);
    expect(PUBLIC_CACHE_CONTROL).toMatch(/^public, max-age=0, /);
    expect(seconds("s-maxage") + seconds("stale-while-revalidate")).toBe(REMOVAL_BOUND_S);
    expect(REMOVAL_BOUND_S).toBeLessThanOrEqual(60);
  });

  it("counts a session cookie with a value, a Bearer token or the proxy's mark as a session; nothing else", () => {
    const has = (headers: Record<string, string>) => carriesCredentials(new Headers(headers));
    expect(has({ cookie: "authjs.session-token=abc" })).toBe(true);
    expect(has({ cookie: "tema=escuro; __Secure-authjs.session-token=abc" })).toBe(true);
    expect(has({ authorization: "Bearer x" })).toBe(true);
    expect(has({ "x-fluxoteca-credenciais": "1" })).toBe(true);
    expect(has({})).toBe(false);
    expect(has({ cookie: "authjs.session-token=" })).toBe(false);
    expect(has({ cookie: "fluxoteca-demo=1; _ga=GA1.2; xauthjs.session-token=abc" })).toBe(false);
  });
});

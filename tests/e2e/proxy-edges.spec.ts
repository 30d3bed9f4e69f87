import { expect, test } from "@playwright/test";
import { DEMO_USER, signIn } from "./helpers";

// What only the real server shows: which paths Next hands to proxy.ts, and the headers next.config.ts
// adds to its answers (tests/unit/http/proxy.test.ts has the rest).

test("a malformed %-escape is a readable 400 on every path, the ones Next serves itself included", async ({ request }) => {
  const pages = [
    "/sitemap/%E0%A4%A.xml",
    "/sitemap/%",
    "/sitemap/%ZZ",
    "/sitemap/%ED%A0%80",
    "/_next/static/%ZZ",
    "/_next/image/%ZZ",
    "/favicon.ico%ZZ",
    "/icon.svg/%",
    "/robots.txt%ZZ",
    "/fluxos/%E0%A4%A",
    "/%",
  ];
  for (const path of pages) {
    for (const encoding of ["identity", "gzip"]) {
      // The client decodes what Content-Encoding says: a plain body labelled gzip would not read.
      const res = await request.get(path, { headers: { "accept-encoding": encoding }, maxRedirects: 0 });
      expect(res.status(), `${path} ${encoding}`).toBe(400);
      expect(res.headers()["content-type"]).toMatch(/^text\/html/);
      expect(await res.text(), `${path} ${encoding}`).toContain("Endereço inválido");
    }
  }
  const api = await request.get("/api/%ZZ", { headers: { "accept-encoding": "gzip" } });
  expect(api.status()).toBe(400);
  expect((await api.json()).code).toBe("INVALID_INPUT");
  // A well-formed escape still reaches the file; the query is no part of the path.
  expect((await request.get("/sitemap/%30.xml")).status()).toBe(200);
  expect((await request.get("/_next/image?url=%ZZ")).status()).toBe(400);
});

test("a page request with only a Bearer token reaches the login page, never a redirect loop", async ({ playwright, baseURL }) => {
  const login = await playwright.request.newContext({ baseURL });
  const token = await signIn(login, DEMO_USER);
  const bearer = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  const res = await bearer.get("/profile", { maxRedirects: 2 });
  expect(res.status()).toBe(200);
  expect(new URL(res.url()).pathname).toBe("/login");
  // The cookie from the same sign-in opens the page, and /login sends its holder on.
  expect((await login.get("/profile", { maxRedirects: 0 })).status()).toBe(200);
  const back = await login.get("/login?callbackUrl=%2Fprofile", { maxRedirects: 0 });
  expect(back.status()).toBe(307);
  expect(back.headers()["location"]).toBe("/profile");
  // The API still takes the token.
  expect((await bearer.get("/api/users/profile")).status()).toBe(200);
  await Promise.all([login.dispose(), bearer.dispose()]);
});

import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "@/lib/http/safe-redirect";

// Each of these, used as a Location header or in window.location.assign, leads a browser off the
// site (or runs script): browsers drop tab/newline from URLs, read "\" as "/", and treat a leading
// "//" as another host.
const HOSTILE = [
  "//evil.example",
  "///evil.example",
  "////evil.example",
  "/\\evil.example",
  "\\\\evil",
  "\\/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "\n//evil",
  "\t//evil.example",
  " /x",
  " //evil.example",
  "/\u0000/evil.example",
  "/\u007f/evil.example",
  "/\u3000/evil",
  "/\u00a0/evil",
  "/\u200b/evil",
  "/\ufeff/evil",
  "%2F%2Fevil.example",
  "/%2F%2Fevil.example",
  "/%2f%2fevil.example",
  "/%5Cevil.example",
  "/%5cevil.example",
  "/%09/evil.example",
  "/%0A/evil.example",
  "/%00/evil",
  "/%252F%252Fevil.example",
  "/%25252F/evil",
  "/%252525252525252Fevil",
  "//%65vil.example",
  "/.//evil",
  "/./\\evil",
  "/a/..//evil.example",
  "/../..//evil.example",
  "https://evil.example",
  "http://evil.example/dashboard",
  "http:/evil.example",
  "http:evil.example",
  "HTTPS://evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "evil.example",
  "dashboard",
  "?x=1",
  "#y",
  "",
  "/%E0%A4%A",
  "/%",
  `/${"a".repeat(3000)}`,
];

describe("safeRedirectPath", () => {
  it.each(HOSTILE.map((value) => [JSON.stringify(value).slice(0, 60), value]))("refuses %s (falls back to /dashboard)", (_label, value) => {
    expect(safeRedirectPath(value)).toBe("/dashboard");
  });

  it("uses the fallback given, and refuses what is not text", () => {
    expect(safeRedirectPath("//evil.example", "/")).toBe("/");
    for (const value of [undefined, null, 42, ["/dashboard"], { toString: () => "/x" }]) expect(safeRedirectPath(value)).toBe("/dashboard");
  });

  it.each([
    ["/dashboard", "/dashboard"],
    ["/", "/"],
    ["/fluxos/abc?x=1#y", "/fluxos/abc?x=1#y"],
    ["/flow/7d1e4f0a-3b2c-4d5e-8f90-123456789abc", "/flow/7d1e4f0a-3b2c-4d5e-8f90-123456789abc"],
    ["/dashboard?search=S%C3%A3o%20Paulo&tags=crm&tags=erp", "/dashboard?search=S%C3%A3o%20Paulo&tags=crm&tags=erp"],
    ["/dashboard?search=a%2Fb", "/dashboard?search=a%2Fb"],
    ["/admin?aba=fluxos", "/admin?aba=fluxos"],
    ["/profile", "/profile"],
    ["/a/../profile", "/profile"],
    ["/admin/users?page=2#lista", "/admin/users?page=2#lista"],
  ])("keeps the same-site path %j", (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it("what it returns always resolves to this site, whatever the base", () => {
    for (const value of HOSTILE) {
      const out = safeRedirectPath(value);
      expect(new URL(out, "https://fluxoteca.example").origin).toBe("https://fluxoteca.example");
    }
  });
});

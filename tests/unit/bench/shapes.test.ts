import { describe, expect, it } from "vitest";
import type { Picks } from "@/scripts/bench/database";
import { nginxSite } from "@/scripts/nginx/run";
import { inlineScripts, scriptSources } from "@/scripts/bench/lighthouse";
import { documentHeaders } from "@/scripts/bench/load";
import { fileStamp } from "@/scripts/bench/report";
import { buildShapes, selectShapes } from "@/scripts/bench/shapes";

const picks: Picks = {
  popularTag: "ia",
  secondTag: "whatsapp",
  oneWord: "clientes",
  twoWords: "planilha clientes",
  accentless: "automacao",
  missWord: "xilogravura",
  author: "Araújo",
  combined: { search: "pedidos", tag: "ia", platform: "N8N", author: "Silva" },
  flowId: "040835ff-f7c3-46b0-bc47-0c07bbfe4443",
  flowSlug: "cobranca-via-pix",
};

describe("shapes", () => {
  const reference = "http://127.0.0.1:4567";
  const shapes = buildShapes(picks, reference);

  it("measures the ceiling, every /api/flows shape of the issue and five SSR pages (the flow's, as a member and as an admin)", () => {
    expect(shapes[0]).toMatchObject({ id: "ceiling", label: "ceiling (/api/health)", path: "/api/health" });
    expect(shapes.filter((s) => s.kind === "api")).toHaveLength(18);
    expect(shapes.filter((s) => s.kind === "ssr").map((s) => s.path)).toEqual([
      "/dashboard",
      "/dashboard?search=xilogravura",
      `/flow/${picks.flowId}`,
      `/flow/${picks.flowId}`,
      "/",
    ]);
    expect(shapes.find((s) => s.id === "ssr-flow-admin")?.asAdmin).toBe(true);
    expect(new Set(shapes.map((s) => s.id)).size).toBe(shapes.length);
  });

  it("adds the nginx cache rows, anonymous and gzip, only when nginx runs in front of the app", () => {
    expect(shapes.filter((s) => s.kind === "cache")).toEqual([]);
    const cache = buildShapes(picks, reference, "http://127.0.0.1:8080").filter((s) => s.kind === "cache");
    expect(cache.map((s) => [s.id, s.path, s.origin, s.anonymous])).toEqual([
      ["nginx-fluxos", "/fluxos", "http://127.0.0.1:8080", true],
      ["nginx-flow", `/fluxos/${picks.flowSlug}`, "http://127.0.0.1:8080", true],
    ]);
    expect(documentHeaders(cache[0]!)).toEqual({ "Accept-Encoding": "gzip" });
  });

  it("requests the public pages as a visitor, and the mixed row with writes beside it", () => {
    expect(shapes.filter((s) => s.kind === "page").map((s) => [s.id, s.path, s.anonymous])).toEqual([
      ["page-fluxos", "/fluxos", true],
      ["page-facet", "/fluxos/tag/ia", true],
      ["page-search", "/fluxos?search=clientes", true],
      ["page-flow", "/fluxos/cobranca-via-pix", true],
    ]);
    const mixed = shapes.filter((s) => s.kind === "mixed");
    expect(mixed.map((s) => [s.id, s.path, s.writes])).toEqual([["mixed-default", "/api/flows", { downloadsPerSecond: 10, reviewsPerSecond: 1 }]]);
    expect(shapes.filter((s) => s.anonymous).every((s) => s.kind === "page")).toBe(true);
  });

  it("sends only the reference rows to the minimal Next.js app", () => {
    const elsewhere = shapes.filter((s) => s.origin !== undefined);
    expect(elsewhere.map((s) => [s.id, s.kind, s.origin, s.path])).toEqual([
      ["ref-json", "reference", reference, "/api/json"],
      ["ref-page", "reference", reference, "/pagina-dinamica"],
    ]);
  });

  it("builds the query strings from the picks", () => {
    const path = (id: string) => shapes.find((s) => s.id === id)!.path;
    expect(path("default")).toBe("/api/flows");
    expect(path("two-tags")).toBe("/api/flows?tags=ia&tags=whatsapp");
    expect(path("search-two-words")).toBe("/api/flows?search=planilha+clientes");
    expect(path("author")).toBe("/api/flows?author=Ara%C3%BAjo");
    expect(path("combined")).toBe("/api/flows?search=pedidos&tags=ia&minScore=3.5&maxScore=4.5&author=Silva&platform=N8N&sortBy=downloadCount");
    expect(shapes.find((s) => s.id === "search-miss")!.expect).toBe("empty");
    expect(path("search-stem-2-words")).toBe("/api/flows?search=agendar+consultas");
    expect(path("search-typo")).toBe("/api/flows?search=watsapp");
    // The typo is answered with the corrected search's flows.
    expect(shapes.find((s) => s.id === "search-typo")!.expect).toBe("hits");
  });

  it("--only keeps the ceiling and refuses unknown ids", () => {
    expect(selectShapes(shapes, ["tag", "ssr-home"]).map((s) => s.id)).toEqual(["ceiling", "tag", "ssr-home"]);
    expect(selectShapes(shapes, null)).toHaveLength(shapes.length);
    expect(() => selectShapes(shapes, ["nope"])).toThrow(/nope/);
  });
});

describe("scriptSources", () => {
  it("collects script src and preloaded scripts once each, decoding entities", () => {
    const html = `<html><head>
      <link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>
      <link rel="stylesheet" href="/_next/static/css/x.css"/>
      <link rel="modulepreload" href="/_next/static/chunks/m.js">
      <script src="/_next/static/chunks/a.js" async=""></script>
      <script async src='/_next/static/chunks/b.js?v=1&amp;x=2'></script>
      <script>self.__next_f.push([1,"x"])</script>
    </head></html>`;
    expect(scriptSources(html)).toEqual(["/_next/static/chunks/a.js", "/_next/static/chunks/b.js?v=1&x=2", "/_next/static/chunks/m.js"]);
    expect(inlineScripts(html)).toBe('self.__next_f.push([1,"x"])');
  });

  it("keeps nomodule polyfills apart: browsers with ES modules never download them", () => {
    const html = `<script src="/_next/static/chunks/polyfills.js" noModule=""></script><script src="/_next/static/chunks/main.js" async=""></script>`;
    const legacy: string[] = [];
    expect(scriptSources(html, legacy)).toEqual(["/_next/static/chunks/main.js"]);
    expect(legacy).toEqual(["/_next/static/chunks/polyfills.js"]);
  });
});

describe("nginxSite", () => {
  it("puts this run's instances, port and cache directory into the deploy configuration", () => {
    const conf = nginxSite(["127.0.0.1:3001", "127.0.0.1:3002"], 8080, "/tmp/ng/cache");
    expect(conf).toContain("server 127.0.0.1:3001;");
    expect(conf).toContain("server 127.0.0.1:3002;");
    expect(conf).toContain("listen 127.0.0.1:8080;");
    expect(conf).toContain("proxy_cache_path /tmp/ng/cache");
    expect(conf).toContain("proxy_cache fluxoteca_pages;");
    expect(conf).not.toMatch(/listen 80;|server 127\.0\.0\.1:3000;/);
  });

  it("stores nothing when asked for the instances alone (the two-instance row)", () => {
    const conf = nginxSite(["127.0.0.1:3001", "127.0.0.1:3002"], 8080, "/tmp/ng/cache", { cache: false });
    expect(conf).toContain("proxy_cache off;");
    expect(conf).not.toContain("proxy_cache fluxoteca_pages;");
  });
});

describe("fileStamp", () => {
  it("names result files by UTC date and minute", () => {
    expect(fileStamp(new Date("2026-03-04T05:06:59Z"))).toBe("2026-03-04-0506");
  });
});

describe("documentHeaders", () => {
  it("asks for HTML pages as a browser does, and for the API as before", () => {
    expect(documentHeaders({ kind: "page" })).toEqual({ "Accept-Encoding": "gzip" });
    expect(documentHeaders({ kind: "ssr" })).toEqual({ "Accept-Encoding": "gzip" });
    for (const kind of ["api", "ceiling", "mixed", "reference"] as const) expect(documentHeaders({ kind })).toEqual({});
  });
});

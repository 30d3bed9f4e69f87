import type { NextConfig } from "next";
import { precompressedHeaderRules } from "./lib/cache/page-paths";

const isDev = process.env.NODE_ENV !== "production";

// Strict CSP: same-origin everything. Next's inline bootstrap and the theme's pre-paint script need
// 'unsafe-inline' for scripts unless every page is made dynamic for nonces; 'unsafe-eval' only in dev.
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ""}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self' https://www.mercadopago.com.br",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join("; ");

const securityHeaders = [
  { key: "Content-Security-Policy", value: csp },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
  ...(isDev ? [] : [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]),
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // proxy.ts must tell a document request from the router's own (RSC) request for the same URL, to
  // send only documents to the page cache: Next would otherwise strip the `rsc` headers and the
  // `_rsc` parameter before the proxy sees the request.
  skipProxyUrlNormalize: true,
  experimental: {
    // The gzip label of the page cache's answers (lib/cache/page-paths.ts) must match exactly the
    // paths proxy.ts sends there, which are case-sensitive like the app's routes: Next otherwise
    // tests `headers()` sources without case, and `/FLUXOS` got the label over a plain 404 body.
    caseSensitiveRoutes: true,
  },
  reactStrictMode: true,
  // PGlite ships WebAssembly and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite"],
  async headers() {
    // Pages opened from an e-mail link carry a one-time token in the address: no referrer may leak it.
    const noReferrer = [{ key: "Referrer-Policy", value: "no-referrer" }];
    return [
      { source: "/:path*", headers: securityHeaders },
      { source: "/reset-password", headers: noReferrer },
      { source: "/verify-email", headers: noReferrer },
      // The author avatar is an SVG: it gets a policy that runs nothing (later rules win for the same header).
      { source: "/api/authors/:handle/avatar", headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; style-src 'unsafe-inline'" }] },
      // The public catalogue's pages come gzipped from the shared page cache (lib/cache/page-paths.ts).
      ...precompressedHeaderRules(),
    ];
  },
};

export default nextConfig;

import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIES } from "@/lib/auth/cookie";
import { carriesCredentials, CREDENTIALS_HEADER } from "@/lib/cache/http-cache";
import { acceptsGzip, isCacheableRequest, isMemberPage, PAGE_PATH_HEADER, RENDER_HEADER } from "@/lib/cache/page-paths";
import { registeredPageServer } from "@/lib/cache/proxy-pages";
import { hasMalformedEscape } from "@/lib/http/malformed-path";
import { statusPageHtml } from "@/lib/http/status-page";
import { outagePage } from "@/lib/system/outage-page";
import { DEMO_COOKIE, demoModeFromEnv } from "@/lib/page-flags";

// Runs before routing (see `config` for which paths):
// 1. a path with a %-escape that does not decode is a 400 here (Next would answer a plain-text 500),
//    wherever it points; the API and Next's own files get nothing else from the proxy;
// 2. document requests for the public catalogue (`/`, `/fluxos…`, `/autores/…`, `/colecoes/…`) and a member's `/dashboard` and
//    `/flow/{id}` go to the shared page cache (lib/cache/page-server.ts), which renders each page once
//    per catalogue state; a member whose pages render for them alone (the cache's hint cookie,
//    lib/cache/page-paths.ts) gets them from Next directly;
// 3. optimistic redirect only: a visitor without a session cookie never sees a signed-in page flash.
//    The real checks (valid token, status, role) run in every page, action and route handler, so the
//    page cache's own renders (which carry no cookie) skip it. Pages go by the cookie alone, as this
//    redirect does (lib/auth/viewer.ts `getViewer`): a Bearer token is for the API;
// 4. the demo flag cookie, read when the server runs, so no prerendered page bakes demo mode in; never
//    on a visitor's public page, which a shared cache keeps for everyone (the page cache writes the
//    flag into that page's HTML instead, lib/cache/page-server.ts).
const SIGNED_IN_AREAS = /^\/(?:dashboard|profile|flow|admin|minhas-colecoes)(?:\/|$)/;
/** What the first entry of `config.matcher` leaves out: the proxy runs there only for a path holding a "%". */
const UNPROXIED = /^\/(?:api\/|_next\/static|_next\/image|favicon\.ico|icon\.svg|robots\.txt|sitemap)/;

/** A flow's or a collection's link preview picture (app/fluxos/[slug] and app/colecoes/[slug], opengraph-image.tsx). */
const SHARED_IMAGE = /^\/(?:fluxos|colecoes)\/[^/]+\/(?:opengraph|twitter)-image(?:-\w+)?$/;

const MALFORMED_MESSAGE = "Endereço inválido: a URL contém uma sequência de escape (%) malformada.";

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (hasMalformedEscape(pathname)) return malformedPath(request, pathname);
  if (UNPROXIED.test(pathname)) return NextResponse.next();
  const cacheable = isCacheableRequest(request);
  // A visitor's public page or picture, which a shared cache may keep for everyone: no cookie on it.
  const shared = (cacheable ? !isMemberPage(pathname) : SHARED_IMAGE.test(pathname)) && !carriesCredentials(request.headers);
  if (cacheable) {
    const serve = registeredPageServer();
    const page = serve ? await serve(withoutBearer(request), `${pathname}${search}`) : null;
    // A redirect is left to the route handler: Next writes its own plain body for a proxy's
    // redirect, which the gzip label that next.config.ts puts on these requests would garble.
    if (page && !page.headers.has("location")) {
      const res = new NextResponse(page.body, { status: page.status, headers: page.headers });
      return shared ? res : withDemoFlag(request, res);
    }
  }
  const res = route(request, pathname, search, cacheable);
  return shared ? res : withDemoFlag(request, res);
}

function route(request: NextRequest, pathname: string, search: string, cacheable: boolean): NextResponse {
  if (cacheable) {
    // The route handler serves what the proxy did not (lib/cache/proxy-pages.ts). The page's own
    // address travels in a request header: after a rewrite a route handler may see either URL,
    // depending on how Next serves it.
    const target = new URL("/api/internal/page", request.url);
    target.search = "";
    const headers = new Headers(request.headers);
    if (headers.has("authorization")) headers.set(CREDENTIALS_HEADER, "1");
    headers.delete("authorization");
    headers.set(PAGE_PATH_HEADER, `${pathname}${search}`);
    return NextResponse.rewrite(target, { request: { headers } });
  }
  if (request.headers.has(RENDER_HEADER)) return NextResponse.next();
  // Next tested its matchers on the raw and on the decoded path (`/%64ashboard` is /dashboard): so does this.
  if (!SIGNED_IN_AREAS.test(pathname) && !SIGNED_IN_AREAS.test(decodeURIComponent(pathname))) return NextResponse.next();
  const hasSession = SESSION_COOKIES.some((name) => request.cookies.has(name));
  if (hasSession) {
    // While the database is known to be out of reach: the 503 page, without rendering.
    const outage = outagePage();
    return outage ? new NextResponse(outage.body, outage) : NextResponse.next();
  }
  const login = new URL("/login", request.url);
  // The router's `_rsc` parameter is no part of the page's address (the query is kept as written).
  const rest = search
    .replace(/^\?/, "")
    .split("&")
    .filter((part) => part !== "" && !/^_rsc(=|$)/.test(part));
  login.searchParams.set("callbackUrl", `${pathname}${rest.length > 0 ? `?${rest.join("&")}` : ""}`);
  return NextResponse.redirect(login);
}

/**
 * The request the page cache sees: it decides a member's /dashboard from the request's headers, where
 * a Bearer token would outrank the cookie that the page itself (and /login) goes by.
 */
function withoutBearer(request: NextRequest): Request {
  if (!request.headers.has("authorization")) return request;
  const headers = new Headers(request.headers);
  headers.delete("authorization");
  // The answer stays private all the same (lib/cache/http-cache.ts).
  headers.set(CREDENTIALS_HEADER, "1");
  return new Request(request.url, { method: request.method, headers });
}

/** Sets the demo flag cookie on a demo server's answers and removes a stale one anywhere else. */
function withDemoFlag(request: NextRequest, response: NextResponse): NextResponse {
  const flagged = request.cookies.get(DEMO_COOKIE)?.value === "1";
  if (demoModeFromEnv()) {
    if (!flagged) response.cookies.set(DEMO_COOKIE, "1", { path: "/", sameSite: "lax" });
  } else if (request.cookies.has(DEMO_COOKIE)) {
    response.cookies.delete(DEMO_COOKIE);
  }
  return response;
}

async function malformedPath(request: NextRequest, pathname: string) {
  // The path is still %-encoded here (no spaces or line breaks), and quoted: one log line.
  console.warn(`[proxy] 400 endereço com escape % malformado: ${request.method} ${JSON.stringify(pathname.slice(0, 300))}`);
  const headers = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };
  if (pathname === "/api" || pathname.startsWith("/api/")) {
    return NextResponse.json({ message: MALFORMED_MESSAGE, code: "INVALID_INPUT" }, { status: 400, headers });
  }
  // next.config.ts labels a page cache address (`/fluxos/%ZZ` is one) `Content-Encoding: gzip` when the
  // client takes gzip, and Next then leaves the body as it is: it must be gzip already.
  const gzip = isCacheableRequest(request) && acceptsGzip(request.headers);
  const body = gzip ? await gzippedBadAddressPage() : BAD_ADDRESS_PAGE;
  return new NextResponse(body, { status: 400, headers: { ...headers, "Content-Type": "text/html; charset=utf-8", Vary: "Accept-Encoding" } });
}

let badAddressGzip: Promise<ArrayBuffer> | undefined;

function gzippedBadAddressPage(): Promise<ArrayBuffer> {
  badAddressGzip ??= new Response(new Blob([BAD_ADDRESS_PAGE]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer();
  return badAddressGzip;
}

// Served before the app runs, so it carries its own minimal styles (lib/http/status-page.ts).
const BAD_ADDRESS_PAGE = statusPageHtml({
  status: 400,
  title: "Endereço inválido",
  message: "O endereço acessado contém caracteres codificados de forma incorreta. Confira o link ou volte para o início.",
  link: { href: "/", label: "Voltar ao início" },
});

export const config = {
  // Every page (the demo flag, the page cache, the login redirect), and any other path holding a "%"
  // (the API, Next's files, the icons, robots.txt, the sitemaps), for the malformed escape check only
  // (`UNPROXIED` above lists the same prefixes): a path without a "%" cannot have a malformed escape.
  // Not every API path: for each POST or PUT that passes through the proxy, Next reads the whole body
  // into memory (up to 10 MB) before the route handler runs, which would defeat the handlers' own
  // early size limits (lib/http/request.ts). Pages take no request bodies (no server actions). Next
  // tests the path only, never the query (`/_next/image?url=%ZZ` is Next's own 400).
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico|icon.svg|robots.txt|sitemap).*)", "/(.*%.*)"],
};

import "server-only";
import { resolveViewer } from "@/lib/auth/viewer";
import { catalogPageState } from "@/lib/flows/page-state";
import { encodedResponse, isStoredPage, PageCache, storedPageResponse, type RenderedPage } from "./page-cache";
import { acceptsGzip, DASHBOARD_PATH, isCacheablePage, RENDER_HEADER } from "./page-paths";
import { sharedRenderToken } from "./render-token";

// Serves the document requests that proxy.ts hands to the page cache: the page from memory, rendered
// by the app itself on a miss (lib/cache/page-cache.ts).
//
// `/dashboard` (a member's catalogue) comes here too, with the session cookie. A member whose
// catalogue is the public one (not an admin, no flow of their own outside it) gets the page rendered
// once for all of them: the catalogue in the HTML, their header and edit menus filled in after
// hydration (components/account/use-account.ts). Admins and authors with unpublished flows see more
// than the public catalogue, so their dashboard renders for them alone, as any signed-in page does.

/** `/fluxos/{slug}` (and any one-segment address below /fluxos): never served stale. */
const FLOW_PAGE = /^\/fluxos\/[^/]+\/?$/;

/** This server, as the renderer: the same `next start` process, asked with the render header. */
function renderOrigin(): string {
  return process.env.PAGE_RENDER_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
}

/**
 * Renders `path` through this server. A page for the cache carries no cookie (`/dashboard` then
 * needs the shared-render token); a private one carries the visitor's cookies and a plain marker.
 */
async function render(path: string, cookie?: string | null): Promise<RenderedPage> {
  const shared = !cookie && path.split("?")[0] === DASHBOARD_PATH;
  const res = await fetch(`${renderOrigin()}${path}`, {
    headers: { [RENDER_HEADER]: shared ? sharedRenderToken() : "1", "accept-encoding": "identity", ...(cookie ? { cookie } : {}) },
    redirect: "manual",
    cache: "no-store",
  });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

// One cache per process, kept across module reloads in development.
const globalForPages = globalThis as unknown as { __fluxotecaPages?: PageCache };
const pages = (globalForPages.__fluxotecaPages ??= new PageCache((path) => render(path)));

/** A page that is not kept (a 404, a redirect, a private view) goes back as the renderer answered. */
function passThrough(page: RenderedPage, req: Request, gzip: boolean): Response {
  const headers = new Headers(page.headers);
  for (const name of ["content-encoding", "content-length", "transfer-encoding", "connection", "keep-alive"]) headers.delete(name);
  headers.set("Vary", "Accept-Encoding");
  return encodedResponse(page.body, { status: page.status, headers }, req, gzip);
}

function plain(status: number, message: string, req: Request, gzip: boolean, extra: Record<string, string> = {}): Response {
  const headers = new Headers({ "Content-Type": "text/plain; charset=utf-8", Vary: "Accept-Encoding", ...extra });
  return encodedResponse(message, { status, headers }, req, gzip);
}

/**
 * The answer for a document request that proxy.ts hands to the page cache: `path` is the page's
 * address (path and query). Its body is gzip-encoded when the client takes gzip; the
 * Content-Encoding header itself comes from next.config.ts (lib/cache/page-paths.ts), since Next
 * drops that header from the answers of a proxy or a route handler.
 */
export async function servePage(req: Request, path: string): Promise<Response> {
  return serve(req, path, acceptsGzip(req.headers));
}

async function serve(req: Request, path: string, gzip: boolean): Promise<Response> {
  if (req.method !== "GET" && req.method !== "HEAD") return plain(405, "Método não permitido", req, gzip, { Allow: "GET, HEAD" });
  const url = path.startsWith("/") && !path.startsWith("//") ? new URL(path, "http://pagina.local") : null;
  if (!url || !isCacheablePage(url.pathname)) return plain(404, "Não encontrado", req, gzip);
  const target = `${url.pathname}${url.search}`;
  if (url.pathname === DASHBOARD_PATH) return serveDashboard(req, target, gzip);
  let state: string | null;
  try {
    state = await catalogPageState(url.pathname);
  } catch (error) {
    console.warn("[page-cache] estado do catálogo indisponível:", error instanceof Error ? error.message : error);
    // A list page made in the last minutes is served as it was. A flow's own page never is: one
    // made private or deleted must not show again, so it renders (and shows its own error).
    const held = FLOW_PAGE.test(url.pathname) ? undefined : pages.stale(target);
    if (held) return storedPageResponse(held, req, gzip);
    state = null;
  }
  // A flow that is not published is rendered for this request only, with its cookies: its author
  // and admins are sent to their own view, everyone else gets the 404.
  if (state === null) return passThrough(await render(target, req.headers.get("cookie")), req, gzip);
  const page = await pages.get(target, state);
  return isStoredPage(page) ? storedPageResponse(page, req, gzip) : passThrough(page, req, gzip);
}

async function serveDashboard(req: Request, target: string, gzip: boolean): Promise<Response> {
  const cookie = req.headers.get("cookie");
  let viewer: Awaited<ReturnType<typeof resolveViewer>>;
  try {
    viewer = await resolveViewer(req.headers);
  } catch (error) {
    // The page itself answers (an outage as every signed-in page does).
    console.warn("[page-cache] sessão não conferida:", error instanceof Error ? error.message : error);
    return passThrough(await render(target, cookie), req, gzip);
  }
  if (!viewer) {
    const login = `/login?callbackUrl=${encodeURIComponent(target)}`;
    return encodedResponse("", { status: 307, headers: new Headers({ Location: login, "Cache-Control": "no-store", Vary: "Accept-Encoding" }) }, req, gzip);
  }
  const { version, hasUnpublishedFlows } = viewer.catalog;
  if (viewer.role === "ADMIN" || hasUnpublishedFlows || !version) return passThrough(await render(target, cookie), req, gzip);
  const page = await pages.get(target, `membro|${version}`);
  return isStoredPage(page) ? storedPageResponse(page, req, gzip) : passThrough(page, req, gzip);
}


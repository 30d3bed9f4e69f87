import "server-only";
import { databaseAway, markDatabaseUnreachable } from "@/db/availability";
import { isDatabaseUnavailable } from "@/db/errors";
import { withDeadline } from "@/db/timeouts";
import { ownPagesCookieFor, readSessionToken, sessionTokenFrom } from "@/lib/auth/session";
import { resolveViewer } from "@/lib/auth/viewer";
import { computeQuota } from "@/lib/downloads/quota";
import { catalogPageState, memberFlowPageState } from "@/lib/cache/page-state";
import { clientIp } from "@/lib/http/request";
import { statusPageHtml, TOO_MANY_PAGES, UNAVAILABLE_HEADERS, UNAVAILABLE_PAGE } from "@/lib/http/status-page";
import { listFlowsSchema } from "@/lib/flows/schemas";
import { flowSlugOf } from "@/lib/cache/page-state";
import { log } from "@/lib/log";
import { demoModeFromEnv } from "@/lib/page-flags";
import { Lru } from "@/lib/lru";
import { setMetricSource } from "@/lib/metrics";
import { encodedResponse, isStoredPage, PageCache, RENDER_CONCURRENCY, storedPageResponse, type RenderedPage, type StoredPage } from "./page-cache";
import { renderWorkerCount, withRenderOrigin } from "./render-workers";
import { carriesCredentials, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "./http-cache";
import {
  acceptsGzip,
  AUTHOR_PAGE_PATH,
  COLLECTION_PAGE_PATH,
  DASHBOARD_PATH,
  isCacheablePage,
  isMemberPage,
  MEMBER_FLOW_PATH,
  RENDER_HEADER,
} from "./page-paths";
import { sharedRenderToken } from "./render-token";

// Serves the document requests that proxy.ts hands to the page cache: the page from memory, rendered
// by the app itself on a miss (lib/cache/page-cache.ts).
//
// `/dashboard` (a member's catalogue) and `/flow/{id}` (a flow's page for members) come here too,
// with the session cookie. A member whose catalogue is the public one (not an admin, no flow of
// their own outside it) gets the dashboard rendered once for all of them: the catalogue in the HTML,
// their header and edit menus filled in after hydration (components/account/use-account.ts). A
// published flow's page is shared the same way by every member who is neither its author nor an
// admin and may still download. Everyone else's page renders for them alone, as any signed-in page.

/**
 * The longest a page waits for the catalogue state (or the member's session) before it is served
 * from its last copy: the read takes a millisecond when the database is well.
 */
const STATE_DEADLINE_MS = 1_000;
/**
 * After the database failed to answer, pages skip it for this long and go straight to their last
 * copies: during an outage each request would otherwise wait out the deadline, and pile up queries.
 */
const OUTAGE_PAUSE_MS = 500;

class DatabaseAway extends Error {
  readonly code = "CONNECTION_CLOSED";
}

/** A read the page cache needs, bounded in time, and skipped for a moment after the database failed. */
async function readBounded<T>(read: () => Promise<T>): Promise<T> {
  if (databaseAway(OUTAGE_PAUSE_MS)) throw new DatabaseAway("banco indisponível há instantes");
  try {
    return await withDeadline(read(), STATE_DEADLINE_MS);
  } catch (error) {
    if (isDatabaseUnavailable(error)) markDatabaseUnreachable();
    throw error;
  }
}

/** This server, as the renderer: the same `next start` process, asked with the render header. */
function renderOrigin(): string {
  return process.env.PAGE_RENDER_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
}

/**
 * Renders `path` through this server. A page for the cache carries no cookie (`/dashboard` then
 * needs the shared-render token); a private one carries the visitor's cookies and a plain marker.
 */
async function render(path: string, cookie?: string | null): Promise<RenderedPage> {
  const shared = !cookie && isMemberPage(path.split("?")[0]!);
  // By this server or one of its render processes (lib/cache/render-workers.ts).
  return withRenderOrigin(renderOrigin(), async (origin) => {
    const res = await fetch(`${origin}${path}`, {
      headers: { [RENDER_HEADER]: shared ? sharedRenderToken() : "1", "accept-encoding": "identity", ...(cookie ? { cookie } : {}) },
      redirect: "manual",
      cache: "no-store",
    });
    return { status: res.status, headers: res.headers, body: withDemoAttribute(await res.text()) };
  });
}

/**
 * A demo server's pages say so in their HTML (`data-demo`, lib/page-flags.ts): a page every visitor
 * shares, possibly from a cache in front of the app, carries no cookie to say it.
 */
function withDemoAttribute(body: string): string {
  return demoModeFromEnv() ? body.replace(/<html(?=[\s>])(?![^>]*\sdata-demo)/, '<html data-demo=""') : body;
}

/**
 * The catalogue version a page's state was read for: states are `{version}|…` on public pages,
 * `membro|{version}` and `membro-fluxo|{version}|…` on the members' shared ones.
 */
function versionOfState(state: string): string {
  return state.replace(/^membro(?:-fluxo)?\|/, "").split("|", 1)[0]!;
}

/** The state a request for the stored address `path` would read now, for its refresh ahead of visitors. */
async function stateOfStored(path: string): Promise<string | null> {
  const pathname = path.split("?", 1)[0]!;
  if (pathname === DASHBOARD_PATH) {
    const version = await readBounded(() => catalogPageState("/fluxos"));
    return version ? `membro|${version}` : null;
  }
  const flowId = MEMBER_FLOW_PATH.exec(pathname)?.[1];
  if (flowId) {
    const flow = await readBounded(() => memberFlowPageState(flowId));
    return flow ? `membro-fluxo|${flow.state}` : null;
  }
  return readBounded(() => catalogPageState(pathname));
}

// One cache per process, kept across module reloads in development.
const globalForPages = globalThis as unknown as { __fluxotecaPages?: PageCache };
const pages = (globalForPages.__fluxotecaPages ??= new PageCache((path) => render(path), {
  refresh: { versionOf: versionOfState, stateOf: stateOfStored },
  // Each render process takes as many renders at once as the server itself.
  concurrency: RENDER_CONCURRENCY * (1 + renderWorkerCount()),
}));
setMetricSource("pageCache", () => ({ entries: pages.size, bytes: pages.bytes }));

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
  const target = `${url.pathname}${pageQuery(url)}`;
  if (url.pathname === DASHBOARD_PATH) return serveMemberPage(req, target, gzip, dashboardState);
  const flowId = MEMBER_FLOW_PATH.exec(url.pathname)?.[1];
  if (flowId) return serveMemberPage(req, target, gzip, (viewer) => memberFlowState(viewer, flowId));
  let state: string | null;
  try {
    state = await readBounded(() => catalogPageState(url.pathname));
  } catch (error) {
    warnOnce("estado do catálogo indisponível", error);
    if (isDatabaseUnavailable(error)) return standIn(target, req, gzip);
    state = null; // rendered for this request alone: the page answers for itself
  }
  // A flow that is not published is rendered for this request only, with its cookies: its author
  // and admins are sent to their own view, everyone else gets the 404.
  if (!pages.has(target, state ?? "") && !spendRender(req)) return tooManyRenders(req, gzip);
  if (state === null) return rendered(await render(target, req.headers.get("cookie")), target, req, gzip);
  // The same page for everyone: any cache may keep a visitor's copy; one asked with a session stays
  // the browser's (lib/cache/http-cache.ts).
  return answer(await pages.get(target, state), target, req, gzip, carriesCredentials(req.headers) ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
}

/**
 * The parameters a cached page reads, in their order: the catalogue's filters on list pages and the
 * member's catalogue, the page number on a creator or collection page, none on a flow's page or the home page. Anything else (`utm_*`, `fbclid`,
 * `gclid`, `ref`, a random one) is dropped before the cache key and the render: a campaign link is
 * a cache hit, and a made-up parameter cannot make the server render again.
 */
const LIST_PARAMS = new Set(Object.keys(listFlowsSchema.shape));
const PAGE_NUMBER_PARAMS = new Set(["page"]);

function pageQuery(url: URL): string {
  if (url.pathname === "/" || flowSlugOf(url.pathname) !== null || MEMBER_FLOW_PATH.test(url.pathname)) return "";
  // A creator page and a collection page read their page number only.
  const params = AUTHOR_PAGE_PATH.test(url.pathname) || COLLECTION_PAGE_PATH.test(url.pathname) ? PAGE_NUMBER_PARAMS : LIST_PARAMS;
  const kept = new URLSearchParams();
  for (const [key, value] of url.searchParams) if (params.has(key)) kept.append(key, value);
  const query = kept.toString();
  return query ? `?${query}` : "";
}

/**
 * Renders that a client's misses cause, per address and instance: past RENDER_BUDGET in a window
 * that client gets a 429, and everyone else's pages stay as fast.
 */
const RENDER_BUDGET = 120;
const RENDER_WINDOW_MS = 60_000;
const LOCAL_ADDRESS = /^(?:local|127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const renderBudgets = new Lru<string, { used: number; since: number }>(10_000);

function spendRender(req: Request): boolean {
  const address = clientIp(req);
  // This machine itself (a benchmark, a health check, no proxy in front to name the client): unbounded.
  if (LOCAL_ADDRESS.test(address)) return true;
  const now = Date.now();
  const budget = renderBudgets.get(address);
  if (!budget || now - budget.since >= RENDER_WINDOW_MS) {
    renderBudgets.set(address, { used: 1, since: now });
    return true;
  }
  budget.used += 1;
  return budget.used <= RENDER_BUDGET;
}

function tooManyRenders(req: Request, gzip: boolean): Response {
  const headers = new Headers({ ...UNAVAILABLE_HEADERS, "Retry-After": String(RENDER_WINDOW_MS / 1000), Vary: "Accept-Encoding" });
  return encodedResponse(statusPageHtml(TOO_MANY_PAGES), { status: 429, headers }, req, gzip);
}

/** A page from the cache, or the renderer's own answer; a server error there is an outage's. */
function answer(page: StoredPage | RenderedPage, target: string, req: Request, gzip: boolean, cacheControl: string): Response {
  return isStoredPage(page) ? storedPageResponse(page, req, gzip, cacheControl) : rendered(page, target, req, gzip);
}

/**
 * The renderer's answer. A 5xx there comes from the database going away mid-render (the catalogue
 * state was read just before): the last copy stands in, as when the state cannot be read.
 */
function rendered(page: RenderedPage, target: string, req: Request, gzip: boolean): Response {
  return page.status >= 500 ? standIn(target, req, gzip) : passThrough(page, req, gzip);
}

/** The database is out of reach: the page as it was when it last answered, or the pt-BR 503 page. */
function standIn(target: string, req: Request, gzip: boolean): Response {
  const held = pages.stale(target);
  if (held) {
    // No cache may keep this copy for later (a cache in front keeps its own), and a monitor can tell
    // it from a fresh one.
    const res = storedPageResponse(held, req, gzip, "no-store");
    res.headers.set("Warning", '110 - "Response is Stale"');
    return res;
  }
  const headers = new Headers({ ...UNAVAILABLE_HEADERS, Vary: "Accept-Encoding" });
  return encodedResponse(statusPageHtml(UNAVAILABLE_PAGE), { status: 503, headers }, req, gzip);
}

// One line per outage, not one per request: during one every request lands here at once.
let lastWarning = 0;
function warnOnce(what: string, error: unknown) {
  if (Date.now() - lastWarning < 10_000) return;
  lastWarning = Date.now();
  log.warn({ err: error }, `[page-cache] ${what}: páginas servidas da última cópia, se houver`);
}

type MemberViewer = NonNullable<Awaited<ReturnType<typeof resolveViewer>>>;

/**
 * A signed-in page the cache may serve: `sharedState` names the copy every member like this viewer
 * shares (the cache keeps one per state), or null when the page must render for them alone.
 */
async function serveMemberPage(req: Request, target: string, gzip: boolean, sharedState: (viewer: MemberViewer) => Promise<string | null>): Promise<Response> {
  const cookie = req.headers.get("cookie");
  let viewer: Awaited<ReturnType<typeof resolveViewer>>;
  try {
    viewer = await readBounded(() => resolveViewer(req.headers));
  } catch (error) {
    warnOnce("sessão não conferida", error);
    // The page itself answers (as every signed-in page does).
    if (!isDatabaseUnavailable(error)) return rendered(await render(target, cookie), target, req, gzip);
    // The session cannot be checked against its rows. The shared member page holds nothing but the
    // public catalogue, so a token that at least decrypts gets it; what is the member's own comes
    // from the API after hydration, which answers 503 until the database is back.
    const token = sessionTokenFrom(req.headers);
    if (token && (await readSessionToken(token))) return standIn(target, req, gzip);
    viewer = null;
  }
  if (!viewer) {
    const login = `/login?callbackUrl=${encodeURIComponent(target)}`;
    return encodedResponse("", { status: 307, headers: new Headers({ Location: login, "Cache-Control": "no-store", Vary: "Accept-Encoding" }) }, req, gzip);
  }
  const res = await memberPage(req, target, gzip, viewer, sharedState);
  // Whose member pages are never shared: their next ones render directly (lib/cache/page-paths.ts).
  const hint = ownPagesCookieFor(viewer, req.headers);
  if (hint) res.headers.append("Set-Cookie", hint);
  return res;
}

async function memberPage(
  req: Request,
  target: string,
  gzip: boolean,
  viewer: MemberViewer,
  sharedState: (viewer: MemberViewer) => Promise<string | null>,
): Promise<Response> {
  let state: string | null;
  try {
    state = await sharedState(viewer);
  } catch (error) {
    warnOnce("estado da página indisponível", error);
    if (isDatabaseUnavailable(error)) return standIn(target, req, gzip);
    state = null;
  }
  if (state === null) return rendered(await render(target, req.headers.get("cookie")), target, req, gzip);
  if (!pages.has(target, state) && !spendRender(req)) return tooManyRenders(req, gzip);
  return answer(await pages.get(target, state), target, req, gzip, PRIVATE_CACHE_CONTROL);
}

/**
 * The member's catalogue: shared unless the viewer sees more than the public catalogue (an admin,
 * an author with flows outside it).
 */
async function dashboardState(viewer: MemberViewer): Promise<string | null> {
  const { version, hasUnpublishedFlows } = viewer.catalog;
  return viewer.role === "ADMIN" || hasUnpublishedFlows || !version ? null : `membro|${version}`;
}

/**
 * A flow's page for members: shared when the flow is published and the viewer is neither its
 * author nor an admin (they see its waiting version and moderation state) and may still download
 * (one who may not could be shown 'Acesso Bloqueado' instead: the page decides, for them alone).
 */
async function memberFlowState(viewer: MemberViewer, id: string): Promise<string | null> {
  if (viewer.role === "ADMIN") return null;
  const flow = await readBounded(() => memberFlowPageState(id));
  if (!flow || flow.authorId === viewer.id) return null;
  if (!computeQuota(viewer, flow.freeDownloadLimit).canDownload) return null;
  return `membro-fluxo|${flow.state}`;
}

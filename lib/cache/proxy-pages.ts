// How proxy.ts reaches the page cache without importing it. The cache needs the database and Node's
// zlib; the proxy is bundled on its own and loaded for every request, so the server registers the
// cache's entry point at start (instrumentation.ts) on the process-wide global, and the proxy
// answers from it directly. Measured on the same build: going through a rewrite to a route handler
// instead cost Next a second routing pass per page. Redirects, and every page where nothing is
// registered (a proxy running apart from the server), go to app/api/internal/page, which serves
// the same pages through a rewrite.

export type PageServer = (request: Request, path: string) => Promise<Response>;

const KEY = Symbol.for("fluxoteca.page-server");
const registry = globalThis as unknown as Record<symbol, PageServer | undefined>;

export function registerPageServer(serve: PageServer): void {
  registry[KEY] = serve;
}

export function registeredPageServer(): PageServer | undefined {
  return registry[KEY];
}

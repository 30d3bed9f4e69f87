import type { NextRequest } from "next/server";
import { isStoredPage, PageCache, storedPageResponse, type RenderedPage } from "@/lib/cache/page-cache";
import { isCacheablePage, PAGE_PATH_HEADER, RENDER_HEADER } from "@/lib/cache/page-paths";
import { catalogPageState } from "@/lib/flows/page-state";

// GET /api/internal/page – where proxy.ts sends document requests for the public catalogue (the
// page's address in the x-fluxoteca-page header): the page from the shared cache, rendered by the
// app itself on a miss.

/** This server, as the renderer: the same `next start` process, asked with the render header. */
function renderOrigin(): string {
  return process.env.PAGE_RENDER_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
}

async function render(path: string, cookie?: string | null): Promise<RenderedPage> {
  const res = await fetch(`${renderOrigin()}${path}`, {
    headers: { [RENDER_HEADER]: "1", "accept-encoding": "identity", ...(cookie ? { cookie } : {}) },
    redirect: "manual",
    cache: "no-store",
  });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

// One cache per process, kept across module reloads in development.
const globalForPages = globalThis as unknown as { __fluxotecaPages?: PageCache };
const pages = (globalForPages.__fluxotecaPages ??= new PageCache((path) => render(path)));

/** A page that is not kept (a 404, a redirect, a private view) goes back as the renderer answered. */
function passThrough(page: RenderedPage): Response {
  const headers = new Headers(page.headers);
  for (const name of ["content-encoding", "content-length", "transfer-encoding", "connection", "keep-alive"]) headers.delete(name);
  headers.set("X-Page-Cache", "bypass");
  return new Response(page.status === 304 || page.status === 204 ? null : page.body, { status: page.status, headers });
}

async function serve(req: NextRequest): Promise<Response> {
  const path = req.headers.get(PAGE_PATH_HEADER) ?? "";
  const url = path.startsWith("/") && !path.startsWith("//") ? new URL(path, "http://pagina.local") : null;
  if (!url || !isCacheablePage(url.pathname)) return new Response("Não encontrado", { status: 404 });
  const target = `${url.pathname}${url.search}`;
  let state: string | null;
  try {
    state = await catalogPageState(url.pathname);
  } catch (error) {
    // Without the state nothing can be served from memory: render it (the page shows its own error).
    console.warn("[page-cache] estado do catálogo indisponível:", error instanceof Error ? error.message : error);
    state = null;
  }
  // A flow that is not published is rendered for this request only, with its cookies: its author
  // and admins are sent to their own view, everyone else gets the 404.
  if (state === null) return passThrough(await render(target, req.headers.get("cookie")));
  const page = await pages.get(target, state);
  return isStoredPage(page) ? storedPageResponse(page, req) : passThrough(page);
}

export const GET = serve;
export const HEAD = serve;

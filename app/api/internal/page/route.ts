import type { NextRequest } from "next/server";
import { PAGE_PATH_HEADER } from "@/lib/cache/page-paths";
import { servePage } from "@/lib/cache/page-server";

// GET /api/internal/page – where proxy.ts rewrites the page cache's requests that it cannot answer
// itself (lib/cache/proxy-pages.ts): redirects, and any request when the server has not registered
// the cache with the proxy. The page's address travels in the x-fluxoteca-page header.
async function serve(req: NextRequest): Promise<Response> {
  return servePage(req, req.headers.get(PAGE_PATH_HEADER) ?? "");
}

export const GET = serve;
export const HEAD = serve;
export const POST = serve;
export const PUT = serve;
export const PATCH = serve;
export const DELETE = serve;

import { preflight, serveTemplatesApi } from "./templates-api";

// GET /api/n8n/{key}/… – n8n's template library API (search, categories, collections, a template,
// the workflow to import), for a self-hosted n8n whose N8N_TEMPLATES_HOST is /api/n8n/{key}
export async function GET(req: Request, ctx: RouteContext<"/api/n8n/[key]/[...path]">) {
  const { key, path } = await ctx.params;
  return serveTemplatesApi(req, key, path);
}

// OPTIONS – the browser's preflight: n8n's editor adds an `n8n-version` header to every call
export function OPTIONS(req: Request) {
  return preflight(req);
}

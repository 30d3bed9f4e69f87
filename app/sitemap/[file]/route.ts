import { publicTextResponse } from "@/lib/cache/public-response";
import { appUrl } from "@/lib/env";
import { sitemapEntries, sitemapIds } from "@/lib/seo/catalogue-sitemap";
import { sitemapXml } from "@/lib/seo/crawler-files";

// GET /sitemap/{id}.xml – as many files as the public flows need (lib/seo/catalogue-sitemap.ts), all
// listed in robots.txt. Read from the database and APP_URL when asked, never frozen at build time.
export const dynamic = "force-dynamic";

const FILE = /^(0|[1-9]\d{0,5})\.xml$/;

export async function GET(request: Request, { params }: RouteContext<"/sitemap/[file]">) {
  const id = Number(FILE.exec((await params).file)?.[1] ?? -1);
  const files = id < 0 ? 0 : (await sitemapIds()).length;
  if (id < 0 || id >= files)
    return new Response("Não encontrado", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  return publicTextResponse(request, sitemapXml(await sitemapEntries(id, appUrl())), "application/xml; charset=utf-8");
}

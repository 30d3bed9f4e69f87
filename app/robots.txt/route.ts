import { publicTextResponse } from "@/lib/cache/public-response";
import { appUrl } from "@/lib/env";
import { robotsRules } from "@/lib/seo/catalogue-robots";
import { robotsText } from "@/lib/seo/crawler-files";
import { sitemapIds } from "@/lib/seo/catalogue-sitemap";

// GET /robots.txt – the public pages are open; signed-in areas, the API and the demo tools are not.
// APP_URL and the number of sitemap files are read when asked, never frozen at build time.
export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  return publicTextResponse(request, robotsText(robotsRules(appUrl(), await sitemapIds())), "text/plain; charset=utf-8");
}

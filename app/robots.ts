import type { MetadataRoute } from "next";
import { appUrl } from "@/lib/env";
import { robotsRules } from "@/lib/seo/catalogue-robots";
import { sitemapIds } from "@/lib/seo/catalogue-sitemap";

// APP_URL and the number of sitemap files are read when asked, never frozen at build time.
export const dynamic = "force-dynamic";

/** `/robots.txt`: the public pages are open; signed-in areas, the API and the demo tools are not. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  return robotsRules(appUrl(), await sitemapIds());
}

import type { MetadataRoute } from "next";

/** Signed-in areas, the API and the demo tools: nothing there for a search engine. */
const DISALLOWED_PATHS = ["/admin", "/profile", "/api", "/dev", "/dashboard", "/flow/", "/minhas-colecoes"];

/**
 * robots.txt: everything else is open (the catalogue's thin pages say `noindex` themselves, which
 * a crawler can only read on a page it may fetch), and every sitemap file.
 */
export function robotsRules(baseUrl: string, sitemapIds: { id: number }[]): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: DISALLOWED_PATHS },
    sitemap: sitemapIds.map(({ id }) => `${baseUrl}/sitemap/${id}.xml`),
  };
}

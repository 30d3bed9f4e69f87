import type { MetadataRoute } from "next";

// The text of robots.txt and of a sitemap file, written here rather than by Next's metadata routes:
// their route handlers (app/robots.txt, app/sitemap/[file]) answer with a validator, which Next's
// own never send, so a cache in front of the app asks again for a 304.

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function xml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/** A sitemaps.org `urlset`: each address, and when it last changed where known. */
export function sitemapXml(entries: MetadataRoute.Sitemap): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `\n<lastmod>${new Date(entry.lastModified).toISOString()}</lastmod>` : "";
    return `<url>\n<loc>${xml(entry.url)}</loc>${lastmod}\n</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** robots.txt in the usual layout: each group's agents, allows and disallows, then the sitemaps. */
export function robotsText(robots: MetadataRoute.Robots): string {
  const groups = list(robots.rules).map((rule) =>
    [
      ...list(rule.userAgent).map((agent) => `User-Agent: ${agent}`),
      ...list(rule.allow).map((p) => `Allow: ${p}`),
      ...list(rule.disallow).map((p) => `Disallow: ${p}`),
    ].join("\n"),
  );
  const sitemaps = list(robots.sitemap).map((url) => `Sitemap: ${url}`);
  return `${[...groups, ...(sitemaps.length > 0 ? [sitemaps.join("\n")] : [])].join("\n\n")}\n`;
}

import type { MetadataRoute } from "next";
import { appUrl } from "@/lib/env";
import { sitemapEntries, sitemapIds } from "@/lib/seo/catalogue-sitemap";

// Read from the database and APP_URL when asked, never frozen at build time.
export const dynamic = "force-dynamic";

/** `/sitemap/{id}.xml`: as many files as the public flows need (lib/seo/catalogue-sitemap.ts), all listed in robots.txt. */
export async function generateSitemaps() {
  // The build asks for the ids to prerender them, which a dynamic route never does: it gets file 0
  // without opening a database that may not exist there. A running server counts the flows.
  if (process.env.NEXT_PHASE === "phase-production-build") return [{ id: 0 }];
  return sitemapIds();
}

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(Number(await id), appUrl());
}

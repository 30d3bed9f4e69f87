import type { MetadataRoute } from "next";
import { appUrl } from "@/lib/env";
import { sitemapEntries, sitemapIds } from "@/lib/seo/catalogue-sitemap";

// Read from the database and APP_URL when asked, never frozen at build time.
export const dynamic = "force-dynamic";

/** `/sitemap/{id}.xml`: as many files as the public flows need (lib/seo/catalogue-sitemap.ts), all listed in robots.txt. */
export async function generateSitemaps() {
  // Next also asks for the ids outside a request, to prerender them (which a dynamic route never
  // does): during the build, where the database may not exist, and in development from a worker
  // process (jest-worker), which must not open the embedded database its parent holds (PGlite
  // allows one process per directory). Both get file 0; the route itself asks again, in the
  // server's process, before serving a file, and that answer counts the flows.
  if (process.env.NEXT_PHASE === "phase-production-build" || process.env.JEST_WORKER_ID !== undefined) return [{ id: 0 }];
  return sitemapIds();
}

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(Number(await id), appUrl());
}

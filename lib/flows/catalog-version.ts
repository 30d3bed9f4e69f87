import "server-only";
import { sql } from "drizzle-orm";
import { db, selectRows } from "@/db";

/**
 * The catalogue version: the sum of the `catalog_version` shard rows, which the `flows_bump_catalog`
 * and `users_bump_catalog` triggers (migrations 0004 and 0011) move on every change to the flows'
 * membership or content and to author names, never on counters. Every cache of catalogue pages
 * (lib/flows/queries.ts, lib/cache/page-cache.ts) starts its keys with it, so a write through any
 * instance is seen by every instance on its next request.
 */
export const CATALOG_VERSION_SQL = sql`(select sum(version)::text from catalog_version)`;

export async function readCatalogVersion(): Promise<string | null> {
  const [row] = await selectRows<{ version: string | null }>(db, sql`select ${CATALOG_VERSION_SQL} as version`);
  return row?.version ?? null;
}

import "server-only";
import { sql } from "drizzle-orm";
import { db, selectRows } from "@/db";

/**
 * The catalogue version: the sum of the `catalog_version` shard rows. Triggers move it
 * (docs/product-rules.md §18): `flows_bump_catalog` (migration 0011) on every change to the flows' membership or
 * content, never on counters; `users_rename_bump_catalog` and `users_delete_bump_catalog`
 * (migration 0013) when an author's name really changes or a user is deleted. A changed synonym
 * list moves it by hand (lib/settings/mutations.ts). Every cache of catalogue pages
 * (lib/flows/queries.ts, lib/cache/page-cache.ts) starts its keys with it, so a write through any
 * instance is seen by every instance on its next request.
 */
export const CATALOG_VERSION_SQL = sql`(select sum(version)::text from catalog_version)`;

export async function readCatalogVersion(): Promise<string | null> {
  const [row] = await selectRows<{ version: string | null }>(db, sql`select ${CATALOG_VERSION_SQL} as version`);
  return row?.version ?? null;
}

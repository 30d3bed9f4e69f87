import { sql } from "drizzle-orm";
import type { Database } from "./client";

/**
 * The catalogue version: the sum of the `catalog_version` shard rows. Triggers move it
 * (docs/product-rules.md §18): `flows_bump_catalog` (migration 0011) on every change to the flows'
 * membership or content, never on counters; `users_rename_bump_catalog` and
 * `users_delete_bump_catalog` (migration 0013) when an author's name really changes or a user is
 * deleted. Changes no trigger sees (a synonym list, a finished re-rank, an author's verified mark)
 * move it with `bumpCatalogVersion`. Every cache of catalogue pages starts its keys with it, so a
 * write through any instance is seen by every instance on its next request.
 */
export const CATALOG_VERSION_SQL = sql`(select sum(version)::text from catalog_version)`;

/** Moves the catalogue version in the caller's transaction (plain SQL: the seed and bench scripts call it too). */
export async function bumpCatalogVersion(tx: Pick<Database, "execute">): Promise<void> {
  await tx.execute(sql`update catalog_version set version = version + 1 where id = 1`);
}

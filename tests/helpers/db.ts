import { sql } from "drizzle-orm";
import { selectRows, type Database } from "../../db/client";

/**
 * Empties every application table between tests (midday-style), keeping the migrated schema. The
 * catalogue version row stays and moves on, as any write would move it: TRUNCATE fires no row or
 * statement trigger, and a reset version would let list caches serve the previous test's pages.
 */
export async function truncateAll(db: Database) {
  const rows = await selectRows<{ tablename: string }>(db, sql`select tablename from pg_tables where schemaname = 'public'`);
  const list = rows.filter((r) => r.tablename !== "catalog_version").map((r) => `"${r.tablename}"`);
  if (list.length > 0) await db.execute(sql.raw(`truncate table ${list.join(", ")} restart identity cascade`));
  await db.execute(sql`update catalog_version set version = version + 1 where id = 1`);
}

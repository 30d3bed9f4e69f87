import { sql } from "drizzle-orm";
import { selectRows, type Database } from "../../db/client";

/** Empties every application table between tests (midday-style), keeping the migrated schema. */
export async function truncateAll(db: Database) {
  const rows = await selectRows<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const list = rows.map((r) => `"${r.tablename}"`);
  if (list.length > 0) await db.execute(sql.raw(`truncate table ${list.join(", ")} restart identity cascade`));
}

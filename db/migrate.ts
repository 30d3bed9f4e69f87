import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import type { DatabaseHandle } from "./client";

const MIGRATIONS_FOLDER = path.join(process.cwd(), "db", "migrations");

/**
 * Applies the committed drizzle-kit migrations (the same files serve Postgres and PGlite). The
 * columns that only the application can read from the workflow JSON are filled afterwards by
 * lib/system/prepare-database.ts, which is what the scripts and tests call.
 */
export async function applyMigrations(handle: DatabaseHandle, migrationsFolder = MIGRATIONS_FOLDER) {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // Several instances may boot at once: serialise them on a session advisory lock, held on one
  // dedicated connection (a pooled handle could lock and unlock on different connections).
  const client = postgres(handle.url!, { max: 1, onnotice: () => {} });
  try {
    const db = drizzle(client);
    await db.execute(sql`select pg_advisory_lock(727001)`);
    await migratePostgres(db, { migrationsFolder });
    await db.execute(sql`select pg_advisory_unlock(727001)`);
  } finally {
    await client.end({ timeout: 5 });
  }
}

import path from "node:path";
import { eq, lt, sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { derivedColumns, FACTS_VERSION } from "../lib/flows/derived";
import type { Database, DatabaseHandle } from "./client";
import { flows } from "./schema";

const MIGRATIONS_FOLDER = path.join(process.cwd(), "db", "migrations");

/**
 * Applies the committed drizzle-kit migrations (the same files serve Postgres and PGlite), then
 * fills the columns that only the application can read from the workflow JSON.
 */
export async function runMigrations(handle: DatabaseHandle, migrationsFolder = MIGRATIONS_FOLDER) {
  await applyMigrations(handle, migrationsFolder);
  await refreshFlowFacts(handle.db);
}

async function applyMigrations(handle: DatabaseHandle, migrationsFolder: string) {
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

const REFRESH_BATCH = 200;

/**
 * Rows written before the current extraction rules (FACTS_VERSION) get their facts and fingerprints
 * again, a batch at a time. Each update is idempotent, so instances booting together only repeat work.
 */
export async function refreshFlowFacts(db: Database): Promise<number> {
  let refreshed = 0;
  for (;;) {
    const rows = await db
      .select({ id: flows.id, platform: flows.platform, metadata: flows.metadata })
      .from(flows)
      .where(lt(flows.factsVersion, FACTS_VERSION))
      .limit(REFRESH_BATCH);
    if (rows.length === 0) return refreshed;
    for (const row of rows) await db.update(flows).set(derivedColumns(row.platform, row.metadata)).where(eq(flows.id, row.id));
    refreshed += rows.length;
  }
}

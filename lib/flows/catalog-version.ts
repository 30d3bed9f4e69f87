import "server-only";
import { sql } from "drizzle-orm";
import { db, selectRows } from "@/db";
import { CATALOG_VERSION_SQL } from "@/db/catalog-version";

/** The catalogue version now (db/catalog-version.ts says what moves it). */
export async function readCatalogVersion(): Promise<string | null> {
  const [row] = await selectRows<{ version: string | null }>(db, sql`select ${CATALOG_VERSION_SQL} as version`);
  return row?.version ?? null;
}

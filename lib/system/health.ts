import "server-only";
import { sql } from "drizzle-orm";
import { db, getDatabase } from "@/db";
import pkg from "@/package.json";

export interface Health {
  status: "ok" | "degraded";
  version: string;
  database: { kind: "postgres" | "pglite"; reachable: boolean; latencyMs: number | null };
  time: string;
}

/**
 * Cheap liveness + readiness probe: one primary-key read of a table the migrations create, so an
 * unmigrated database reports "degraded" too.
 */
export async function checkHealth(): Promise<Health> {
  const kind = getDatabase().kind;
  const started = performance.now();
  let reachable = true;
  try {
    await db.execute(sql`select version from catalog_version where id = 1`);
  } catch (error) {
    console.error("Banco de dados indisponível:", error);
    reachable = false;
  }
  return {
    status: reachable ? "ok" : "degraded",
    version: pkg.version,
    database: { kind, reachable, latencyMs: reachable ? Math.round(performance.now() - started) : null },
    time: new Date().toISOString(),
  };
}

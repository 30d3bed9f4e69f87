import "server-only";
import { sql } from "drizzle-orm";
import { db, getDatabase } from "@/db";
import { errorCodes } from "@/db/errors";
import pkg from "@/package.json";
import { log } from "@/lib/log";

export interface Health {
  status: "ok" | "degraded";
  version: string;
  database: { kind: "postgres" | "pglite"; reachable: boolean; latencyMs: number | null };
  time: string;
}

/** A probe that waits longer than this for the database reports it unreachable. */
const HEALTH_TIMEOUT_MS = 2_000;

class ProbeTimeout extends Error {
  readonly code = "PROBE_TIMEOUT";
}

/**
 * Cheap liveness + readiness probe: one primary-key read of a table the migrations create, so an
 * unmigrated database reports "degraded" too. It never waits more than HEALTH_TIMEOUT_MS: a load
 * balancer asking during an outage gets its answer at once, not when the connection attempt gives up.
 */
export async function checkHealth(): Promise<Health> {
  const kind = getDatabase().kind;
  const started = performance.now();
  let reachable = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ProbeTimeout(`sem resposta em ${HEALTH_TIMEOUT_MS} ms`)), HEALTH_TIMEOUT_MS);
    });
    await Promise.race([db.execute(sql`select version from catalog_version where id = 1`), timeout]);
  } catch (error) {
    // Codes only: the probe runs every few seconds, and an outage would fill the log with stacks.
    log.error({ codes: errorCodes(error), ...(errorCodes(error).length ? {} : { err: error }) }, "Banco de dados indisponível");
    reachable = false;
  } finally {
    clearTimeout(timer);
  }
  return {
    status: reachable ? "ok" : "degraded",
    version: pkg.version,
    database: { kind, reachable, latencyMs: reachable ? Math.round(performance.now() - started) : null },
    time: new Date().toISOString(),
  };
}

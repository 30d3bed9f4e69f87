import "server-only";
import { openDatabase, type DatabaseHandle } from "./client";
import { DEFAULT_TIMEOUTS } from "./timeouts";
import { runWriteTransaction, type RetryOptions, type Transaction } from "./transaction";

// One handle per process. Kept on globalThis so dev-server reloads don't open a second PGlite on the
// same directory (PGlite allows one process, one connection per data dir).
const globalForDb = globalThis as unknown as { __fluxotecaDb?: DatabaseHandle };

export function getDatabase(): DatabaseHandle {
  globalForDb.__fluxotecaDb ??= openDatabase({
    url: process.env.DATABASE_URL || undefined,
    dataDir: process.env.PGLITE_DIR || undefined,
    timeouts: DEFAULT_TIMEOUTS,
  });
  return globalForDb.__fluxotecaDb;
}

/** Replaces the process-wide handle (tests point it at a throwaway database). */
export function setDatabase(handle: DatabaseHandle | undefined) {
  globalForDb.__fluxotecaDb = handle;
}

/** Lazily opened so that importing a module never touches the database (e.g. during `next build`). */
export const db = new Proxy({} as DatabaseHandle["db"], {
  get(_target, prop) {
    const real = getDatabase().db as unknown as Record<PropertyKey, unknown>;
    const value = real[prop];
    return typeof value === "function" ? value.bind(real) : value;
  },
});

/**
 * THE way to run a write transaction: on the process-wide database, run again (a few times, after a
 * short random wait) when Postgres aborts it as a deadlock victim or a serialization failure. See
 * `runWriteTransaction`; the callback may run more than once, so it only talks to the database.
 */
export function writeTransaction<T>(fn: (tx: Transaction) => Promise<T>, opts?: RetryOptions): Promise<T> {
  return runWriteTransaction(getDatabase().db, fn, opts);
}

export * as schema from "./schema";
export { selectRows, statementName } from "./client";
export type { Database, DatabaseKind } from "./client";
export type { Transaction } from "./transaction";

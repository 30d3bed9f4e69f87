import "server-only";
import { openDatabase, type DatabaseHandle } from "./client";

// One handle per process. Kept on globalThis so dev-server reloads don't open a second PGlite on the
// same directory (PGlite allows one process, one connection per data dir).
const globalForDb = globalThis as unknown as { __fluxotecaDb?: DatabaseHandle };

export function getDatabase(): DatabaseHandle {
  globalForDb.__fluxotecaDb ??= openDatabase({
    url: process.env.DATABASE_URL || undefined,
    dataDir: process.env.PGLITE_DIR || undefined,
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

export * as schema from "./schema";
export { selectRows, statementName } from "./client";
export type { Database, DatabaseKind } from "./client";

import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { mkdirSync } from "node:fs";
import path from "node:path";
import * as schema from "./schema";
import { boundedClient, serverTimeouts, type DatabaseTimeouts } from "./timeouts";

/**
 * Both drivers expose the same query builder; the app is typed against the postgres.js flavour so
 * every query compiles once and runs on either database.
 */
export type Database = PostgresJsDatabase<typeof schema>;

export type DatabaseKind = "postgres" | "pglite";

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Connection string, for Postgres. */
  url?: string;
  close: () => Promise<void>;
  /** PGlite only: a tarball of the data directory (tests start each file from a migrated copy). */
  dump?: () => Promise<Blob>;
}

/**
 * How postgres.js opens, keeps and reopens connections, tuned so that a database blip (restart,
 * failover, network cut) costs a few 503s and not a hang. postgres.js reopens a lost connection
 * when the next query needs it, after a wait that by default grows 3x per failed attempt up to 20 s
 * (and the count only resets on a successful connection): after a second of downtime, queries sat
 * queued for up to 20 s and the app took 8-17 s to notice the database was back.
 */
const CONNECTION_LIFECYCLE = {
  /** Seconds to open a connection (TCP + TLS + startup) before the waiting query fails with CONNECT_TIMEOUT. */
  connect_timeout: 5,
  /** Idle connections close after this many seconds, so a pool does not keep sockets a blip left half-open. */
  idle_timeout: 60,
  /** Connections are replaced after 15-30 min (randomised, so they do not all reconnect at once). */
  max_lifetime: 60 * (15 + Math.random() * 15),
  /** Seconds before reconnecting after `retries` failed attempts: 50 ms doubling, never above 0.5 s, jittered. */
  backoff: (retries: number) => Math.min(0.05 * 2 ** Math.max(0, retries - 1), 0.5) * (0.5 + Math.random() / 2),
};

const DEFAULT_PGLITE_DIR = path.join(process.cwd(), ".data", "pglite");

export interface OpenOptions {
  url?: string;
  dataDir?: string;
  max?: number;
  loadDataDir?: Blob;
  /**
   * Postgres: time limits on statements and transactions (db/timeouts.ts). The app's handle has
   * them (db/index.ts); scripts (migrations, seeds, the benchmark's data) run without.
   */
  timeouts?: DatabaseTimeouts;
}

/** Opens a connection. `url` selects Postgres; otherwise PGlite at `dataDir` ("memory://" for tests). */
export function openDatabase(opts: OpenOptions = {}): DatabaseHandle {
  if (opts.url) {
    // A transaction-pooling proxy (PgBouncer) cannot keep prepared statements between calls, and
    // refuses unknown startup parameters: there the server-side limits are set on the role instead
    // (docs/operations.md, "Várias instâncias atrás de um balanceador").
    const pooled = process.env.DATABASE_PREPARE === "0";
    const client = postgres(opts.url, {
      max: opts.max ?? 10,
      onnotice: () => {},
      prepare: !pooled,
      ...(opts.timeouts && !pooled ? { connection: serverTimeouts(opts.timeouts) } : {}),
      ...CONNECTION_LIFECYCLE,
    });
    return {
      db: drizzlePostgres(opts.timeouts ? boundedClient(client, opts.timeouts) : client, { schema }),
      kind: "postgres",
      url: opts.url,
      close: () => client.end({ timeout: 5 }),
    };
  }
  const dataDir = opts.dataDir ?? DEFAULT_PGLITE_DIR;
  if (!dataDir.includes("://")) mkdirSync(dataDir, { recursive: true });
  const pg = new PGlite(dataDir, { extensions: { pg_trgm }, loadDataDir: opts.loadDataDir });
  return {
    db: drizzlePglite(pg, { schema }) as unknown as Database,
    kind: "pglite",
    close: () => pg.close(),
    dump: async () => (await pg.dumpDataDir("none")) as Blob,
  };
}

/**
 * Runs raw SQL and returns its rows. `db.execute` answers an array on postgres.js but `{ rows }` on
 * PGlite; every raw query goes through here so the app behaves the same on both.
 */
export async function selectRows<T extends Record<string, unknown>>(db: Pick<Database, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

/**
 * Name for a Drizzle prepared query. Behind a transaction-pooling proxy (`DATABASE_PREPARE=0`) no
 * statement may be named, and Drizzle would otherwise ask postgres.js to prepare it anyway.
 */
export function statementName(name: string): string {
  // Drizzle types the name as a string; at runtime `undefined` means "run it unnamed".
  return (process.env.DATABASE_PREPARE === "0" ? undefined : name) as string;
}

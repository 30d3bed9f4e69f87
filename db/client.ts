import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres, { type Sql } from "postgres";
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
  /** Postgres: connections in use (statements and transactions under way, at most `max`) and the pool size. */
  pool?: () => { inUse: number; max: number };
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
    const max = opts.max ?? 10;
    const counted = { busy: 0 };
    const raw = postgres(opts.url, {
      max,
      onnotice: () => {},
      prepare: !pooled,
      ...(opts.timeouts && !pooled ? { connection: serverTimeouts(opts.timeouts) } : {}),
      ...CONNECTION_LIFECYCLE,
    });
    const client = observed(raw, counted);
    return {
      db: drizzlePostgres(opts.timeouts ? boundedClient(client, opts.timeouts) : client, { schema }),
      kind: "postgres",
      url: opts.url,
      pool: () => ({ inUse: Math.min(counted.busy, max), max }),
      close: () => raw.end({ timeout: 5 }),
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
 * Who hears how long each Postgres statement took, in seconds (the app's metrics register here:
 * db/ does not import lib/). Kept on globalThis so every bundle of the app shares one list.
 */
const queryListeners: ((seconds: number) => void)[] = ((
  globalThis as unknown as { __fluxotecaQueryListeners?: ((seconds: number) => void)[] }
).__fluxotecaQueryListeners ??= []);

/** Calls `listener` with the duration of every statement (queueing for a connection included). */
export function onQuery(listener: (seconds: number) => void): () => void {
  if (!queryListeners.includes(listener)) queryListeners.push(listener);
  return () => {
    const at = queryListeners.indexOf(listener);
    if (at !== -1) queryListeners.splice(at, 1);
  };
}

type PendingQuery = PromiseLike<unknown> & { values(): unknown };

/**
 * The postgres.js client with each statement timed for `onQuery` and counted while it runs (a
 * transaction counts once, from BEGIN to its end: it holds one connection throughout). A query of
 * postgres.js runs when awaited, so the clock starts at `then`. Without listeners, statements pass
 * through untouched.
 */
function observed(client: Sql, counted: { busy: number }, inTransaction = false): Sql {
  return new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === "unsafe") {
        return (...args: Parameters<Sql["unsafe"]>) => {
          const query = target.unsafe(...args) as unknown as PendingQuery;
          return queryListeners.length === 0 && inTransaction ? query : timedQuery(query, counted, inTransaction);
        };
      }
      if (prop === "begin" || prop === "savepoint") {
        const original = Reflect.get(target, prop, receiver) as (...a: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => {
          const fn = args.pop() as (sql: Sql) => unknown;
          const outer = prop === "begin";
          if (outer) counted.busy++;
          const run = original.call(target, ...args, (sql: Sql) => fn(observed(sql, counted, true)));
          return outer ? run.finally(() => counted.busy--) : run;
        };
      }
      const value = Reflect.get(target, prop, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function timedQuery(query: PendingQuery, counted: { busy: number }, inTransaction: boolean): PendingQuery {
  return new Proxy(query, {
    get(target, prop, receiver) {
      if (prop === "values") {
        return () => {
          target.values();
          return receiver;
        };
      }
      if (prop === "then") {
        return (onFulfilled?: (value: unknown) => unknown, onRejected?: (reason: unknown) => unknown) => {
          const started = performance.now();
          if (!inTransaction) counted.busy++;
          const done = () => {
            if (!inTransaction) counted.busy--;
            const seconds = (performance.now() - started) / 1000;
            for (const listener of queryListeners) listener(seconds);
          };
          return target
            .then(
              (value) => {
                done();
                return value;
              },
              (error: unknown) => {
                done();
                throw error;
              },
            )
            .then(onFulfilled, onRejected);
        };
      }
      const value = Reflect.get(target, prop, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
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

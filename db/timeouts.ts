import type { Sql } from "postgres";
import { markDatabaseAnswered, markDatabaseUnreachable } from "./availability";
import { errorCodes, isDatabaseUnavailable } from "./errors";

/**
 * Time limits on the database, so that no request waits on it for more than a few seconds.
 *
 * The server cancels a statement that runs too long and ends a transaction left idle (its client
 * gone quiet mid-transaction, so its locks are not held for minutes). Neither helps when the link
 * itself stalls (a proxy or a network path that keeps the sockets open but forwards nothing): the
 * driver then waits for as long as TCP does. So the client gives each statement a deadline too;
 * past it the query fails with QUERY_TIMEOUT, which the app answers as an outage (503 with
 * Retry-After). A late answer is dropped, and a transaction given up on is never continued: its next
 * statement fails at once and the server rolls it back.
 */
export interface DatabaseTimeouts {
  /** Server side: the longest a statement may run (`statement_timeout`). */
  statementMs: number;
  /** Server side: the longest a transaction may sit idle between statements (`idle_in_transaction_session_timeout`). */
  idleInTransactionMs: number;
  /** Client side: the longest the app waits for one statement, queueing for a connection included. */
  queryMs: number;
  /** Client side: the longest a whole transaction may take, from BEGIN to COMMIT. */
  transactionMs: number;
}

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = {
  statementMs: 4_000,
  idleInTransactionMs: 10_000,
  queryMs: 5_000,
  transactionMs: 10_000,
};

/** The parameters the server applies to every connection (sent in the startup message). */
export function serverTimeouts(limits: DatabaseTimeouts): Record<string, string> {
  return {
    statement_timeout: String(limits.statementMs),
    idle_in_transaction_session_timeout: String(limits.idleInTransactionMs),
  };
}

/** The error of a statement or transaction past its client-side deadline. */
export class QueryTimeoutError extends Error {
  readonly code = "QUERY_TIMEOUT";
  constructor(ms: number) {
    super(`O banco de dados não respondeu em ${ms} ms.`);
    this.name = "QueryTimeoutError";
  }
}

/** `work`, or a QueryTimeoutError once `ms` have passed (`onTimeout` runs then). */
export function withDeadline<T>(work: PromiseLike<T>, ms: number, onTimeout?: () => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      onTimeout?.();
      reject(new QueryTimeoutError(ms));
    }, ms);
    Promise.resolve(work).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

type Query = PromiseLike<unknown> & { values(): unknown };

/** Each statement's outcome says whether the database is there (db/availability.ts). */
function answered<T>(value: T): T {
  markDatabaseAnswered();
  return value;
}

function unreachable(error: unknown): never {
  // Any other error (a constraint, a syntax error) is an answer too.
  if (isDatabaseUnavailable(error)) markDatabaseUnreachable();
  else markDatabaseAnswered();
  throw error;
}

/**
 * A statement as Drizzle uses it (`.values()`, then awaited), with a deadline that starts when it
 * is awaited. `abandoned` says the transaction it belongs to was given up on: it then fails at once.
 */
class BoundedQuery implements PromiseLike<unknown> {
  constructor(
    private readonly query: Query,
    private readonly ms: number,
    private readonly abandoned: () => boolean,
  ) {}

  values(): this {
    this.query.values();
    return this;
  }

  then<A = unknown, B = never>(
    onFulfilled?: ((value: unknown) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    const run = this.abandoned() ? Promise.reject(new QueryTimeoutError(this.ms)) : withDeadline(this.query, this.ms).then(answered, unreachable);
    return run.then(onFulfilled, onRejected);
  }
}

/**
 * The postgres.js client as Drizzle sees it (`unsafe`, `begin`, `savepoint`), with the client-side
 * deadlines of `limits`. Everything else (options, end) is the client itself.
 */
export function boundedClient(client: Sql, limits: DatabaseTimeouts): Sql {
  return scope(client, limits, () => false);
}

function scope(client: Sql, limits: DatabaseTimeouts, abandoned: () => boolean): Sql {
  return new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === "unsafe") {
        return (...args: Parameters<Sql["unsafe"]>) => new BoundedQuery(target.unsafe(...args) as unknown as Query, limits.queryMs, abandoned);
      }
      if (prop === "begin") return (...args: unknown[]) => boundedTransaction(target, args, limits);
      if (prop === "savepoint") {
        const savepoint = (target as unknown as { savepoint: (...a: unknown[]) => Promise<unknown> }).savepoint;
        return (...args: unknown[]) => {
          const fn = args.pop() as (sql: Sql) => unknown;
          return savepoint.call(target, ...args, (sql: Sql) => fn(scope(sql, limits, abandoned)));
        };
      }
      const value = Reflect.get(target, prop, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * `sql.begin(…, fn)` with deadlines: BEGIN and COMMIT have one statement's, the whole transaction
 * `transactionMs`. Once a deadline passes, or a statement inside times out, the caller gets the
 * QueryTimeoutError at once (not when the link lets the ROLLBACK through), and the transaction is
 * marked abandoned: whatever it still tries to run fails, so it can never commit later.
 */
function boundedTransaction(client: Sql, args: unknown[], limits: DatabaseTimeouts): Promise<unknown> {
  const fn = args.pop() as (sql: Sql) => unknown;
  let abandoned = false;
  let giveUp: (error: unknown) => void = () => {};
  const givenUp = new Promise<never>((_, reject) => (giveUp = reject));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      abandoned = true;
      giveUp(new QueryTimeoutError(ms));
    }, ms);
  };

  arm(limits.queryMs);
  const begin = (client.begin as unknown as (...a: unknown[]) => Promise<unknown>).call(client, ...args, async (sql: Sql) => {
    if (abandoned) throw new QueryTimeoutError(limits.queryMs);
    arm(limits.transactionMs);
    try {
      const result = await fn(scope(sql, limits, () => abandoned));
      if (abandoned) throw new QueryTimeoutError(limits.transactionMs);
      arm(limits.queryMs); // the COMMIT
      return result;
    } catch (error) {
      // Drizzle wraps a statement's error; a timeout anywhere inside means the link may be stalled,
      // and the ROLLBACK the driver is about to send would wait on it.
      if (errorCodes(error).includes("QUERY_TIMEOUT")) {
        abandoned = true;
        giveUp(error);
      }
      throw error;
    }
  });
  // Settled either way: the transaction's own end may come long after the caller has its answer.
  return Promise.race([begin, givenUp]).finally(() => {
    clearTimeout(timer);
    begin.catch(() => {});
    givenUp.catch(() => {});
  });
}

import type { Database } from "./client";
import { isTransactionConflict } from "./errors";

/** The `tx` a transaction callback receives. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface RetryOptions {
  /** How many times the transaction may run in all, the first included (default 5). */
  attempts?: number;
  /** Upper bound of the first wait before running again, in ms; it doubles on each retry (default 20). */
  baseDelayMs?: number;
  /** The longest wait between two runs, in ms (default 250). */
  maxDelayMs?: number;
  /** Waits between runs (tests pass a fake). */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs a write transaction and, when Postgres aborts it as a deadlock victim (40P01) or a
 * serialization failure (40001), runs the whole callback again after a short random wait, a bounded
 * number of times. Such an abort rolled everything back, and by the next run the transaction that
 * won has committed, so the callback's checks see its outcome. Every other error (a constraint, an
 * AppError, a lost connection, whose commit may or may not have happened) is thrown at once.
 *
 * The callback may run more than once: it must only talk to the database through `tx`.
 */
export async function runWriteTransaction<T>(
  database: Pick<Database, "transaction">,
  fn: (tx: Transaction) => Promise<T>,
  { attempts = 5, baseDelayMs = 20, maxDelayMs = 250, sleep = wait }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await database.transaction(fn);
    } catch (error) {
      if (attempt >= attempts || !isTransactionConflict(error)) throw error;
      // "Full jitter": anywhere up to the (growing) bound, so the two sides of a deadlock do not
      // meet again in lockstep.
      const bound = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
      await sleep(Math.max(1, Math.round(Math.random() * bound)));
    }
  }
}

/**
 * Whether the database answered lately, as this process saw it: the outcome of every statement on
 * Postgres (db/timeouts.ts) moves it. Kept on the process-wide global under a registered symbol, so
 * code bundled apart from the server (the proxy, the instrumentation hook) reads the same record.
 */
interface Availability {
  /** performance.now() of the last statement that failed because the database was out of reach. */
  failedAt: number;
  /** performance.now() of the last statement that the database answered. */
  answeredAt: number;
}

const KEY = Symbol.for("fluxoteca.database-availability");
const registry = globalThis as unknown as Record<symbol, Availability | undefined>;

function record(): Availability {
  return (registry[KEY] ??= { failedAt: Number.NEGATIVE_INFINITY, answeredAt: Number.NEGATIVE_INFINITY });
}

export function markDatabaseAnswered(): void {
  record().answeredAt = performance.now();
}

export function markDatabaseUnreachable(): void {
  record().failedAt = performance.now();
}

/**
 * The database failed to answer in the last `withinMs` and has not answered since: an error now
 * is most likely the outage's.
 */
export function databaseAway(withinMs = 10_000): boolean {
  const { failedAt, answeredAt } = record();
  return failedAt > answeredAt && performance.now() - failedAt <= withinMs;
}

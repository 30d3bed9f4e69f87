/**
 * Reading driver errors. postgres.js puts the SQLSTATE (or its own code, or Node's socket code) on
 * `code`; Drizzle wraps query errors in a DrizzleQueryError whose `cause` is the driver's error.
 */

/** Every `code` on the error and its causes (and the members of an AggregateError), outermost first. */
export function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  const pending: unknown[] = [error];
  const seen = new Set<unknown>();
  while (pending.length > 0 && seen.size < 16) {
    const current = pending.shift();
    if (!current || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") codes.push(code);
    pending.push((current as { cause?: unknown }).cause);
    const members = (current as { errors?: unknown }).errors;
    if (Array.isArray(members)) pending.push(...members);
  }
  return codes;
}

/**
 * The SQLSTATE of a database error (five characters with at least one digit, e.g. 23505, 40P01),
 * also when Drizzle wraps it. Socket codes such as EPIPE have no digit and are not taken for one.
 */
export function sqlState(error: unknown): string | undefined {
  return errorCodes(error).find((code) => /^(?=.*[0-9])[0-9A-Z]{5}$/.test(code));
}

/** Deadlock (40P01) or serialization failure (40001): the transaction was aborted and may simply run again. */
export function isTransactionConflict(error: unknown): boolean {
  const state = sqlState(error);
  return state === "40001" || state === "40P01";
}

const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

// postgres.js's own codes for a connection that could not be opened or was lost, and the app's
// client-side deadline (db/timeouts.ts).
const DRIVER_CODES = new Set(["CONNECT_TIMEOUT", "CONNECTION_CLOSED", "CONNECTION_ENDED", "CONNECTION_DESTROYED", "QUERY_TIMEOUT"]);

const SERVER_STATES = new Set([
  "57P01", // admin_shutdown: the server is stopping or restarting
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: the server is starting up or shutting down
  "53300", // too_many_connections
  "57014", // query_canceled: here, only by statement_timeout (db/timeouts.ts)
  "25P03", // idle_in_transaction_session_timeout
]);

/**
 * The database could not be reached, or went away mid-request (restart, failover, network): the
 * request did not fail because of what it asked, and the same request may work in a moment.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return errorCodes(error).some((code) => SOCKET_CODES.has(code) || DRIVER_CODES.has(code) || SERVER_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code));
}

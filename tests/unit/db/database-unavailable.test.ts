import { afterEach, describe, expect, it, vi } from "vitest";
import { isDatabaseUnavailable, isTransactionConflict, sqlState } from "@/db/errors";
import { AppError } from "@/lib/http/errors";
import { toErrorResponse } from "@/lib/http/handler";
import { log } from "@/lib/log";

const withCode = (code: string, message = code) => Object.assign(new Error(message), { code });
/** How Drizzle wraps a driver error. */
const wrapped = (cause: Error) => Object.assign(new Error("Failed query: select 1\nparams: "), { cause });

const OUTAGES: [string, Error][] = [
  ["refused connection", withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")],
  ["reset connection", wrapped(withCode("ECONNRESET"))],
  ["server restarting (admin_shutdown)", wrapped(withCode("57P01", "terminating connection due to administrator command"))],
  ["server starting up (cannot_connect_now)", withCode("57P03", "the database system is starting up")],
  ["connection exception class 08", withCode("08006")],
  ["connection failure 08001", wrapped(withCode("08001"))],
  ["connect timeout", withCode("CONNECT_TIMEOUT", "write CONNECT_TIMEOUT 127.0.0.1:5432")],
  ["connection closed mid-query", wrapped(withCode("CONNECTION_CLOSED"))],
  ["pool ended", withCode("CONNECTION_ENDED")],
  ["connection destroyed", withCode("CONNECTION_DESTROYED")],
  ["host not found", withCode("ENOTFOUND")],
  ["every address refused", Object.assign(new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")], "connect"), {})],
];

describe("database errors", () => {
  it.each(OUTAGES)("%s counts as the database being unavailable", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("does not take query errors, app errors or bugs for an outage", () => {
    for (const error of [withCode("23505"), wrapped(withCode("42P01")), withCode("40P01"), new AppError("NOT_FOUND", "x"), new TypeError("x"), "x", null]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });

  it("reads the SQLSTATE through Drizzle's wrapper, and only real SQLSTATEs", () => {
    expect(sqlState(wrapped(withCode("23505")))).toBe("23505");
    expect(sqlState(withCode("EPIPE"))).toBeUndefined();
    expect(sqlState(new AppError("CONFLICT", "x"))).toBeUndefined();
    expect(isTransactionConflict(wrapped(withCode("40P01")))).toBe(true);
    expect(isTransactionConflict(withCode("40001"))).toBe(true);
    expect(isTransactionConflict(withCode("23505"))).toBe(false);
  });
});

describe("toErrorResponse", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(OUTAGES)("answers 503 with Retry-After for a %s", async (_, error) => {
    const res = toErrorResponse(error);
    expect(res.status).toBe(503);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({ message: "Serviço temporariamente indisponível. Tente novamente em instantes.", code: "SERVICE_UNAVAILABLE" });
  });

  it("logs an outage in one line without the query or its parameters", () => {
    const warn = vi.spyOn(log, "warn");
    toErrorResponse(wrapped(Object.assign(withCode("ECONNREFUSED"), { message: "connect ECONNREFUSED" })));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls[0])).toContain("ECONNREFUSED");
    expect(JSON.stringify(warn.mock.calls[0])).not.toContain("select");
  });

  it("still answers 500 for anything else", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = toErrorResponse(wrapped(withCode("42P01")));
    expect(res.status).toBe(500);
    expect(res.headers.get("retry-after")).toBeNull();
  });
});

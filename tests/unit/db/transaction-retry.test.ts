import { describe, expect, it, vi } from "vitest";
import { runWriteTransaction } from "@/db/transaction";
import { AppError } from "@/lib/http/errors";

/** What postgres.js throws, optionally wrapped the way Drizzle wraps query errors (`cause`). */
function pgError(code: string, wrapped = false): Error {
  const error = Object.assign(new Error(`pg ${code}`), { code });
  return wrapped ? Object.assign(new Error("Failed query: update ..."), { cause: error }) : error;
}

/** A database whose transaction() fails with the given errors, in order, then runs the callback. */
function fakeDatabase(failures: Error[]) {
  const tx = { marker: "tx" };
  const transaction = vi.fn(async (fn: (t: typeof tx) => Promise<unknown>) => {
    const failure = failures.shift();
    if (failure) throw failure;
    return fn(tx);
  });
  return { database: { transaction } as never, transaction, tx };
}

describe("runWriteTransaction", () => {
  it("runs the transaction again after a deadlock, then answers its result", async () => {
    const { database, transaction, tx } = fakeDatabase([pgError("40P01")]);
    const sleep = vi.fn(async () => {});
    const work = vi.fn(async (t: unknown) => (t === tx ? "feito" : "outro"));
    await expect(runWriteTransaction(database, work, { sleep })).resolves.toBe("feito");
    expect(transaction).toHaveBeenCalledTimes(2);
    expect(work).toHaveBeenCalledTimes(1);
    expect(sleep).toHaveBeenCalledTimes(1);
  });

  it("retries a serialization failure also when Drizzle wraps it", async () => {
    const { database, transaction } = fakeDatabase([pgError("40001", true), pgError("40P01", true)]);
    await expect(runWriteTransaction(database, async () => 7, { sleep: async () => {} })).resolves.toBe(7);
    expect(transaction).toHaveBeenCalledTimes(3);
  });

  it("does not retry other errors", async () => {
    for (const failure of [pgError("23505"), pgError("23503", true), new AppError("CONFLICT", "Conflito"), new Error("boom"), pgError("ECONNREFUSED")]) {
      const { database, transaction } = fakeDatabase([failure]);
      const sleep = vi.fn(async () => {});
      await expect(runWriteTransaction(database, async () => "nunca", { sleep })).rejects.toBe(failure);
      expect(transaction).toHaveBeenCalledTimes(1);
      expect(sleep).not.toHaveBeenCalled();
    }
  });

  it("gives up after a bounded number of attempts, waiting a small jittered, growing delay", async () => {
    const failures = Array.from({ length: 20 }, () => pgError("40P01"));
    const { database, transaction } = fakeDatabase(failures);
    const delays: number[] = [];
    const sleep = async (ms: number) => void delays.push(ms);
    await expect(runWriteTransaction(database, async () => 1, { attempts: 4, sleep })).rejects.toMatchObject({ code: "40P01" });
    expect(transaction).toHaveBeenCalledTimes(4);
    expect(delays).toHaveLength(3);
    for (const ms of delays) {
      expect(ms).toBeGreaterThan(0);
      expect(ms).toBeLessThanOrEqual(250);
    }
  });

  it("has a default bound", async () => {
    const { database, transaction } = fakeDatabase(Array.from({ length: 50 }, () => pgError("40001")));
    await expect(runWriteTransaction(database, async () => 1, { sleep: async () => {} })).rejects.toMatchObject({ code: "40001" });
    expect(transaction.mock.calls.length).toBeGreaterThan(1);
    expect(transaction.mock.calls.length).toBeLessThanOrEqual(10);
  });

  it("spreads the delays (jitter) so two aborted transactions do not collide again in lockstep", async () => {
    const seen = new Set<number>();
    for (let i = 0; i < 10; i++) {
      const { database } = fakeDatabase([pgError("40P01")]);
      await runWriteTransaction(database, async () => 1, { sleep: async (ms) => void seen.add(ms) });
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});

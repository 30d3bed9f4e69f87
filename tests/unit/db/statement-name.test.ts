import { afterEach, describe, expect, it, vi } from "vitest";
import { statementName } from "@/db/client";

describe("statementName", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("names prepared queries unless a transaction-pooling proxy forbids named statements", () => {
    expect(statementName("viewer")).toBe("viewer");
    vi.stubEnv("DATABASE_PREPARE", "0");
    expect(statementName("viewer")).toBeUndefined();
  });
});

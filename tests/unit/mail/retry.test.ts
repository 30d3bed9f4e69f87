import { describe, expect, it } from "vitest";
import { isLastAttempt, MAX_ATTEMPTS, retryDelaySeconds } from "@/lib/mail/retry";

describe("mail retry schedule", () => {
  it("backs off exponentially: 30 s, 2 min, 10 min, 1 h, then hours, capped", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelaySeconds)).toEqual([30, 120, 600, 3600, 10_800, 21_600, 43_200]);
    expect(retryDelaySeconds(50)).toBe(43_200);
    expect(retryDelaySeconds(0)).toBe(30);
  });

  it("gives up after eight tries, all within a day", () => {
    expect(MAX_ATTEMPTS).toBe(8);
    expect(isLastAttempt(7)).toBe(false);
    expect(isLastAttempt(8)).toBe(true);
    const waited = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelaySeconds(i + 1)).reduce((a, b) => a + b, 0);
    expect(waited).toBeLessThan(24 * 60 * 60);
  });
});

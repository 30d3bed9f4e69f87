import { describe, expect, it } from "vitest";
import { medianRun } from "@/scripts/bench/lighthouse";

const run = (id: string, score: number | null) => ({ id, categories: { performance: { score } } });

describe("medianRun", () => {
  it("picks the run with the median performance score, whatever the order", () => {
    expect(medianRun([run("a", 0.99), run("b", 0.91), run("c", 0.95)]).id).toBe("c");
    expect(medianRun([run("a", 0.8)]).id).toBe("a");
  });

  it("takes the lower middle run for an even count and counts a missing score as 0", () => {
    expect(medianRun([run("a", 0.9), run("b", 0.97), run("c", 0.93), run("d", 0.99)]).id).toBe("c");
    expect(medianRun([run("a", null), run("b", 0.5), run("c", 0.7)]).id).toBe("b");
  });
});

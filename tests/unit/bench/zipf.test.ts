import { describe, expect, it } from "vitest";
import { Rng } from "@/seed/random";
import { paretoInt, ZipfSampler } from "@/scripts/bench/zipf";

describe("ZipfSampler", () => {
  it("gives rank k a probability proportional to 1/(k+1)^s", () => {
    const zipf = new ZipfSampler(300, 1);
    expect(zipf.probability(0) / zipf.probability(1)).toBeCloseTo(2, 10);
    expect(zipf.probability(0) / zipf.probability(9)).toBeCloseTo(10, 10);
    const total = Array.from({ length: 300 }, (_, k) => zipf.probability(k)).reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 10);
  });

  it("maps the unit interval onto every rank, in order", () => {
    const zipf = new ZipfSampler(5, 1);
    expect(zipf.rankFor(0)).toBe(0);
    expect(zipf.rankFor(0.999999)).toBe(4);
    let last = 0;
    for (let u = 0; u < 1; u += 0.001) {
      const rank = zipf.rankFor(u);
      expect(rank).toBeGreaterThanOrEqual(last);
      last = rank;
    }
  });

  it("samples a long tail: the head dominates, yet the tail still appears", () => {
    const zipf = new ZipfSampler(300, 1);
    const rng = new Rng(1);
    const counts = new Array<number>(300).fill(0);
    for (let i = 0; i < 200_000; i++) counts[zipf.sample(() => rng.next())]!++;
    expect(counts[0]! / 200_000).toBeCloseTo(zipf.probability(0), 2);
    expect(counts[0]!).toBeGreaterThan(counts[9]! * 5);
    expect(counts.filter((c) => c > 0).length).toBe(300);
  });

  it("is uniform with exponent 0 and rejects an empty range", () => {
    const flat = new ZipfSampler(4, 0);
    expect(flat.probability(3)).toBeCloseTo(0.25, 10);
    expect(() => new ZipfSampler(0)).toThrow();
  });
});

describe("paretoInt", () => {
  it("stays within [min, max] and is heavy-tailed", () => {
    const rng = new Rng(2);
    const values = Array.from({ length: 50_000 }, () => paretoInt(rng.next(), { min: 2, alpha: 0.9, max: 1000 }));
    expect(Math.min(...values)).toBe(2);
    expect(Math.max(...values)).toBe(1000);
    const small = values.filter((v) => v < 10).length / values.length;
    expect(small).toBeGreaterThan(0.7);
  });
});

import { describe, expect, it } from "vitest";
import { Lru } from "@/lib/lru";

describe("Lru", () => {
  it("evicts the least recently used entry past its entry count", () => {
    const lru = new Lru<string, number>(2);
    lru.set("a", 1);
    lru.set("b", 2);
    lru.get("a");
    lru.set("c", 3);
    expect(lru.keys()).toEqual(["a", "c"]);
  });

  it("with a byte cap, evicts the least recently used until the total fits", () => {
    const lru = new Lru<string, { bytes: number }>({ maxEntries: 100, maxWeight: 100, weigh: (v) => v.bytes });
    lru.set("a", { bytes: 40 });
    lru.set("b", { bytes: 40 });
    lru.set("c", { bytes: 10 });
    lru.get("a"); // b is now the least recently used
    lru.set("d", { bytes: 30 });
    expect(lru.keys()).toEqual(["c", "a", "d"]);
    expect(lru.weight).toBe(80);
    // Two go when one is not enough.
    lru.set("e", { bytes: 90 });
    expect(lru.keys()).toEqual(["e"]);
    expect(lru.weight).toBe(90);
  });

  it("counts a replaced or deleted entry's weight out, and keeps one entry heavier than the cap", () => {
    const lru = new Lru<string, number>({ maxEntries: 10, maxWeight: 50, weigh: (v) => v });
    lru.set("a", 20);
    lru.set("a", 30);
    expect(lru.weight).toBe(30);
    lru.delete("a");
    lru.delete("a");
    expect(lru.weight).toBe(0);
    lru.set("big", 80);
    expect(lru.keys()).toEqual(["big"]);
  });

  it("still bounds the entry count when a byte cap is set", () => {
    const lru = new Lru<string, number>({ maxEntries: 2, maxWeight: 1_000, weigh: () => 1 });
    for (const key of ["a", "b", "c"]) lru.set(key, 1);
    expect(lru.keys()).toEqual(["b", "c"]);
    expect(lru.weight).toBe(2);
  });
});

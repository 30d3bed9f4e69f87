import { describe, expect, it } from "vitest";
import { ListCache } from "@/lib/flows/list-cache";

describe("ListCache", () => {
  it("evicts the least recently used entry beyond its size", () => {
    const cache = new ListCache<number>(2);
    cache.set("1|a", 1);
    cache.set("1|b", 2);
    expect(cache.get("1|a")).toBe(1); // a is now the most recent
    cache.set("1|c", 3);
    expect(cache.get("1|b")).toBeUndefined();
    expect(cache.get("1|a")).toBe(1);
    expect(cache.get("1|c")).toBe(3);
  });

  it("prunes every entry of an older catalogue version", () => {
    const cache = new ListCache<number>();
    cache.set("7|x", 1);
    cache.set("8|x", 2);
    cache.set("80|x", 3);
    cache.prune("8");
    expect(cache.size).toBe(1);
    expect(cache.get("8|x")).toBe(2);
  });

  it("lets an entry live at most maxAgeMs, so counters are never older than that", () => {
    let now = 1_000;
    const cache = new ListCache<number>(10, 60_000, () => now);
    cache.set("9|x", 1);
    now += 59_999;
    expect(cache.get("9|x")).toBe(1);
    now += 1;
    expect(cache.get("9|x")).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});

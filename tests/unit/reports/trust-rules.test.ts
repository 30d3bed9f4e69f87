import { describe, expect, it } from "vitest";
import { reachesHold, reputationWeight } from "@/lib/reports/trust-rules";

describe("reputationWeight", () => {
  it("starts at 1, rises a quarter per upheld report up to 2, falls a half per dismissed one down to 0", () => {
    expect(reputationWeight(0, 0)).toBe(1);
    expect(reputationWeight(1, 0)).toBe(1.25);
    expect(reputationWeight(4, 0)).toBe(2);
    expect(reputationWeight(40, 0)).toBe(2);
    expect(reputationWeight(0, 1)).toBe(0.5);
    expect(reputationWeight(0, 2)).toBe(0);
    expect(reputationWeight(0, 9)).toBe(0);
    expect(reputationWeight(2, 2)).toBe(0.5);
  });
});

describe("reachesHold", () => {
  it("needs the weight and, above a threshold of 1, two counting reporters", () => {
    expect(reachesHold({ weight: 3, reporters: 3 }, 3)).toBe(true);
    expect(reachesHold({ weight: 2.75, reporters: 3 }, 3)).toBe(false);
    expect(reachesHold({ weight: 2, reporters: 1 }, 2)).toBe(false);
    expect(reachesHold({ weight: 4, reporters: 2 }, 3)).toBe(true);
    expect(reachesHold({ weight: 1, reporters: 1 }, 1)).toBe(true);
    // Float sums such as 0.5 + 1.25 + 1.25 still reach 3.
    expect(reachesHold({ weight: 0.1 + 0.2 + 2.7, reporters: 3 }, 3)).toBe(true);
  });
});

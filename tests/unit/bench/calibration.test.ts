import { describe, expect, it } from "vitest";
import { calibratedCpuSlowdown, DEFAULT_CPU_SLOWDOWN } from "@/scripts/bench/calibration";

describe("calibratedCpuSlowdown", () => {
  it("gives Lighthouse's anchors: 150 → 1x, 800 → 2x, 1300 → 3x, ~1533 → the default 4x", () => {
    expect(calibratedCpuSlowdown(150)).toBe(1);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(1533)).toBe(DEFAULT_CPU_SLOWDOWN);
    expect(calibratedCpuSlowdown(2000)).toBe(6);
  });

  it("is linear between the anchors, to one decimal", () => {
    expect(calibratedCpuSlowdown(1050)).toBe(2.5);
    expect(calibratedCpuSlowdown(475)).toBe(1.5);
    expect(calibratedCpuSlowdown(1416)).toBe(3.5);
  });

  it("never goes below 1x, even for a broken reading", () => {
    expect(calibratedCpuSlowdown(90)).toBe(1);
    expect(calibratedCpuSlowdown(Number.NaN)).toBe(1);
  });
});

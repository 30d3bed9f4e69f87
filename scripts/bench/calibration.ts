/** Lighthouse CPU calibration: how much to slow this machine down to look like a mid-tier phone. */

/** Lighthouse's default CPU slowdown: it assumes the host is a high-end desktop. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown that takes this host to Lighthouse's target device (a mid-tier phone), from its
 * benchmarkIndex. Lighthouse's throttling guide ("Calibrating the CPU slowdown") pins these points:
 * an index of 150 needs 1x, 800 needs 2x, 1300 needs 3x, and each 233 above 1300 adds 1x (so the
 * default 4x fits an index of ~1533). Between the points the multiplier is linear; below 150, 1x.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 150) return 1;
  const points: [number, number][] = [
    [150, 1],
    [800, 2],
    [1300, 3],
  ];
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i]!;
    if (benchmarkIndex <= x1) return round1(y0 + ((benchmarkIndex - x0) / (x1 - x0)) * (y1 - y0));
  }
  return round1(3 + (benchmarkIndex - 1300) / 233);
}

const round1 = (value: number) => Math.round(value * 10) / 10;

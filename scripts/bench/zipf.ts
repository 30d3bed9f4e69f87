/**
 * Zipf-like sampler over ranks 0..n-1: P(rank k) ∝ 1 / (k + 1)^s. The cumulative weights are
 * computed once; each draw is a binary search, so sampling millions of tags stays cheap.
 */
export class ZipfSampler {
  private readonly cdf: Float64Array;

  constructor(
    readonly size: number,
    readonly exponent = 1,
  ) {
    if (!Number.isInteger(size) || size < 1) throw new Error("ZipfSampler needs at least one rank");
    if (!(exponent >= 0)) throw new Error("ZipfSampler exponent must be >= 0");
    this.cdf = new Float64Array(size);
    let total = 0;
    for (let k = 0; k < size; k++) {
      total += 1 / Math.pow(k + 1, exponent);
      this.cdf[k] = total;
    }
    for (let k = 0; k < size; k++) this.cdf[k]! /= total;
    this.cdf[size - 1] = 1;
  }

  /** Probability of one rank (for tests and reports). */
  probability(rank: number): number {
    if (rank < 0 || rank >= this.size) return 0;
    return this.cdf[rank]! - (rank === 0 ? 0 : this.cdf[rank - 1]!);
  }

  /** Maps a uniform number in [0, 1) to a rank. */
  rankFor(uniform: number): number {
    let lo = 0;
    let hi = this.size - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.cdf[mid]! > uniform) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  sample(random: () => number): number {
    return this.rankFor(random());
  }
}

/** Long-tailed positive integer (Pareto): most values near `min`, a few very large, capped at `max`. */
export function paretoInt(uniform: number, opts: { min: number; alpha: number; max: number }): number {
  const u = Math.min(Math.max(uniform, 1e-12), 1);
  const value = opts.min / Math.pow(u, 1 / opts.alpha);
  return Math.min(opts.max, Math.floor(value));
}

/**
 * At most `limit` tasks at once; the rest wait their turn in arrival order. Each render of a page
 * holds its whole React tree and HTML string in memory until it is gzipped, so many of them at once
 * (a crawl, a soak over thousands of addresses) raise the heap and never hand the memory back.
 *
 * A `low` task (a page refreshed ahead of its visitors) starts only when no other task waits: a
 * visitor's own miss always goes first.
 */
export class RenderSlots {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly waitingLow: Array<() => void> = [];

  constructor(private readonly limit: number) {
    if (!(limit >= 1)) throw new RangeError(`RenderSlots: limit must be at least 1 (got ${limit})`);
  }

  async run<T>(task: () => Promise<T>, opts: { low?: boolean } = {}): Promise<T> {
    if (this.active < this.limit) this.active += 1;
    // The slot is handed over by the task that ends (see below), so `active` already counts this one.
    else await new Promise<void>((resolve) => (opts.low ? this.waitingLow : this.waiting).push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift() ?? this.waitingLow.shift();
      if (next) next();
      else this.active -= 1;
    }
  }

  /** Tasks running now. */
  get running(): number {
    return this.active;
  }

  /** Tasks waiting for a slot, low-priority ones included. */
  get queued(): number {
    return this.waiting.length + this.waitingLow.length;
  }
}

export interface LruOptions<V> {
  maxEntries: number;
  /** Upper bound on the summed `weigh(value)` of the entries (bytes, say); unbounded when absent. */
  maxWeight?: number;
  weigh?: (value: V) => number;
}

/** A small bounded map that evicts the least recently used entry; per process, never shared. */
export class Lru<K, V> {
  protected readonly entries = new Map<K, V>();
  private readonly maxEntries: number;
  private readonly maxWeight: number;
  private readonly weigh?: (value: V) => number;
  /** Weight of each entry as it was when stored, so a value changed in place cannot skew the total. */
  private readonly weights = new Map<K, number>();
  private totalWeight = 0;

  constructor(opts: number | LruOptions<V> = 500) {
    const options = typeof opts === "number" ? { maxEntries: opts } : opts;
    this.maxEntries = options.maxEntries;
    this.maxWeight = options.maxWeight ?? Infinity;
    this.weigh = options.weigh;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Map keeps insertion order: re-inserting marks the entry as the most recently used.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** The value without marking it as used. */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  set(key: K, value: V): void {
    this.delete(key);
    this.entries.set(key, value);
    if (this.weigh) {
      const weight = this.weigh(value);
      this.weights.set(key, weight);
      this.totalWeight += weight;
    }
    // The entry just stored stays even when it alone is heavier than maxWeight: it is the one in use.
    while (this.entries.size > this.maxEntries || (this.totalWeight > this.maxWeight && this.entries.size > 1)) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  delete(key: K): void {
    if (!this.entries.delete(key)) return;
    const weight = this.weights.get(key);
    if (weight !== undefined) {
      this.weights.delete(key);
      this.totalWeight -= weight;
    }
  }

  keys(): K[] {
    return [...this.entries.keys()];
  }

  get size(): number {
    return this.entries.size;
  }

  /** Summed weight of the entries (0 without `weigh`). */
  get weight(): number {
    return this.totalWeight;
  }
}

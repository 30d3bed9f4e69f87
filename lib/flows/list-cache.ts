/**
 * A small per-process LRU for catalogue pages. Entries are keyed by the catalogue version stored in
 * the database (bumped by a trigger on every change to flows or to author names), so every instance
 * reads the version on each request and a change anywhere invalidates every instance at once;
 * nothing here needs sharing.
 */
export class ListCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly maxEntries = 500) {}

  get(key: string): T | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Map keeps insertion order: re-inserting marks the entry as the most recently used.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Drops entries of older versions (they can never be hit again). */
  prune(currentVersion: string): void {
    for (const key of this.entries.keys()) if (!key.startsWith(`${currentVersion}|`)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

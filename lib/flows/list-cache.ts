import { Lru } from "@/lib/lru";

/** How stale a cached page's counters (downloads, score, review count) may get. */
const COUNTERS_MAX_AGE_MS = 60_000;

/**
 * Catalogue pages per process. Keys start with the catalogue version (lib/flows/catalog-version.ts),
 * read on each request, so a change of membership or content made through any instance invalidates
 * every instance at once; nothing here needs sharing. Counters do not move the version, so an entry
 * also expires after `maxAgeMs` and its counters are at most that old.
 */
export class ListCache<T> {
  private readonly lru: Lru<string, { value: T; expiresAt: number }>;

  constructor(
    maxEntries = 500,
    private readonly maxAgeMs = COUNTERS_MAX_AGE_MS,
    private readonly now: () => number = Date.now,
  ) {
    this.lru = new Lru(maxEntries);
  }

  get(key: string): T | undefined {
    const entry = this.lru.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.value;
    this.lru.delete(key);
    return undefined;
  }

  set(key: string, value: T): void {
    this.lru.set(key, { value, expiresAt: this.now() + this.maxAgeMs });
  }

  /** Drops entries of older versions (they can never be hit again). */
  prune(currentVersion: string): void {
    for (const key of this.lru.keys()) if (!key.startsWith(`${currentVersion}|`)) this.lru.delete(key);
  }

  get size(): number {
    return this.lru.size;
  }
}

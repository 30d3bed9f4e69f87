import { Lru } from "@/lib/cache/lru";

/**
 * Catalogue pages per process. Keys start with the catalogue version stored in the database (bumped
 * by a trigger on every change to flows or to author names), read on each request with the viewer, so
 * a change made through any instance invalidates every instance at once; nothing here needs sharing.
 */
export class ListCache<T> extends Lru<string, T> {
  /** Drops entries of older versions (they can never be hit again). */
  prune(currentVersion: string): void {
    for (const key of this.entries.keys()) if (!key.startsWith(`${currentVersion}|`)) this.entries.delete(key);
  }
}

/** docs/product-rules.md §11: case-insensitive substring match, selected tags excluded, 10 at most (5 with an empty box). */
export function suggestTags(available: string[], query: string, selected: string[]): string[] {
  const taken = new Set(selected.map((t) => t.toLowerCase()));
  const q = query.trim().toLowerCase();
  const pool = available.filter((tag) => !taken.has(tag.toLowerCase()));
  if (!q) return pool.slice(0, 5);
  return pool.filter((tag) => tag.toLowerCase().includes(q)).slice(0, 10);
}

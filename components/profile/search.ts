/** Lowercased, without accents and surrounding spaces: 'Automação' matches 'automacao'. */
export function foldText(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();
}

/** Client-side name filter of the profile lists (docs/product-rules.md §12); an empty query keeps everything. */
export function filterByName<T>(items: T[], query: string, nameOf: (item: T) => string): T[] {
  const term = foldText(query);
  if (!term) return items;
  return items.filter((item) => foldText(nameOf(item)).includes(term));
}

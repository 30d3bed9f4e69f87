/** Score colour level (docs/product-rules.md §11): 4.5 or above high, 3.5 or above medium, otherwise low. */
export function scoreLevel(score: number): "high" | "medium" | "low" {
  if (score >= 4.5) return "high";
  if (score >= 3.5) return "medium";
  return "low";
}

/** Popularity label (docs/product-rules.md §11): above 100 downloads Alta, above 50 Média, otherwise Baixa. */
export function popularityLabel(downloads: number): "Alta" | "Média" | "Baixa" {
  if (downloads > 100) return "Alta";
  if (downloads > 50) return "Média";
  return "Baixa";
}

/** Cards show up to 3 tags and a '+N' for the rest (docs/product-rules.md §11). */
export function visibleTags(tags: string[], max = 3): { shown: string[]; hidden: number } {
  return { shown: tags.slice(0, max), hidden: Math.max(0, tags.length - max) };
}

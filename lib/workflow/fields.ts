/** Field limits shared by the flow forms, the import fallbacks and the API schemas (pure). */
export const FLOW_LIMITS = {
  nameMax: 120,
  descriptionMax: 2000,
  tagsMax: 10,
  tagMax: 40,
  urlMax: 2048,
  /** docs/product-rules.md §7: 1 MB per flow, measured on the stored (sanitised) JSON. */
  metadataBytes: 1024 * 1024,
  /** The request may carry a little more: the sanitiser usually shrinks the JSON (pinData). */
  requestBytes: 1.5 * 1024 * 1024,
  /** docs/product-rules.md §7: 20 files a batch. */
  batchFiles: 20,
} as const;

/**
 * docs/product-rules.md §7: tags are trimmed and empty or duplicate ones ignored. Duplicates are compared without
 * case, keeping the first spelling, so "IA" and "ia" do not both land on one flow.
 */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, " ");
    const key = tag.toLocaleLowerCase("pt-BR");
    if (tag === "" || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

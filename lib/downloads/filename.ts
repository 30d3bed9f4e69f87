/**
 * docs/product-rules.md §4: the saved file is the lowercased, sanitised flow name plus `_workflow.json`;
 * a version of the history asked for by number gets `_v{N}` before it (§20).
 */
export function workflowFileName(name: string, version?: number): string {
  const base = name
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 80);
  return `${base || "fluxo"}${version === undefined ? "" : `_v${version}`}_workflow.json`;
}

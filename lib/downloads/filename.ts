/** docs/product-rules.md §4: the saved file is the lowercased, sanitised flow name plus `_workflow.json`. */
export function workflowFileName(name: string): string {
  const base = name
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 80);
  return `${base || "fluxo"}_workflow.json`;
}

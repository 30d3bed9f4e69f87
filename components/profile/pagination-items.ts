export type PaginationItem = number | "ellipsis-start" | "ellipsis-end";

/**
 * The page buttons of the profile lists (docs/product-rules.md §12): every page when there are 7 or fewer; otherwise
 * the first, the last and a window of two pages on each side of the current one, with an ellipsis for
 * each gap. The compact form (screens under 640 px) keeps only first, current and last. A gap of a
 * single page shows that page instead of an ellipsis, which would take the same room.
 */
export function paginationItems(page: number, pages: number, { compact = false }: { compact?: boolean } = {}): PaginationItem[] {
  if (!Number.isFinite(pages) || pages < 1) return [];
  const total = Math.floor(pages);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), total);
  const showAll = compact ? 3 : 7;
  if (total <= showAll) return Array.from({ length: total }, (_, i) => i + 1);

  const radius = compact ? 0 : 2;
  const start = Math.max(2, current - radius);
  const end = Math.min(total - 1, current + radius);
  const items: PaginationItem[] = [1];
  if (start === 3) items.push(2);
  else if (start > 3) items.push("ellipsis-start");
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end === total - 2) items.push(total - 1);
  else if (end < total - 2) items.push("ellipsis-end");
  items.push(total);
  return items;
}

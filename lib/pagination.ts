/** Up to `size` consecutive page numbers, centred on `page` where possible (docs/product-rules.md §11). */
export function pageWindow(page: number, pages: number, size = 5): number[] {
  if (pages <= 0) return [];
  const count = Math.min(size, pages);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** 'a-b de N' range for a page of `limit` items (1-based, empty when total is 0). */
export function pageRange(page: number, limit: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  return { from: (page - 1) * limit + 1, to: Math.min(page * limit, total) };
}

/** The `pagination` of every list the API answers. */
export interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

export function paginationOf(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, pages: Math.ceil(total / limit) };
}

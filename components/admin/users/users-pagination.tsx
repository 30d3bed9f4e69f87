import { PaginationNav } from "@/components/flows/catalogue/pagination-nav";
import type { AdminUserList } from "@/lib/users/dto";
import { formatNumber } from "@/lib/format";
import { pageRange } from "@/lib/pagination";

interface Props {
  pagination: AdminUserList["pagination"];
  hrefFor: (page: number) => string;
}

/** docs/product-rules.md §13: only with more than one page; 'a-b de N usuário(s)', Anterior/Próxima and up to 5 numbers. */
export function UsersPagination({ pagination, hrefFor }: Props) {
  const { page, limit, total, pages } = pagination;
  if (pages <= 1) return null;
  const { from, to } = pageRange(page, limit, total);
  return (
    <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-muted-foreground text-sm tabular-nums" aria-live="polite">
        {formatNumber(from)}-{formatNumber(to)} de {formatNumber(total)} usuário(s)
      </p>
      <PaginationNav page={page} pages={pages} hrefFor={hrefFor} />
    </div>
  );
}

import Link from "next/link";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { pageWindow } from "@/lib/pagination";

interface Props {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}

/** Anterior / Próxima and up to 5 page numbers centred on the current page (docs/product-rules.md §11). */
export function PaginationNav({ page, pages, hrefFor }: Props) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Paginação" className="flex flex-wrap items-center justify-center gap-1">
      <PageLink href={page > 1 ? hrefFor(page - 1) : undefined} label="Anterior">
        <ChevronLeftIcon aria-hidden /> Anterior
      </PageLink>
      {pageWindow(page, pages).map((n) => (
        <Button key={n} asChild={n !== page} size="sm" variant={n === page ? "default" : "outline"} aria-current={n === page ? "page" : undefined}>
          {n === page ? (
            <span>{n}</span>
          ) : (
            <Link href={hrefFor(n)} aria-label={`Página ${n}`}>
              {n}
            </Link>
          )}
        </Button>
      ))}
      <PageLink href={page < pages ? hrefFor(page + 1) : undefined} label="Próxima">
        Próxima <ChevronRightIcon aria-hidden />
      </PageLink>
    </nav>
  );
}

function PageLink({ href, label, children }: { href?: string; label: string; children: React.ReactNode }) {
  if (!href) {
    return (
      <Button size="sm" variant="ghost" disabled aria-label={label}>
        {children}
      </Button>
    );
  }
  return (
    <Button asChild size="sm" variant="ghost">
      <Link href={href} aria-label={label}>
        {children}
      </Link>
    </Button>
  );
}

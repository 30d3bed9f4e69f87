"use client";

import Link from "next/link";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { paginationItems } from "./pagination-items";

type Target = { hrefFor: (page: number) => string; onPageChange?: never } | { onPageChange: (page: number) => void; hrefFor?: never };

type Props = Target & {
  page: number;
  pages: number;
  /** Names the list in the landmark, e.g. 'downloads'. */
  label: string;
};

/**
 * Pages with ellipses (docs/product-rules.md §12): links when the page lives in the URL (uploads), buttons when it is
 * client state (downloads). Below 640 px a compact row (first, current, last) replaces the full one.
 */
export function ProfilePagination({ page, pages, label, ...target }: Props) {
  if (pages <= 1) return null;
  return (
    <>
      <PageRow page={page} pages={pages} label={label} compact target={target} className="flex sm:hidden" />
      <PageRow page={page} pages={pages} label={label} compact={false} target={target} className="hidden sm:flex" />
    </>
  );
}

interface RowProps {
  page: number;
  pages: number;
  label: string;
  compact: boolean;
  target: Target;
  className: string;
}

function PageRow({ page, pages, label, compact, target, className }: RowProps) {
  return (
    <nav aria-label={`Paginação de ${label}`} className={cn("flex-wrap items-center justify-center gap-1", className)}>
      <PageControl target={target} page={page > 1 ? page - 1 : undefined} label="Página anterior">
        <ChevronLeftIcon aria-hidden />
        <span className={compact ? "sr-only" : undefined}>Anterior</span>
      </PageControl>
      {paginationItems(page, pages, { compact }).map((item) =>
        typeof item === "number" ? (
          item === page ? (
            <span key={item} aria-current="page" className={cn(buttonVariants({ size: "sm" }), "min-w-8 px-2")}>
              <span className="sr-only">Página </span>
              {item}
            </span>
          ) : (
            <PageControl key={item} target={target} page={item} label={`Página ${item}`} variant="outline">
              {item}
            </PageControl>
          )
        ) : (
          <span key={item} aria-hidden className="text-muted-foreground grid w-6 place-items-center">
            …
          </span>
        ),
      )}
      <PageControl target={target} page={page < pages ? page + 1 : undefined} label="Próxima página">
        <span className={compact ? "sr-only" : undefined}>Próxima</span>
        <ChevronRightIcon aria-hidden />
      </PageControl>
    </nav>
  );
}

interface ControlProps {
  target: Target;
  page?: number;
  label: string;
  variant?: "ghost" | "outline";
  children: React.ReactNode;
}

function PageControl({ target, page, label, variant = "ghost", children }: ControlProps) {
  const className = variant === "outline" ? "min-w-8 px-2" : undefined;
  if (page === undefined) {
    return (
      <Button type="button" size="sm" variant={variant} disabled aria-label={label} className={className}>
        {children}
      </Button>
    );
  }
  if (target.hrefFor) {
    return (
      <Button asChild size="sm" variant={variant} className={className}>
        <Link href={target.hrefFor(page)} aria-label={label} scroll={false}>
          {children}
        </Link>
      </Button>
    );
  }
  return (
    <Button type="button" size="sm" variant={variant} aria-label={label} className={className} onClick={() => target.onPageChange?.(page)}>
      {children}
    </Button>
  );
}

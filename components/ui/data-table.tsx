import { cn } from "@/lib/utils";

/**
 * A table that scrolls sideways inside its own box on narrow screens (375 px) instead of widening
 * the page. Rows are `Tr` (their bottom border separates them) under a `THead`.
 */
export function DataTable({
  label,
  labelledBy,
  className,
  boxClassName,
  children,
}: {
  /** The region's name: a text, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  className?: string;
  boxClassName?: string;
  children: React.ReactNode;
}) {
  return (
    // Focusable so keyboard users can scroll it sideways (axe: scrollable-region-focusable).
    <div
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      tabIndex={0}
      className={cn("focus-visible:ring-ring/50 relative max-w-full overflow-x-auto rounded-lg border outline-none focus-visible:ring-[3px]", boxClassName)}
    >
      <table className={cn("w-full min-w-[40rem] caption-bottom text-sm", className)} aria-label={label} aria-labelledby={labelledBy}>
        {children}
      </table>
    </div>
  );
}

/** The header row: one row of `Th`. */
export function THead({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <thead className={cn("bg-muted/40 [&_tr]:border-b", className)}>
      <tr>{children}</tr>
    </thead>
  );
}

export function Th({ className, ...props }: React.ComponentProps<"th">) {
  return <th scope="col" className={cn("text-muted-foreground h-10 px-3 text-left align-middle font-medium whitespace-nowrap", className)} {...props} />;
}

export function Tr({ className, ...props }: React.ComponentProps<"tr">) {
  return <tr className={cn("hover:bg-muted/50 border-b transition-colors last:border-b-0", className)} {...props} />;
}

export function Td({ className, ...props }: React.ComponentProps<"td">) {
  return <td className={cn("px-3 py-2.5 align-middle", className)} {...props} />;
}

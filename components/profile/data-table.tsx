import { cn } from "@/lib/utils";

/**
 * A table that scrolls sideways inside its own box on narrow screens (375 px) instead of widening
 * the page. The box is a labelled, focusable region so keyboard users can scroll it too.
 */
export function DataTable({ label, className, children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="focus-visible:ring-ring/50 relative overflow-x-auto rounded-lg border outline-none focus-visible:ring-[3px]">
      <table className={cn("w-full min-w-[40rem] caption-bottom text-sm", className)}>{children}</table>
    </div>
  );
}

export function Th({ className, ...props }: React.ComponentProps<"th">) {
  return <th scope="col" className={cn("text-muted-foreground h-10 px-3 text-left align-middle font-medium whitespace-nowrap", className)} {...props} />;
}

export function Td({ className, ...props }: React.ComponentProps<"td">) {
  return <td className={cn("px-3 py-2.5 align-middle", className)} {...props} />;
}

export function Tr({ className, ...props }: React.ComponentProps<"tr">) {
  return <tr className={cn("hover:bg-muted/50 border-b transition-colors last:border-b-0", className)} {...props} />;
}

export function THead({ children }: { children: React.ReactNode }) {
  return (
    <thead className="bg-muted/40 [&_tr]:border-b">
      <tr>{children}</tr>
    </thead>
  );
}

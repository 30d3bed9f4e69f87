import { cn } from "@/lib/utils";

/**
 * A plain table in a sideways-scrolling, keyboard-focusable region: at 375 px wide tables scroll
 * inside their card instead of widening the page.
 */
export function DataTable({ label, className, children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    // Focusable so keyboard users can scroll it sideways (axe: scrollable-region-focusable).
    <div role="region" aria-label={label} tabIndex={0} className="focus-visible:ring-ring/50 relative max-w-full overflow-x-auto rounded-md border outline-none focus-visible:ring-[3px]">
      <table className={cn("w-full min-w-[40rem] caption-bottom text-sm", className)}>{children}</table>
    </div>
  );
}

export function Th({ className, ...props }: React.ComponentProps<"th">) {
  return <th scope="col" className={cn("text-muted-foreground bg-muted/50 h-10 px-3 text-left align-middle font-medium whitespace-nowrap", className)} {...props} />;
}

export function Td({ className, ...props }: React.ComponentProps<"td">) {
  return <td className={cn("border-t px-3 py-2 align-middle", className)} {...props} />;
}

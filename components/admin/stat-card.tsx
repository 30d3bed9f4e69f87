import Link from "next/link";
import type { LucideIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";

interface Props {
  label: string;
  value: string;
  hint?: string;
  icon: LucideIcon;
  /** Makes the label a link (e.g. to the list behind the figure). */
  href?: string;
}

export function StatCard({ label, value, hint, icon: Icon, href }: Props) {
  return (
    <Card className="gap-2 py-4">
      <CardContent className="flex items-start justify-between gap-3 px-4">
        <div className="grid min-w-0 gap-1">
          <p className="text-muted-foreground text-sm">
            {href ? (
              <Link href={href} className="hover:text-foreground underline underline-offset-4">
                {label}
              </Link>
            ) : (
              label
            )}
          </p>
          <p className="text-2xl font-semibold tabular-nums">{value}</p>
          {hint && <p className="text-muted-foreground text-xs">{hint}</p>}
        </div>
        <Icon className="text-primary size-5 shrink-0" aria-hidden />
      </CardContent>
    </Card>
  );
}

import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

export interface Point {
  icon: LucideIcon;
  title: string;
  text: string;
}

interface Props extends Point {
  className?: string;
  iconClassName?: string;
  /** Extra spacing for the title when the icon sits above it. */
  stacked?: boolean;
}

/** An icon badge with a title and a sentence: the building block of the landing's grids. */
export function IconPoint({ icon: Icon, title, text, className, iconClassName, stacked }: Props) {
  return (
    <li className={cn("flex gap-4", className)}>
      <span className={cn("grid size-10 shrink-0 place-items-center rounded-lg", iconClassName)}>
        <Icon className="size-5" aria-hidden />
      </span>
      <div>
        <h3 className={cn("font-semibold", stacked && "sm:mt-4")}>{title}</h3>
        <p className={cn("text-muted-foreground mt-1.5 text-sm leading-relaxed", stacked && "sm:mt-2")}>{text}</p>
      </div>
    </li>
  );
}

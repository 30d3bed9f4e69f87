import { BadgeCheckIcon } from "lucide-react";
import { cn } from "@/lib/utils";

export const VERIFIED_LABEL = "Autor verificado";
/** The tooltip: who vouches, since the mark is a decision of the site's team, not a number reached. */
export const VERIFIED_HINT = "Autor verificado pela equipe da Fluxoteca";

interface Props {
  /** The creator page writes the words beside the icon; cards and "por …" show the icon alone. */
  withLabel?: boolean;
  className?: string;
}

/**
 * The verified-author mark (docs/product-rules.md, "Autores verificados"). No client code: it renders
 * on the server inside cards and pages. The icon alone is an image named "Autor verificado" for
 * screen readers, with the hint as its tooltip. Blue on both themes, at least 4.5:1 on the cards.
 */
export function VerifiedBadge({ withLabel = false, className }: Props) {
  if (withLabel) {
    return (
      <span
        title={VERIFIED_HINT}
        className={cn(
          "inline-flex shrink-0 items-center gap-1 rounded-full border border-blue-700/25 bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-800",
          "dark:border-blue-300/25 dark:bg-blue-950 dark:text-blue-200",
          className,
        )}
      >
        <BadgeCheckIcon className="size-3.5 shrink-0" aria-hidden />
        {VERIFIED_LABEL}
      </span>
    );
  }
  return (
    <span role="img" aria-label={VERIFIED_LABEL} title={VERIFIED_HINT} className={cn("inline-flex shrink-0 text-blue-600 dark:text-blue-400", className)}>
      <BadgeCheckIcon className="size-[1.15em]" aria-hidden />
    </span>
  );
}

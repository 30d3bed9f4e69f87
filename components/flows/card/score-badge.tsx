import { StarIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { formatRating, ratingLabel } from "@/lib/format";
import { scoreLevel } from "@/lib/flows/card-labels";
import { cn } from "@/lib/utils";

const STYLES = {
  high: "bg-emerald-700 text-white dark:bg-emerald-500 dark:text-emerald-950",
  medium: "bg-amber-400 text-amber-950",
  low: "bg-red-600 text-white dark:bg-red-400 dark:text-red-950",
} as const;

/**
 * Score colour by docs/product-rules.md §11: ≥ 4.5 green, ≥ 3.5 yellow, else red. A flow nobody has rated shows
 * "Sem avaliações" in a neutral style: a red "0,0" would read as rated zero. The mean always carries how many
 * reviews it rests on, "4,7 (38)": a lone 5,0 must not look like a well-earned one.
 */
export function ScoreBadge({ score, reviewCount, className }: { score: number; reviewCount: number; className?: string }) {
  if (reviewCount === 0) {
    return (
      <Badge variant="outline" className={cn("text-muted-foreground font-normal", className)}>
        <StarIcon aria-hidden />
        Sem avaliações
      </Badge>
    );
  }
  return (
    <Badge className={cn("border-transparent", STYLES[scoreLevel(score)], className)}>
      <StarIcon className="fill-current" aria-hidden />
      {/* A label on a plain span is not read by every screen reader: the spoken text is its own node. */}
      <span aria-hidden>{formatRating(score, reviewCount)}</span>
      <span className="sr-only">{ratingLabel(score, reviewCount)}</span>
    </Badge>
  );
}

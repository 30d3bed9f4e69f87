import { ReportButton } from "@/components/reports/report-button";
import { StarRating } from "@/components/reviews/star-rating";
import { formatCount, formatDate } from "@/lib/format";
import type { ReviewDTO } from "@/lib/reviews/dto";

/**
 * The flow's newest reviews, read-only: the same for everyone (writing one is in 'Avaliar'). On a
 * published flow each gets 'Denunciar', which only members other than its author see after hydration.
 */
export function FlowReviewsList({ reviews, total, reportable = false }: { reviews: ReviewDTO[]; total: number; reportable?: boolean }) {
  if (reviews.length === 0) {
    return <p className="text-muted-foreground py-4 text-center text-sm">Nenhuma avaliação ainda. Seja o primeiro a avaliar!</p>;
  }
  return (
    <div className="grid gap-2">
      <ul>
        {reviews.map((review) => (
          <li key={review.id} className="grid gap-2 border-b py-4 first:pt-0 last:border-b-0 last:pb-0">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <p className="font-medium break-words">{review.user.name}</p>
              <p className="text-muted-foreground text-xs">
                <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
                {review.updatedAt !== review.createdAt && " · editada"}
              </p>
            </div>
            <StarRating rating={review.rating} />
            {review.comment && <p className="text-sm leading-relaxed break-words whitespace-pre-line">{review.comment}</p>}
            {reportable && (
              <div className="-mt-1 -ml-2 empty:hidden">
                <ReportButton compact target={{ kind: "review", id: review.id, label: review.user.name }} authorId={review.user.id} />
              </div>
            )}
          </li>
        ))}
      </ul>
      {total > reviews.length && (
        <p className="text-muted-foreground border-t pt-3 text-xs">
          Mostrando as {reviews.length} mais recentes de {formatCount(total, "avaliação", "avaliações")}.
        </p>
      )}
    </div>
  );
}

"use client";

import { RotateCwIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { formatDate } from "@/lib/format";
import type { ReviewDTO } from "@/lib/reviews/dto";
import { canManageReview } from "@/lib/reviews/schemas";
import { ReviewForm } from "./review-form";
import { ReviewItem } from "./review-item";
import { StarRating } from "./star-rating";
import { useReviews } from "./use-reviews";

export interface ReviewViewer {
  id: string;
  role: string;
}

interface ReviewsPanelProps {
  flowId: string;
  viewer: ReviewViewer;
  onChanged?: () => void;
}

/** The dialog's body: the viewer's own review or the create form, then every review. Loads on mount. */
export function ReviewsPanel({ flowId, viewer, onChanged }: ReviewsPanelProps) {
  const { state, retry, create, update, remove } = useReviews(flowId, onChanged);

  if (state.status === "loading") return <Spinner label="Carregando avaliações..." className="py-8" />;
  if (state.status === "error") {
    return (
      <Alert variant="destructive">
        <AlertTitle>Erro ao carregar avaliações</AlertTitle>
        <AlertDescription>
          <p>{state.message}</p>
          <Button type="button" variant="outline" size="sm" onClick={retry}>
            <RotateCwIcon aria-hidden /> Tentar novamente
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  const { reviews, myReview } = state;
  return (
    <div className="grid gap-6">
      <section aria-labelledby="sua-avaliacao" className="bg-muted/50 grid gap-3 rounded-lg border p-4">
        <h3 id="sua-avaliacao" className="font-semibold">
          {myReview ? "Sua avaliação" : "Avaliar este fluxo"}
        </h3>
        {myReview ? <OwnReview review={myReview} /> : <ReviewForm submitLabel="Enviar avaliação" pendingLabel="Enviando..." onSubmit={create} />}
      </section>
      <section aria-labelledby="todas-avaliacoes" className="grid gap-1">
        <h3 id="todas-avaliacoes" className="font-semibold">
          Avaliações ({reviews.length})
        </h3>
        {reviews.length === 0 ? (
          <p className="text-muted-foreground py-6 text-center text-sm">Nenhuma avaliação ainda. Seja o primeiro a avaliar!</p>
        ) : (
          <ul>
            {reviews.map((review) => (
              <ReviewItem
                key={review.id}
                review={review}
                isOwn={review.user.id === viewer.id}
                canManage={canManageReview(review, viewer)}
                onUpdate={update}
                onDelete={remove}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function OwnReview({ review }: { review: ReviewDTO }) {
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <StarRating rating={review.rating} />
        <span className="text-muted-foreground text-xs">
          <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
        </span>
      </div>
      {review.comment ? (
        <p className="text-sm leading-relaxed break-words whitespace-pre-line">{review.comment}</p>
      ) : (
        <p className="text-muted-foreground text-sm">Sem comentário.</p>
      )}
      <p className="text-muted-foreground text-xs">Para alterar ou excluir, use os botões da sua avaliação na lista abaixo.</p>
    </div>
  );
}

"use client";

import { useEffect, useRef, useState } from "react";
import { PencilIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import type { ReviewDTO } from "@/lib/reviews/dto";
import type { ReviewInput } from "@/lib/reviews/schemas";
import { ReviewForm } from "./review-form";
import { StarRating } from "./star-rating";

interface ReviewItemProps {
  review: ReviewDTO;
  isOwn: boolean;
  canManage: boolean;
  onUpdate: (id: string, input: ReviewInput) => Promise<boolean>;
  onDelete: (id: string) => Promise<boolean>;
}

type Mode = "view" | "edit" | "confirm";

/** One review in the list; its author or an admin edits it inline or deletes it after confirming. */
export function ReviewItem({ review, isOwn, canManage, onUpdate, onDelete }: ReviewItemProps) {
  const [mode, setMode] = useState<Mode>("view");
  const [deleting, setDeleting] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const cancelDelete = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<"edit" | "delete" | null>(null);

  // Keyboard users keep their place: focus goes to the confirmation, then back to the button they used.
  useEffect(() => {
    if (mode === "confirm") cancelDelete.current?.focus();
    if (mode === "view" && returnFocus.current) {
      (returnFocus.current === "edit" ? editButton : deleteButton).current?.focus();
      returnFocus.current = null;
    }
  }, [mode]);

  function close(from: "edit" | "delete") {
    returnFocus.current = from;
    setMode("view");
  }

  async function confirmDelete() {
    setDeleting(true);
    const deleted = await onDelete(review.id);
    if (!deleted) {
      setDeleting(false);
      close("delete");
    }
  }

  const edited = review.updatedAt !== review.createdAt;
  return (
    <li className="grid gap-2 border-b py-4 last:border-b-0">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="font-medium">
          {review.user.name}
          {isOwn && <span className="text-muted-foreground font-normal"> (você)</span>}
        </p>
        <p className="text-muted-foreground text-xs">
          <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
          {edited && " · editada"}
        </p>
      </div>
      {mode === "edit" ? (
        <ReviewForm
          initial={review}
          submitLabel="Salvar"
          pendingLabel="Salvando..."
          onSubmit={async (input) => {
            const saved = await onUpdate(review.id, input);
            if (saved) close("edit");
            return saved;
          }}
          onCancel={() => close("edit")}
        />
      ) : (
        <>
          <StarRating rating={review.rating} />
          {review.comment && <p className="text-sm leading-relaxed break-words whitespace-pre-line">{review.comment}</p>}
        </>
      )}
      {mode === "view" && canManage && (
        <div className="flex gap-1">
          <Button ref={editButton} type="button" variant="ghost" size="sm" onClick={() => setMode("edit")} aria-label={`Editar avaliação de ${review.user.name}`}>
            <PencilIcon aria-hidden /> Editar
          </Button>
          <Button ref={deleteButton} type="button" variant="ghost" size="sm" className="text-destructive" onClick={() => setMode("confirm")} aria-label={`Excluir avaliação de ${review.user.name}`}>
            <Trash2Icon aria-hidden /> Excluir
          </Button>
        </div>
      )}
      {mode === "confirm" && (
        <div role="group" aria-label="Confirmar exclusão" className="bg-destructive/5 border-destructive/30 grid gap-3 rounded-md border p-3">
          <p className="text-sm">Tem certeza que deseja excluir esta avaliação? Esta ação não pode ser desfeita.</p>
          <div className="flex justify-end gap-2">
            <Button ref={cancelDelete} type="button" variant="outline" size="sm" onClick={() => close("delete")} disabled={deleting}>
              Cancelar
            </Button>
            <Button type="button" variant="destructive" size="sm" onClick={confirmDelete} disabled={deleting}>
              {deleting ? "Excluindo..." : "Excluir"}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

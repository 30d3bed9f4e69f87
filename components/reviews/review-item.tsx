"use client";

import { useEffect, useRef, useState } from "react";
import { PencilIcon, Trash2Icon } from "lucide-react";
import { ConfirmDialog } from "@/components/layout/confirm-dialog";
import { Button } from "@/components/ui/button";
import { useFormAction } from "@/lib/client/form-action";
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

/** One review in the list; its author or an admin edits it inline or deletes it after confirming. */
export function ReviewItem({ review, isOwn, canManage, onUpdate, onDelete }: ReviewItemProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // Keyboard users keep their place: leaving the edit form puts the focus back on 'Editar'.
  useEffect(() => {
    if (!editing && returnFocus.current) {
      editButton.current?.focus();
      returnFocus.current = false;
    }
  }, [editing]);

  function closeEdit() {
    returnFocus.current = true;
    setEditing(false);
  }

  // A deleted review leaves the list (and this dialog with it); a failed delete closes the dialog.
  const [, confirmDelete, deleting] = useFormAction(async () => {
    if (!(await onDelete(review.id))) setConfirming(false);
    return null;
  }, null);

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
      {editing ? (
        <ReviewForm
          initial={review}
          submitLabel="Salvar"
          pendingLabel="Salvando..."
          onSubmit={async (input) => {
            const saved = await onUpdate(review.id, input);
            if (saved) closeEdit();
            return saved;
          }}
          onCancel={closeEdit}
        />
      ) : (
        <>
          <StarRating rating={review.rating} />
          {review.comment && <p className="text-sm leading-relaxed break-words whitespace-pre-line">{review.comment}</p>}
        </>
      )}
      {!editing && canManage && (
        <div className="flex gap-1">
          <Button
            ref={editButton}
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => setEditing(true)}
            aria-label={`Editar avaliação de ${review.user.name}`}
          >
            <PencilIcon aria-hidden /> Editar
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <Button type="button" variant="ghost" size="sm" className="text-destructive" aria-label={`Excluir avaliação de ${review.user.name}`}>
                <Trash2Icon aria-hidden /> Excluir
              </Button>
            }
            title="Confirmar exclusão"
            description="Tem certeza que deseja excluir esta avaliação? Esta ação não pode ser desfeita."
            confirmLabel="Excluir"
            pendingLabel="Excluindo..."
            pending={deleting}
            onSubmit={confirmDelete(undefined)}
            focusCancel
          />
        </div>
      )}
    </li>
  );
}

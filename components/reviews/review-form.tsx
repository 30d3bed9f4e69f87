"use client";

import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { useSchemaForm } from "@/lib/client/schema-form";
import { formatNumber } from "@/lib/format";
import { COMMENT_MAX, reviewInputSchema, type ReviewInput } from "@/lib/reviews/schemas";
import { cn } from "@/lib/utils";
import { StarRatingInput } from "./star-rating";

interface ReviewFormProps {
  initial?: { rating: number; comment: string | null };
  submitLabel: string;
  pendingLabel: string;
  /** Resolves to true when the review was saved; the form then resets (create) or closes (edit). */
  onSubmit: (input: ReviewInput) => Promise<boolean>;
  onCancel?: () => void;
  className?: string;
}

/** Star pick and optional comment, validated with the same schema as the API (docs/product-rules.md §6). */
export function ReviewForm({ initial, submitLabel, pendingLabel, onSubmit, onCancel, className }: ReviewFormProps) {
  const id = useId();
  const { values, setValues, setValue, set, errors, clearErrors, submit, pending } = useSchemaForm(reviewInputSchema, {
    initial: { rating: initial?.rating ?? 0, comment: initial?.comment ?? "" },
    input: ({ rating, comment }) => ({ rating: rating || undefined, comment }),
    // The parent saves and announces the outcome; this form only learns whether it was saved.
    send: async (data) => ({ ok: true, status: 200, data: await onSubmit(data) }),
    onSuccess: (saved) => {
      if (saved && !initial) setValues({ rating: 0, comment: "" });
    },
  });
  const { rating, comment } = values;

  const commentId = `${id}-comment`;
  return (
    <form onSubmit={submit} noValidate className={cn("grid gap-4", className)}>
      <StarRatingInput
        value={rating}
        label={initial ? "Nota" : "Sua nota"}
        onChange={(value) => {
          setValue("rating", value);
          // Picking a star answers the rating error of the last attempt.
          clearErrors("rating");
        }}
        error={errors.rating?.[0]}
        disabled={pending}
      />
      <div className="grid gap-2">
        <Label htmlFor={commentId}>Comentário (opcional)</Label>
        <textarea
          id={commentId}
          value={comment}
          onChange={set("comment")}
          maxLength={COMMENT_MAX}
          rows={3}
          disabled={pending}
          placeholder="Conte como o fluxo funcionou para você"
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={`${commentId}-count ${commentId}-error`}
          className="border-input placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-ring/50 aria-invalid:border-destructive dark:bg-input/30 min-h-20 w-full resize-y rounded-md border bg-transparent px-3 py-2 text-base shadow-xs outline-none focus-visible:ring-[3px] disabled:opacity-50 md:text-sm"
        />
        <div className="flex justify-between gap-2 text-xs">
          <p id={`${commentId}-error`} aria-live="polite" className="text-destructive text-sm empty:hidden">
            {errors.comment?.[0]}
          </p>
          <span id={`${commentId}-count`} className="text-muted-foreground ml-auto">
            {formatNumber(comment.length)}/{formatNumber(COMMENT_MAX)} caracteres
          </span>
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="outline" size="sm" onClick={onCancel} disabled={pending}>
            Cancelar
          </Button>
        )}
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}

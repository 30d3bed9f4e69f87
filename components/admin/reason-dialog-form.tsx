"use client";

import type { ChangeEventHandler, FormEventHandler, ReactNode } from "react";
import { TextAreaField } from "@/components/flows/edit/text-area-field";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";

interface Props {
  /** The textarea's id and name: unique on the page. */
  id: string;
  reason: string;
  onReasonChange: ChangeEventHandler<HTMLTextAreaElement>;
  maxLength: number;
  placeholder: string;
  hint: string;
  error: string | undefined;
  /** The caller's own submit handler: how the decision is sent stays with it. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  onCancel: () => void;
  confirmLabel: string;
  confirmVariant: "default" | "destructive";
  confirmIcon?: ReactNode;
  /** Keeps the confirm button off besides while pending (e.g. an unticked confirmation). */
  confirmBlocked?: boolean;
  /** Anything else the decision asks, between the reason and the buttons. */
  children?: ReactNode;
}

/**
 * The body of an admin decision dialog: the required "Motivo" that the history keeps, then
 * Cancelar and the confirm button. Goes inside a DialogContent, below its header.
 */
export function ReasonDialogForm({
  id,
  reason,
  onReasonChange,
  maxLength,
  placeholder,
  hint,
  error,
  onSubmit,
  pending,
  onCancel,
  confirmLabel,
  confirmVariant,
  confirmIcon,
  confirmBlocked = false,
  children,
}: Props) {
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextAreaField
        id={id}
        label="Motivo"
        value={reason}
        onChange={onReasonChange}
        maxLength={maxLength}
        required
        autoFocus
        placeholder={placeholder}
        error={error}
        hint={hint}
      />
      {children}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancelar
        </Button>
        <Button type="submit" variant={confirmVariant} disabled={pending || confirmBlocked}>
          {confirmIcon}
          {pending ? "Salvando..." : confirmLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

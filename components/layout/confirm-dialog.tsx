"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { cn } from "@/lib/utils";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog, when it is not opened from elsewhere. */
  trigger?: React.ReactNode;
  title: string;
  description: React.ReactNode;
  /** What goes and what stays, or a field the confirmation needs (a password). */
  children?: React.ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The form's submit handler (`useSchemaForm`'s `submit`, or `useFormAction`'s `submit(...)` when nothing is typed). */
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  /** Cancel takes the focus when nothing needs typing, so Enter never destroys by accident. */
  focusCancel?: boolean;
  /** Where the focus goes on close when the dialog was opened from a menu item rather than a trigger. */
  returnFocusTo?: React.RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * A destructive action asked for once more: an alert dialog whose body and buttons are one form,
 * 'Cancelar' and a red confirm button that says what it is doing while pending. It cannot be
 * closed while the action runs.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  pending,
  onSubmit,
  focusCancel = false,
  returnFocusTo,
  className,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent role="alertdialog" className={cn("sm:max-w-md", className)} returnFocusTo={returnFocusTo}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending} autoFocus={focusCancel}>
              Cancelar
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

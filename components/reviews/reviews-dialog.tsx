"use client";

import Link from "next/link";
import { LogInIcon, StarIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { truncateText } from "@/lib/format";
import { ReviewsPanel, type ReviewViewer } from "./reviews-panel";

export type { ReviewViewer } from "./reviews-panel";

const TITLE_MAX = 30;

export interface ReviewsDialogProps {
  flowId: string;
  flowName: string;
  /** Null for a signed-out visitor, who only sees an invitation to log in. */
  viewer: ReviewViewer | null;
  /** Called after a review is created, edited or deleted (the page refreshes the flow's score). */
  onChanged?: () => void;
  /** Optional control from outside, e.g. a catalogue card's menu; otherwise the 'Avaliar' button opens it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  showTrigger?: boolean;
  triggerClassName?: string;
  /** Where the focus goes back on close when something other than the trigger opened it. */
  returnFocusTo?: React.RefObject<HTMLElement | null>;
}

/**
 * The 'Avaliar' dialog (docs/product-rules.md §6). The panel mounts only while the dialog is open, so
 * every opening loads the reviews afresh.
 */
export function ReviewsDialog({
  flowId,
  flowName,
  viewer,
  onChanged,
  open,
  onOpenChange,
  showTrigger = true,
  triggerClassName,
  returnFocusTo,
}: ReviewsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {showTrigger && (
        <DialogTrigger asChild>
          <Button type="button" variant="outline" className={triggerClassName}>
            <StarIcon aria-hidden /> Avaliar
          </Button>
        </DialogTrigger>
      )}
      <DialogContent className="flex max-h-[90dvh] flex-col gap-0 p-0 sm:max-w-xl" returnFocusTo={returnFocusTo}>
        <DialogHeader className="border-b px-6 pt-6 pb-4 text-left">
          <DialogTitle className="pr-8 leading-snug" title={flowName}>
            Avaliar {truncateText(flowName, TITLE_MAX)}
          </DialogTitle>
          <DialogDescription>Dê uma nota de 1 a 5 e, se quiser, conte como o fluxo funcionou para você.</DialogDescription>
        </DialogHeader>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-6 py-5">
          {viewer ? (
            <ReviewsPanel flowId={flowId} viewer={viewer} onChanged={onChanged} />
          ) : (
            <div className="grid justify-items-center gap-4 py-6 text-center">
              <p>Você precisa estar logado para avaliar este fluxo.</p>
              <Button asChild>
                <Link href={`/login?callbackUrl=${encodeURIComponent(`/flow/${flowId}`)}`}>
                  <LogInIcon aria-hidden /> Entrar
                </Link>
              </Button>
            </div>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { StarIcon } from "lucide-react";
import type { ReviewViewer } from "@/components/reviews/reviews-panel";
import { Button } from "@/components/ui/button";
import { useOpened } from "@/lib/client/use-opened";
import { preloadReviewsDialog, ReviewsDialog } from "../edit/lazy-flow-dialogs";

/** The detail page's 'Avaliar' dialog; a review change re-renders the page to show the new score. */
export function FlowReviewsButton(props: { flowId: string; flowName: string; viewer: ReviewViewer }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const mounted = useOpened(open);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadReviewsDialog}
        onFocus={preloadReviewsDialog}
      >
        <StarIcon aria-hidden /> Avaliar
      </Button>
      {mounted && <ReviewsDialog {...props} open={open} onOpenChange={setOpen} showTrigger={false} onChanged={() => router.refresh()} />}
    </>
  );
}

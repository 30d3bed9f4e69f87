"use client";

import { useRouter } from "next/navigation";
import { ReviewsDialog, type ReviewViewer } from "@/components/reviews/reviews-dialog";

/** The detail page's 'Avaliar' dialog; a review change re-renders the page to show the new score. */
export function FlowReviewsButton(props: { flowId: string; flowName: string; viewer: ReviewViewer }) {
  const router = useRouter();
  return <ReviewsDialog {...props} onChanged={() => router.refresh()} />;
}

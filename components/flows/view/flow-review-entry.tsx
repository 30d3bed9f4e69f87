"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { LogInIcon, StarIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useFlowMember } from "./flow-member-context";
import { loginToFlowPath } from "./login-path";

function PendingReview() {
  return (
    <Button type="button" variant="outline" disabled aria-disabled>
      <StarIcon aria-hidden /> Avaliar
    </Button>
  );
}

// The same 'Avaliar' dialog as the signed-in page: write, edit or delete a review; the page then
// renders its list and score again.
const FlowReviewsButton = dynamic(() => import("@/components/flows/view/flow-reviews-button").then((m) => m.FlowReviewsButton), {
  loading: () => <PendingReview />,
});

function VisitorReview({ slug, className }: { slug: string; className?: string }) {
  return (
    <Button asChild variant="outline" className={className}>
      <Link href={loginToFlowPath(slug)} prefetch={false}>
        <LogInIcon aria-hidden /> Entrar para avaliar
      </Link>
    </Button>
  );
}

/** Beside the reviews: 'Avaliar' for a member, a way to the login for a visitor (reviews are read-only for them). */
export function FlowReviewEntry({ flowId, flowName, slug }: { flowId: string; flowName: string; slug: string }) {
  const { account } = useFlowMember();
  if (account === undefined) {
    return (
      <>
        <VisitorReview slug={slug} className="[html[data-conta]_&]:hidden" />
        <span className="hidden [html[data-conta]_&]:contents">
          <PendingReview />
        </span>
      </>
    );
  }
  if (account === null) return <VisitorReview slug={slug} />;
  return <FlowReviewsButton flowId={flowId} flowName={flowName} viewer={{ id: account.user.id, role: account.user.role }} />;
}

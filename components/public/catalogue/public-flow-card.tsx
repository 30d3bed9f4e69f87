import Link from "next/link";
import { FlowCardView } from "@/components/flows/flow-card-view";
import { Button } from "@/components/ui/button";
import type { FlowSummary } from "@/lib/flows/dto";
import { flowPath } from "@/lib/seo/catalogue";
import { MemberCardPart } from "./member-card-part";

/**
 * A card of the public catalogue: the same for every viewer. The name and 'Ver' lead to the flow's
 * page, the platform and tags to their facet pages; the edit menu (its author's) and the mark of a
 * newer version than the one the viewer downloaded come after hydration.
 * While searching, `searchTerms` (the list's) are marked in the name and description.
 */
export function PublicFlowCard({ flow, searchTerms }: { flow: FlowSummary; searchTerms?: readonly string[] }) {
  const href = flowPath(flow.slug);
  return (
    <FlowCardView
      flow={flow}
      href={href}
      facetLinks
      searchTerms={searchTerms}
      notice={<MemberCardPart part="update" flowId={flow.id} />}
      actions={
        <>
          <Button asChild size="sm" variant="outline" className="relative z-10">
            <Link href={href} aria-label={`Ver ${flow.name}`}>
              Ver
            </Link>
          </Button>
          <MemberCardPart
            flow={{
              id: flow.id,
              name: flow.name,
              description: flow.description,
              tutorialUrl: flow.tutorialUrl,
              tags: flow.tags,
              isPublic: flow.isPublic,
              authorId: flow.author.id,
            }}
            pageHref={href}
          />
        </>
      }
    />
  );
}

import Link from "next/link";
import { Button } from "@/components/ui/button";
import type { FlowSummary } from "@/lib/flows/dto";
import { FlowMemberMenu } from "@/components/public/catalogue/flow-member-menu";
import { MemberCardPart } from "@/components/public/catalogue/member-card-part";
import { FlowCardMenu } from "./flow-card-menu";
import { FlowCardView } from "./flow-card-view";

interface Props {
  flow: FlowSummary;
  /** The catalogue URL that opens this flow's detail dialog (filters and page kept). */
  detailHref: string;
  /** Null on the dashboard shared by every member: the menu then learns who is looking after hydration. */
  viewer: { id: string; role: "USER" | "ADMIN" } | null;
  /** The list's `searchTerms`: marked in the name and description. */
  searchTerms?: readonly string[];
}

/** The dashboard's card: the name opens the flow's page, 'Ver' its detail dialog, and a more-options menu. */
export function FlowCard({ flow, detailHref, viewer, searchTerms }: Props) {
  const canEdit = viewer !== null && (viewer.role === "ADMIN" || (flow.author.id !== null && flow.author.id === viewer.id));
  const pageHref = `/flow/${flow.id}`;
  return (
    <FlowCardView
      flow={flow}
      href={pageHref}
      searchTerms={searchTerms}
      notice={<MemberCardPart part="update" flowId={flow.id} signedIn />}
      actions={
        <>
          <Button asChild size="sm" variant="outline" className="relative z-10">
            <Link href={detailHref} scroll={false} aria-label={`Ver ${flow.name}`} data-flow-detail={flow.id}>
              Ver
            </Link>
          </Button>
          {viewer ? (
            <FlowCardMenu
              flow={{ id: flow.id, name: flow.name }}
              editable={canEdit ? { description: flow.description, tutorialUrl: flow.tutorialUrl, tags: flow.tags, isPublic: flow.isPublic } : undefined}
              detailHref={detailHref}
              pageHref={pageHref}
              viewer={viewer}
            />
          ) : (
            <FlowMemberMenu
              flow={{
                id: flow.id,
                name: flow.name,
                description: flow.description,
                tutorialUrl: flow.tutorialUrl,
                tags: flow.tags,
                isPublic: flow.isPublic,
                authorId: flow.author.id,
              }}
              pageHref={pageHref}
              member={{ detailHref }}
            />
          )}
        </>
      }
    />
  );
}

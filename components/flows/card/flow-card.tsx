import Link from "next/link";
import { MemberCardPart } from "@/components/flows/card/member-card-part";
import { ownerMenuFlow } from "@/components/flows/card/member-card-props";
import { Button } from "@/components/ui/button";
import type { FlowSummary } from "@/lib/flows/dto";
import { flowPath } from "@/lib/catalogue/url";
import { FlowCardView } from "./flow-card-view";
import { SaveFlowButton } from "../saved/save-flow-button";

interface Props {
  flow: FlowSummary;
  /** The list's `searchTerms`: marked in the name and description. */
  searchTerms?: readonly string[];
  /**
   * A public card on a member's page (`/flow/{id}`'s "Fluxos parecidos"): the name and 'Ver' lead to
   * the flow's member page, as that page's own links do; the platform and tags stay facet links.
   */
  memberPage?: boolean;
  /**
   * The member dashboard's card: the name leads to the flow's page (`/flow/{id}`), 'Ver' opens its
   * detail dialog, and the platform and tags are plain chips.
   */
  member?: {
    /** The catalogue URL that opens this flow's detail dialog (filters and page kept). */
    detailHref: string;
    /**
     * The more-options menu (DashboardCardMenu). Given by the page, not chosen here: a module that
     * imports a client component puts it in the first load of every page that imports the module,
     * rendered or not, and the public catalogue must not load the dashboard's menus.
     */
    menu: React.ReactNode;
  };
}

/**
 * The catalogue's card, for every list. By default the public catalogue's, the same for every
 * viewer: the name and 'Ver' lead to the flow's public page, the platform and tags to their facet
 * pages, and the edit menu (its author's) and the mark of a newer version than the one the viewer
 * downloaded come after hydration. With `member`, the member dashboard's.
 */
export function FlowCard({ flow, searchTerms, member, memberPage = false }: Props) {
  const href = member || memberPage ? `/flow/${flow.id}` : flowPath(flow.slug);
  return (
    <FlowCardView
      flow={flow}
      href={href}
      facetLinks={!member}
      searchTerms={searchTerms}
      notice={<MemberCardPart part="update" flowId={flow.id} signedIn={member ? true : undefined} />}
      actions={
        <>
          <SaveFlowButton flowId={flow.id} flowName={flow.name} compact />
          <Button asChild size="sm" variant="outline" className="relative z-10">
            {/* The dashboard's opens the dialog over the list, so the list keeps its scroll. */}
            <Link
              href={member ? member.detailHref : href}
              scroll={member ? false : undefined}
              aria-label={`Ver ${flow.name}`}
              data-flow-detail={member ? flow.id : undefined}
            >
              Ver
            </Link>
          </Button>
          {member ? member.menu : <MemberCardPart flow={ownerMenuFlow(flow)} pageHref={href} />}
        </>
      }
    />
  );
}

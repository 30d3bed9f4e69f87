import type { FlowSummary } from "@/lib/flows/dto";

// The props shared by MemberCardPart, the module it loads (member-card-part-content.tsx) and
// FlowMemberMenu: here, so that none of them imports another only for its types (they would
// import each other in a circle).

export interface FlowOwnerMenuProps {
  flow: OwnerMenuFlow;
  /** The flow's page, opened and copied by the menu. */
  pageHref: string;
  /** The member's catalogue (the shared dashboard): every member gets the menu, with 'Ver detalhes' there. */
  member?: { detailHref: string };
}

/** What the owner menu needs of a flow: a card's props are in the page, so no more than that. */
export type OwnerMenuFlow = Pick<FlowSummary, "id" | "name" | "description" | "tutorialUrl" | "tags" | "isPublic"> & { authorId: string | null };

/** The mark of a newer version than the one this user downloaded (docs/product-rules.md §20). */
export interface FlowUpdateProps {
  part: "update";
  flowId: string;
  /** A page behind login (the dashboard): shown without waiting for the account hint. */
  signedIn?: boolean;
}

export type MemberCardPartProps = ({ part?: undefined } & FlowOwnerMenuProps) | FlowUpdateProps;

/** A card's flow cut down to OwnerMenuFlow (the public card's menu and the shared dashboard's). */
export function ownerMenuFlow(flow: FlowSummary): OwnerMenuFlow {
  return {
    id: flow.id,
    name: flow.name,
    description: flow.description,
    tutorialUrl: flow.tutorialUrl,
    tags: flow.tags,
    isPublic: flow.isPublic,
    authorId: flow.author.id,
  };
}

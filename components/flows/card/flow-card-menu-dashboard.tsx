import type { FlowSummary } from "@/lib/flows/dto";
import { FlowMemberMenu } from "@/components/flows/card/flow-member-menu";
import { ownerMenuFlow } from "@/components/flows/card/member-card-props";
import { FlowCardMenu } from "./flow-card-menu";

interface Props {
  flow: FlowSummary;
  /** The catalogue URL that opens this flow's detail dialog. */
  detailHref: string;
  /** Null on the dashboard shared by every member: the menu then learns who is looking after hydration. */
  viewer: { id: string; role: "USER" | "ADMIN" } | null;
}

/** The dashboard card's more-options menu (FlowCard's `member.menu`): in its own module, see there why. */
export function DashboardCardMenu({ flow, detailHref, viewer }: Props) {
  const pageHref = `/flow/${flow.id}`;
  if (!viewer) return <FlowMemberMenu flow={ownerMenuFlow(flow)} pageHref={pageHref} member={{ detailHref }} />;
  const canEdit = viewer.role === "ADMIN" || (flow.author.id !== null && flow.author.id === viewer.id);
  return (
    <FlowCardMenu
      flow={{ id: flow.id, name: flow.name }}
      editable={canEdit ? { description: flow.description, tutorialUrl: flow.tutorialUrl, tags: flow.tags, isPublic: flow.isPublic } : undefined}
      detailHref={detailHref}
      pageHref={pageHref}
      viewer={viewer}
    />
  );
}

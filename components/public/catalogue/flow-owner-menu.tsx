"use client";

import { useSyncExternalStore } from "react";
import { useAccount } from "@/components/account/use-account";
import { FlowCardMenu } from "@/components/flows/flow-card-menu";
import type { FlowSummary } from "@/lib/flows/dto";

export interface FlowOwnerMenuProps {
  flow: Pick<FlowSummary, "id" | "name" | "description" | "tutorialUrl" | "tags" | "isPublic"> & { authorId: string | null };
  /** The flow's page, opened and copied by the menu. */
  pageHref: string;
  /** The member's catalogue (the shared dashboard): every member gets the menu, with 'Ver detalhes' there. */
  member?: { detailHref: string };
}

const noSubscription = () => () => {};
const hasAccountHint = () => document.documentElement.hasAttribute("data-conta");

/**
 * A card's menu on a page that is the same for everyone (served from the shared cache), so it
 * appears after hydration, once the account is known. On the public catalogue it is the author's or
 * an admin's edit menu, and a browser that never signed in (no `data-conta`, lib/page-flags.ts) does
 * not even ask; on the shared dashboard every member has it, with edit and delete for their own flows.
 */
export function FlowOwnerMenu(props: FlowOwnerMenuProps) {
  const maybeMember = useSyncExternalStore(noSubscription, hasAccountHint, () => false);
  if (props.member) return <MemberMenu {...props} />;
  return maybeMember ? <MemberMenu {...props} /> : null;
}

function MemberMenu({ flow, pageHref, member }: FlowOwnerMenuProps) {
  const me = useAccount({ signedIn: member !== undefined });
  // The trigger's place is kept while the account loads: the card does not move when it appears.
  if (!me) return member ? <span className="size-8" aria-hidden /> : null;
  const { authorId, description, tutorialUrl, tags, isPublic, ...named } = flow;
  const canEdit = me.user.role === "ADMIN" || (authorId !== null && authorId === me.user.id);
  if (!canEdit && !member) return null;
  return (
    <FlowCardMenu
      flow={named}
      editable={canEdit ? { description, tutorialUrl, tags, isPublic } : undefined}
      pageHref={pageHref}
      detailHref={member?.detailHref}
      viewer={{ id: me.user.id, role: me.user.role }}
    />
  );
}

"use client";

import { useAccount } from "@/components/account/use-account";
import { FlowCardMenu } from "@/components/flows/card/flow-card-menu";
import type { FlowOwnerMenuProps } from "./member-card-props";

/**
 * A shared card's menu once the account is known: on the public catalogue (through
 * member-card-part.tsx) for the flow's author or an admin only; on the shared dashboard (`member`)
 * for every member, editable by them, its place kept while the account loads.
 */
export function FlowMemberMenu({ flow, pageHref, member }: FlowOwnerMenuProps) {
  const me = useAccount({ signedIn: member !== undefined });
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

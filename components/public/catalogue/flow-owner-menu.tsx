"use client";

import { useSyncExternalStore } from "react";
import { useAccount } from "@/components/account/use-account";
import { FlowCardMenu } from "@/components/flows/flow-card-menu";
import type { FlowSummary } from "@/lib/flows/dto";

export interface FlowOwnerMenuProps {
  flow: Pick<FlowSummary, "id" | "name" | "description" | "tutorialUrl" | "tags" | "isPublic"> & { authorId: string | null };
  /** The flow's public page, opened and copied by the menu. */
  pageHref: string;
}

const noSubscription = () => () => {};
const hasAccountHint = () => document.documentElement.hasAttribute("data-conta");

/**
 * A public card's edit menu, for its author or an admin only. The page is the same for everyone
 * (served from the shared cache), so the menu appears after hydration, once the account is known;
 * a browser that never signed in (no `data-conta`, lib/page-flags.ts) does not even ask.
 */
export function FlowOwnerMenu(props: FlowOwnerMenuProps) {
  const maybeMember = useSyncExternalStore(noSubscription, hasAccountHint, () => false);
  return maybeMember ? <MemberMenu {...props} /> : null;
}

function MemberMenu({ flow, pageHref }: FlowOwnerMenuProps) {
  const me = useAccount();
  if (!me) return null;
  const { authorId, description, tutorialUrl, tags, isPublic, ...named } = flow;
  const canEdit = me.user.role === "ADMIN" || (authorId !== null && authorId === me.user.id);
  if (!canEdit) return null;
  return <FlowCardMenu flow={named} editable={{ description, tutorialUrl, tags, isPublic }} pageHref={pageHref} viewer={{ id: me.user.id, role: me.user.role }} />;
}

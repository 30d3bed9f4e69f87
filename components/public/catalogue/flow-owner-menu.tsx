"use client";

import dynamic from "next/dynamic";
import { useAccountHint } from "@/components/account/account-hint";
import type { FlowSummary } from "@/lib/flows/dto";

export interface FlowOwnerMenuProps {
  flow: Pick<FlowSummary, "id" | "name" | "description" | "tutorialUrl" | "tags" | "isPublic"> & { authorId: string | null };
  /** The flow's page, opened and copied by the menu. */
  pageHref: string;
  /** The member's catalogue (the shared dashboard): every member gets the menu, with 'Ver detalhes' there. */
  member?: { detailHref: string };
}

// Loaded only in a browser that has signed in: a visitor's first load carries none of the menu.
const FlowMemberMenu = dynamic(() => import("./flow-member-menu").then((m) => m.FlowMemberMenu), { ssr: false });

/**
 * A public card's edit menu: the page is the same for everyone (served from the shared cache), so it
 * appears after hydration, for the flow's author or an admin; a browser that never signed in (no
 * `data-conta`, lib/page-flags.ts) does not even ask. The shared dashboard uses FlowMemberMenu itself.
 */
export function FlowOwnerMenu(props: FlowOwnerMenuProps) {
  return useAccountHint() ? <FlowMemberMenu {...props} /> : null;
}

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

// The trigger's place, kept while a member's menu loads: the card does not move when it appears.
const MenuPlaceholder = () => <span className="size-8" aria-hidden />;
// Loaded only in a browser that has signed in: a visitor's first load carries none of the menu.
const load = () => import("./flow-member-menu").then((m) => m.FlowMemberMenu);
const EditorMenu = dynamic(load, { ssr: false });
const MemberMenu = dynamic(load, { ssr: false, loading: MenuPlaceholder });

/**
 * A card's menu on a page that is the same for everyone (served from the shared cache), so it
 * appears after hydration, once the account is known. On the public catalogue it is the author's or
 * an admin's edit menu, and a browser that never signed in (no `data-conta`, lib/page-flags.ts) does
 * not even ask; on the shared dashboard every member has it, with edit and delete for their own flows.
 */
export function FlowOwnerMenu(props: FlowOwnerMenuProps) {
  const hint = useAccountHint();
  if (props.member) return <MemberMenu {...props} />;
  return hint ? <EditorMenu {...props} /> : null;
}

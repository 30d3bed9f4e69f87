"use client";

import dynamic from "next/dynamic";
import { useAccountHint } from "@/components/account/account-hint";
import type { MemberCardPartProps } from "./member-card-props";

// Loaded only in a browser that has signed in: a visitor's first load carries none of the menu or
// the marks, and both come in one module (member-card-part-content.tsx).
const MemberCardPartContent = dynamic(() => import("./member-card-part-content").then((m) => m.MemberCardPartContent), { ssr: false });

/**
 * A public card's parts that depend on who is looking: its edit menu (for the flow's author or an
 * admin) and, with `part: "update"`, "Atualizado desde o seu download". The page is the same for
 * everyone (served from the shared cache), so they appear after hydration; a browser that never
 * signed in (no `data-conta`, lib/page-flags.ts) does not even ask. The shared dashboard uses
 * FlowMemberMenu itself, and this for its marks.
 */
export function MemberCardPart(props: MemberCardPartProps) {
  const hint = useAccountHint();
  return hint || (props.part === "update" && props.signedIn) ? <MemberCardPartContent {...props} /> : null;
}

"use client";

import dynamic from "next/dynamic";
import { useAccountHint } from "@/components/account/account-hint";

// The mark, its store and its request load after hydration, and only in a browser that has signed
// in: a visitor's first load of the catalogue carries none of it.
const FlowUpdateMark = dynamic(() => import("./flow-update-mark").then((m) => m.FlowUpdateMark), { ssr: false });

/**
 * Where a card shows "Atualizado desde o seu download" (docs/product-rules.md §20). The card is the
 * same HTML for everyone (shared cache); `signedIn` on pages behind login, where the session was checked.
 */
export function FlowUpdateSlot({ flowId, signedIn = false }: { flowId: string; signedIn?: boolean }) {
  const hint = useAccountHint();
  return signedIn || hint ? <FlowUpdateMark flowId={flowId} signedIn={signedIn} /> : null;
}

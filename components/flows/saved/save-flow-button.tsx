"use client";

import dynamic from "next/dynamic";
import { useAccountHint } from "@/components/account/account-hint";
import type { SaveFlowButtonProps } from "./save-flow-button-content";

// Loaded only in a browser that has signed in: a visitor's pages carry none of it.
const SaveFlowButtonContent = dynamic(() => import("./save-flow-button-content").then((m) => m.SaveFlowButtonContent), { ssr: false });

/**
 * 'Salvar' on a card or a flow's page (docs/product-rules.md §12). The page is the same for everyone
 * (shared cache): the button appears after hydration, for a browser that has signed in, with the
 * member's own saved flows (lib/client/saved-flows.ts).
 */
export function SaveFlowButton(props: SaveFlowButtonProps) {
  return useAccountHint() ? <SaveFlowButtonContent {...props} /> : null;
}

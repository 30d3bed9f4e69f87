"use client";

import dynamic from "next/dynamic";
import { useAccountHint } from "@/components/account/account-hint";
import type { AddToCollectionProps } from "./add-to-collection-content";

// Loaded only in a browser that has signed in: a visitor's pages carry none of it.
const AddToCollectionContent = dynamic(() => import("./add-to-collection-content").then((m) => m.AddToCollectionContent), { ssr: false });

/**
 * "Adicionar à coleção" on a flow's page (docs/product-rules.md, "Coleções"). The page is the same
 * for everyone (shared cache): the button appears after hydration, for a signed-in member only, as
 * 'Salvar' does; the member's collections are read when the panel opens.
 */
export function AddToCollectionButton(props: AddToCollectionProps) {
  return useAccountHint() ? <AddToCollectionContent {...props} /> : null;
}

"use client";

import { createContext, useContext } from "react";
import { CopyButton } from "../copy-button";

/*
 * The whole workflow JSON of a signed-in flow view (`/flow/{id}`, the catalogue's dialog), handed to
 * the browser once for every "Copiar JSON" on it: the one beside Download and the JSON card's. Null
 * when the viewer only gets the preview (docs/product-rules.md §3), and then there is nothing to copy.
 */
const FlowJsonContext = createContext<string | null>(null);

export function FlowJsonSource({ json, children }: { json: string | null; children: React.ReactNode }) {
  return <FlowJsonContext value={json}>{children}</FlowJsonContext>;
}

/** "Copiar JSON" with the view's full JSON; nothing without it. */
export function CopyFlowJson({ className }: { className?: string }) {
  const json = useContext(FlowJsonContext);
  return json === null ? null : <CopyButton text={json} label="Copiar JSON" className={className} />;
}

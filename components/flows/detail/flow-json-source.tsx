"use client";

import { createContext, useContext } from "react";
import { useOptionalFlowMember } from "../view/flow-member-context";
import { CopyButton } from "../view/copy-button";

/*
 * The whole workflow JSON of a signed-in flow view (`/flow/{id}`, the catalogue's dialog), handed to
 * the browser once for every "Copiar JSON" on it: the one beside Download and the JSON card's. Null
 * when the viewer only gets the preview (docs/product-rules.md §3), and then there is nothing to copy.
 */
const FlowJsonContext = createContext<string | null>(null);

export function FlowJsonSource({ json, children }: { json: string | null; children: React.ReactNode }) {
  return <FlowJsonContext value={json}>{children}</FlowJsonContext>;
}

/**
 * "Copiar JSON" with the view's full JSON; nothing without it. On a flow's page the JSON is the
 * member's, from FlowMemberProvider (which a render for one viewer fills in from the server).
 */
export function CopyFlowJson({ className }: { className?: string }) {
  const source = useContext(FlowJsonContext);
  const member = useOptionalFlowMember()?.fullJson ?? null;
  const json = source ?? member;
  return json === null ? null : <CopyButton text={json} label="Copiar JSON" className={className} />;
}

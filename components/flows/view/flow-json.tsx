"use client";

import dynamic from "next/dynamic";
import { LockIcon } from "lucide-react";
import { CopyFlowJson } from "@/components/flows/detail/lazy-detail-islands";
import { useOptionalFlowMember } from "./flow-member-context";

const CopyButton = dynamic(() => import("@/components/flows/view/copy-button").then((m) => m.CopyButton));

export const JSON_PRE_CLASS = "bg-muted h-[400px] overflow-auto rounded-md p-4 font-mono text-xs leading-relaxed";

interface Props {
  heading?: React.ReactNode;
  /**
   * The server already sent the whole workflow (`children` holds it, and 'Copiar JSON' copies it
   * from the FlowJsonSource around the view): the author's, an admin's or a downloader's own render.
   */
  full?: boolean;
  /** The JSON the server rendered: the parameter-elided preview, or the whole file when `full`. */
  children: React.ReactNode;
}

/**
 * The JSON card's body, on the flow page and in the dialog. A page that is the same for everyone
 * holds the preview; a member entitled to the whole workflow (docs/product-rules.md §3: author,
 * admin, contributor, or after a download) sees it in its place once fetched (FlowMemberProvider).
 */
export function FlowJson({ heading, full = false, children }: Props) {
  const fetched = useOptionalFlowMember()?.fullJson ?? null;
  const shown = full ? null : fetched;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {heading}
        {full ? (
          <CopyFlowJson />
        ) : shown ? (
          <CopyButton text={shown} label="Copiar JSON" />
        ) : (
          <span className="text-muted-foreground flex items-center gap-1 text-xs">
            <LockIcon className="size-3.5" aria-hidden /> Prévia: valores dos parâmetros ocultos até o download
          </span>
        )}
      </div>
      {shown ? (
        <pre tabIndex={0} aria-label="JSON do fluxo" className={JSON_PRE_CLASS}>
          {shown}
        </pre>
      ) : (
        children
      )}
    </div>
  );
}

/** The server's `<pre>` for FlowJson. */
export function JsonText({ text }: { text: string }) {
  return (
    <pre tabIndex={0} aria-label="JSON do fluxo" className={JSON_PRE_CLASS}>
      {text}
    </pre>
  );
}

"use client";

import dynamic from "next/dynamic";
import { LockIcon } from "lucide-react";
import { useFlowMember } from "./flow-member";

const CopyButton = dynamic(() => import("@/components/flows/copy-button").then((m) => m.CopyButton));

export const JSON_PRE_CLASS = "bg-muted h-[400px] overflow-auto rounded-md p-4 font-mono text-xs leading-relaxed";

/**
 * The JSON card's body. Everyone gets the parameter-elided preview from the server (`children`);
 * a member entitled to the whole workflow (docs/product-rules.md §3: author, admin, contributor, or after a
 * download) sees it in its place once it has been fetched, with "Copiar JSON".
 */
export function FlowJsonView({ heading, children }: { heading: React.ReactNode; children: React.ReactNode }) {
  const { fullJson } = useFlowMember();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {heading}
        {fullJson ? (
          <CopyButton text={fullJson} label="Copiar JSON" />
        ) : (
          <span className="text-muted-foreground flex items-center gap-1 text-xs">
            <LockIcon className="size-3.5" aria-hidden /> Prévia: valores dos parâmetros ocultos até o download
          </span>
        )}
      </div>
      {fullJson ? (
        <pre tabIndex={0} aria-label="JSON do fluxo" className={JSON_PRE_CLASS}>
          {fullJson}
        </pre>
      ) : (
        children
      )}
    </div>
  );
}

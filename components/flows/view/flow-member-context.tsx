"use client";

import { createContext, useContext } from "react";
import type { DownloadedWorkflow } from "@/lib/client/download-workflow";
import type { UpdateSinceDownload } from "@/lib/flows/versions/display";
import type { Me } from "@/lib/users/dto";

// The context alone, apart from its provider (flow-member.tsx): a part that only reads it (the JSON
// card, also in the dashboard's dialog) does not bring the provider's code into that page's first load.

/**
 * What a flow's public page knows about the person looking at it, learnt after hydration: the page
 * itself is the same HTML for everyone (it may come from the shared cache). `account` is undefined
 * while loading and null for a visitor; the rest is undefined until the member's status arrives.
 */
export interface FlowMember {
  account: Me | null | undefined;
  /** Downloaded before: a new download is free and the JSON is theirs in full. */
  downloaded: boolean | undefined;
  canDownload: boolean | undefined;
  /** The author or an admin: the edit and delete buttons. */
  canEdit: boolean;
  /** The complete workflow, pretty-printed, for those entitled to it (docs/product-rules.md §3); else null. */
  fullJson: string | null;
  /**
   * "Atualizado desde o seu download" (docs/product-rules.md §20): they downloaded an older version
   * than the current one. Null when they have the current one or never downloaded it; undefined
   * until that is known.
   */
  update: UpdateSinceDownload | null | undefined;
  /**
   * Called with the file a download returned and the version asked for (the current one when
   * absent): the page shows it as theirs at once, and drops the update mark once they have the
   * current version.
   */
  downloadedNow: (file: DownloadedWorkflow, version?: number) => void;
}

export const FlowMemberContext = createContext<FlowMember | null>(null);

/** The member's view of the flow, or null outside a FlowMemberProvider (the dashboard's dialog). */
export function useOptionalFlowMember(): FlowMember | null {
  return useContext(FlowMemberContext);
}

export function useFlowMember(): FlowMember {
  const member = useContext(FlowMemberContext);
  if (!member) throw new Error("useFlowMember fora de FlowMemberProvider");
  return member;
}

"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { refreshAccount, useAccount } from "@/components/account/use-account";
import { getJson } from "@/lib/client/api";
import type { DownloadedWorkflow } from "@/lib/client/download-workflow";
import type { DownloadStatus } from "@/lib/downloads/status";
import type { Me } from "@/lib/users/dto";

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
  /** Called with the file a download returned: the page shows it as theirs at once. */
  downloadedNow: (file: DownloadedWorkflow) => void;
}

const FlowMemberContext = createContext<FlowMember | null>(null);

interface Status {
  downloaded: boolean;
  canDownload: boolean;
}

const pretty = (metadata: unknown) => JSON.stringify(metadata, null, 2);

export function FlowMemberProvider({ flowId, authorId, children }: { flowId: string; authorId: string | null; children: React.ReactNode }) {
  const account = useAccount();
  const [status, setStatus] = useState<Status>();
  const [fullJson, setFullJson] = useState<string | null>(null);
  const userId = account?.user.id;
  const unlimited = account?.quota.unlimited ?? false;

  useEffect(() => {
    if (!userId) return;
    let current = true;
    void (async () => {
      const res = await getJson<DownloadStatus>(`/api/flows/${flowId}/download-status`);
      if (!current || !res.ok) return;
      const downloaded = res.data.alreadyDownloaded === true;
      setStatus({ downloaded, canDownload: res.data.canDownload });
      // The API decides again; asking only when it will say yes saves sending the preview twice.
      if (!(unlimited || downloaded || userId === authorId)) return;
      const detail = await getJson<{ metadata: unknown; metadataAccess: "full" | "preview" }>(`/api/flows/${flowId}`);
      if (current && detail.ok && detail.data.metadataAccess === "full") setFullJson(pretty(detail.data.metadata));
    })();
    return () => {
      current = false;
    };
  }, [flowId, authorId, userId, unlimited]);

  const downloadedNow = useCallback((file: DownloadedWorkflow) => {
    setStatus({ downloaded: true, canDownload: true });
    setFullJson(pretty(file.metadata));
    // The header's quota counts this download.
    refreshAccount();
  }, []);

  const value = useMemo<FlowMember>(
    () => ({
      account,
      downloaded: account ? status?.downloaded : undefined,
      canDownload: account ? status?.canDownload : undefined,
      canEdit: !!account && (account.quota.isAdmin || account.user.id === authorId),
      fullJson: account ? fullJson : null,
      downloadedNow,
    }),
    [account, status, fullJson, authorId, downloadedNow],
  );
  return <FlowMemberContext value={value}>{children}</FlowMemberContext>;
}

export function useFlowMember(): FlowMember {
  const member = useContext(FlowMemberContext);
  if (!member) throw new Error("useFlowMember fora de FlowMemberProvider");
  return member;
}

"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { refreshAccount, useAccount } from "@/components/account/use-account";
import { getJson } from "@/lib/client/api";
import type { DownloadedWorkflow } from "@/lib/client/download-workflow";
import { loadFlowUpdates } from "@/lib/client/flow-updates";
import type { DownloadStatus } from "@/lib/downloads/status";
import { flowUpdate, versionAfterDownload, type FlowUpdateView } from "@/lib/flows/version-display";
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
  /**
   * "Atualizado desde o seu download" (docs/product-rules.md §20): they downloaded an older version
   * than the current one. Null when they have the current one or never downloaded it; undefined
   * until that is known.
   */
  update: FlowUpdateView | null | undefined;
  /**
   * Called with the file a download returned and the version asked for (the current one when
   * absent): the page shows it as theirs at once, and drops the update mark once they have the
   * current version.
   */
  downloadedNow: (file: DownloadedWorkflow, version?: number) => void;
}

const FlowMemberContext = createContext<FlowMember | null>(null);

interface Status {
  downloaded: boolean;
  canDownload: boolean;
  /** The version everyone gets, and the newest one they downloaded (absent: never). */
  latestVersion?: number;
  downloadedVersion?: number;
}

const pretty = (metadata: unknown) => JSON.stringify(metadata, null, 2);

/** What changed from their version to the current one, in words (the cards' marks, through their store). */
async function readUpdateSummary(flowId: string): Promise<string | null> {
  return (await loadFlowUpdates()).get(flowId)?.summary ?? null;
}

/** The mark once its summary is known (undefined until then); null when they have the current version. */
function memberUpdate(status: Status, summary: string | null | undefined): FlowUpdateView | null | undefined {
  const update = flowUpdate(status.downloadedVersion, status.latestVersion);
  if (!update) return null;
  return summary === undefined ? undefined : { ...update, summary };
}

export function FlowMemberProvider({ flowId, authorId, children }: { flowId: string; authorId: string | null; children: React.ReactNode }) {
  const account = useAccount();
  const [status, setStatus] = useState<Status>();
  const [fullJson, setFullJson] = useState<string | null>(null);
  // What changed since their version; undefined until it is read (the mark waits for it, to show once).
  const [summary, setSummary] = useState<string | null>();
  const userId = account?.user.id;
  const unlimited = account?.quota.unlimited ?? false;

  useEffect(() => {
    if (!userId) return;
    let current = true;
    void (async () => {
      const res = await getJson<DownloadStatus>(`/api/flows/${flowId}/download-status`);
      if (!current || !res.ok) return;
      const downloaded = res.data.alreadyDownloaded === true;
      const { latestVersion, downloadedVersion } = res.data;
      setStatus({ downloaded, canDownload: res.data.canDownload, latestVersion, downloadedVersion });
      const work: Promise<void>[] = [];
      if (flowUpdate(downloadedVersion, latestVersion)) {
        work.push(readUpdateSummary(flowId).then((text) => void (current && setSummary(text))));
      }
      // The API decides again; asking only when it will say yes saves sending the preview twice.
      if (unlimited || downloaded || userId === authorId) {
        work.push(
          getJson<{ metadata: unknown; metadataAccess: "full" | "preview" }>(`/api/flows/${flowId}`).then((detail) => {
            if (current && detail.ok && detail.data.metadataAccess === "full") setFullJson(pretty(detail.data.metadata));
          }),
        );
      }
      await Promise.all(work);
    })();
    return () => {
      current = false;
    };
  }, [flowId, authorId, userId, unlimited]);

  const downloadedNow = useCallback((file: DownloadedWorkflow, version?: number) => {
    setStatus((previous) => {
      const latestVersion = previous?.latestVersion;
      const downloadedVersion = latestVersion === undefined ? previous?.downloadedVersion : versionAfterDownload(previous?.downloadedVersion, latestVersion, version);
      return { downloaded: true, canDownload: true, latestVersion, downloadedVersion };
    });
    // The JSON shown is the current version's: one downloaded from the history may be older. The
    // history's "Baixar" only shows once the current JSON is here anyway.
    if (version === undefined) setFullJson(pretty(file.metadata));
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
      update: account && status ? memberUpdate(status, summary) : undefined,
      downloadedNow,
    }),
    [account, status, fullJson, summary, authorId, downloadedNow],
  );
  return <FlowMemberContext value={value}>{children}</FlowMemberContext>;
}

/** The member's view of the flow, or null outside a FlowMemberProvider (the dashboard's dialog). */
export function useOptionalFlowMember(): FlowMember | null {
  return useContext(FlowMemberContext);
}

export function useFlowMember(): FlowMember {
  const member = useContext(FlowMemberContext);
  if (!member) throw new Error("useFlowMember fora de FlowMemberProvider");
  return member;
}

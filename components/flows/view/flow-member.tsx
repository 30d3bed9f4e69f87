"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import { refreshAccount, useAccount } from "@/components/account/use-account";
import { getJson } from "@/lib/client/api";
import type { DownloadedWorkflow } from "@/lib/client/download-workflow";
import { loadFlowUpdates } from "@/lib/client/flow-updates";
import type { DownloadStatus } from "@/lib/downloads/status";
import { flowUpdate, versionAfterDownload, type FlowUpdateView } from "@/lib/flows/version-display";
import { FlowMemberContext, type FlowMember } from "./flow-member-context";

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

"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import { refreshAccount, useAccount } from "@/components/account/use-account";
import { getJson } from "@/lib/client/api";
import type { DownloadedWorkflow } from "@/lib/client/download-workflow";
import { loadFlowUpdates } from "@/lib/client/update-marks";
import type { DownloadStatus } from "@/lib/downloads/queries";
import { flowUpdate, versionAfterDownload, type UpdateSinceDownload } from "@/lib/flows/versions/display";
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
function memberUpdate(status: Status, summary: string | null | undefined): UpdateSinceDownload | null | undefined {
  const update = flowUpdate(status.downloadedVersion, status.latestVersion);
  if (!update) return null;
  return summary === undefined ? undefined : { ...update, summary };
}

const statusOf = (res: DownloadStatus): Status => ({
  downloaded: res.alreadyDownloaded === true,
  canDownload: res.canDownload,
  latestVersion: res.latestVersion,
  downloadedVersion: res.downloadedVersion,
});

/**
 * What a render for one viewer already knows of them (app/(app)/flow/[id]/page.tsx): their download
 * status and, when it is theirs, the whole JSON. The page then asks the API for neither.
 */
export interface KnownMember {
  viewerId: string;
  status: DownloadStatus;
  fullJson: string | null;
}

export function FlowMemberProvider({
  flowId,
  authorId,
  known,
  children,
}: {
  flowId: string;
  authorId: string | null;
  known?: KnownMember;
  children: React.ReactNode;
}) {
  const account = useAccount();
  const [status, setStatus] = useState<Status | undefined>(known && statusOf(known.status));
  const [fullJson, setFullJson] = useState<string | null>(known?.fullJson ?? null);
  // What changed since their version; undefined until it is read (the mark waits for it, to show once).
  const [summary, setSummary] = useState<string | null>();
  const userId = account?.user.id;
  const unlimited = account?.quota.unlimited ?? false;

  // Known from the server for this very viewer (not for one who signed in as someone else since).
  const knownStatus = known && known.viewerId === userId ? known.status : undefined;

  useEffect(() => {
    if (!userId) return;
    let current = true;
    void (async () => {
      let seen = knownStatus && statusOf(knownStatus);
      if (!seen) {
        // Someone else than the render's viewer: nothing of theirs stays on screen meanwhile.
        if (known) {
          setStatus(undefined);
          setFullJson(null);
        }
        const res = await getJson<DownloadStatus>(`/api/flows/${flowId}/download-status`);
        if (!current || !res.ok) return;
        seen = statusOf(res.data);
        setStatus(seen);
      }
      const work: Promise<void>[] = [];
      if (flowUpdate(seen.downloadedVersion, seen.latestVersion)) {
        work.push(readUpdateSummary(flowId).then((text) => void (current && setSummary(text))));
      }
      // The API decides again; asking only when it will say yes saves sending the preview twice.
      if (!knownStatus && (unlimited || seen.downloaded || userId === authorId)) {
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
  }, [flowId, authorId, userId, unlimited, known, knownStatus]);

  const downloadedNow = useCallback((file: DownloadedWorkflow, version?: number) => {
    setStatus((previous) => {
      const latestVersion = previous?.latestVersion;
      const downloadedVersion =
        latestVersion === undefined ? previous?.downloadedVersion : versionAfterDownload(previous?.downloadedVersion, latestVersion, version);
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

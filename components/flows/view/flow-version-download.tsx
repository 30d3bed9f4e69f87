"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import type { DownloadedWorkflow } from "@/lib/client/download-workflow";
import { useFlowMember } from "./flow-member-context";

// Member-only code: it loads once the member is known to hold the whole JSON.
const VersionDownloadButton = dynamic(() => import("@/components/flows/versions/version-download-button").then((m) => m.VersionDownloadButton));

/**
 * "Baixar" on one version of the public page's history, filled in after hydration for a member who
 * may have the whole JSON (author, admin, contributor, or who downloaded the flow); nothing for anyone
 * else, so the shared HTML stays the same for all.
 */
export function PublicVersionDownload({ flowId, version }: { flowId: string; version: number }) {
  const router = useRouter();
  const member = useFlowMember();
  if (!member.fullJson) return null;

  function downloaded(file: DownloadedWorkflow, asked: number) {
    member.downloadedNow(file, asked);
    // A first download counts on the page's counter, read from the database: render it again.
    if (!file.redownload) router.refresh();
  }

  return <VersionDownloadButton flowId={flowId} version={version} onDownloaded={downloaded} />;
}

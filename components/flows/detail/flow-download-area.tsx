"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import type { ContributionSettings } from "@/components/payments/contribution-dialog";
import type { UpdateSinceDownload } from "@/lib/flows/versions/display";
import { DownloadButton } from "../view/download-button";
import { UpdateNotice } from "@/components/flows/update-marks/page-notice";

interface Props {
  flowId: string;
  canDownload: boolean;
  settings: ContributionSettings;
  /** "Atualizado desde o seu download", read on the server (lib/flows/versions/page-update.ts); null when current. */
  update: UpdateSinceDownload | null;
  /** The other buttons of the row, after Download. */
  children?: React.ReactNode;
}

/**
 * Download and the buttons beside it on `/flow/{id}` and in the catalogue's dialog, with the update
 * mark under them. Downloading brings the current version (free once the flow was downloaded): the
 * mark goes at once, and the page renders again for its counters and the now complete JSON.
 */
export function FlowDownloadArea({ flowId, canDownload, settings, update, children }: Props) {
  const router = useRouter();
  // The newest version downloaded from this page; the server's `update` catches up on the refresh.
  const [held, setHeld] = useState(0);
  const shown = update !== null && update.latestVersion > held ? update : null;

  function downloaded() {
    if (update) setHeld(update.latestVersion);
    router.refresh();
  }

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <DownloadButton flowId={flowId} canDownload={canDownload} settings={settings} onDownloaded={downloaded} />
        {children}
      </div>
      <div aria-live="polite" className="empty:hidden">
        {shown && <UpdateNotice update={shown} />}
      </div>
    </div>
  );
}

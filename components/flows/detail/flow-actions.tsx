import { DownloadButton, FlowOwnerActions, FlowReviewsButton } from "./lazy-detail-islands";
import type { ContributionSettings } from "@/components/payments/contribution-dialog";
import type { Viewer } from "@/lib/auth/viewer";
import type { Quota } from "@/lib/downloads/quota";
import type { FlowDetail } from "@/lib/flows/detail";

interface Props {
  flow: FlowDetail;
  viewer: Pick<Viewer, "id" | "role">;
  quota: Quota;
  contribution: ContributionSettings;
  /** Where to go once the flow is deleted (the catalogue keeps its filters). */
  afterDeleteHref?: string;
}

/** Download (or 'Contribuir para Baixar'), 'Avaliar', and edit/delete for the author or an admin. */
export function FlowActions({ flow, viewer, quota, contribution, afterDeleteHref }: Props) {
  return (
    <div className="flex flex-wrap gap-2">
      <DownloadButton flowId={flow.id} canDownload={quota.canDownload || flow.viewerHasDownloaded} settings={contribution} />
      <FlowReviewsButton flowId={flow.id} flowName={flow.name} viewer={{ id: viewer.id, role: viewer.role }} />
      {flow.canEdit && (
        <FlowOwnerActions
          flow={{ id: flow.id, name: flow.name, description: flow.description, tutorialUrl: flow.tutorialUrl, tags: flow.tags, isPublic: flow.isPublic }}
          afterDeleteHref={afterDeleteHref}
        />
      )}
    </div>
  );
}

/** docs/product-rules.md §3: a user who cannot download sees 'Acesso Bloqueado' on flows they never downloaded. */
export function isDetailBlocked(flow: FlowDetail, quota: Quota): boolean {
  return !quota.canDownload && !flow.viewerHasDownloaded && !flow.canEdit;
}

import { CopyFlowJson, FlowDownloadArea, FlowOwnerActions, FlowReviewsButton, ImportGuide } from "./lazy-detail-islands";
import type { ContributionSettings } from "@/components/payments/contribution-dialog";
import type { Viewer } from "@/lib/auth/viewer";
import type { Quota } from "@/lib/downloads/quota";
import type { FlowDetail } from "@/lib/flows/detail";
import type { UpdateSinceDownload } from "@/lib/flows/versions/display";

interface Props {
  flow: FlowDetail;
  viewer: Pick<Viewer, "id" | "role">;
  quota: Quota;
  contribution: ContributionSettings;
  /** "Atualizado desde o seu download" (lib/flows/versions/page-update.ts readFlowUpdate); null when they have the current version. */
  update: UpdateSinceDownload | null;
  /** Where to go once the flow is deleted (the catalogue keeps its filters). */
  afterDeleteHref?: string;
}

/** Sized like the Download button they sit beside. */
const BESIDE_DOWNLOAD = "h-9 px-3";

/**
 * Download (or 'Contribuir para Baixar') with the update mark, 'Copiar JSON' and 'Como importar' for a
 * viewer holding the whole JSON, 'Avaliar', and edit/delete for the author or an admin. 'Copiar JSON'
 * reads the JSON from the FlowJsonSource around the view.
 */
export function FlowActions({ flow, viewer, quota, contribution, update, afterDeleteHref }: Props) {
  const full = flow.metadataAccess === "full";
  return (
    <FlowDownloadArea flowId={flow.id} canDownload={quota.canDownload || flow.viewerHasDownloaded} settings={contribution} update={update}>
      {full && <CopyFlowJson className={BESIDE_DOWNLOAD} />}
      {full && <ImportGuide platform={flow.platform} />}
      <FlowReviewsButton flowId={flow.id} flowName={flow.name} viewer={{ id: viewer.id, role: viewer.role }} />
      {flow.canEdit && (
        <FlowOwnerActions
          flow={{ id: flow.id, name: flow.name, description: flow.description, tutorialUrl: flow.tutorialUrl, tags: flow.tags, isPublic: flow.isPublic }}
          afterDeleteHref={afterDeleteHref}
        />
      )}
    </FlowDownloadArea>
  );
}

import "server-only";
import type { Viewer } from "@/lib/auth/viewer";
import { computeQuota, type Quota } from "@/lib/downloads/quota";
import { getSettings } from "@/lib/settings/queries";

/**
 * What a shared (cached) page fills in after hydration for a signed-in user: the header's greeting
 * and quota, the edit menus of their own flows, the contribution button's settings.
 */
export interface Me {
  user: { id: string; name: string; role: Viewer["role"]; hasContributed: boolean; downloadCount: number; hasUnpublishedFlows: boolean };
  quota: Quota;
  contribution: { minAmount: number; message: string };
}

export async function getMe(viewer: Viewer): Promise<Me> {
  const settings = await getSettings();
  return {
    user: {
      id: viewer.id,
      name: viewer.name,
      role: viewer.role,
      hasContributed: viewer.hasContributed,
      downloadCount: viewer.downloadCount,
      hasUnpublishedFlows: viewer.catalog.hasUnpublishedFlows,
    },
    quota: computeQuota(viewer, settings.freeDownloadLimit),
    contribution: { minAmount: settings.minContributionAmount, message: settings.contributionMessage },
  };
}

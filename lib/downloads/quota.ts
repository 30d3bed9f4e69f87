/**
 * Download entitlement (docs/product-rules.md §4): admins and contributors are unlimited; others get
 * `limit` distinct flows, and a flow already downloaded is always free. The one statement that charges
 * a download (lib/downloads/mutations.ts, `QUOTA_ALLOWS`) checks the same rule in SQL;
 * tests/integration/downloads/quota-rule.test.ts holds the two to each other.
 */
export interface Quota {
  canDownload: boolean;
  remainingDownloads: number;
  /** 0–100, count over limit. */
  downloadProgress: number;
  isAdmin: boolean;
  hasContributed: boolean;
  unlimited: boolean;
  downloadCount: number;
  downloadLimit: number;
}

export function computeQuota(user: { role: string; hasContributed: boolean; downloadCount: number }, limit: number): Quota {
  const isAdmin = user.role === "ADMIN";
  const unlimited = isAdmin || user.hasContributed;
  const remaining = Math.max(0, limit - user.downloadCount);
  return {
    canDownload: unlimited || user.downloadCount < limit,
    remainingDownloads: remaining,
    downloadProgress: limit > 0 ? Math.min(100, Math.round((user.downloadCount / limit) * 100)) : 100,
    isAdmin,
    hasContributed: user.hasContributed,
    unlimited,
    downloadCount: user.downloadCount,
    downloadLimit: limit,
  };
}

/** docs/product-rules.md §3: a member who cannot download sees 'Acesso Bloqueado' on flows they never downloaded and do not own. */
export function isFlowBlocked(flow: { viewerHasDownloaded: boolean; canEdit: boolean }, quota: Pick<Quota, "canDownload">): boolean {
  return !quota.canDownload && !flow.viewerHasDownloaded && !flow.canEdit;
}

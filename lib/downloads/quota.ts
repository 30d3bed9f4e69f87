/** Download entitlement (docs/product-rules.md §4): admins and contributors are unlimited; others get `limit` downloads. */
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

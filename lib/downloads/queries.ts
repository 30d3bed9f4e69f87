import "server-only";
import { and, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import type { Viewer } from "@/lib/auth/viewer";
import { FLOW_NOT_FOUND, flowIdSchema } from "@/lib/flows/detail";
import { visibleTo } from "@/lib/flows/queries";
import { AppError } from "@/lib/http/errors";
import { getSettings } from "@/lib/settings/queries";
import { computeQuota, type Quota } from "./quota";

const { downloads, flows } = schema;

/** docs/product-rules.md §4 download quota info, plus whether the viewer already has the given flow. */
export interface DownloadStatus extends Quota {
  alreadyDownloaded?: boolean;
  /** With a flow: the version everyone gets, and the newest one the viewer downloaded (docs/product-rules.md §20). */
  latestVersion?: number;
  downloadedVersion?: number;
}

type StatusViewer = Pick<Viewer, "id" | "role" | "hasContributed" | "downloadCount">;

/** The flow's version and the one the viewer downloaded (null: never); NOT_FOUND when they cannot see it. */
async function flowVersions(flowId: string, viewer: StatusViewer): Promise<{ latestVersion: number; downloadedVersion: number | null }> {
  const parsed = flowIdSchema.safeParse(flowId);
  if (!parsed.success) throw new AppError("NOT_FOUND", FLOW_NOT_FOUND);
  const [row] = await db
    .select({ latestVersion: flows.version, downloadedVersion: downloads.version })
    .from(flows)
    .leftJoin(downloads, and(eq(downloads.flowId, flows.id), eq(downloads.userId, viewer.id)))
    .where(and(eq(flows.id, parsed.data), visibleTo(viewer)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", FLOW_NOT_FOUND);
  return row;
}

/**
 * The viewer's quota against the current `free_download_limit`. With a flow id it also tells whether
 * that flow was already downloaded, and such a flow can always be downloaded again (docs/product-rules.md §4).
 */
export async function getDownloadStatus({ viewer, flowId }: { viewer: StatusViewer; flowId?: string }): Promise<DownloadStatus> {
  const [settings, versions] = await Promise.all([getSettings(), flowId === undefined ? Promise.resolve(undefined) : flowVersions(flowId, viewer)]);
  const quota = computeQuota(viewer, settings.freeDownloadLimit);
  return versions === undefined ? quota : flowDownloadStatus(quota, versions);
}

/** The viewer's status for one flow: one they downloaded before can always be downloaded again. */
export function flowDownloadStatus(
  quota: Quota,
  { latestVersion, downloadedVersion }: { latestVersion: number; downloadedVersion: number | null },
): DownloadStatus {
  const alreadyDownloaded = downloadedVersion !== null;
  return {
    ...quota,
    canDownload: quota.canDownload || alreadyDownloaded,
    alreadyDownloaded,
    latestVersion,
    ...(downloadedVersion !== null && { downloadedVersion }),
  };
}

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
}

type StatusViewer = Pick<Viewer, "id" | "role" | "hasContributed" | "downloadCount">;

/** Whether the viewer downloaded a flow they can see; NOT_FOUND when they cannot see it. */
async function hasDownloaded(flowId: string, viewer: StatusViewer): Promise<boolean> {
  const parsed = flowIdSchema.safeParse(flowId);
  if (!parsed.success) throw new AppError("NOT_FOUND", FLOW_NOT_FOUND);
  const [row] = await db
    .select({ downloadId: downloads.id })
    .from(flows)
    .leftJoin(downloads, and(eq(downloads.flowId, flows.id), eq(downloads.userId, viewer.id)))
    .where(and(eq(flows.id, parsed.data), visibleTo(viewer)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", FLOW_NOT_FOUND);
  return row.downloadId !== null;
}

/**
 * The viewer's quota against the current `free_download_limit`. With a flow id it also tells whether
 * that flow was already downloaded, and such a flow can always be downloaded again (docs/product-rules.md §4).
 */
export async function getDownloadStatus({ viewer, flowId }: { viewer: StatusViewer; flowId?: string }): Promise<DownloadStatus> {
  const [settings, alreadyDownloaded] = await Promise.all([
    getSettings(),
    flowId === undefined ? Promise.resolve(undefined) : hasDownloaded(flowId, viewer),
  ]);
  const quota = computeQuota(viewer, settings.freeDownloadLimit);
  if (alreadyDownloaded === undefined) return quota;
  return { ...quota, canDownload: quota.canDownload || alreadyDownloaded, alreadyDownloaded };
}

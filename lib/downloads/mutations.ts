import "server-only";
import { and, eq, lt, or, sql } from "drizzle-orm";
import { schema, writeTransaction } from "@/db";
import type { Viewer } from "@/lib/auth/viewer";
import { FLOW_NOT_FOUND, flowIdSchema } from "@/lib/flows/detail";
import { visibleTo } from "@/lib/flows/queries";
import { AppError } from "@/lib/http/errors";
import { versionMetadata } from "@/lib/flows/versions/store";
import { getSettings } from "@/lib/settings/queries";

const { downloads, flows, users } = schema;

export const DOWNLOAD_LIMIT_MESSAGE = "Você atingiu o limite de downloads gratuitos. Faça uma contribuição para continuar baixando.";

export interface DownloadedFlow {
  id: string;
  name: string;
  metadata: Record<string, unknown>;
  /** True when nothing was counted: the viewer had the flow already, or fetched a version waiting for moderation. */
  redownload: boolean;
}

type Downloader = Pick<Viewer, "id" | "role">;

/** `computeQuota(...).canDownload` (./quota.ts) on the user row itself, for the statement that counts a download. */
export const QUOTA_ALLOWS = (limit: number) => or(eq(users.role, "ADMIN"), eq(users.hasContributed, true), lt(users.downloadCount, limit));
type DownloadSource = (typeof schema.downloadSource.enumValues)[number];

/**
 * Delivers a flow's workflow JSON and charges the viewer's quota (docs/product-rules.md §4): admins and
 * contributors are unlimited, everyone else gets the current `free_download_limit` distinct flows,
 * and a flow already downloaded is always free. Throws NOT_FOUND or DOWNLOAD_LIMIT.
 */
export async function downloadFlow({
  flowId,
  viewer,
  source = "WEB",
  version,
}: {
  flowId: string;
  viewer: Downloader;
  /** One version of the flow's history (GET /api/flows/{id}/versions); the current one when absent. */
  version?: number;
  /** Where the download was asked for: the site, or n8n's editor through a personal key (lib/n8n). */
  source?: DownloadSource;
}): Promise<DownloadedFlow> {
  const parsed = flowIdSchema.safeParse(flowId);
  if (!parsed.success) throw new AppError("NOT_FOUND", FLOW_NOT_FOUND);
  const id = parsed.data;
  const { freeDownloadLimit } = await getSettings();
  return writeTransaction(async (tx) => {
    // KEY SHARE keeps the flow from being deleted under us (the history row needs it) without
    // blocking other users' downloads, which only take NO KEY UPDATE locks on it.
    const [found] = await tx
      .select({ id: flows.id, name: flows.name, metadata: flows.metadata, version: flows.version, authorId: flows.authorId })
      .from(flows)
      .where(and(eq(flows.id, id), visibleTo(viewer)))
      .for("key share");
    if (!found) throw new AppError("NOT_FOUND", FLOW_NOT_FOUND);
    const { authorId, version: served, ...current } = found;
    const delivered = version ?? served;
    const flow =
      delivered === served
        ? current
        : { ...current, metadata: (await versionMetadata(tx, { flowId: current.id, version: delivered, viewer, authorId })).metadata };

    // A waiting version is its author's or an admin's check before it goes out, not a download of
    // the flow: nothing is recorded or charged (versionMetadata let only them have it).
    if (delivered > served) return { ...flow, redownload: true };
    const received = delivered;

    // The unique (user_id, flow_id) index settles repeats: a concurrent first download of the same
    // flow waits here for the other transaction and, once it commits, becomes a free re-download.
    const [recorded] = await tx
      .insert(downloads)
      .values({ userId: viewer.id, flowId: flow.id, flowName: flow.name, source, version: received })
      .onConflictDoNothing({ target: [downloads.userId, downloads.flowId] })
      .returning({ id: downloads.id });
    if (!recorded) {
      // The newest version they have received: getting an older one again does not bring back the mark.
      await tx
        .update(downloads)
        .set({ version: received })
        .where(and(eq(downloads.userId, viewer.id), eq(downloads.flowId, flow.id), lt(downloads.version, received)));
      return { ...flow, redownload: true };
    }

    // Check and count in one statement: concurrent downloads of different flows queue on the user
    // row and each re-checks the limit against the committed count, so the quota is never exceeded.
    // Role and contribution come from the row itself, not from the (possibly older) session.
    const [counted] = await tx
      .update(users)
      .set({ downloadCount: sql`${users.downloadCount} + 1` })
      .where(and(eq(users.id, viewer.id), QUOTA_ALLOWS(freeDownloadLimit)))
      .returning({ downloadCount: users.downloadCount });
    if (!counted) throw new AppError("DOWNLOAD_LIMIT", DOWNLOAD_LIMIT_MESSAGE);

    await tx
      .update(flows)
      .set({ downloadCount: sql`${flows.downloadCount} + 1` })
      .where(eq(flows.id, flow.id));
    return { ...flow, redownload: false };
  });
}

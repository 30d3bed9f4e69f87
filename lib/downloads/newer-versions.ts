import "server-only";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { Viewer } from "@/lib/auth/viewer";
import { visibleTo } from "@/lib/flows/queries";
import type { UpdateSinceDownload } from "@/lib/flows/versions/display";
import { summarizeChanges } from "@/lib/flows/versions/summary";
import { diffSteps, type StepDiff } from "@/lib/workflow/step-diff";

const { downloads, flows, flowVersions } = schema;

/** A flow the viewer downloaded that has a newer version since (docs/product-rules.md §20): its mark, with the steps behind it. */
export interface FlowUpdate extends UpdateSinceDownload {
  flowId: string;
  /** Steps added, removed and changed from the version they have to the current one. */
  changes: StepDiff;
  /** The same, in words: "2 etapas adicionadas e 1 alterada". */
  summary: string;
}

/** The database or a transaction (the daily e-mail reads inside its own: the embedded DB has one connection). */
type Reader = Pick<typeof db, "select">;

/** More than anyone keeps up with; the newest downloads first. */
const UPDATES_CAP = 100;

/**
 * GET /api/users/me/flow-updates (the marks on cards) and the profile's Downloads tab: the viewer's
 * downloaded flows, still visible to them, whose current version is newer than the one they have.
 * Compared straight from their version to the current one, so a step added and removed again in
 * between is not news. Read through downloads_user_created_idx and the versions' primary key.
 */
export async function listFlowUpdates({ viewer, database = db }: { viewer: Pick<Viewer, "id" | "role">; database?: Reader }): Promise<FlowUpdate[]> {
  const rows = await database
    .select({
      flowId: flows.id,
      platform: flows.platform,
      latestVersion: flows.version,
      current: flows.metadata,
      downloadedVersion: downloads.version,
      downloaded: flowVersions.metadata,
    })
    .from(downloads)
    .innerJoin(flows, eq(flows.id, downloads.flowId))
    .innerJoin(flowVersions, and(eq(flowVersions.flowId, downloads.flowId), eq(flowVersions.version, downloads.version)))
    .where(and(eq(downloads.userId, viewer.id), gt(flows.version, downloads.version), visibleTo(viewer) ?? sql`true`))
    .orderBy(desc(downloads.createdAt))
    .limit(UPDATES_CAP);
  return rows.map((row) => {
    const changes = diffSteps(row.platform, row.downloaded, row.current);
    return { flowId: row.flowId, downloadedVersion: row.downloadedVersion, latestVersion: row.latestVersion, changes, summary: summarizeChanges(changes) };
  });
}

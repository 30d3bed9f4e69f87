import "server-only";
import { and, eq, gt } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import type { Viewer } from "@/lib/auth/viewer";
import { AppError } from "@/lib/http/errors";
import { toFlowSummary, type FlowSafetyFields, type FlowSummary } from "./dto";
import { previewMetadata } from "@/lib/workflow/preview";
import { fullReport, previewReport } from "@/lib/workflow/safety";
import { authorPageColumn, authorVerifiedColumn } from "./projection";
import { visibleTo } from "./queries";

export const flowIdSchema = z.uuid({ error: "Fluxo não encontrado" });

export interface FlowDetail extends FlowSummary, FlowSafetyFields {
  metadata: unknown;
  /** "full" for the author, admins, contributors and past downloaders; otherwise the elided preview. */
  metadataAccess: "full" | "preview";
  viewerHasDownloaded: boolean;
  canEdit: boolean;
  rejectionReason: string | null;
  /** The author's e-mail is shown to admins and to the author only (LGPD: data minimisation). */
  authorEmail: string | null;
  /** The version everyone gets (docs/product-rules.md §20). */
  latestVersion: number;
  /** The newest version the viewer has downloaded; absent when they never downloaded it. */
  downloadedVersion?: number;
  /** To its author and admins: a newer version waiting for moderation, or turned down. */
  pendingVersion?: { version: number; status: "PENDING" | "REJECTED"; rejectionReason: string | null } | null;
}

export const FLOW_NOT_FOUND = "Fluxo não encontrado";

/** One flow as the viewer may see it; a flow they may not see is NOT_FOUND, never FORBIDDEN. */
export async function getFlowDetail({ id, viewer }: { id: string; viewer: Viewer }): Promise<FlowDetail> {
  const parsed = flowIdSchema.safeParse(id);
  if (!parsed.success) throw new AppError("NOT_FOUND", FLOW_NOT_FOUND);
  const [row] = await db
    .select({
      flow: schema.flows,
      authorName: schema.users.name,
      authorPage: authorPageColumn,
      authorVerified: authorVerifiedColumn,
      authorEmail: schema.users.email,
      downloadId: schema.downloads.id,
      downloadedVersion: schema.downloads.version,
    })
    .from(schema.flows)
    .leftJoin(schema.users, eq(schema.users.id, schema.flows.authorId))
    .leftJoin(schema.downloads, and(eq(schema.downloads.flowId, schema.flows.id), eq(schema.downloads.userId, viewer.id)))
    .where(and(eq(schema.flows.id, parsed.data), visibleTo(viewer)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", FLOW_NOT_FOUND);
  const { flow } = row;
  const isAdmin = viewer.role === "ADMIN";
  const isAuthor = flow.authorId === viewer.id;
  const downloaded = row.downloadId !== null;
  const full = isAdmin || isAuthor || viewer.hasContributed || downloaded;
  const pendingVersion = isAdmin || isAuthor ? await findNewerVersion(flow.id, flow.version) : undefined;
  return {
    ...toFlowSummary({ ...flow, authorName: row.authorName, authorPage: row.authorPage, authorVerified: row.authorVerified }),
    metadata: full ? flow.metadata : previewMetadata(flow.metadata, flow.platform),
    metadataAccess: full ? "full" : "preview",
    viewerHasDownloaded: downloaded,
    canEdit: isAdmin || isAuthor,
    rejectionReason: isAdmin || isAuthor ? flow.rejectionReason : null,
    authorEmail: isAdmin || isAuthor ? (row.authorEmail ?? null) : null,
    latestVersion: flow.version,
    safety: full ? fullReport(flow.safety) : previewReport(flow.safety),
    compatibility: flow.n8nCompat ?? null,
    ...(row.downloadedVersion !== null && { downloadedVersion: row.downloadedVersion }),
    ...(pendingVersion !== undefined && { pendingVersion }),
  };
}

/** The version above the served one, waiting or turned down (at most one exists: lib/flows/versions/store.ts). */
async function findNewerVersion(flowId: string, served: number): Promise<FlowDetail["pendingVersion"]> {
  const [row] = await db
    .select({ version: schema.flowVersions.version, status: schema.flowVersions.status, rejectionReason: schema.flowVersions.rejectionReason })
    .from(schema.flowVersions)
    .where(and(eq(schema.flowVersions.flowId, flowId), gt(schema.flowVersions.version, served)))
    .limit(1);
  if (!row || row.status === "APPROVED") return null;
  return { version: row.version, status: row.status, rejectionReason: row.rejectionReason };
}

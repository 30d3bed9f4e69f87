import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import type { Viewer } from "@/lib/auth/viewer";
import { AppError } from "@/lib/http/errors";
import { toFlowSummary, type FlowSummary } from "./dto";
import { previewMetadata } from "@/lib/workflow/preview";
import { visibleTo } from "./queries";

export const flowIdSchema = z.uuid({ error: "Fluxo não encontrado" });

export interface FlowDetail extends FlowSummary {
  metadata: unknown;
  /** "full" for the author, admins, contributors and past downloaders; otherwise the elided preview. */
  metadataAccess: "full" | "preview";
  viewerHasDownloaded: boolean;
  canEdit: boolean;
  rejectionReason: string | null;
  /** The author's e-mail is shown to admins and to the author only (LGPD: data minimisation). */
  authorEmail: string | null;
}

export const FLOW_NOT_FOUND = "Fluxo não encontrado";

/** One flow as the viewer may see it; a flow they may not see is NOT_FOUND, never FORBIDDEN. */
export async function getFlowDetail(id: string, viewer: Viewer): Promise<FlowDetail> {
  const parsed = flowIdSchema.safeParse(id);
  if (!parsed.success) throw new AppError("NOT_FOUND", FLOW_NOT_FOUND);
  const [row] = await db
    .select({ flow: schema.flows, authorName: schema.users.name, authorEmail: schema.users.email, downloadId: schema.downloads.id })
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
  return {
    ...toFlowSummary({ ...flow, authorName: row.authorName }),
    metadata: full ? flow.metadata : previewMetadata(flow.metadata, flow.platform),
    metadataAccess: full ? "full" : "preview",
    viewerHasDownloaded: downloaded,
    canEdit: isAdmin || isAuthor,
    rejectionReason: isAdmin || isAuthor ? flow.rejectionReason : null,
    authorEmail: isAdmin || isAuthor ? (row.authorEmail ?? null) : null,
  };
}

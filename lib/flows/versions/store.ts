import "server-only";
import { and, desc, eq, gt, or } from "drizzle-orm";
import { db, schema } from "@/db";
import type { Platform } from "@/db/schema";
import type { Viewer } from "@/lib/auth/viewer";
import { AppError } from "@/lib/http/errors";
import { PLATFORM_LABELS } from "@/lib/workflow/platform-labels";
import { detectPlatform } from "@/lib/workflow/platform";
import { jsonByteLength, sanitizeWorkflow } from "@/lib/workflow/sanitize";
import { diffSteps, type StepDiff } from "@/lib/workflow/step-diff";
import { FLOW_NOT_FOUND, flowIdSchema } from "@/lib/flows/detail";
import { derivedColumns, type DerivedColumns } from "@/lib/flows/facts-columns";
import { duplicateFlowError, findDuplicate, lockContentHash } from "@/lib/flows/duplicates";
import type { Transaction as Tx } from "@/db";
import { FLOW_LIMITS } from "@/lib/workflow/fields";
import { visibleTo } from "@/lib/flows/queries";

/*
 * Flow versions (docs/product-rules.md §20). `flows.metadata` and its facts are the version everyone
 * gets, numbered `flows.version`; `flow_versions` keeps every version. A new workflow from a USER for
 * a flow already in the catalogue waits for moderation beside it (at most one, replaced by the next
 * upload); an admin's, or one for a flow that was never approved, is the flow's version at once.
 */

const { flows, flowVersions } = schema;

export type VersionStatus = (typeof flowVersions.$inferSelect)["status"];

/** One entry of GET /api/flows/{id}/versions, newest first. */
export interface FlowVersionDTO {
  version: number;
  /** When it was sent. */
  createdAt: string;
  /** When it became the version everyone gets (approval); null while it waits or once rejected. */
  publishedAt: string | null;
  changelog: string | null;
  changes: StepDiff;
  /** APPROVED for the history everyone sees; PENDING or REJECTED only reach the author and admins. */
  status: VersionStatus;
  rejectionReason: string | null;
}

/** A workflow uploaded as a new version, sanitised and read, before anything is stored. */
export interface VersionUpload {
  json: Record<string, unknown>;
  removed: string[];
  derived: DerivedColumns;
}

/** Sanitises a new version's JSON (same rules as an upload) and checks it is a workflow of the flow's tool. */
export function prepareVersion(platform: Platform, metadata: Record<string, unknown>): VersionUpload {
  const detected = detectPlatform(metadata);
  if (detected && detected !== platform) {
    throw new AppError(
      "INVALID_INPUT",
      `O novo JSON é um fluxo do ${PLATFORM_LABELS[detected]}, e este fluxo é do ${PLATFORM_LABELS[platform]}. Envie uma nova versão do mesmo fluxo.`,
      { details: { fieldErrors: { metadata: ["O JSON precisa ser da mesma ferramenta do fluxo"] } } },
    );
  }
  const { json, removed } = sanitizeWorkflow(metadata);
  if (jsonByteLength(json) > FLOW_LIMITS.metadataBytes) throw new AppError("PAYLOAD_TOO_LARGE", "O JSON do fluxo excede o limite de 1 MB.");
  return { json, removed, derived: derivedColumns(platform, json) };
}

export interface StoredVersion {
  version: number;
  /** APPROVED: the flow serves it now. PENDING: everyone else keeps the previous one until a moderator approves it. */
  status: "APPROVED" | "PENDING";
  /** The columns of `flows` to set in the same transaction (empty while it waits). */
  flowColumns: Partial<typeof flows.$inferInsert>;
}

/**
 * Stores `upload` as the flow's next version, inside the caller's transaction (PUT /api/flows/{id}).
 * Takes the fingerprint lock, then the flow row, the order every path that checks duplicates takes.
 */
export async function storeVersion(
  tx: Tx,
  flowId: string,
  upload: VersionUpload,
  { viewer, changelog }: { viewer: Pick<Viewer, "id" | "role">; changelog: string | null },
): Promise<StoredVersion> {
  const { contentHash } = upload.derived;
  await lockContentHash(tx, contentHash);
  const [flow] = await tx
    .select({
      platform: flows.platform,
      metadata: flows.metadata,
      version: flows.version,
      status: flows.status,
      contentHash: flows.contentHash,
      authorId: flows.authorId,
    })
    .from(flows)
    .where(eq(flows.id, flowId))
    .for("update");
  if (!flow) throw new AppError("NOT_FOUND", FLOW_NOT_FOUND);
  if (flow.contentHash === contentHash) {
    throw new AppError("CONFLICT", "Este JSON é igual à versão atual do fluxo: nada mudou.", {
      details: { fieldErrors: { metadata: ["Nada mudou em relação à versão atual"] } },
    });
  }
  // The same rule as an upload: not a copy of a published flow, nor of another of the author's own.
  const existing = await findDuplicate(tx, contentHash, { authorId: flow.authorId ?? viewer.id, exceptId: flowId });
  if (existing) {
    const own = existing.authorId !== null && existing.authorId === (flow.authorId ?? viewer.id);
    throw duplicateFlowError(own ? "Você já enviou este fluxo." : "Este fluxo já existe no catálogo.", existing);
  }
  const version = flow.version + 1;
  const direct = viewer.role === "ADMIN" || flow.status !== "APPROVED";
  // A version that waited (or was turned down) is replaced by this one: one newer version at a time.
  await tx.delete(flowVersions).where(and(eq(flowVersions.flowId, flowId), gt(flowVersions.version, flow.version)));
  await tx.insert(flowVersions).values({
    flowId,
    version,
    status: direct ? "APPROVED" : "PENDING",
    metadata: upload.json,
    changelog,
    changes: diffSteps(flow.platform, flow.metadata, upload.json),
    safety: upload.derived.safety,
    authorId: viewer.id,
    publishedAt: direct ? new Date() : null,
  });
  return {
    version,
    status: direct ? "APPROVED" : "PENDING",
    flowColumns: direct ? { metadata: upload.json, ...upload.derived, version } : {},
  };
}

/** The version of a published flow waiting for moderation, locked with its flow; null when there is none. */
async function lockPendingVersion(tx: Tx, flowId: string) {
  const [flow] = await tx
    .select({ status: flows.status, isPublic: flows.isPublic, platform: flows.platform })
    .from(flows)
    .where(eq(flows.id, flowId))
    .for("update");
  if (flow?.status !== "APPROVED") return null;
  const [pending] = await tx
    .select({ version: flowVersions.version, metadata: flowVersions.metadata })
    .from(flowVersions)
    .where(and(eq(flowVersions.flowId, flowId), eq(flowVersions.status, "PENDING")))
    .limit(1);
  return pending ? { ...pending, flow } : null;
}

/**
 * A moderator's decision on an approved flow's waiting version (POST /api/admin/flows/{id}/approve or
 * /reject). Approved, it becomes what everyone gets; rejected, the flow keeps serving the version it
 * had and the author reads the reason. Null when the flow has no version waiting: the decision is then
 * about the flow itself.
 */
export async function moderatePendingVersion(
  tx: Tx,
  flowId: string,
  decision: { decision: "APPROVED" } | { decision: "REJECTED"; reason: string },
): Promise<{ version: number } | null> {
  const pending = await lockPendingVersion(tx, flowId);
  if (!pending) return null;
  const where = and(eq(flowVersions.flowId, flowId), eq(flowVersions.version, pending.version));
  if (decision.decision === "REJECTED") {
    await tx.update(flowVersions).set({ status: "REJECTED", rejectionReason: decision.reason }).where(where);
    return { version: pending.version };
  }
  const derived = derivedColumns(pending.flow.platform, pending.metadata);
  if (pending.flow.isPublic) {
    await lockContentHash(tx, derived.contentHash);
    const existing = await findDuplicate(tx, derived.contentHash, { exceptId: flowId });
    if (existing) throw duplicateFlowError(`Já existe um fluxo publicado com este mesmo conteúdo: "${existing.name}".`, existing);
  }
  await tx
    .update(flows)
    .set({ metadata: pending.metadata, ...derived, version: pending.version, updatedAt: new Date() })
    .where(eq(flows.id, flowId));
  await tx.update(flowVersions).set({ status: "APPROVED", publishedAt: new Date(), rejectionReason: null }).where(where);
  return { version: pending.version };
}

type VersionViewer = Pick<Viewer, "id" | "role">;

/** The flow as `viewer` may see it, or NOT_FOUND; `manages` for its author and admins. */
async function visibleFlow(flowId: string, viewer: VersionViewer) {
  const parsed = flowIdSchema.safeParse(flowId);
  if (!parsed.success) throw new AppError("NOT_FOUND", FLOW_NOT_FOUND);
  const [flow] = await db
    .select({ id: flows.id, authorId: flows.authorId, version: flows.version, platform: flows.platform })
    .from(flows)
    .where(and(eq(flows.id, parsed.data), visibleTo(viewer)))
    .limit(1);
  if (!flow) throw new AppError("NOT_FOUND", FLOW_NOT_FOUND);
  return { ...flow, manages: viewer.role === "ADMIN" || flow.authorId === viewer.id };
}

/** GET /api/flows/{id}/versions: the history, newest first; a waiting or rejected version only for the author and admins. */
export async function listFlowVersions({
  flowId,
  viewer,
}: {
  flowId: string;
  viewer: VersionViewer;
}): Promise<{ latestVersion: number; versions: FlowVersionDTO[] }> {
  const flow = await visibleFlow(flowId, viewer);
  return { latestVersion: flow.version, versions: await readVersionHistory(flow.id, { withUnpublished: flow.manages }) };
}

/**
 * A flow's versions, newest first, without their JSON. The caller has decided the flow may be seen
 * (the public flow page renders this for a published flow); `withUnpublished` adds the version
 * waiting for moderation or turned down, for its author and admins.
 */
export async function readVersionHistory(flowId: string, { withUnpublished = false } = {}): Promise<FlowVersionDTO[]> {
  const rows = await db
    .select({
      version: flowVersions.version,
      createdAt: flowVersions.createdAt,
      publishedAt: flowVersions.publishedAt,
      changelog: flowVersions.changelog,
      changes: flowVersions.changes,
      status: flowVersions.status,
      rejectionReason: flowVersions.rejectionReason,
    })
    .from(flowVersions)
    .where(and(eq(flowVersions.flowId, flowId), withUnpublished ? undefined : eq(flowVersions.status, "APPROVED")))
    .orderBy(desc(flowVersions.version));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), publishedAt: row.publishedAt?.toISOString() ?? null }));
}

/**
 * The JSON of one version, for a download of it (lib/downloads/mutations.ts) inside its
 * transaction. Everyone may have the versions the flow has served; the one waiting, only its author
 * and admins (to check it before it goes out).
 */
export async function versionMetadata(
  tx: Tx,
  { flowId, version, viewer, authorId }: { flowId: string; version: number; viewer: VersionViewer; authorId: string | null },
) {
  const manages = viewer.role === "ADMIN" || authorId === viewer.id;
  const [row] = await tx
    .select({ metadata: flowVersions.metadata, status: flowVersions.status })
    .from(flowVersions)
    .where(
      and(
        eq(flowVersions.flowId, flowId),
        eq(flowVersions.version, version),
        manages ? or(eq(flowVersions.status, "APPROVED"), eq(flowVersions.status, "PENDING")) : eq(flowVersions.status, "APPROVED"),
      ),
    )
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", `A versão ${version} deste fluxo não existe.`);
  return row;
}

/** What changed from version `from` to the flow's current one, for a user who has `from` (marks and e-mails). */
export async function changesSince(flowId: string, from: number): Promise<StepDiff | null> {
  const [row] = await db
    .select({ platform: flows.platform, current: flows.metadata, old: flowVersions.metadata })
    .from(flows)
    .innerJoin(flowVersions, and(eq(flowVersions.flowId, flows.id), eq(flowVersions.version, from)))
    .where(eq(flows.id, flowId))
    .limit(1);
  return row ? diffSteps(row.platform, row.old, row.current) : null;
}

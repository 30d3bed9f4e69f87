import "server-only";
import { and, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import { db, schema, writeTransaction } from "@/db";
import { assertAdmin, NOT_ADMIN_ANYMORE, type Viewer } from "@/lib/auth/viewer";
import { appUrl } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { enforceRateLimits } from "@/lib/security/rate-limit";
import { kickMailWorker } from "@/lib/mail/worker";
import { queueFlowDecisionNotice } from "./decision-notice";
import { queueFollowerNews } from "./follower-news";
import { FLOW_NOT_FOUND, flowIdSchema } from "./detail";
import { toFlowSummary, type FlowSafetyFields, type FlowSummary } from "./dto";
import { FLOW_LIMITS } from "@/lib/workflow/fields";
import { derivedColumns } from "./facts-columns";
import { scheduleRatingPriorRefresh } from "./rating-rank";
import { duplicateFlowError, findDuplicate, lockContentHash, rejectPublishingDuplicate } from "./duplicates";
import type { Transaction as Tx } from "@/db";
import { buildFlowUrl } from "@/lib/workflow/import";
import { visibleTo } from "./queries";
import { authorVerifiedColumn } from "./projection";
import { claimSlug, renewSlug } from "./slug-claims";
import { jsonByteLength, sanitizeWorkflow } from "@/lib/workflow/sanitize";
import { fullReport } from "@/lib/workflow/safety";
import { moderatePendingVersion, prepareVersion, storeVersion } from "@/lib/flows/versions/store";
import type { BulkVisibilityInput, CreateFlowInput, UpdateFlowInput } from "./schemas";

const { flows, flowModerations, flowVersions, users } = schema;

export interface CreatedFlow extends FlowSummary, FlowSafetyFields {
  /** What the sanitiser took out of the uploaded JSON (pt-BR), to show the uploader. */
  removed: string[];
}

// Generous enough for three full batches an hour; admins importing a catalogue are not limited.
const CREATE_LIMIT = { limit: 60, windowSeconds: 60 * 60 };
// Each version of a flow not yet approved is kept: the limit bounds what one account can store.
const VERSION_LIMIT = { limit: 30, windowSeconds: 60 * 60 };

/**
 * An exact duplicate (same content fingerprint) the uploader can see: a published flow, or one of
 * their own in any state. Others' pending or private copies are not revealed here; moderators see them.
 */
async function rejectDuplicate(tx: Tx, contentHash: string, authorId: string) {
  const existing = await findDuplicate(tx, contentHash, { authorId });
  if (!existing) return;
  const message = existing.authorId === authorId ? "Você já enviou este fluxo." : "Este fluxo já existe no catálogo.";
  throw duplicateFlowError(message, existing);
}

/**
 * Stores a new flow (POST /api/flows). The JSON is sanitised first and must then fit in 1 MB (413).
 * docs/product-rules.md §2: flows of a USER start PENDING, flows of an ADMIN are APPROVED. A workflow that is
 * already in the public catalogue, or among the uploader's own flows, is a DUPLICATE_FLOW (409).
 */
export async function createFlow({ input, viewer, origin }: { input: CreateFlowInput; viewer: Viewer; origin?: string }): Promise<CreatedFlow> {
  const isAdmin = viewer.role === "ADMIN";
  if (!isAdmin) {
    await enforceRateLimits(
      [{ key: `flows:create:user:${viewer.id}`, ...CREATE_LIMIT }],
      "Você enviou muitos fluxos em pouco tempo. Aguarde um pouco e tente novamente.",
    );
  }
  const { json, removed } = sanitizeWorkflow(input.metadata);
  if (jsonByteLength(json) > FLOW_LIMITS.metadataBytes) {
    throw new AppError("PAYLOAD_TOO_LARGE", "O JSON do fluxo excede o limite de 1 MB.");
  }
  const derived = derivedColumns(input.platform, json);
  const row = await writeTransaction(async (tx) => {
    // Same fingerprint, same lock: two uploads of one workflow cannot both pass the check below.
    await lockContentHash(tx, derived.contentHash);
    await rejectDuplicate(tx, derived.contentHash, viewer.id);
    const [inserted] = await tx
      .insert(flows)
      .values({
        name: input.name,
        slug: await claimSlug(tx, input.name),
        description: input.description,
        url: input.url ?? buildFlowUrl(origin ?? appUrl(), input.name),
        tutorialUrl: input.tutorialUrl ?? null,
        tags: input.tags,
        isPublic: input.isPublic,
        platform: input.platform,
        metadata: json,
        ...derived,
        status: isAdmin ? "APPROVED" : "PENDING",
        authorId: viewer.id,
      })
      .returning();
    // An admin's flow is approved as it is created: news for their followers, as an approval is.
    if (isAdmin) await queueFollowerNews(tx, { flowId: inserted!.id, moderatorId: viewer.id, version: 1 });
    return inserted!;
  });
  if (isAdmin) kickMailWorker();
  return { ...toFlowSummary({ ...row, authorName: viewer.name }), removed, safety: fullReport(row.safety), compatibility: row.n8nCompat ?? null };
}

/**
 * The flow the viewer wants to change. docs/product-rules.md §2: a flow they cannot see is NOT_FOUND (its
 * existence is not revealed); one they can see but do not own is FORBIDDEN, unless they are ADMIN.
 */
async function findEditable(flowId: string, viewer: Viewer) {
  const parsed = flowIdSchema.safeParse(flowId);
  if (!parsed.success) throw new AppError("NOT_FOUND", FLOW_NOT_FOUND);
  const [row] = await db
    .select({
      id: flows.id,
      slug: flows.slug,
      authorId: flows.authorId,
      status: flows.status,
      platform: flows.platform,
      authorName: users.name,
      authorVerified: authorVerifiedColumn,
    })
    .from(flows)
    .leftJoin(users, eq(users.id, flows.authorId))
    .where(and(eq(flows.id, parsed.data), visibleTo(viewer)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", FLOW_NOT_FOUND);
  if (viewer.role !== "ADMIN" && row.authorId !== viewer.id) {
    throw new AppError("FORBIDDEN", "Você não tem permissão para alterar este fluxo.");
  }
  return row;
}

export interface UpdatedFlow extends FlowSummary {
  /** With a new workflow: the version it became, whether it waits for moderation, and its safety report and n8n compatibility. */
  newVersion?: { version: number; status: "APPROVED" | "PENDING"; removed: string[] } & FlowSafetyFields;
}

/**
 * PUT /api/flows/{id}: text, tags, tutorial and visibility, and with `metadata` a new version of the
 * workflow (lib/flows/versions/store.ts, docs/product-rules.md §20). An approved flow stays approved when its
 * author edits its text; a USER's new workflow for it waits for moderation while everyone keeps the
 * last approved one. A rejected flow goes back to PENDING, which is how an author resubmits it. An
 * approved private flow cannot be made public while another published flow has the same content (409).
 */
export async function updateFlow({ flowId, input, viewer }: { flowId: string; input: UpdateFlowInput; viewer: Viewer }): Promise<UpdatedFlow> {
  const current = await findEditable(flowId, viewer);
  if (input.metadata && viewer.role !== "ADMIN") {
    await enforceRateLimits(
      [{ key: `flows:version:user:${viewer.id}`, ...VERSION_LIMIT }],
      "Você enviou muitas versões em pouco tempo. Aguarde um pouco e tente novamente.",
    );
  }
  const upload = input.metadata ? prepareVersion(current.platform, input.metadata) : null;
  const resubmit = viewer.role !== "ADMIN" && current.status === "REJECTED";
  const { row, stored } = await writeTransaction(async (tx) => {
    if (input.isPublic === true && viewer.role !== "ADMIN") await refuseHeldPublication(tx, current.id);
    const stored = upload ? await storeVersion(tx, current.id, upload, { viewer, changelog: input.changelog ?? null }) : null;
    // Making an approved flow public must not put a second copy of a published workflow in the catalogue.
    await rejectPublishingDuplicate(tx, current.id, { isPublic: input.isPublic, status: resubmit ? "PENDING" : undefined });
    const [row] = await tx
      .update(flows)
      .set({
        ...(input.name !== undefined ? { name: input.name, slug: await renewSlug(tx, current, input.name) } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.tutorialUrl !== undefined ? { tutorialUrl: input.tutorialUrl } : {}),
        ...(input.tags !== undefined ? { tags: input.tags } : {}),
        ...(input.isPublic !== undefined ? { isPublic: input.isPublic } : {}),
        // Only an admin gets here with a held flow made public (refuseHeldPublication): that decides the hold.
        ...(input.isPublic === true ? { heldAt: null } : {}),
        ...(resubmit ? { status: "PENDING" as const, rejectionReason: null } : {}),
        ...stored?.flowColumns,
        updatedAt: new Date(),
      })
      .where(eq(flows.id, current.id))
      .returning();
    // A version published without moderation (an admin's) is news for the author's followers.
    if (stored?.status === "APPROVED") await queueFollowerNews(tx, { flowId: current.id, moderatorId: viewer.id, version: stored.version });
    return { row, stored };
  });
  if (stored?.status === "APPROVED") kickMailWorker();
  if (!row) throw new AppError("NOT_FOUND", FLOW_NOT_FOUND);
  // In or out of the public catalogue: the catalogue mean of the rating rank may move.
  if (input.isPublic !== undefined || resubmit) scheduleRatingPriorRefresh(db);
  const summary = toFlowSummary({ ...row, authorName: current.authorName, authorVerified: current.authorVerified });
  if (!stored) return summary;
  const { safety, n8nCompat } = upload!.derived;
  return {
    ...summary,
    newVersion: { version: stored.version, status: stored.status, removed: upload!.removed, safety: fullReport(safety), compatibility: n8nCompat },
  };
}

export const HELD_FLOW = "Este fluxo está em análise após denúncias e só pode voltar ao catálogo depois da decisão da moderação.";

/**
 * A flow held by reports (lib/reports) stays out of the catalogue until an admin decides: its author
 * cannot make it public meanwhile. The row lock orders this with the hold itself.
 */
async function refuseHeldPublication(tx: Tx, flowId: string) {
  const [flow] = await tx.select({ heldAt: flows.heldAt }).from(flows).where(eq(flows.id, flowId)).for("update");
  if (flow?.heldAt) throw new AppError("CONFLICT", HELD_FLOW);
}

/**
 * DELETE /api/flows/{id}. Reviews go with the flow; downloads keep their row and `flowName`
 * (the foreign key is `on delete set null`), so users' history still names it (docs/product-rules.md §14).
 */
export async function deleteFlow({ flowId, viewer }: { flowId: string; viewer: Viewer }): Promise<void> {
  const current = await findEditable(flowId, viewer);
  const deleted = await db.delete(flows).where(eq(flows.id, current.id)).returning({ id: flows.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", FLOW_NOT_FOUND);
  scheduleRatingPriorRefresh(db);
}

export interface ModerationResult {
  id: string;
  status: "APPROVED" | "REJECTED";
  rejectionReason: string | null;
  /** False when the flow already was in that state (with that reason): nothing was recorded. */
  changed: boolean;
  /** Set when the decision was about a new version of an approved flow, not the flow itself. */
  version?: number;
}

type Decision = { decision: "APPROVED"; reason?: undefined; note?: string } | { decision: "REJECTED"; reason: string; note?: undefined };

/**
 * Sets a flow's moderation status and records who decided, when and why, in one transaction.
 * The conditional update makes a repeated decision a no-op: two admins approving at once record
 * one approval (Postgres re-checks the condition on the locked row).
 */
async function moderate(flowId: string, admin: Pick<Viewer, "id" | "role">, { decision, reason, note }: Decision): Promise<ModerationResult> {
  assertAdmin(admin);
  const parsed = flowIdSchema.safeParse(flowId);
  if (!parsed.success) throw new AppError("NOT_FOUND", FLOW_NOT_FOUND);
  const id = parsed.data;
  const rejectionReason = decision === "REJECTED" ? reason : null;
  // The history keeps why: the rejection reason, or the note that came with approving a `high` flow.
  const recorded = decision === "REJECTED" ? reason : (note ?? null);
  const result = await writeTransaction(async (tx) => {
    // The deciding admin's row first (KEY SHARE, what the moderation record's foreign key takes
    // anyway): user rows before the flow and the catalogue version, the order every write takes, so
    // an admin being renamed or deleted at the same time makes this wait instead of deadlocking.
    const [decider] = await tx.select({ id: users.id }).from(users).where(eq(users.id, admin.id)).for("key share");
    if (!decider) throw new AppError("FORBIDDEN", NOT_ADMIN_ANYMORE);
    if (decision === "APPROVED") await assertSafetyConfirmed(tx, id, note);
    // An approved flow with a new version waiting: the decision is about that version.
    const version = await moderatePendingVersion(tx, id, decision === "APPROVED" ? { decision } : { decision, reason: reason! });
    // The author's e-mail is queued with the decision: sent once if it commits, never if it does not.
    const notice = decision === "APPROVED" ? { decision } : { decision, reason: reason! };
    if (version) {
      await tx.insert(flowModerations).values({ flowId: id, adminId: admin.id, decision, reason: recorded });
      await queueFlowDecisionNotice(tx, { flowId: id, moderatorId: admin.id, notice: { ...notice, version: version.version } });
      if (decision === "APPROVED") await queueFollowerNews(tx, { flowId: id, moderatorId: admin.id, version: version.version });
      return { id, status: decision, rejectionReason, changed: true, version: version.version };
    }
    // An exact copy of a flow already in the public catalogue is not approved into it (409).
    if (decision === "APPROVED") await rejectPublishingDuplicate(tx, id, { status: decision });
    const [updated] = await tx
      .update(flows)
      .set({ status: decision, rejectionReason })
      .where(
        and(
          eq(flows.id, id),
          or(ne(flows.status, decision), decision === "REJECTED" ? sql`${flows.rejectionReason} is distinct from ${rejectionReason}` : undefined),
        ),
      )
      .returning({ id: flows.id });
    if (updated) {
      await tx.insert(flowModerations).values({ flowId: id, adminId: admin.id, decision, reason: recorded });
      await queueFlowDecisionNotice(tx, { flowId: id, moderatorId: admin.id, notice });
      // The followers' news, with the decision too; a flow whose first approval this is is version 1.
      if (decision === "APPROVED") await queueFollowerNews(tx, { flowId: id, moderatorId: admin.id, version: 1 });
      return { id, status: decision, rejectionReason, changed: true };
    }
    const [current] = await tx.select({ id: flows.id }).from(flows).where(eq(flows.id, id)).limit(1);
    if (!current) throw new AppError("NOT_FOUND", FLOW_NOT_FOUND);
    return { id, status: decision, rejectionReason, changed: false };
  });
  if (result.changed) {
    kickMailWorker();
    // A flow joining or leaving the catalogue moves the mean its rating rank is measured against.
    if (result.version === undefined) scheduleRatingPriorRefresh(db);
  }
  return result;
}

/** POST /api/admin/flows/{id}/approve: the flow joins the catalogue if it is public (docs/product-rules.md §2). Idempotent. */
export function approveFlow({ flowId, viewer, note }: { flowId: string; viewer: Pick<Viewer, "id" | "role">; note?: string }) {
  return moderate(flowId, viewer, { decision: "APPROVED", note });
}

export const HIGH_RISK_APPROVAL =
  "Este fluxo tem alertas de segurança altos. Para aprová-lo, confirme que leu o relatório e escreva uma nota explicando por quê.";

/**
 * A flow (or its waiting version) whose safety report is `high` is approved only with a note: the
 * moderator confirms they read the report, and the note stays with the decision.
 */
async function assertSafetyConfirmed(tx: Tx, flowId: string, note: string | undefined) {
  if (note) return;
  // The flow's row first, as the decision that follows locks it (lockPendingVersion): a version sent
  // meanwhile waits, so the report read next is the one approved. A statement of its own, since a
  // locking read that waited sees the new flow row but not the rows joined to it.
  await tx.select({ id: flows.id }).from(flows).where(eq(flows.id, flowId)).for("update");
  const [row] = await tx
    .select({ level: flows.safetyLevel, pending: flowVersions.safety })
    .from(flows)
    .leftJoin(flowVersions, and(eq(flowVersions.flowId, flows.id), eq(flowVersions.status, "PENDING"), eq(flows.status, "APPROVED")))
    .where(eq(flows.id, flowId))
    .limit(1);
  const level = row?.pending ? row.pending.level : row?.level;
  if (level === "high")
    throw new AppError("CONFLICT", HIGH_RISK_APPROVAL, { details: { fieldErrors: { note: ["Escreva uma nota para aprovar um fluxo com alertas altos"] } } });
}

/** POST /api/admin/flows/{id}/reject: hidden from everyone but its author and admins, who see the reason. */
export function rejectFlow({ flowId, reason, viewer }: { flowId: string; reason: string; viewer: Pick<Viewer, "id" | "role"> }) {
  return moderate(flowId, viewer, { decision: "REJECTED", reason });
}

export interface VisibilityResult {
  updated: number;
  notFound: string[];
  /** Flows left private: each is an exact copy of a flow already in the public catalogue. */
  duplicates: { id: string; name: string; existing: { id: string; name: string } }[];
}

/**
 * POST /api/admin/flows/bulk-visibility: makes the given flows public or private at once (admins
 * only). Ids that match no flow are reported back; none matching at all is NOT_FOUND. Making flows
 * public never publishes an exact copy of a flow already in the catalogue, nor two copies from the
 * same batch: those stay private and are reported, while the rest of the batch goes through.
 */
export async function setFlowsVisibility({ viewer, input }: { viewer: Pick<Viewer, "role">; input: BulkVisibilityInput }): Promise<VisibilityResult> {
  assertAdmin(viewer);
  const { ids, isPublic } = input;
  const result = await writeTransaction(async (tx) => {
    const duplicates: VisibilityResult["duplicates"] = [];
    if (isPublic) {
      const candidates = await tx
        .select({ id: flows.id, name: flows.name, contentHash: flows.contentHash })
        .from(flows)
        .where(and(inArray(flows.id, ids), eq(flows.status, "APPROVED"), eq(flows.isPublic, false), isNotNull(flows.contentHash)))
        .orderBy(flows.createdAt, flows.id);
      for (const candidate of candidates) {
        await lockContentHash(tx, candidate.contentHash!);
        const existing = await findDuplicate(tx, candidate.contentHash!, { exceptId: candidate.id });
        if (existing) {
          duplicates.push({ id: candidate.id, name: candidate.name, existing: { id: existing.id, name: existing.name } });
          continue;
        }
        // Published at once, so a later copy in this batch finds it.
        await tx.update(flows).set({ isPublic: true, updatedAt: new Date() }).where(eq(flows.id, candidate.id));
      }
    }
    const skipped = new Set(duplicates.map((d) => d.id));
    const targets = ids.filter((id) => !skipped.has(id));
    const rows =
      targets.length === 0
        ? []
        : // An admin publishing a flow that reports held (lib/reports) decides it: the hold ends; its reports stay in the queue.
          await tx
            .update(flows)
            .set({ isPublic, ...(isPublic && { heldAt: null }), updatedAt: new Date() })
            .where(inArray(flows.id, targets))
            .returning({ id: flows.id });
    if (rows.length === 0 && duplicates.length === 0) throw new AppError("NOT_FOUND", "Nenhum dos fluxos selecionados foi encontrado.");
    const found = new Set([...rows.map((r) => r.id), ...skipped]);
    return { updated: rows.length, notFound: ids.filter((id) => !found.has(id)), duplicates };
  });
  scheduleRatingPriorRefresh(db);
  return result;
}

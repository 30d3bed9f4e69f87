import "server-only";
import { and, countDistinct, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { db, schema, writeTransaction, type Transaction } from "@/db";
import type { Viewer } from "@/lib/auth/viewer";
import { FLOW_NOT_FOUND } from "@/lib/flows/detail";
import { scheduleRatingPriorRefresh } from "@/lib/flows/rating-rank";
import { AppError } from "@/lib/http/errors";
import { refreshFlowScore } from "@/lib/reviews/mutations";
import { REVIEW_NOT_FOUND } from "@/lib/reviews/schemas";
import { enforceRateLimits } from "@/lib/security/rate-limit";
import { getSettings } from "@/lib/settings/queries";
import { toReportDTO, type ReportDTO } from "./dto";
import { lockFlowRow, lockReviewRow, reviewLabel } from "./item";
import type { CreateReportInput } from "./schemas";

const { flows, reports, reportDecisions, reviews } = schema;

type Reporter = Pick<Viewer, "id" | "role" | "status" | "emailVerifiedAt">;

/** Reports one account may send a day: enough for honest use, too few to bury the queue. */
export const REPORT_LIMIT = { limit: 20, windowSeconds: 24 * 60 * 60 };

export const ALREADY_REPORTED = {
  flow: "Você já denunciou este fluxo. A denúncia está em análise pela moderação.",
  review: "Você já denunciou esta avaliação. A denúncia está em análise pela moderação.",
};

export const holdReason = (n: number) => `Retido automaticamente após ${n} denúncias de “malicioso ou inseguro”`;

type Target = { flowId: string } | { reviewId: string };

/** Shared first steps: a well-formed id (404 otherwise), an active verified reporter within the limit, the hold threshold. */
async function admit(id: string, notFound: string, viewer: Reporter): Promise<{ id: string; threshold: number }> {
  const parsed = z.uuid().safeParse(id);
  if (!parsed.success) throw new AppError("NOT_FOUND", notFound);
  if (viewer.status !== "ACTIVE") throw new AppError("ACCOUNT_BLOCKED", "Sua conta não pode enviar denúncias.");
  if (!viewer.emailVerifiedAt) throw new AppError("EMAIL_NOT_VERIFIED", "Confirme seu e-mail para poder denunciar.");
  await enforceRateLimits(
    [{ key: `reports:user:${viewer.id}`, ...REPORT_LIMIT }],
    "Você enviou muitas denúncias nas últimas 24 horas. Tente novamente mais tarde.",
  );
  const { reportHoldThreshold } = await getSettings();
  return { id: parsed.data, threshold: reportHoldThreshold };
}

/**
 * Files the report (one open per person and item: the partial unique index, else 409) and, for a
 * "malicioso ou inseguro" one, returns how many different people now have one open on the item
 * when that reaches the threshold (reports_flow_idx / reports_review_idx); null otherwise.
 */
async function fileReport(
  tx: Transaction,
  { target, viewer, input, threshold, alreadyReported }: { target: Target; viewer: Reporter; input: CreateReportInput; threshold: number; alreadyReported: string },
): Promise<{ report: ReportDTO; holdAt: number | null }> {
  const [row] = await tx
    .insert(reports)
    .values({ ...target, reporterId: viewer.id, reason: input.reason, text: input.text ?? null })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError("ALREADY_REPORTED", alreadyReported);
  if (input.reason !== "MALICIOUS") return { report: toReportDTO(row), holdAt: null };
  const where = "flowId" in target ? eq(reports.flowId, target.flowId) : eq(reports.reviewId, target.reviewId);
  const [count] = await tx
    .select({ n: countDistinct(reports.reporterId) })
    .from(reports)
    .where(and(where, eq(reports.status, "OPEN"), eq(reports.reason, "MALICIOUS")));
  const n = Number(count?.n ?? 0);
  return { report: toReportDTO(row), holdAt: n >= threshold ? n : null };
}

/**
 * POST /api/flows/{id}/reports. Only a published flow (404 otherwise, as for anyone who cannot see
 * it), never one's own (403). The N-th distinct "malicioso ou inseguro" report holds the flow: out
 * of the public catalogue (private, `held_at` set) until an admin decides, recorded as an
 * automatic decision.
 */
export async function reportFlow({ flowId, viewer, input }: { flowId: string; viewer: Reporter; input: CreateReportInput }): Promise<ReportDTO> {
  const { id, threshold } = await admit(flowId, FLOW_NOT_FOUND, viewer);
  let held = false;
  const report = await writeTransaction(async (tx) => {
    held = false;
    const flow = await lockFlowRow(tx, id, { published: true });
    if (flow.authorId === viewer.id) throw new AppError("FORBIDDEN", "Você não pode denunciar o seu próprio fluxo.");
    const filed = await fileReport(tx, { target: { flowId: flow.id }, viewer, input, threshold, alreadyReported: ALREADY_REPORTED.flow });
    if (filed.holdAt !== null) {
      // Private, so the catalogue triggers drop it everywhere (catalog_version); held_at keeps its author from publishing it again.
      const [updated] = await tx
        .update(flows)
        .set({ heldAt: sql`now()`, isPublic: false })
        .where(and(eq(flows.id, flow.id), isNull(flows.heldAt)))
        .returning({ id: flows.id });
      if (updated) {
        await tx.insert(reportDecisions).values({ flowId: flow.id, itemLabel: flow.name, action: "HIDE", reason: holdReason(filed.holdAt), reportCount: filed.holdAt });
        held = true;
      }
    }
    return filed.report;
  });
  // Out of the catalogue: the mean the rating rank is measured against may move.
  if (held) scheduleRatingPriorRefresh(db);
  return report;
}

/**
 * POST /api/reviews/{id}/reports: a shown review of a published flow, not one's own; same rules as
 * flows. The held review leaves the page and the flow's score and count (hidden, no reason).
 */
export async function reportReview({ reviewId, viewer, input }: { reviewId: string; viewer: Reporter; input: CreateReportInput }): Promise<ReportDTO> {
  const { id, threshold } = await admit(reviewId, REVIEW_NOT_FOUND, viewer);
  let scoreChanged = false;
  const report = await writeTransaction(async (tx) => {
    scoreChanged = false;
    const { flow, review } = await lockReviewRow(tx, id, { published: true });
    if (review.hiddenAt) throw new AppError("NOT_FOUND", REVIEW_NOT_FOUND);
    if (review.userId === viewer.id) throw new AppError("FORBIDDEN", "Você não pode denunciar a sua própria avaliação.");
    const filed = await fileReport(tx, { target: { reviewId: review.id }, viewer, input, threshold, alreadyReported: ALREADY_REPORTED.review });
    if (filed.holdAt !== null) {
      await tx.update(reviews).set({ hiddenAt: sql`now()`, hiddenReason: null }).where(eq(reviews.id, review.id));
      await refreshFlowScore(tx, flow.id);
      await tx.insert(reportDecisions).values({
        flowId: flow.id,
        reviewId: review.id,
        itemLabel: reviewLabel(review, flow.name),
        action: "HIDE",
        reason: holdReason(filed.holdAt),
        reportCount: filed.holdAt,
      });
      scoreChanged = true;
    }
    return filed.report;
  });
  if (scoreChanged) scheduleRatingPriorRefresh(db);
  return report;
}

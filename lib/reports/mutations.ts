import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { db, schema, writeTransaction, type Transaction } from "@/db";
import type { Viewer } from "@/lib/auth/viewer";
import { FLOW_NOT_FOUND } from "@/lib/flows/detail";
import { scheduleRatingPriorRefresh } from "@/lib/flows/rating-rank";
import { AppError } from "@/lib/http/errors";
import { refreshFlowScore } from "@/lib/reviews/mutations";
import { REVIEW_NOT_FOUND } from "@/lib/reviews/schemas";
import { enqueueMail } from "@/lib/mail/send";
import { flowHeldMail } from "@/lib/mail/templates/moderation";
import { kickMailWorker } from "@/lib/mail/worker";
import { enforceRateLimits } from "@/lib/security/rate-limit";
import { getSettings } from "@/lib/settings/queries";
import { toReportDTO, type ReportDTO } from "./dto";
import { lockFlowRow, lockReviewRow, readAuthor, reviewLabel } from "./item";
import type { CreateReportInput } from "./schemas";
import { assessReporter } from "./trust";
import { reachesHold } from "./trust-rules";

const { flows, reports, reportDecisions, reviews } = schema;

type Reporter = Pick<Viewer, "id" | "role" | "status" | "emailVerifiedAt">;

/** Reports one account may send a day: enough for honest use, too few to bury the queue. */
export const REPORT_LIMIT = { limit: 20, windowSeconds: 24 * 60 * 60 };

export const ALREADY_REPORTED = {
  flow: "Você já denunciou este fluxo. A denúncia está em análise pela moderação.",
  review: "Você já denunciou esta avaliação. A denúncia está em análise pela moderação.",
};

export const holdReason = (n: number) => `Retido automaticamente após ${n} denúncias de “malicioso ou inseguro” de membros que baixaram o fluxo`;

type Target = { flowId: string } | { reviewId: string };

type Rules = { threshold: number; minAccountDays: number };

/** Shared first steps: a well-formed id (404 otherwise), an active verified reporter within the limit, the hold rules. */
async function admit(id: string, notFound: string, viewer: Reporter): Promise<{ id: string } & Rules> {
  const parsed = z.uuid().safeParse(id);
  if (!parsed.success) throw new AppError("NOT_FOUND", notFound);
  if (viewer.status !== "ACTIVE") throw new AppError("ACCOUNT_BLOCKED", "Sua conta não pode enviar denúncias.");
  if (!viewer.emailVerifiedAt) throw new AppError("EMAIL_NOT_VERIFIED", "Confirme seu e-mail para poder denunciar.");
  await enforceRateLimits(
    [{ key: `reports:user:${viewer.id}`, ...REPORT_LIMIT }],
    "Você enviou muitas denúncias nas últimas 24 horas. Tente novamente mais tarde.",
  );
  const { reportHoldThreshold, reportMinAccountDays } = await getSettings();
  return { id: parsed.data, threshold: reportHoldThreshold, minAccountDays: reportMinAccountDays };
}

/**
 * Files the report (one open per person and item: the partial unique index, else 409) with the weight
 * its reporter carries (lib/reports/trust.ts) and, for a "malicioso ou inseguro" one, returns how many
 * counting people now have one open on the item when their weights reach the hold (reports_flow_idx /
 * reports_review_idx); null otherwise. Reports that do not count reach the queue and never hold anything.
 */
async function fileReport(
  tx: Transaction,
  {
    target,
    flowId,
    viewer,
    input,
    rules,
    alreadyReported,
  }: { target: Target; flowId: string; viewer: Reporter; input: CreateReportInput; rules: Rules; alreadyReported: string },
): Promise<{ report: ReportDTO; holdAt: number | null }> {
  const trust = await assessReporter(tx, { reporterId: viewer.id, flowId, minAccountDays: rules.minAccountDays });
  const [row] = await tx
    .insert(reports)
    .values({ ...target, reporterId: viewer.id, reason: input.reason, text: input.text ?? null, weight: trust.weight, trustFlags: trust.flags })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError("ALREADY_REPORTED", alreadyReported);
  if (input.reason !== "MALICIOUS" || trust.weight === 0) return { report: toReportDTO(row), holdAt: null };
  const where = "flowId" in target ? eq(reports.flowId, target.flowId) : eq(reports.reviewId, target.reviewId);
  const [sum] = await tx
    .select({ weight: sql<number>`coalesce(sum(${reports.weight}), 0)::float8`, reporters: sql<number>`count(distinct ${reports.reporterId})::int` })
    .from(reports)
    .where(and(where, eq(reports.status, "OPEN"), eq(reports.reason, "MALICIOUS"), sql`${reports.weight} > 0`));
  const counted = { weight: Number(sum?.weight ?? 0), reporters: Number(sum?.reporters ?? 0) };
  return { report: toReportDTO(row), holdAt: reachesHold(counted, rules.threshold) ? counted.reporters : null };
}

/**
 * POST /api/flows/{id}/reports. Only a published flow (404 otherwise, as for anyone who cannot see
 * it), never one's own (403). The N-th distinct "malicioso ou inseguro" report holds the flow: out
 * of the public catalogue (private, `held_at` set) until an admin decides, recorded as an
 * automatic decision.
 */
export async function reportFlow({ flowId, viewer, input }: { flowId: string; viewer: Reporter; input: CreateReportInput }): Promise<ReportDTO> {
  const { id, ...rules } = await admit(flowId, FLOW_NOT_FOUND, viewer);
  let held = false;
  let mailed = false;
  const report = await writeTransaction(async (tx) => {
    held = false;
    mailed = false;
    const flow = await lockFlowRow(tx, id, { published: true });
    if (flow.authorId === viewer.id) throw new AppError("FORBIDDEN", "Você não pode denunciar o seu próprio fluxo.");
    const filed = await fileReport(tx, { target: { flowId: flow.id }, flowId: flow.id, viewer, input, rules, alreadyReported: ALREADY_REPORTED.flow });
    if (filed.holdAt !== null) {
      // Private, so the catalogue triggers drop it everywhere (catalog_version); held_at keeps its author from publishing it again.
      const [updated] = await tx
        .update(flows)
        .set({ heldAt: sql`now()`, isPublic: false })
        .where(and(eq(flows.id, flow.id), isNull(flows.heldAt)))
        .returning({ id: flows.id });
      if (updated) {
        await tx
          .insert(reportDecisions)
          .values({ flowId: flow.id, itemLabel: flow.name, action: "HIDE", reason: holdReason(filed.holdAt), reportCount: filed.holdAt });
        held = true;
        // Its author hears it is under review, and why, in the same transaction.
        const author = await readAuthor(tx, flow.authorId);
        if (author && author.status === "ACTIVE" && author.emailVerifiedAt) {
          await enqueueMail(tx, flowHeldMail(author, { flow, reports: filed.holdAt }));
          mailed = true;
        }
      }
    }
    return filed.report;
  });
  // Out of the catalogue: the mean the rating rank is measured against may move.
  if (held) scheduleRatingPriorRefresh(db);
  if (mailed) kickMailWorker();
  return report;
}

/**
 * POST /api/reviews/{id}/reports: a shown review of a published flow, not one's own; same rules as
 * flows. The held review leaves the page and the flow's score and count (hidden, no reason).
 */
export async function reportReview({ reviewId, viewer, input }: { reviewId: string; viewer: Reporter; input: CreateReportInput }): Promise<ReportDTO> {
  const { id, ...rules } = await admit(reviewId, REVIEW_NOT_FOUND, viewer);
  let scoreChanged = false;
  const report = await writeTransaction(async (tx) => {
    scoreChanged = false;
    const { flow, review } = await lockReviewRow(tx, id, { published: true });
    if (review.hiddenAt) throw new AppError("NOT_FOUND", REVIEW_NOT_FOUND);
    if (review.userId === viewer.id) throw new AppError("FORBIDDEN", "Você não pode denunciar a sua própria avaliação.");
    const filed = await fileReport(tx, { target: { reviewId: review.id }, flowId: flow.id, viewer, input, rules, alreadyReported: ALREADY_REPORTED.review });
    if (filed.holdAt !== null) {
      await tx
        .update(reviews)
        .set({ hiddenAt: sql`now()`, hiddenReason: null })
        .where(eq(reviews.id, review.id));
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

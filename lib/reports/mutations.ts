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

async function admitReporter(viewer: Reporter) {
  if (viewer.status !== "ACTIVE") throw new AppError("ACCOUNT_BLOCKED", "Sua conta não pode enviar denúncias.");
  if (!viewer.emailVerifiedAt) throw new AppError("EMAIL_NOT_VERIFIED", "Confirme seu e-mail para poder denunciar.");
  await enforceRateLimits(
    [{ key: `reports:user:${viewer.id}`, ...REPORT_LIMIT }],
    "Você enviou muitas denúncias nas últimas 24 horas. Tente novamente mais tarde.",
  );
}

/** How many different people have an open "malicioso ou inseguro" report on the item (reports_flow_idx / reports_review_idx). */
async function maliciousReporters(tx: Transaction, item: { flowId: string } | { reviewId: string }): Promise<number> {
  const target = "flowId" in item ? eq(reports.flowId, item.flowId) : eq(reports.reviewId, item.reviewId);
  const [row] = await tx
    .select({ n: countDistinct(reports.reporterId) })
    .from(reports)
    .where(and(target, eq(reports.status, "OPEN"), eq(reports.reason, "MALICIOUS")));
  return Number(row?.n ?? 0);
}

/**
 * POST /api/flows/{id}/reports. Only a published flow (404 otherwise, as for anyone who cannot see
 * it), never one's own (403); one open report per person and flow (the partial unique index: 409).
 * The N-th distinct "malicioso ou inseguro" report holds the flow: out of the public catalogue
 * (private, `held_at` set) until an admin decides, recorded as an automatic decision.
 */
export async function reportFlow({ flowId, viewer, input }: { flowId: string; viewer: Reporter; input: CreateReportInput }): Promise<ReportDTO> {
  const parsed = z.uuid().safeParse(flowId);
  if (!parsed.success) throw new AppError("NOT_FOUND", FLOW_NOT_FOUND);
  await admitReporter(viewer);
  const { reportHoldThreshold } = await getSettings();
  let held = false;
  const report = await writeTransaction(async (tx) => {
    held = false;
    const flow = await lockFlowRow(tx, parsed.data, { published: true });
    if (flow.authorId === viewer.id) throw new AppError("FORBIDDEN", "Você não pode denunciar o seu próprio fluxo.");
    const [row] = await tx
      .insert(reports)
      .values({ flowId: flow.id, reporterId: viewer.id, reason: input.reason, text: input.text ?? null })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError("ALREADY_REPORTED", ALREADY_REPORTED.flow);
    if (input.reason === "MALICIOUS") {
      const n = await maliciousReporters(tx, { flowId: flow.id });
      if (n >= reportHoldThreshold) {
        // Private, so the catalogue triggers drop it everywhere (catalog_version); held_at keeps its author from publishing it again.
        const [updated] = await tx
          .update(flows)
          .set({ heldAt: sql`now()`, isPublic: false })
          .where(and(eq(flows.id, flow.id), isNull(flows.heldAt)))
          .returning({ id: flows.id });
        if (updated) {
          await tx.insert(reportDecisions).values({ flowId: flow.id, itemLabel: flow.name, action: "HIDE", reason: holdReason(n), reportCount: n });
          held = true;
        }
      }
    }
    return toReportDTO(row);
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
  const parsed = z.uuid().safeParse(reviewId);
  if (!parsed.success) throw new AppError("NOT_FOUND", REVIEW_NOT_FOUND);
  await admitReporter(viewer);
  const { reportHoldThreshold } = await getSettings();
  let scoreChanged = false;
  const report = await writeTransaction(async (tx) => {
    scoreChanged = false;
    const { flow, review } = await lockReviewRow(tx, parsed.data, { published: true });
    if (review.hiddenAt) throw new AppError("NOT_FOUND", REVIEW_NOT_FOUND);
    if (review.userId === viewer.id) throw new AppError("FORBIDDEN", "Você não pode denunciar a sua própria avaliação.");
    const [row] = await tx
      .insert(reports)
      .values({ reviewId: review.id, reporterId: viewer.id, reason: input.reason, text: input.text ?? null })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError("ALREADY_REPORTED", ALREADY_REPORTED.review);
    if (input.reason === "MALICIOUS") {
      const n = await maliciousReporters(tx, { reviewId: review.id });
      if (n >= reportHoldThreshold) {
        await tx.update(reviews).set({ hiddenAt: sql`now()`, hiddenReason: null }).where(eq(reviews.id, review.id));
        await refreshFlowScore(tx, flow.id);
        await tx.insert(reportDecisions).values({
          flowId: flow.id,
          reviewId: review.id,
          itemLabel: reviewLabel(review, flow.name),
          action: "HIDE",
          reason: holdReason(n),
          reportCount: n,
        });
        scoreChanged = true;
      }
    }
    return toReportDTO(row);
  });
  if (scoreChanged) scheduleRatingPriorRefresh(db);
  return report;
}

import type { Report } from "@/db/schema";
import type { Pagination } from "@/lib/pagination";
import type { ReportAction, ReportItemKind, ReportReason } from "./labels";
import type { TrustFlag } from "./trust-rules";

/** The answer of POST /api/flows/{id}/reports and /api/reviews/{id}/reports. */
export interface ReportDTO {
  id: string;
  flowId: string | null;
  reviewId: string | null;
  reason: ReportReason;
  text: string | null;
  status: Report["status"];
  createdAt: string;
}

export function toReportDTO(row: Report): ReportDTO {
  return {
    id: row.id,
    flowId: row.flowId,
    reviewId: row.reviewId,
    reason: row.reason,
    text: row.text,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One reported item of the admin queue (GET /api/admin/reports): every open report of it, summed up. */
export interface ReportQueueItem {
  kind: ReportItemKind;
  /** The flow's or the review's id: the decision endpoint's `{id}`. */
  id: string;
  /** The flow, or the flow the review is on. */
  flow: { id: string; name: string; slug: string };
  review: { rating: number; comment: string | null } | null;
  author: { id: string; name: string } | null;
  /** Taken out of the public catalogue by the automatic hold, waiting for a decision. */
  held: boolean;
  reportCount: number;
  reasons: Record<ReportReason, number>;
  /** How the open reports weigh towards the automatic hold (lib/reports/trust.ts). */
  trust: {
    /** Reports that count (weight above 0). */
    counted: number;
    /** Sum of the weights of the counting "malicioso ou inseguro" reports, against the threshold. */
    maliciousWeight: number;
    /** Reports that do not count, by why (one report may have several). */
    flags: Record<TrustFlag, number>;
  };
  /** The reporters' texts, newest first (at most REPORT_TEXTS_SHOWN), with why each does not count, if it does not. */
  texts: { reason: ReportReason; text: string; trustFlags: TrustFlag[]; createdAt: string }[];
  newestAt: string;
}

export interface ReportQueue {
  items: ReportQueueItem[];
  pagination: Pagination;
}

/** One row of the decisions history (GET /api/admin/reports/history). */
export interface ReportDecisionDTO {
  id: string;
  createdAt: string;
  /** Null: the automatic hold ("Automático"), or an admin since deleted. */
  admin: { id: string; name: string } | null;
  automatic: boolean;
  action: ReportAction | "RESTORE";
  item: { kind: ReportItemKind; flowId: string | null; reviewId: string | null; label: string };
  reason: string | null;
  reportCount: number;
}

export interface ReportHistory {
  decisions: ReportDecisionDTO[];
  pagination: Pagination;
}

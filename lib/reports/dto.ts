import type { Report } from "@/db/schema";
import type { Pagination } from "@/lib/pagination";
import type { ReportAction, ReportItemKind, ReportReason } from "./labels";

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
  /** The reporters' texts, newest first (at most REPORT_TEXTS_SHOWN). */
  texts: { reason: ReportReason; text: string; createdAt: string }[];
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

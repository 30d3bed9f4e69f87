import type { ReportAction, ReportItemKind } from "@/lib/reports/labels";

/** A reported item as the queue's buttons and the reason dialog both need it. */
export interface DecisionItem {
  kind: ReportItemKind;
  id: string;
  title: string;
  held: boolean;
  /** Null: the author's account was deleted (nothing to ban). */
  authorName: string | null;
}

export type DecisionAction = ReportAction;

export const decisionUrl = (item: Pick<DecisionItem, "kind" | "id">) => `/api/admin/reports/${item.kind === "flow" ? "flows" : "reviews"}/${item.id}/decision`;

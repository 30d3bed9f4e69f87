import type { Contribution } from "@/db/schema";
import type { Pagination } from "@/lib/pagination";
import type { ContributionStatus } from "./schemas";

export interface ContributionDTO {
  id: string;
  status: ContributionStatus;
  /** In reais. */
  amount: number;
  method: string | null;
  createdAt: string;
  paidAt: string | null;
}

export function toContributionDTO(row: Contribution): ContributionDTO {
  return {
    id: row.id,
    status: row.status,
    amount: row.amountCents / 100,
    method: row.method,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

export interface AdminContribution {
  id: string;
  /** In reais. */
  amount: number;
  method: string | null;
  status: ContributionStatus;
  provider: string;
  /** Null once the contributor's account is deleted. */
  user: { id: string; name: string; email: string } | null;
  createdAt: string;
  paidAt: string | null;
}

export interface AdminContributionList {
  contributions: AdminContribution[];
  pagination: Pagination;
  /** Over every contribution, whatever the filter: what the project has actually received. */
  totals: { approvedCount: number; approvedAmount: number };
}

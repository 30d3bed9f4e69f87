import "server-only";
import { count, desc, eq, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { ContributionStatus, ListContributionsInput } from "./schemas";

const { contributions, users } = schema;

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
  pagination: { page: number; limit: number; total: number; pages: number };
  /** Over every contribution, whatever the filter: what the project has actually received. */
  totals: { approvedCount: number; approvedAmount: number };
}

/** Contributions for the admin panel, newest first, optionally of one status. */
export async function listContributions({ page, limit, status }: ListContributionsInput): Promise<AdminContributionList> {
  const where = status ? eq(contributions.status, status) : undefined;
  const [rows, [filtered], [approved]] = await Promise.all([
    db
      .select({
        id: contributions.id,
        amountCents: contributions.amountCents,
        method: contributions.method,
        status: contributions.status,
        provider: contributions.provider,
        createdAt: contributions.createdAt,
        paidAt: contributions.paidAt,
        userId: users.id,
        userName: users.name,
        userEmail: users.email,
      })
      .from(contributions)
      .leftJoin(users, eq(users.id, contributions.userId))
      .where(where)
      .orderBy(desc(contributions.createdAt), desc(contributions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(contributions).where(where),
    db
      .select({
        approvedCount: count(),
        approvedCents: sql<number>`coalesce(sum(${contributions.amountCents}), 0)`.mapWith(Number),
      })
      .from(contributions)
      .where(eq(contributions.status, "APPROVED")),
  ]);
  const total = filtered?.total ?? 0;
  return {
    contributions: rows.map((r) => ({
      id: r.id,
      amount: r.amountCents / 100,
      method: r.method,
      status: r.status,
      provider: r.provider,
      user: r.userId ? { id: r.userId, name: r.userName ?? "", email: r.userEmail ?? "" } : null,
      createdAt: r.createdAt.toISOString(),
      paidAt: r.paidAt?.toISOString() ?? null,
    })),
    pagination: { page, limit, total, pages: Math.ceil(total / limit) },
    totals: { approvedCount: approved?.approvedCount ?? 0, approvedAmount: (approved?.approvedCents ?? 0) / 100 },
  };
}

import "server-only";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import { isDemoMode } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { paginationOf } from "@/lib/pagination";
import { toContributionDTO, type AdminContributionList, type ContributionDTO } from "./dto";
import { CONTRIBUTION_STATUSES, contributionIdSchema, type ContributionStatus, type ListContributionsInput } from "./schemas";

const { contributions, users } = schema;

const CONTRIBUTION_NOT_FOUND = "Contribuição não encontrada";

/** The viewer's own contribution; anyone else's is NOT_FOUND (its existence is not revealed). */
export async function getContributionForUser({ id, viewer }: { id: string; viewer: Pick<Viewer, "id"> }): Promise<ContributionDTO> {
  const parsed = contributionIdSchema.safeParse(id);
  if (!parsed.success) throw new AppError("NOT_FOUND", CONTRIBUTION_NOT_FOUND);
  const [row] = await db
    .select()
    .from(contributions)
    .where(and(eq(contributions.id, parsed.data), eq(contributions.userId, viewer.id)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", CONTRIBUTION_NOT_FOUND);
  return toContributionDTO(row);
}

/** docs/product-rules.md §15: the fake checkout exists only in demo mode; anywhere else it is a plain 404. */
export function assertDevCheckoutAvailable() {
  if (!isDemoMode()) throw new AppError("NOT_FOUND", "Não encontrado");
}

/** A demo contribution of the viewer's own, for the checkout page; anyone else's is NOT_FOUND. */
export async function getDevCheckout({ contributionId, viewer }: { contributionId: string; viewer: Pick<Viewer, "id"> }): Promise<ContributionDTO> {
  assertDevCheckoutAvailable();
  const parsed = contributionIdSchema.safeParse(contributionId);
  if (!parsed.success) throw new AppError("NOT_FOUND", CONTRIBUTION_NOT_FOUND);
  const [row] = await db
    .select()
    .from(contributions)
    .where(and(eq(contributions.id, parsed.data), eq(contributions.userId, viewer.id), eq(contributions.provider, "demo")))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", CONTRIBUTION_NOT_FOUND);
  return toContributionDTO(row);
}

/** Contributions for the admin panel, newest first, optionally of one status (admins only). */
export async function listContributions({ viewer, input }: { viewer: Pick<Viewer, "role">; input: ListContributionsInput }): Promise<AdminContributionList> {
  assertAdmin(viewer);
  const { page, limit, status } = input;
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
    pagination: paginationOf(page, limit, total),
    totals: { approvedCount: approved?.approvedCount ?? 0, approvedAmount: (approved?.approvedCents ?? 0) / 100 },
  };
}

/** How many contributions are in each status, over all of them (one grouped query; admins only). */
export async function countContributionsByStatus(viewer: Pick<Viewer, "role">): Promise<Record<ContributionStatus, number>> {
  assertAdmin(viewer);
  const rows = await db.select({ status: contributions.status, total: count() }).from(contributions).groupBy(contributions.status);
  const counts = Object.fromEntries(CONTRIBUTION_STATUSES.map((s) => [s, 0])) as Record<ContributionStatus, number>;
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}

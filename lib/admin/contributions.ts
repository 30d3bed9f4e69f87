import "server-only";
import { count } from "drizzle-orm";
import { db, schema } from "@/db";
import { CONTRIBUTION_STATUSES, type ContributionStatus } from "@/lib/payments/schemas";

const { contributions } = schema;

/** How many contributions are in each status, over all of them (one grouped query). */
export async function countContributionsByStatus(): Promise<Record<ContributionStatus, number>> {
  const rows = await db
    .select({ status: contributions.status, total: count() })
    .from(contributions)
    .groupBy(contributions.status);
  const counts = Object.fromEntries(CONTRIBUTION_STATUSES.map((s) => [s, 0])) as Record<ContributionStatus, number>;
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}

import type { DatabaseHandle } from "@/db/client";
import { applyMigrations } from "@/db/migrate";
import { refreshRatingPrior } from "@/lib/flows/rating-rank";
import { refreshFlowFacts } from "@/lib/flows/refresh-facts";

/**
 * Brings a database to this version of the app: the SQL migrations, then the flow columns that only
 * the application can read from the workflow JSON (facts and fingerprints of older rows). Run by
 * `npm run db:migrate`, the demo, the browser tests' server, the benchmark and the test setup.
 */
export async function prepareDatabase(handle: DatabaseHandle, migrationsFolder?: string): Promise<void> {
  await applyMigrations(handle, migrationsFolder);
  await refreshFlowFacts(handle.db);
  // Ranks written without the current prior (a restored dump, a seed) are brought in line.
  await refreshRatingPrior(handle.db);
}

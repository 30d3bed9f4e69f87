import { eq, lt } from "drizzle-orm";
import type { Database } from "@/db/client";
import { flows } from "@/db/schema";
import { derivedColumns, FACTS_VERSION } from "./derived";

const REFRESH_BATCH = 200;

/**
 * Rows written before the current extraction rules (FACTS_VERSION) get their facts and fingerprints
 * again, a batch at a time. Each update is idempotent, so instances booting together only repeat work.
 */
export async function refreshFlowFacts(db: Database): Promise<number> {
  let refreshed = 0;
  for (;;) {
    const rows = await db
      .select({ id: flows.id, platform: flows.platform, metadata: flows.metadata })
      .from(flows)
      .where(lt(flows.factsVersion, FACTS_VERSION))
      .limit(REFRESH_BATCH);
    if (rows.length === 0) return refreshed;
    for (const row of rows) await db.update(flows).set(derivedColumns(row.platform, row.metadata)).where(eq(flows.id, row.id));
    refreshed += rows.length;
  }
}

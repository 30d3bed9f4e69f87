import { and, eq, isNull, lt, ne } from "drizzle-orm";
import type { Database } from "@/db/client";
import { flows, flowVersions } from "@/db/schema";
import { analyzeSafety } from "@/lib/workflow/safety";
import { derivedColumns, FACTS_VERSION } from "./facts-columns";

const REFRESH_BATCH = 200;

/**
 * Rows written before the current extraction rules (FACTS_VERSION) get their facts, fingerprints,
 * safety report and n8n compatibility again, a batch at a time; then waiting versions without a report get one. Each update is idempotent, so instances booting together only repeat work.
 */
export async function refreshFlowFacts(db: Database): Promise<number> {
  let refreshed = 0;
  for (;;) {
    const rows = await db
      .select({ id: flows.id, platform: flows.platform, metadata: flows.metadata })
      .from(flows)
      .where(lt(flows.factsVersion, FACTS_VERSION))
      .limit(REFRESH_BATCH);
    if (rows.length === 0) break;
    for (const row of rows) await db.update(flows).set(derivedColumns(row.platform, row.metadata)).where(eq(flows.id, row.id));
    refreshed += rows.length;
  }
  // A version waiting for moderation (or turned down) carries its own safety report, for moderators
  // and its author; the published ones are the flow's.
  for (;;) {
    const rows = await db
      .select({ flowId: flowVersions.flowId, version: flowVersions.version, platform: flows.platform, metadata: flowVersions.metadata })
      .from(flowVersions)
      .innerJoin(flows, eq(flows.id, flowVersions.flowId))
      .where(and(isNull(flowVersions.safety), ne(flowVersions.status, "APPROVED")))
      .limit(REFRESH_BATCH);
    if (rows.length === 0) return refreshed;
    for (const row of rows) {
      await db
        .update(flowVersions)
        .set({ safety: analyzeSafety(row.platform, row.metadata) })
        .where(and(eq(flowVersions.flowId, row.flowId), eq(flowVersions.version, row.version)));
    }
  }
}

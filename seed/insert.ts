import { sql } from "drizzle-orm";
import { derivedColumns } from "@/lib/flows/facts-columns";
import { batchSlugs as slugsFor } from "@/lib/flows/slug";
import type { Database } from "@/db/client";
import { contributions, downloads, flows, reviews, settings, users } from "@/db/schema";
import type { DemoData } from "./demo-data";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Settings key written with the demo data; its presence means "already seeded". */
export const DEMO_MARKER_KEY = "demo_seeded_at";

// 200 flows (≈ 1 MB of JSON) per statement keeps each insert well under the parameter limit.
const FLOW_BATCH = 200;
const ROW_BATCH = 1000;

async function inBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Inserts the demo dataset in one transaction. The marker row is claimed first: a concurrent seed
 * waits on it and then finds it taken, so the data can never be inserted twice. Returns false when
 * the marker was already there.
 */
export async function insertDemoData(db: Database, data: DemoData, opts: { passwordHash: string; adminId: string; now: Date }): Promise<boolean> {
  return db.transaction(async (tx: Tx) => {
    const claimed = await tx
      .insert(settings)
      .values({ key: DEMO_MARKER_KEY, value: opts.now.toISOString() })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    if (claimed.length === 0) return false;

    await inBatches(data.users, ROW_BATCH, (batch) => tx.insert(users).values(batch.map((u) => ({ ...u, passwordHash: opts.passwordHash }))));
    const slugs = new Set<string>();
    await inBatches(data.flows, FLOW_BATCH, (batch) => {
      const batchSlugs = slugsFor(
        batch.map((f) => f.name),
        slugs,
      );
      return tx.insert(flows).values(batch.map((flow, i) => ({ ...flow, slug: batchSlugs[i]!, ...derivedColumns(flow.platform, flow.metadata) })));
    });
    await inBatches(data.contributions, ROW_BATCH, (batch) => tx.insert(contributions).values(batch));
    await inBatches(data.downloads, ROW_BATCH, (batch) => tx.insert(downloads).values(batch));
    await inBatches(data.reviews, ROW_BATCH, (batch) => tx.insert(reviews).values(batch));

    // The admin authors the oldest flows, so it must not look younger than them.
    const oldest = data.flows.reduce((min, f) => Math.min(min, f.createdAt.getTime()), opts.now.getTime());
    const joinedAt = new Date(oldest - 7 * 24 * 3600 * 1000);
    await tx.execute(sql`update ${users} set created_at = least(created_at, ${joinedAt.toISOString()}::timestamptz) where id = ${opts.adminId}`);
    return true;
  });
}

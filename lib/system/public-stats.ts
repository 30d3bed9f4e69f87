import "server-only";
import { sql } from "drizzle-orm";
import { db, selectRows } from "@/db";

/** The landing page's figures: measured, never claimed (lib/format `roundedDown` shows them). */
export interface PublicStats {
  flows: number;
  users: number;
  downloads: number;
}

const MAX_AGE_MS = 5 * 60_000;
let cached: { stats: PublicStats; at: number } | undefined;

/**
 * Published flows, active accounts and downloads, read at most every 5 minutes per process: the
 * figures are shown rounded down, so a few minutes late changes nothing a visitor can see. The flow
 * count is the `flows_facets` trigger's ('all', '') row (docs/product-rules.md §18).
 */
export async function getPublicStats(now = Date.now()): Promise<PublicStats> {
  if (cached && now - cached.at < MAX_AGE_MS) return cached.stats;
  const [row] = await selectRows<{ flows: number | null; users: number; downloads: number }>(
    db,
    sql`select (select count from flow_facets where kind = 'all' and value = '') as flows,
               (select count(*)::int from users where status = 'ACTIVE') as users,
               (select count(*)::int from downloads) as downloads`,
  );
  const stats = { flows: row?.flows ?? 0, users: row?.users ?? 0, downloads: row?.downloads ?? 0 };
  cached = { stats, at: now };
  return stats;
}

import "server-only";
import { sql } from "drizzle-orm";
import { db, selectRows } from "@/db";
import { AppError } from "@/lib/http/errors";

export interface RateRule {
  /** Counter name, e.g. `login:ip:203.0.113.9`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one hit on each rule (fixed windows kept in Postgres, so every instance shares them) and
 * throws RATE_LIMITED with Retry-After when any rule is over its limit. One upsert per rule: the
 * increment and the window reset are atomic under concurrency.
 */
export async function enforceRateLimits(rules: RateRule[], message = "Muitas tentativas. Aguarde um pouco e tente novamente.") {
  let retryAfter = 0;
  for (const rule of rules) {
    const [row] = await selectRows<{ count: number; retry: number }>(
      db,
      sql`insert into rate_limits as r (key, count, reset_at)
          values (${rule.key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
          on conflict (key) do update set
            count = case when r.reset_at <= now() then 1 else r.count + 1 end,
            reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
          returning count, ceil(extract(epoch from (reset_at - now())))::int as retry`,
    );
    if (row && row.count > rule.limit) retryAfter = Math.max(retryAfter, row.retry, 1);
  }
  if (retryAfter > 0) {
    throw new AppError("RATE_LIMITED", message, {
      headers: { "Retry-After": String(retryAfter) },
      details: { retryAfter },
    });
  }
}

/** Gives back one hit on each rule: successful logins must not eat into the failure budget. */
export async function refundRateLimits(rules: Pick<RateRule, "key">[]) {
  for (const rule of rules) {
    await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${rule.key} and reset_at > now()`);
  }
}

/** Drops expired counters; called opportunistically so the table stays small. */
export async function pruneRateLimits() {
  await db.execute(sql`delete from rate_limits where reset_at < now() - interval '1 hour'`);
}

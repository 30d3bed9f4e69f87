import "server-only";
import { sql } from "drizzle-orm";
import { db, selectRows } from "@/db";
import { AppError } from "@/lib/http/errors";
import { log } from "@/lib/log";

export interface RateRule {
  /** Counter name, e.g. `login:ip:203.0.113.9`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Housekeeping of the counters table: every `every`-th limiter call in a process deletes up to
 * `batch` counters whose window is over. A counter past its window holds nothing (the next hit
 * starts a fresh window anyway), and without this every distinct IP, e-mail or user that ever hit a
 * limit would stay in the table. Each call adds at most one row per rule, far fewer than `batch`
 * per `every` calls, so any backlog drains while the app runs; each round is one indexed delete.
 */
export const RATE_LIMIT_PRUNE = { every: 50, batch: 1_000 } as const;

let callsSincePrune = 0;

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
  if (++callsSincePrune >= RATE_LIMIT_PRUNE.every) {
    callsSincePrune = 0;
    await pruneRateLimits().catch((error: unknown) => log.error({ err: error }, "Falha ao limpar contadores de limite vencidos"));
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

/**
 * Drops up to `batch` counters whose window is over (oldest first, through the reset_at index);
 * called every `RATE_LIMIT_PRUNE.every` limiter calls. Rows a concurrent hit is renewing are
 * skipped, not waited for, and a row renewed meanwhile no longer matches once locked.
 */
async function pruneRateLimits(batch: number = RATE_LIMIT_PRUNE.batch): Promise<number> {
  const rows = await selectRows<{ key: string }>(
    db,
    sql`delete from rate_limits where key in (
          select key from rate_limits where reset_at < now() order by reset_at limit ${batch} for update skip locked
        ) returning key`,
  );
  return rows.length;
}

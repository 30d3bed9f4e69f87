import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, selectRows } from "@/db";
import { enforceRateLimits, RATE_LIMIT_PRUNE } from "@/lib/security/rate-limit";

async function counts() {
  const [row] = await selectRows<{ expired: number; live: number }>(
    db,
    sql`select count(*) filter (where reset_at <= now())::int as expired, count(*) filter (where reset_at > now())::int as live from rate_limits`,
  );
  return row!;
}

describe("rate_limits housekeeping", () => {
  it("deletes expired counters as the limiter runs, in bounded batches, and keeps live ones", async () => {
    const expired = 3 * RATE_LIMIT_PRUNE.batch;
    await db.execute(sql`
      insert into rate_limits (key, count, reset_at)
      select 'antigo:' || g, 3, now() - make_interval(mins => g % 120) - interval '1 second'
      from generate_series(1, ${expired}) as g`);
    await db.execute(sql`
      insert into rate_limits (key, count, reset_at)
      select 'vivo:' || g, 1, now() + interval '10 minutes' from generate_series(1, 50) as g`);
    expect(await counts()).toEqual({ expired, live: 50 });

    // One prune round removes at most one batch: the table shrinks step by step, never all at once.
    for (let i = 0; i < RATE_LIMIT_PRUNE.every; i++) await enforceRateLimits([{ key: "login:ip:203.0.113.9", limit: 1_000, windowSeconds: 60 }]);
    const afterOne = await counts();
    expect(afterOne.expired).toBeGreaterThanOrEqual(expired - RATE_LIMIT_PRUNE.batch);
    expect(afterOne.expired).toBeLessThan(expired);

    // Every call adds at most one row per rule here, far fewer than a batch per round: the backlog drains.
    for (let i = 0; i < RATE_LIMIT_PRUNE.every * 4; i++) {
      await enforceRateLimits([{ key: `login:ip:198.51.100.${i % 250}`, limit: 1_000, windowSeconds: 60 }]);
    }
    const after = await counts();
    expect(after.expired).toBe(0);
    expect(after.live).toBe(50 + 1 + Math.min(250, RATE_LIMIT_PRUNE.every * 4));
  });

  it("keeps the table small under a stream of distinct keys whose windows keep expiring", async () => {
    for (let round = 0; round < 3; round++) {
      // Keys of past windows: what a crowd of one-off visitors leaves behind.
      await db.execute(sql`
        insert into rate_limits (key, count, reset_at)
        select 'visita:' || ${round} || ':' || g, 1, now() - interval '1 second' from generate_series(1, 400) as g`);
      for (let i = 0; i < RATE_LIMIT_PRUNE.every * 2; i++) await enforceRateLimits([{ key: "flows:create:user:x", limit: 1_000, windowSeconds: 60 }]);
    }
    const { expired } = await counts();
    expect(expired).toBe(0);
  });
});

import { eq, sql } from "drizzle-orm";
import { selectRows, type Database } from "@/db/client";
import { ratingPrior, settings } from "@/db/schema";
import { runWriteTransaction, type Transaction as Tx } from "@/db/transaction";
import { parseRatingPriorWeight, SETTING_DEFAULTS } from "@/lib/settings/schemas";

/*
 * The rating rank (docs/product-rules.md, "Ordenação por avaliação"): "Avaliação" sorts by
 * (C·m + Σratings) / (C + n), stored in `flows.rating_rank` so the sort walks an index. The
 * `flows_rating_rank` trigger (migration 0017) sets it whenever a flow's score or review count is
 * written, with the prior (m, C) stored in `rating_prior`. This module moves that prior: every flow
 * is re-ranked in one UPDATE when C changes or when m has drifted past the tolerance.
 */


/**
 * How far the catalogue mean may move before every flow is re-ranked. A review moves m by at most
 * 4 / (reviews in the catalogue), so a large catalogue re-ranks rarely; 0.01 of a star changes no
 * order a reader could notice, while a full re-rank rewrites every flow row.
 */
export const RATING_PRIOR_TOLERANCE = 0.01;

/** m: the mean over the reviews of approved public flows (Σratings = round(score · n), exact for integer ratings). */
const CATALOGUE_MEAN = sql`select coalesce(sum(round(score * review_count)) / nullif(sum(review_count), 0), 0)::float8 as mean
  from flows where status = 'APPROVED' and is_public and review_count > 0`;

async function catalogueMean(executor: Database | Tx): Promise<number> {
  const [row] = await selectRows<{ mean: number | string }>(executor as Database, CATALOGUE_MEAN);
  return Number(row?.mean ?? 0);
}

async function storedWeight(tx: Tx): Promise<number> {
  const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, "rating_prior_weight"));
  return parseRatingPriorWeight(row?.value ?? SETTING_DEFAULTS.rating_prior_weight);
}

/** Stores the prior and re-ranks every flow whose rank it changes, in one set-based UPDATE. */
async function rerankAll(tx: Tx, mean: number, weight: number): Promise<void> {
  await tx
    .insert(ratingPrior)
    .values({ id: 1, mean, weight })
    .onConflictDoUpdate({ target: ratingPrior.id, set: { mean, weight, updatedAt: sql`now()` } });
  const rank = sql`fluxoteca_rating_rank(score, review_count, ${mean}::float8, ${weight}::int)`;
  await tx.execute(sql`update flows set rating_rank = ${rank} where rating_rank is distinct from ${rank}`);
}

/**
 * Re-ranks with the current catalogue mean when it has drifted past RATING_PRIOR_TOLERANCE from the
 * stored one (or no prior is stored). Called after a review change has committed, in a transaction
 * of its own: it locks the prior row first and only then the flows, while review transactions lock a
 * flow and only read the prior, so the two never wait on each other in a cycle. A flow written
 * meanwhile keeps its row lock until it commits; the UPDATE then re-reads it with the new prior.
 * Answers whether it re-ranked.
 */
export async function refreshRatingPrior(database: Database): Promise<boolean> {
  const [stored] = await database.select().from(ratingPrior).where(eq(ratingPrior.id, 1));
  if (stored && Math.abs((await catalogueMean(database)) - stored.mean) <= RATING_PRIOR_TOLERANCE) return false;
  return runWriteTransaction(database, async (tx) => {
    const [locked] = await tx.select().from(ratingPrior).where(eq(ratingPrior.id, 1)).for("update");
    const mean = await catalogueMean(tx);
    if (locked && Math.abs(mean - locked.mean) <= RATING_PRIOR_TOLERANCE) return false;
    await rerankAll(tx, mean, locked?.weight ?? (await storedWeight(tx)));
    return true;
  });
}

// One refresh at a time per process, and at most one waiting: a burst of reviews checks the mean once more after it.
let running: Promise<void> = Promise.resolve();
let waiting = false;

/**
 * After a review change has committed: refreshRatingPrior in the background. At 100,000 flows a
 * re-rank rewrites every row (seconds), and neither the reviewer nor the reviews of other flows
 * should wait for it; a failure only leaves the prior where it was until the next change.
 */
export function scheduleRatingPriorRefresh(database: Database): void {
  if (waiting) return;
  waiting = true;
  running = running
    .then(() => {
      waiting = false;
      return refreshRatingPrior(database);
    })
    .then(
      () => undefined,
      (error: unknown) => console.warn(`[avaliações] média do catálogo não atualizada: ${error instanceof Error ? error.message : String(error)}`),
    );
}

/** Resolves once the refreshes scheduled so far have run (tests, scripts). */
export function ratingPriorSettled(): Promise<void> {
  return running;
}

/** A new weight C (the settings update's transaction): the prior is reset to the current mean and every flow re-ranked. */
export async function setRatingPriorWeight(tx: Tx, weight: number): Promise<void> {
  await tx.execute(sql`select 1 from rating_prior where id = 1 for update`);
  await rerankAll(tx, await catalogueMean(tx), weight);
}

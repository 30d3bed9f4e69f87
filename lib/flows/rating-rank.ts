import { and, eq, sql } from "drizzle-orm";
import { selectRows, type Database } from "@/db/client";
import { bumpCatalogVersion } from "@/db/catalog-version";
import { ratingPrior, settings } from "@/db/schema";
import { runWriteTransaction, type Transaction as Tx } from "@/db/transaction";
import { log } from "@/lib/log";
import { metrics } from "@/lib/metrics";
import { parseRatingPriorWeight, SETTING_DEFAULTS } from "@/lib/settings/schemas";

/*
 * The rating rank (docs/product-rules.md, "Ordenação por avaliação"): "Avaliação" sorts by
 * (C·m + Σratings) / (C + n), stored in `flows.rating_rank` so the sort walks an index. The
 * `flows_rating_rank` trigger (migration 0017) sets it whenever a flow's score or review count is
 * written, with the prior (m, C) stored in `rating_prior`. This module moves that prior: every flow
 * is re-ranked, in batches, when C changes or when m has drifted past the tolerance.
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

/**
 * Flows re-ranked per statement. Rewriting a flow row's rank costs up to ~1.8 ms at 100,000 flows
 * (every index of `flows` takes the new row; before migration 0021 the search columns were recomputed
 * too), so a batch takes under a second, far inside the statement time limit (db/timeouts.ts).
 */
export const RERANK_BATCH = 500;

/** Stores a new prior, not yet applied: from now on the trigger ranks every written flow with it. */
async function storePrior(tx: Tx, mean: number, weight: number): Promise<void> {
  await tx
    .insert(ratingPrior)
    .values({ id: 1, mean, weight, applied: false })
    .onConflictDoUpdate({ target: ratingPrior.id, set: { mean, weight, applied: false, updatedAt: sql`now()` } });
}

/**
 * Applies the stored prior to every flow whose rank it changes, RERANK_BATCH flows (in id order) per
 * statement: at 100,000 flows one UPDATE of every row ran past the statement time limit and was
 * cancelled, so the prior never moved. Each batch reads the prior as it is then, so a newer one is never overwritten by
 * an older; once the last batch is done the prior is marked applied (unless it changed meanwhile:
 * that change's own pass finishes the job) and the catalogue version moves, since cached lists hold
 * the old order. Several instances may run it at once: the batches are idempotent.
 */
async function applyPrior(database: Database, batchSize: number): Promise<void> {
  const [before] = await database.select().from(ratingPrior).where(eq(ratingPrior.id, 1));
  if (!before) return;
  let after: string | null = null;
  for (;;) {
    const [row]: { last: string | null }[] = await selectRows<{ last: string | null }>(
      database,
      sql`with batch as (
            select id from flows ${after === null ? sql`` : sql`where id > ${after}`} order by id limit ${batchSize}
          ), reranked as (
            update flows f set rating_rank = fluxoteca_rating_rank(f.score, f.review_count, p.mean, p.weight)
            from batch, rating_prior p
            where p.id = 1 and f.id = batch.id
              and f.rating_rank is distinct from fluxoteca_rating_rank(f.score, f.review_count, p.mean, p.weight)
          )
          select (select id from batch order by id desc limit 1)::text as last`,
    );
    if (!row?.last) break;
    after = row.last;
  }
  await runWriteTransaction(database, async (tx) => {
    const marked = await tx
      .update(ratingPrior)
      .set({ applied: true })
      .where(and(eq(ratingPrior.id, 1), eq(ratingPrior.mean, before.mean), eq(ratingPrior.weight, before.weight), eq(ratingPrior.applied, false)))
      .returning({ id: ratingPrior.id });
    if (marked.length > 0) await bumpCatalogVersion(tx);
  });
}

/**
 * Re-ranks with the current catalogue mean when it has drifted past RATING_PRIOR_TOLERANCE from the
 * stored one (or no prior is stored), and finishes a re-rank left unfinished. Called after a review
 * change has committed: the prior is stored in a transaction of its own that locks only its row
 * (review transactions lock a flow and only read the prior, so the two never wait on each other in
 * a cycle), then applied in batches. Answers whether it re-ranked.
 */
export async function refreshRatingPrior(database: Database, { batchSize = RERANK_BATCH } = {}): Promise<boolean> {
  const [stored] = await database.select().from(ratingPrior).where(eq(ratingPrior.id, 1));
  if (stored?.applied && Math.abs((await catalogueMean(database)) - stored.mean) <= RATING_PRIOR_TOLERANCE) return false;
  const due = await runWriteTransaction(database, async (tx) => {
    const [locked] = await tx.select().from(ratingPrior).where(eq(ratingPrior.id, 1)).for("update");
    const mean = await catalogueMean(tx);
    const drifted = !locked || Math.abs(mean - locked.mean) > RATING_PRIOR_TOLERANCE;
    if (drifted) await storePrior(tx, mean, locked?.weight ?? (await storedWeight(tx)));
    return drifted || !locked.applied;
  });
  if (due) {
    await applyPrior(database, batchSize);
    metrics.ratingReranks.inc();
  }
  return due;
}

// One refresh at a time per process, and at most one waiting: a burst of reviews checks the mean once more after it.
let running: Promise<void> = Promise.resolve();
let waiting = false;

/**
 * After a review change has committed: refreshRatingPrior in the background. At 100,000 flows a
 * re-rank rewrites every rated row (about a minute), and neither the reviewer nor the reviews of other flows
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
      (error: unknown) => log.warn({ err: error }, "[avaliações] média do catálogo não atualizada"),
    );
}

/** Resolves once the refreshes scheduled so far have run (tests, scripts). */
export function ratingPriorSettled(): Promise<void> {
  return running;
}

/**
 * A new weight C, in the settings update's transaction: the prior is reset to the current mean with
 * it, and every flow re-ranked after the commit (the caller schedules scheduleRatingPriorRefresh).
 */
export async function setRatingPriorWeight(tx: Tx, weight: number): Promise<void> {
  await tx.execute(sql`select 1 from rating_prior where id = 1 for update`);
  await storePrior(tx, await catalogueMean(tx), weight);
}

import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema, selectRows } from "@/db";
import { GET as getFlows } from "@/app/api/flows/route";
import { POST as postSettings } from "@/app/api/admin/settings/route";
import { POST as approve } from "@/app/api/admin/flows/[id]/approve/route";
import { DELETE as removeFlow } from "@/app/api/flows/[id]/route";
import { RATING_PRIOR_TOLERANCE, ratingPriorSettled, refreshRatingPrior } from "@/lib/flows/rating-rank";
import { createReview, deleteReview, refreshFlowScore, updateReview } from "@/lib/reviews/mutations";
import { createAdmin, createFlow, createUser } from "../../helpers/factories";
import { apiRequest, params } from "../../helpers/http";
import { tokenFor } from "../../helpers/session";

type Summary = { slug: string; score: number; reviewCount: number };

// Each call asks for a page size of its own: counters do not move the catalogue version, so a
// repeated query could be answered from the list cache (docs/product-rules.md §18).
let pageSize = 20;
async function byRating(token: string, order = "desc"): Promise<Summary[]> {
  const res = await getFlows(apiRequest("GET", `/api/flows?sortBy=score&sortOrder=${order}&limit=${pageSize++}`, { token }));
  expect(res.status).toBe(200);
  return (await res.json()).flows;
}
const slugs = (flows: Summary[]) => flows.map((f) => f.slug);

/** Reviews written straight to the table (one new user each), then the flow's score and the prior. */
async function rate(flowId: string, ratings: number[]) {
  const users = await db
    .insert(schema.users)
    .values(ratings.map((_, i) => ({ name: `Pessoa ${i}`, email: `p${i}-${crypto.randomUUID()}@exemplo.com.br`, passwordHash: "x" })))
    .returning({ id: schema.users.id });
  await db.insert(schema.reviews).values(ratings.map((rating, i) => ({ flowId, userId: users[i]!.id, rating })));
  await db.transaction((tx) => refreshFlowScore(tx, flowId));
  await refreshRatingPrior(db);
}

/** 40 reviews averaging 4,7 (28 × 5 and 12 × 4). */
const SOLID = [...Array<number>(28).fill(5), ...Array<number>(12).fill(4)];

/** The stored prior, once the background refreshes of the review changes so far have run. */
async function prior() {
  await ratingPriorSettled();
  const [row] = await db.select().from(schema.ratingPrior).where(eq(schema.ratingPrior.id, 1));
  return row!;
}

/** Flows whose stored rank differs from the formula with the stored prior. */
async function staleRanks(): Promise<number> {
  await ratingPriorSettled();
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from flows, rating_prior p
        where p.id = 1 and abs(flows.rating_rank - (p.weight * p.mean + round(flows.score * flows.review_count)) / nullif(p.weight + flows.review_count, 0)) > 1e-9`,
  );
  return row!.n;
}

async function rankOf(flowId: string) {
  await ratingPriorSettled();
  const [row] = await db.select({ rank: schema.flows.ratingRank }).from(schema.flows).where(eq(schema.flows.id, flowId));
  return row!.rank;
}

describe("sorting by 'Avaliação' (Bayesian average)", () => {
  it("ranks a lone 5,0 below 40 reviews at 4,7, and an unrated flow at the catalogue mean", async () => {
    const lone = await createFlow({ slug: "um-cinco" });
    const solid = await createFlow({ slug: "quarenta" });
    const fair = await createFlow({ slug: "trinta-regulares" });
    await createFlow({ slug: "sem-avaliacoes" });
    await rate(lone.id, [5]);
    await rate(solid.id, SOLID);
    await rate(fair.id, Array<number>(30).fill(3));

    const { mean, weight } = await prior();
    expect(weight).toBe(5);
    expect(mean).toBeCloseTo((5 + 188 + 90) / 71, 6);
    const token = await tokenFor((await createUser()).email);
    const list = await byRating(token);
    expect(slugs(list)).toEqual(["quarenta", "um-cinco", "sem-avaliacoes", "trinta-regulares"]);
    // The list keeps the plain mean and says how many reviews it rests on.
    expect(list[0]).toMatchObject({ score: 4.7, reviewCount: 40, rating: 4.7, ratingCount: 40 });
    expect(list[1]).toMatchObject({ score: 5, reviewCount: 1, rating: 5, ratingCount: 1 });
    expect(slugs(await byRating(token, "asc"))).toEqual(["trinta-regulares", "sem-avaliacoes", "um-cinco", "quarenta"]);
    expect(await rankOf(solid.id)).toBeCloseTo((weight * mean + 188) / (weight + 40), 9);
  });

  it("breaks equal ranks by downloads, then id", async () => {
    const few = await createFlow({ slug: "poucos", downloadCount: 1 });
    const many = await createFlow({ slug: "muitos", downloadCount: 90 });
    await rate(few.id, [4, 5]);
    await rate(many.id, [5, 4]);
    const token = await tokenFor((await createUser()).email);
    expect(slugs(await byRating(token))).toEqual(["muitos", "poucos"]);
  });

  it("follows new reviews, edits and deletions, and moves the prior when the mean drifts past the tolerance", async () => {
    const base = await createFlow({ slug: "base" });
    await rate(base.id, Array<number>(30).fill(3));
    const flow = await createFlow({ slug: "alvo" });
    const [ana, bia] = await Promise.all([createUser(), createUser()]);
    const actor = (u: typeof ana) => ({ id: u.id, name: u.name, role: "USER" as const });
    const before = await prior();
    expect(await rankOf(flow.id)).toBeCloseTo(before.mean, 9);

    const first = await createReview({ flowId: flow.id, viewer: actor(ana), input: { rating: 5, comment: undefined } });
    // (90 + 5) / 31 moved the mean by 0,06: every flow was re-ranked with the new prior.
    expect((await prior()).mean).toBeCloseTo(95 / 31, 9);
    expect(await staleRanks()).toBe(0);
    const afterCreate = await rankOf(flow.id);
    expect(afterCreate).toBeGreaterThan(await rankOf(base.id));

    await createReview({ flowId: flow.id, viewer: actor(bia), input: { rating: 4, comment: undefined } });
    await updateReview({ reviewId: first.id, viewer: actor(ana), input: { rating: 1, comment: undefined } });
    expect(await staleRanks()).toBe(0);
    const { mean, weight } = await prior();
    expect(Math.abs(mean - 95 / 32)).toBeLessThanOrEqual(RATING_PRIOR_TOLERANCE);
    expect(await rankOf(flow.id)).toBeCloseTo((weight * mean + 5) / (weight + 2), 9);
    expect(await rankOf(flow.id)).toBeLessThan(afterCreate);

    await deleteReview({ reviewId: first.id, viewer: actor(ana) });
    expect(await staleRanks()).toBe(0);
    const now = await prior();
    expect(await rankOf(flow.id)).toBeCloseTo((now.weight * now.mean + 4) / (now.weight + 1), 9);

    // A mean that stays within the tolerance leaves the prior (and every other rank) alone.
    expect(await refreshRatingPrior(db)).toBe(false);
    expect((await prior()).updatedAt).toEqual(now.updatedAt);
  });

  it("re-ranks every flow when an admin changes the weight, and refuses a weight outside 0–100", async () => {
    const lone = await createFlow({ slug: "um-cinco" });
    const solid = await createFlow({ slug: "quarenta" });
    const fair = await createFlow({ slug: "trinta-regulares" });
    await rate(lone.id, [5]);
    await rate(solid.id, SOLID);
    await rate(fair.id, Array<number>(30).fill(3));
    const token = await tokenFor((await createAdmin()).email);
    const save = (body: unknown) => postSettings(apiRequest("POST", "/api/admin/settings", { body, token }));

    expect(slugs(await byRating(token))).toEqual(["quarenta", "um-cinco", "trinta-regulares"]);
    const res = await save({ rating_prior_weight: "0" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ rating_prior_weight: 0 });
    expect((await prior()).weight).toBe(0);
    expect(await staleRanks()).toBe(0);
    // Without a prior the rank is the plain mean again.
    expect(slugs(await byRating(token))).toEqual(["um-cinco", "quarenta", "trinta-regulares"]);

    expect((await save({ rating_prior_weight: 100 })).status).toBe(200);
    expect(await staleRanks()).toBe(0);
    expect(slugs(await byRating(token))).toEqual(["quarenta", "um-cinco", "trinta-regulares"]);

    for (const bad of [101, -1, 2.5, "abc"]) {
      const refused = await save({ rating_prior_weight: bad });
      expect(refused.status).toBe(400);
      expect((await refused.json()).fieldErrors.rating_prior_weight[0]).toMatch(/inteiro entre 0 e 100/);
    }
    expect((await prior()).weight).toBe(100);
  });

  it("re-ranks in batches, finishes a re-rank left unfinished, and then moves the catalogue version", async () => {
    const flows = await Promise.all(Array.from({ length: 7 }, (_, i) => createFlow({ slug: `lote-${i}` })));
    for (const [i, flow] of flows.entries()) await rate(flow.id, Array<number>(i + 1).fill((i % 5) + 1));
    expect(await staleRanks()).toBe(0);
    const version = async () => (await selectRows<{ v: string }>(db, sql`select version::text as v from catalog_version where id = 1`))[0]!.v;

    // As an instance stopped mid-way leaves it: a new prior stored, two batches of three applied, the rest not.
    const before = await prior();
    await db
      .update(schema.ratingPrior)
      .set({ weight: before.weight + 7, applied: false })
      .where(eq(schema.ratingPrior.id, 1));
    await db.execute(sql`update flows set rating_rank = fluxoteca_rating_rank(score, review_count, ${before.mean}::float8, ${before.weight + 7}::int)
      where id in (select id from flows order by id limit 6)`);
    expect(await staleRanks()).toBeGreaterThan(0);
    const started = await version();

    expect(await refreshRatingPrior(db, { batchSize: 3 })).toBe(true);
    expect(await staleRanks()).toBe(0);
    expect((await prior()).applied).toBe(true);
    expect(await version()).not.toBe(started);
    // Nothing left to do.
    expect(await refreshRatingPrior(db, { batchSize: 3 })).toBe(false);
  });

  it("moves the catalogue mean when a reviewed flow joins or leaves the catalogue (approval, deletion)", async () => {
    const fair = await createFlow({ slug: "regular" });
    await rate(fair.id, Array<number>(30).fill(3));
    expect((await prior()).mean).toBeCloseTo(3, 9);
    // Reviews of a flow outside the catalogue do not count in m until it is approved.
    const waiting = await createFlow({ slug: "aguardando", status: "PENDING" });
    await rate(waiting.id, Array<number>(30).fill(5));
    expect((await prior()).mean).toBeCloseTo(3, 9);

    const token = await tokenFor((await createAdmin()).email);
    expect((await approve(apiRequest("POST", `/api/admin/flows/${waiting.id}/approve`, { token }), params({ id: waiting.id }))).status).toBe(200);
    expect((await prior()).mean).toBeCloseTo(4, 9);
    expect(await staleRanks()).toBe(0);

    expect((await removeFlow(apiRequest("DELETE", `/api/flows/${waiting.id}`, { token }), params({ id: waiting.id }))).status).toBe(200);
    expect((await prior()).mean).toBeCloseTo(3, 9);
    expect(await staleRanks()).toBe(0);
  });

  it("backfills the rank of existing flows in migration 0017", async () => {
    const lone = await createFlow({ slug: "um-cinco" });
    const solid = await createFlow({ slug: "quarenta" });
    const hidden = await createFlow({ slug: "privado", isPublic: false });
    await rate(lone.id, [5]);
    await rate(solid.id, SOLID);
    await rate(hidden.id, [1, 1, 1]);
    // As before the migration: no prior, no ranks.
    await db.execute(sql`delete from rating_prior`);
    await db.execute(sql`update flows set rating_rank = 0`);

    const file = readFileSync(path.join(process.cwd(), "db/migrations/0017_rating_rank.sql"), "utf8");
    const backfill = file
      .split("--> statement-breakpoint")
      .map((s) => s.replace(/^\s*--.*$/gm, "").trim())
      .filter((s) => /^(INSERT INTO rating_prior|UPDATE flows SET rating_rank)/.test(s));
    expect(backfill).toHaveLength(2);
    for (const statement of backfill) await db.execute(sql.raw(statement));

    // The mean counts the reviews of approved public flows only.
    const { mean, weight } = await prior();
    expect(mean).toBeCloseTo(193 / 41, 9);
    expect(weight).toBe(5);
    expect(await staleRanks()).toBe(0);
    expect(await rankOf(solid.id)).toBeCloseTo((5 * mean + 188) / 45, 9);
  });
});

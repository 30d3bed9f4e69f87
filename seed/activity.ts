import type { downloads, reviews } from "@/db/schema";
import { REVIEW_COMMENTS } from "./catalog";
import type { SeedFlow } from "./flows";
import type { People } from "./people";
import { DAY_MS, type Rng } from "./random";

export type SeedDownload = typeof downloads.$inferInsert & { id: string; userId: string; flowId: string; createdAt: Date };
export type SeedReview = typeof reviews.$inferInsert & { id: string; rating: number; createdAt: Date };

const RATINGS = [
  [5, 42],
  [4, 33],
  [3, 13],
  [2, 6],
  [1, 6],
] as const;

/** Weighted sampling without replacement over a fixed popularity table. */
class Popularity {
  private readonly cumulative: number[] = [];
  private readonly total: number;

  constructor(
    rng: Rng,
    private readonly flows: SeedFlow[],
  ) {
    // A long tail: a handful of hits, most flows downloaded once or twice.
    const ranks = rng.shuffle(flows.map((_, i) => i + 1));
    let sum = 0;
    for (const rank of ranks) this.cumulative.push((sum += 1 / Math.pow(rank, 0.85)));
    this.total = sum;
  }

  sample(rng: Rng, count: number, accept: (flow: SeedFlow) => boolean): SeedFlow[] {
    const chosen = new Set<SeedFlow>();
    for (let tries = 0; chosen.size < count && tries < count * 20; tries++) {
      const roll = rng.next() * this.total;
      let lo = 0;
      let hi = this.cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((this.cumulative[mid] ?? 0) < roll) lo = mid + 1;
        else hi = mid;
      }
      const flow = this.flows[lo];
      if (flow && accept(flow)) chosen.add(flow);
    }
    return [...chosen];
  }
}

function comment(rng: Rng, rating: number): string | null {
  if (!rng.chance(0.65)) return null;
  const pool = rating >= 4 ? REVIEW_COMMENTS.positive : rating === 3 ? REVIEW_COMMENTS.neutral : REVIEW_COMMENTS.negative;
  return rng.pick(pool);
}

/**
 * Downloads and reviews consistent with the rules: free users stay within the limit of 2 distinct
 * downloads, contributors download freely, one review per user and flow, and the counters and
 * scores stored on users and flows are derived from these very rows.
 */
export function generateActivity(rng: Rng, people: People, flows: SeedFlow[], now: number) {
  const visible = flows.filter((f) => f.status === "APPROVED" && f.isPublic);
  const popularity = new Popularity(rng, visible);
  const flowById = new Map(flows.map((f) => [f.id, f]));
  const downloadRows: SeedDownload[] = [];
  const reviewRows: SeedReview[] = [];
  // Some time after every given moment, and never in the future.
  const after = (...dates: Date[]) => rng.between(Math.min(Math.max(...dates.map((d) => d.getTime())) + 3600_000, now - 1200_000), now - 600_000);

  for (const user of people.users) {
    if (user.id === people.demoUserId) continue;
    const contributor = people.contributorIds.has(user.id);
    const wanted = contributor
      ? rng.int(20, 140)
      : rng.weighted([
          [0, 25],
          [1, 30],
          [2, 45],
        ] as const);
    const joined = (f: SeedFlow) => f.createdAt.getTime() < now - DAY_MS && f.authorId !== user.id;
    const downloaded = popularity.sample(rng, wanted, joined);
    const downloadedAt = new Map<string, Date>();
    for (const flow of downloaded) {
      const createdAt = after(user.createdAt, flow.createdAt);
      downloadedAt.set(flow.id, createdAt);
      downloadRows.push({ id: rng.uuid(), userId: user.id, flowId: flow.id, flowName: flow.name, createdAt });
    }

    // Reviews come mostly from downloaders, but rating without downloading is allowed too.
    const reviewed = downloaded.filter(() => rng.chance(contributor ? 0.5 : 0.6));
    reviewed.push(...popularity.sample(rng, rng.int(0, 6), (f) => joined(f) && !downloaded.includes(f)));
    for (const flow of reviewed) {
      const rating = rng.weighted(RATINGS);
      const createdAt = after(user.createdAt, flow.createdAt, ...[downloadedAt.get(flow.id)].filter((d): d is Date => d !== undefined));
      reviewRows.push({
        id: rng.uuid(),
        flowId: flow.id,
        userId: user.id,
        rating,
        comment: comment(rng, rating),
        createdAt,
        updatedAt: rng.chance(0.1) ? rng.between(createdAt.getTime(), now) : createdAt,
      });
    }
    user.downloadCount = downloaded.length;
  }

  for (const flow of flows) {
    flow.downloadCount = 0;
    flow.reviewCount = 0;
    flow.score = 0;
  }
  for (const d of downloadRows) {
    const flow = flowById.get(d.flowId);
    if (flow) flow.downloadCount = (flow.downloadCount ?? 0) + 1;
  }
  const sums = new Map<string, number>();
  for (const r of reviewRows) {
    const flow = flowById.get(r.flowId ?? "");
    if (!flow) continue;
    flow.reviewCount = (flow.reviewCount ?? 0) + 1;
    sums.set(flow.id, (sums.get(flow.id) ?? 0) + r.rating);
  }
  for (const flow of flows) {
    if (flow.reviewCount) flow.score = (sums.get(flow.id) ?? 0) / flow.reviewCount;
  }
  return { downloads: downloadRows, reviews: reviewRows };
}

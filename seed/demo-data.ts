import { generateActivity, type SeedDownload, type SeedReview } from "./activity";
import { generateFlows, type SeedFlow } from "./flows";
import { generatePeople, type SeedContribution, type SeedUser } from "./people";
import { Rng } from "./random";

export { DEMO_USER_EMAIL } from "./people";
export type { SeedContribution, SeedDownload, SeedFlow, SeedReview, SeedUser };

export interface DemoData {
  users: SeedUser[];
  flows: SeedFlow[];
  contributions: SeedContribution[];
  downloads: SeedDownload[];
  reviews: SeedReview[];
}

export interface DemoDataOptions {
  /** The admin who authors most flows (its row is created by the seed, not here). */
  adminId: string;
  /** Reference "today": dates spread over the 18 months before it. */
  now: Date;
  seed?: number;
  flowCount?: number;
  userCount?: number;
  contributorCount?: number;
}

const DEFAULT_SEED = 0x5eed_f10;

/**
 * The whole demo dataset, in memory and deterministic: the same options always give the same rows
 * (ids included), so the seed can insert them with their foreign keys already resolved.
 */
export function generateDemoData(opts: DemoDataOptions): DemoData {
  const rng = new Rng(opts.seed ?? DEFAULT_SEED);
  const now = opts.now.getTime();
  const people = generatePeople(rng, { now, count: opts.userCount ?? 60, contributors: opts.contributorCount ?? 14 });
  const authors = people.users.filter((u) => u.id !== people.demoUserId);
  const flows = generateFlows(rng, { count: opts.flowCount ?? 1200, now, adminId: opts.adminId, authors });
  const { downloads, reviews } = generateActivity(rng, people, flows, now);
  return { users: people.users, flows, contributions: people.contributions, downloads, reviews };
}

import type { FlowStatus, Platform, flows } from "@/db/schema";
import { AUTOMATIONS, BOTS, REJECTION_REASONS, SEGMENTS, type Segment } from "./catalog";
import { automationListing, botListing, type Listing } from "./listing";
import { buildMakeBlueprint } from "./make/blueprint";
import { buildN8nWorkflow } from "./n8n/workflow";
import type { SeedUser } from "./people";
import { businessFor, resolvePlan, slug } from "./plan";
import { ALPHANUMERIC, DAY_MS, type Rng } from "./random";
import { buildTypebot, type TypebotVersion } from "./typebot/export";

export type SeedFlow = typeof flows.$inferInsert & {
  id: string;
  name: string;
  platform: Platform;
  status: FlowStatus;
  isPublic: boolean;
  tags: string[];
  metadata: Record<string, unknown>;
  authorId: string;
  createdAt: Date;
  updatedAt: Date;
};

// Make has no tools agent: its AI scenarios call the model directly, so agent use cases stay on n8n.
const MAKE_SCENARIOS = AUTOMATIONS.filter((s) => !s.agent);

/** A segment the use case fits, weighted so popular segments dominate the tags' long tail. */
function pickSegment(rng: Rng, allowed?: string[]): Segment {
  const pool = SEGMENTS.filter((s) => !allowed || allowed.includes(s.id));
  return rng.weighted(pool.map((s) => [s, s.weight] as const));
}
const TYPEBOT_VERSIONS: (readonly [TypebotVersion, number])[] = [
  ["6", 78],
  [null, 12],
  ["4", 7],
  ["3", 3],
];

/** Exactly 50% n8n, 25% Typebot, 25% Make, in random order. */
function platformMix(rng: Rng, count: number): Platform[] {
  const n8n = Math.round(count * 0.5);
  const typebot = Math.round(count * 0.25);
  const list: Platform[] = [...Array<Platform>(n8n).fill("N8N"), ...Array<Platform>(typebot).fill("TYPEBOT")];
  while (list.length < count) list.push("MAKE");
  return rng.shuffle(list);
}

/**
 * The catalogue: names unique (templates × apps × segments), metadata a valid export of the flow's
 * tool, authored mostly by the admin and by users who had already joined at the time.
 */
export function generateFlows(rng: Rng, opts: { count: number; now: number; adminId: string; authors: SeedUser[] }): SeedFlow[] {
  const usedNames = new Set<string>();
  const usedSlugs = new Set<string>();
  const out: SeedFlow[] = [];
  for (const platform of platformMix(rng, opts.count)) {
    const age = 545 * (1 - Math.sqrt(rng.next()));
    let createdAt = new Date(opts.now - age * DAY_MS - rng.int(1, 3600) * 1000);
    const candidates = opts.authors.filter((u) => u.createdAt < createdAt);
    const byUser = candidates.length > 0 && rng.chance(0.45);
    const author = byUser ? rng.pick(candidates) : null;

    let status: FlowStatus = "APPROVED";
    if (author)
      status = rng.weighted([
        ["APPROVED", 91],
        ["PENDING", 6.7],
        ["REJECTED", 2.3],
      ] as const);
    // The moderation queue holds recent submissions.
    if (status === "PENDING" && author) createdAt = rng.between(Math.max(author.createdAt.getTime(), opts.now - 20 * DAY_MS), opts.now - 3600_000);
    const edited = rng.chance(0.55);
    const updatedAt = edited ? rng.between(createdAt.getTime(), Math.min(opts.now, createdAt.getTime() + 120 * DAY_MS)) : createdAt;

    let listing: Listing | undefined;
    let build: (name: string, description: string) => Record<string, unknown> = () => ({});
    for (let attempt = 0; attempt < 25; attempt++) {
      const withSegment = rng.chance(0.55);
      if (platform === "TYPEBOT") {
        const bot = rng.pick(BOTS);
        const segment = pickSegment(rng, bot.segments);
        const business = businessFor(rng, segment);
        listing = botListing(rng, bot, segment, withSegment);
        const version = rng.weighted(TYPEBOT_VERSIONS);
        build = (name, description) => buildTypebot(rng, bot, { name, description, business, version, createdAt, updatedAt });
      } else {
        const lang = rng.chance(0.13) ? "en" : "pt";
        const scenario = rng.pick(platform === "MAKE" ? MAKE_SCENARIOS : AUTOMATIONS);
        const segment = pickSegment(rng, scenario.segments);
        const business = businessFor(rng, segment);
        const { plan, slots } = resolvePlan(rng, scenario, lang, business);
        // Make has no chat trigger: the webhook answers the page that called it.
        if (platform === "MAKE" && plan.trigger === "chat" && !plan.steps.includes("respond")) plan.steps.push("respond");
        listing = automationListing(rng, plan, slots, segment, platform, withSegment);
        build = (name) => (platform === "N8N" ? buildN8nWorkflow(rng, plan, name) : buildMakeBlueprint(rng, plan, name));
      }
      if (!usedNames.has(listing.name.toLowerCase())) break;
    }
    if (!listing) throw new Error("no listing");
    let name = listing.name;
    for (let v = 2; usedNames.has(name.toLowerCase()); v++) name = `${listing.name} v${v}`;
    usedNames.add(name.toLowerCase());
    let urlSlug = slug(name);
    for (let n = 2; usedSlugs.has(urlSlug); n++) urlSlug = `${slug(name)}-${n}`;
    usedSlugs.add(urlSlug);

    out.push({
      id: rng.uuid(),
      name,
      description: listing.description,
      url: `https://fluxoteca.dev/fluxos/${urlSlug}`,
      tutorialUrl: rng.chance(0.35) ? `https://www.youtube.com/watch?v=${rng.chars(11, `${ALPHANUMERIC}-_`)}` : null,
      tags: listing.tags,
      isPublic: !rng.chance(0.05),
      status,
      rejectionReason: status === "REJECTED" ? rng.pick(REJECTION_REASONS) : null,
      platform,
      metadata: build(name, listing.description),
      authorId: author?.id ?? opts.adminId,
      createdAt,
      updatedAt,
    });
  }
  return out;
}

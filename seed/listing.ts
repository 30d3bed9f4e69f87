import { AGENT_TOOL_TAGS, CHANNELS, CRMS, MAKE_SCHEDULE_HINT, SETUP_HINTS, SETUP_HINTS_EN, STEP_TAGS, STORES, type Segment } from "./catalog";
import { fill, type Slots } from "./plan";
import type { Rng } from "./random";
import type { BotScenario } from "./typebot/spec";
import type { FlowPlan, Lang } from "./types";

/** What the catalogue card shows: title, 1–3 sentence description and 2–6 tags. */
export interface Listing {
  name: string;
  description: string;
  tags: string[];
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** First sentence always; the rest of `summary` and the extras are optional. */
function describe(rng: Rng, summary: string[], extras: (string | undefined)[], slots: Slots, lang: Lang): string {
  const [first = "", ...more] = summary;
  const sentences = [fill(first, slots, lang)];
  for (const s of more) if (rng.chance(0.5)) sentences.push(fill(s, slots, lang));
  for (const s of extras) if (s && sentences.length < 3) sentences.push(s);
  return sentences.slice(0, 3).join(" ");
}

function pickTags(rng: Rng, primary: string[], preferred: string[], others: string[]): string[] {
  const k = rng.int(2, 6);
  const [head, ...rest] = primary;
  const pool = [...new Set([...(head ? [head] : []), ...preferred, ...rng.shuffle([...rest, ...others])])];
  return pool.slice(0, k);
}

/** Name, description and tags of an n8n or Make flow. */
export function automationListing(rng: Rng, plan: FlowPlan, slots: Slots, segment: Segment, platform: "N8N" | "MAKE", segmentWanted: boolean): Listing {
  const { scenario, lang } = plan;
  let name = capitalize(fill(rng.pick(scenario.names[lang]), slots, lang));
  // "… para planilha para clínicas" reads badly: only one "para" per name.
  const withSegment = segmentWanted && !/ (para|for) /.test(name);
  if (withSegment) name = `${name} ${segment.suffix[lang]}`;
  const hints: readonly string[] =
    lang === "en"
      ? SETUP_HINTS_EN[platform]
      : platform === "MAKE" && plan.trigger === "schedule"
        ? [...SETUP_HINTS.MAKE, MAKE_SCHEDULE_HINT]
        : SETUP_HINTS[platform];
  // The segment's pitch only when the name says who the flow is for.
  const pitch = lang === "pt" && withSegment && rng.chance(0.6) ? rng.pick(segment.pitch) : undefined;
  const extras = [pitch, rng.chance(0.4) ? rng.pick(hints) : undefined];
  const description = describe(rng, scenario.summary[lang], extras, slots, lang);

  const slotTags = [
    slots.canal ? CHANNELS[slots.canal]?.tag : undefined,
    slots.crm ? CRMS[slots.crm]?.tag : undefined,
    slots.loja ? STORES[slots.loja]?.tag : undefined,
  ].filter((t): t is string => Boolean(t));
  const stepTags = [plan.trigger, ...plan.steps].map((k) => STEP_TAGS[k]).filter((t): t is string => Boolean(t));
  const agentTags = platform === "N8N" && plan.agent ? ["agente-ia", ...plan.agent.map((t) => AGENT_TOOL_TAGS[t])] : [];
  const segmentTags = withSegment || rng.chance(0.3) ? segment.tags : [];
  const tags = pickTags(rng, scenario.tags, slotTags, [...segmentTags, ...stepTags, ...agentTags]);
  return { name, description, tags };
}

/** Name, description and tags of a Typebot flow (always pt-BR). */
export function botListing(rng: Rng, bot: BotScenario, segment: Segment, withSegment: boolean): Listing {
  let name = rng.pick(bot.names);
  if (withSegment) name = `${name} ${segment.suffix.pt}`;
  const pitch = withSegment && rng.chance(0.6) ? rng.pick(segment.pitch) : undefined;
  const extras = [pitch, rng.chance(0.4) ? rng.pick(SETUP_HINTS.TYPEBOT) : undefined];
  const description = describe(rng, bot.summary, extras, {}, "pt");
  const segmentTags = withSegment || rng.chance(0.3) ? segment.tags : [];
  const tags = pickTags(rng, bot.tags, rng.chance(0.25) ? ["typebot"] : [], segmentTags);
  return { name, description, tags };
}

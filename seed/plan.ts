import { CHANNELS, CRMS, STORES } from "./catalog/apps";
import type { Segment } from "./catalog/domains";
import type { Rng } from "./random";
import type { ActionKind, Business, FlowPlan, Lang, Scenario, StepRef, TriggerKind } from "./types";

/** The apps picked for a scenario's slots, with the labels that go into its name. */
export interface Slots {
  canal?: string;
  crm?: string;
  loja?: string;
}

export function slug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function businessFor(rng: Rng, segment: Segment): Business {
  const [name, article] = rng.pick(segment.businesses);
  return { name, article, domain: `${slug(name).replace(/-/g, "")}.exemplo.com.br` };
}

/** Fills `{negocio}` and its contractions ("da Clínica…", "no Hotel…") with the business name. */
export function withBusiness(text: string, business: Business): string {
  const f = business.article === "a";
  return text
    .replace(/\{o negocio\}/g, `${f ? "a" : "o"} ${business.name}`)
    .replace(/\{do negocio\}/g, `${f ? "da" : "do"} ${business.name}`)
    .replace(/\{no negocio\}/g, `${f ? "na" : "no"} ${business.name}`)
    .replace(/\{ao negocio\}/g, `${f ? "à" : "ao"} ${business.name}`)
    .replace(/\{negocio\}/g, business.name);
}

/** Replaces `{canal}`, `{crm}` and `{loja}` with the chosen apps' names. */
export function fill(template: string, slots: Slots, lang: Lang): string {
  const filled = template
    .replace("{canal}", slots.canal ? (CHANNELS[slots.canal]?.label[lang] ?? slots.canal) : "")
    .replace("{crm}", slots.crm ? (CRMS[slots.crm]?.label[lang] ?? slots.crm) : "")
    .replace("{loja}", slots.loja ? (STORES[slots.loja]?.label ?? slots.loja) : "");
  // "avisa no e-mail" → "avisa por e-mail".
  return slots.canal === "email" ? filled.replace(/\b(no|pelo) e-mail\b/g, "por e-mail").replace(/\bon email\b/g, "by email") : filled;
}

function resolve(ref: StepRef, slots: Slots): ActionKind {
  if (ref === "@canal") return CHANNELS[slots.canal ?? "email"]?.step ?? "email";
  if (ref === "@crm") return CRMS[slots.crm ?? "hubspot"]?.step ?? "hubspot";
  return ref;
}

// Extra notification channels some authors bolt on at the end of a flow.
const EXTRA_NOTIFY: ActionKind[] = ["slack", "telegram", "discord", "email"];

/** Picks slot apps and the trigger, and resolves the scenario into concrete steps. */
export function resolvePlan(rng: Rng, scenario: Scenario, lang: Lang, business: Business): { plan: FlowPlan; slots: Slots } {
  const slots: Slots = {};
  if (scenario.canal) slots.canal = rng.pick(scenario.canal);
  if (scenario.crm) slots.crm = rng.pick(scenario.crm);
  const triggerRef = rng.pick(scenario.triggers);
  let trigger: TriggerKind;
  if (triggerRef === "@loja") {
    slots.loja = rng.pick(Object.keys(STORES));
    trigger = STORES[slots.loja]?.trigger ?? "webhook";
  } else {
    trigger = triggerRef;
  }

  const steps = scenario.steps.map((s) => resolve(s, slots));
  // Some variety between flows of the same use case, as real authors tweak templates.
  const isReply = /^<<\w+>>$/.test(scenario.message.pt);
  if (!scenario.branch && !isReply && rng.chance(0.15)) {
    const extra = rng.pick(EXTRA_NOTIFY.filter((k) => !steps.includes(k)));
    steps.push(extra);
  }
  const conversational = ["schedule", "chat", "telegram", "whatsapp"].includes(trigger);
  if (!conversational && steps[0] !== "set" && rng.chance(0.12)) steps.unshift("set");
  if (rng.chance(0.08) && !steps.includes("code")) steps.splice(Math.min(1, steps.length), 0, "code");

  const branch = scenario.branch && {
    field: scenario.branch.field,
    cases: scenario.branch.cases.map((c) => ({ ...c, steps: c.steps.map((s) => resolve(s, slots)) })),
  };
  return {
    plan: {
      lang,
      scenario,
      trigger,
      steps,
      ...(branch ? { branch } : {}),
      ...(scenario.agent ? { agent: scenario.agent } : {}),
      business,
    },
    slots,
  };
}

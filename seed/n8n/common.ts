import { ALPHANUMERIC, type Rng } from "../random";
import type { Rule } from "../logic";
import type { FlowPlan, Lang } from "../types";

/** One n8n node before it gets an id, a unique name and a position. */
export interface NodeSpec {
  type: string;
  typeVersion: number;
  parameters: Record<string, unknown>;
  credentials?: Record<string, { id: string; name: string }>;
  /** Trigger and messaging nodes carry a `webhookId` in real exports. */
  webhook?: boolean;
  name: string;
}

export interface N8nCtx {
  rng: Rng;
  plan: FlowPlan;
  lang: Lang;
  fields: string[];
  singular: string;
  plural: string;
  /** Node names are pt-BR descriptions instead of n8n's English defaults. */
  customNames: boolean;
  /** Name of the trigger node, for `$('…')` references further down the flow. */
  triggerName: string;
  /** Where the AI step leaves its answer (set when that step is rendered). */
  aiOutputExpr: string;
  /** Message template of the branch being rendered, when it differs from the scenario's. */
  message?: string;
}

export function createCtx(rng: Rng, plan: FlowPlan): N8nCtx {
  const { entity } = plan.scenario;
  const pt = plan.lang === "pt";
  return {
    rng,
    plan,
    lang: plan.lang,
    fields: pt ? entity.fields.pt : entity.fields.en,
    singular: pt ? entity.pt : entity.en,
    plural: pt ? entity.ptPlural : entity.enPlural,
    customNames: pt && rng.chance(0.6),
    triggerName: "",
    aiOutputExpr: "={{ $json.output }}",
  };
}

/**
 * Reply text of chat-style flows, whose message is just the AI answer.
 */
export function aiOutput(ctx: N8nCtx): string | undefined {
  if (!ctx.plan.steps.includes("ai") || !/^<<\w+>>$/.test(ctx.plan.scenario.message.pt)) return undefined;
  return ctx.aiOutputExpr;
}

const SUMMARY_FIELDS = new Set(["resumo", "summary"]);

/**
 * The message in force (the current branch's, or the scenario's) as an n8n expression. After an AI
 * step `$json` is the model's answer, so record fields are read from the trigger's item instead.
 */
export function messageText(ctx: N8nCtx): string {
  const template = ctx.message ?? ctx.plan.scenario.message[ctx.lang];
  if (!ctx.plan.steps.includes("ai") || !ctx.triggerName) return expressionText(template);
  const answer = ctx.aiOutputExpr.slice(3, -2).trim();
  const item = `$('${ctx.triggerName}').item.json`;
  return expressionText(template.replace(/<<(\w+)>>/g, (_, f: string) => `<<${SUMMARY_FIELDS.has(f) ? answer.replace(/^\$json\./, "") : f}>>`)).replace(
    /\{\{ \$json\.(\w[\w.]*) \}\}/g,
    (whole, f: string) => (f === answer.replace(/^\$json\./, "") ? `{{ ${answer} }}` : `{{ ${item}.${f} }}`),
  );
}

/** Picks the pt-BR description or n8n's default English name. */
export function nodeName(ctx: N8nCtx, custom: string, fallback: string): string {
  return ctx.customNames ? custom.replace("{plural}", ctx.plural).replace("{singular}", ctx.singular) : fallback;
}

const CREDENTIAL_NAMES: Record<string, [string, string]> = {
  googleSheetsOAuth2Api: ["Conta Google", "Google Sheets account"],
  gmailOAuth2: ["Gmail da empresa", "Gmail account"],
  slackApi: ["Slack do time", "Slack account"],
  telegramApi: ["Bot do Telegram", "Telegram account"],
  whatsAppApi: ["WhatsApp Business", "WhatsApp account"],
  openAiApi: ["OpenAI", "OpenAi account"],
  postgres: ["Banco de produção", "Postgres account"],
};

/** A credential reference as n8n exports it (type → {id, name}); ids are random, never real. */
export function credential(ctx: N8nCtx, type: string, fallbackName?: string) {
  const names = CREDENTIAL_NAMES[type];
  const name = names ? (ctx.lang === "pt" ? names[0] : names[1]) : (fallbackName ?? `${type} account`);
  return { [type]: { id: ctx.rng.chars(16, ALPHANUMERIC), name } };
}

/** n8n expression for a field of the incoming item. */
export const field = (name: string) => `={{ $json.${name} }}`;

/** A field of the flow's record: after an AI step `$json` is the answer, so read the trigger's item. */
export function recordField(ctx: N8nCtx, name: string): string {
  return ctx.plan.steps.includes("ai") && ctx.triggerName ? `={{ $('${ctx.triggerName}').item.json.${name} }}` : field(name);
}

/** Turns a `<<field>>` template (`<<hoje>>` = today's date) into an n8n expression string. */
export function expressionText(template: string): string {
  if (!/<<[\w.]+>>/.test(template)) return template;
  const body = template.replace(/<<([\w.]+)>>/g, (_, f: string) => (f === "hoje" ? "{{ $now.toFormat('MM-dd-yyyy') }}" : `{{ $json.${f} }}`));
  return `=${body}`;
}

/** Resource-locator value (`__rl`) used by the newer Google, Notion and Airtable nodes. */
export function locator(value: string, cachedResultName: string, mode = "list") {
  return { __rl: true, value, mode, cachedResultName };
}

export function spreadsheet(ctx: N8nCtx, title = ctx.lang === "pt" ? `${capitalize(ctx.plural)} - ${ctx.plan.business.name}` : capitalize(ctx.plural)) {
  return {
    documentId: locator(`1${ctx.rng.chars(43, `${ALPHANUMERIC}_-`)}`, title),
    sheetName: locator("gid=0", ctx.lang === "pt" ? "Página1" : "Sheet1"),
  };
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The filter/IF condition block of v2 nodes for a tool-agnostic rule. */
export function conditionBlock(ctx: N8nCtx, rule: Rule) {
  const ref = typeof rule.value === "string" ? /^\{(\w+)\}$/.exec(rule.value) : null;
  const rightValue = ref ? `={{ $json.${ref[1]} }}` : rule.value;
  const left = rule.fromAi ? ctx.aiOutputExpr : field(rule.field);
  const byOp = {
    equals: { leftValue: left, rightValue, operator: { type: "string", operation: "equals" } },
    contains: { leftValue: left, rightValue, operator: { type: "string", operation: "contains" } },
    lt: { leftValue: field(rule.field), rightValue, operator: { type: "number", operation: "lt" } },
    exists: {
      leftValue: field(rule.field),
      rightValue: "",
      operator: { type: "string", operation: "exists", singleValue: true },
    },
    notEmpty: {
      leftValue: field(rule.field),
      rightValue: "",
      operator: { type: "string", operation: "notEmpty", singleValue: true },
    },
    before: { leftValue: field(rule.field), rightValue: "={{ $today }}", operator: { type: "dateTime", operation: "before" } },
    sameDay: {
      leftValue: `={{ $json.${rule.field}.slice(5, 10) }}`,
      rightValue: "={{ $today.toFormat('MM-dd') }}",
      operator: { type: "string", operation: "equals" },
    },
  } as const;
  return {
    options: { caseSensitive: !rule.fromAi, leftValue: "", typeValidation: "loose", version: 2 },
    conditions: [{ id: ctx.rng.uuid(), ...byOp[rule.op] }],
    combinator: "and",
  };
}

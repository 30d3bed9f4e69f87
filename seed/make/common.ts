import type { Rule } from "../logic";
import { ALPHANUMERIC, type Rng } from "../random";
import type { FlowPlan, Lang } from "../types";

/** A Make module before it gets its id and designer position. */
export interface ModuleSpec {
  module: string;
  version: number;
  parameters: Record<string, unknown>;
  mapper: Record<string, unknown> | null;
  /** Updates the record source (`{{id.field}}` mappings point at it) when the module yields records. */
  yieldsRecords?: boolean;
}

export interface MakeCtx {
  rng: Rng;
  plan: FlowPlan;
  lang: Lang;
  fields: string[];
  /** Id of the module whose output later modules map from. */
  src: number;
  /** Id of the trigger module (0 for scheduled scenarios, which start with an action). */
  triggerId: number;
  /** Id of the AI module, once rendered. */
  aiId: number;
  /** Id of the module placed last (the previous step of the one being rendered). */
  lastId: number;
  /** Message template of the route being rendered, when it differs from the scenario's. */
  message?: string;
}

export function createCtx(rng: Rng, plan: FlowPlan): MakeCtx {
  const { entity } = plan.scenario;
  return {
    rng,
    plan,
    lang: plan.lang,
    fields: plan.lang === "pt" ? entity.fields.pt : entity.fields.en,
    src: 1,
    triggerId: 0,
    aiId: 0,
    lastId: 0,
  };
}

/** Connection ids (`__IMTCONN__`), hooks and data stores are plain numbers in exports. */
export const connectionId = (rng: Rng) => rng.int(1_000_000, 9_999_999);

/** Mapping of a field of the current record source. */
export const ref = (ctx: MakeCtx, field: string) => `{{${ctx.src}.${field}}}`;

/** Turns a `<<field>>` template (`<<hoje>>` = today's date) into Make's mapping syntax. */
export function mapText(ctx: MakeCtx, template: string): string {
  return template.replace(/<<([\w.]+)>>/g, (_, f: string) => {
    if (f === "hoje") return '{{formatDate(now; "MM-DD-YYYY")}}';
    // A summary is what the model wrote.
    if ((f === "resumo" || f === "summary") && ctx.aiId > 0) return `{{${ctx.aiId}.result}}`;
    return ref(ctx, f);
  });
}

export function spreadsheetMapper(ctx: MakeCtx) {
  return {
    from: "drive",
    spreadsheetId: `/1${ctx.rng.chars(43, `${ALPHANUMERIC}_-`)}`,
    sheetId: ctx.lang === "pt" ? "Página1" : "Sheet1",
    includesHeaders: true,
    tableFirstRow: "A1:Z1",
  };
}

/** A route/link filter in Make's `{name, conditions: [[{a, b, o}]]}` shape. */
export function filterFor(ctx: MakeCtx, rule: Rule, name: string) {
  const a = rule.fromAi ? `{{${ctx.aiId}.result}}` : ref(ctx, rule.field);
  const refMatch = typeof rule.value === "string" ? /^\{(\w+)\}$/.exec(rule.value) : null;
  const b = refMatch ? ref(ctx, refMatch[1] ?? "") : String(rule.value);
  const condition = {
    equals: { a, b, o: "text:equal" },
    contains: { a, b, o: "text:contain:ci" },
    lt: { a, b, o: "number:less" },
    exists: { a, o: "exist" },
    notEmpty: { a, o: "exist" },
    before: { a, b: "{{now}}", o: "date:less" },
    sameDay: { a: `{{formatDate(${ctx.src}.${rule.field}; "MM-DD")}}`, b: '{{formatDate(now; "MM-DD")}}', o: "text:equal" },
  }[rule.op];
  return { name, conditions: [[condition]] };
}

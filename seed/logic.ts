import type { FlowPlan } from "./types";

/** A tool-agnostic condition; n8n renders it as a filter/IF block, Make as a route filter. */
export interface Rule {
  field: string;
  op: "equals" | "contains" | "lt" | "exists" | "notEmpty" | "before" | "sameDay";
  /** Tests the answer of the AI step right before (each tool knows where that answer lands). */
  fromAi?: boolean;
  /** Literal, or `{field}` to compare with another field of the same item. */
  value: string | number;
}

const EN_WORDS: Record<string, string> = {
  pendente: "pending",
  pago: "paid",
  "fora do ar": "down",
  urgente: "urgent",
  normal: "normal",
  financeiro: "billing",
  tecnico: "technical",
  comercial: "sales",
  prioridade: "priority",
  categoria: "category",
  telefone: "phone",
  data: "date",
  "aguardando pesquisa": "survey pending",
};

/** Translates a pt-BR data word for English flows (field names, branch values). */
export function word(plan: FlowPlan, value: string): string {
  return plan.lang === "en" ? (EN_WORDS[value] ?? value) : value;
}

/** The field name in the flow's language, given its pt-BR name. */
export function fieldName(plan: FlowPlan, ptName: string): string {
  const { fields } = plan.scenario.entity;
  if (plan.lang === "pt") return ptName;
  const i = fields.pt.indexOf(ptName);
  return i >= 0 ? (fields.en[i] ?? ptName) : word(plan, ptName);
}

/** What the scenario's filter step keeps, inferred from the records it handles. */
export function filterRule(plan: FlowPlan): Rule {
  const has = (f: string) => plan.scenario.entity.fields.pt.includes(f);
  const f = (name: string) => fieldName(plan, name);
  if (has("estoque")) return { field: f("estoque"), op: "lt", value: `{${f("estoque_minimo")}}` };
  if (has("data_nascimento")) return { field: f("data_nascimento"), op: "sameDay", value: "today" };
  if (has("vencimento")) return { field: f("vencimento"), op: "before", value: "today" };
  if (has("titulo")) return { field: f("titulo"), op: "notEmpty", value: "" };
  if (has("interesse")) return { field: f("email"), op: "exists", value: "" };
  if (has("plano")) return { field: "status", op: "equals", value: word(plan, "aguardando pesquisa") };
  return { field: "status", op: "equals", value: word(plan, "pendente") };
}

/** The condition that sends items down one branch of an IF/Switch/router. */
export function branchRule(plan: FlowPlan, value: string): Rule {
  const field = plan.branch?.field ?? "status";
  // A classification by AI is free text: match the category word in the model's answer.
  if (plan.steps[plan.steps.length - 1] === "ai") return { field: fieldName(plan, field), op: "contains", value: word(plan, value), fromAi: true };
  return { field: fieldName(plan, field), op: "equals", value: word(plan, value) };
}

/** Whether the flow's records carry a field (by its pt-BR name). */
export function hasField(plan: FlowPlan, ptName: string): boolean {
  return plan.scenario.entity.fields.pt.includes(ptName);
}

/** Shared shapes of the demo-data generators: an abstract plan that each tool renders its own way. */

export type Lang = "pt" | "en";
export interface Text {
  pt: string;
  en: string;
}

export type TriggerKind =
  "webhook" | "schedule" | "form" | "chat" | "manual" | "telegram" | "gmail" | "sheets" | "whatsapp" | "shopify" | "woocommerce" | "rss";

export type ActionKind =
  | "sheetsRead"
  | "sheetsAppend"
  | "sheetsUpdate"
  | "http"
  | "rdstation"
  | "code"
  | "set"
  | "filter"
  | "ai"
  | "transcribe"
  | "extractPdf"
  | "slack"
  | "telegram"
  | "whatsapp"
  | "gmail"
  | "email"
  | "discord"
  | "hubspot"
  | "pipedrive"
  | "notion"
  | "airtable"
  | "postgresRead"
  | "postgresWrite"
  | "calendarCreate"
  | "calendarList"
  | "drive"
  | "wait"
  | "respond"
  | "aggregate"
  | "split";

/** `@canal` / `@crm` are filled per flow with one app from the matching list. */
export type StepRef = ActionKind | "@canal" | "@crm";
export type AgentTool = "sheets" | "calendar" | "postgres" | "http" | "gmail" | "calculator";

/** What the flow's records are about: drives node names, fields and message texts. */
export interface Entity {
  pt: string;
  ptPlural: string;
  en: string;
  enPlural: string;
  /** Data keys, pt-BR flows first then English ones; the first is the record's display name. */
  fields: { pt: string[]; en: string[] };
}

export interface BranchSpec {
  /** Field tested by the IF/Switch (or the Make router's filters). */
  field: string;
  /** `message` replaces the scenario's message on that branch (e.g. a refusal alert). */
  cases: { value: string; steps: StepRef[]; message?: Text }[];
}

/** How often a scheduled flow runs; the texts of the scenario must agree with it. */
export interface Schedule {
  every: "day" | "weekday" | "week" | "hour" | "5min";
  hour?: number;
}

/** An automation use case, rendered as an n8n workflow or a Make scenario. */
export interface Scenario {
  id: string;
  tags: string[];
  /** Business segments the use case makes sense for (all when absent). */
  segments?: string[];
  entity: Entity;
  /** `@loja` picks an e-commerce platform, whose trigger is used. */
  triggers: (TriggerKind | "@loja")[];
  schedule?: Schedule;
  canal?: string[];
  crm?: string[];
  steps: StepRef[];
  branch?: BranchSpec;
  /** n8n renders the `ai` step as a tools agent; Make calls the model directly. */
  agent?: AgentTool[];
  http?: { url: string; method: "GET" | "POST" };
  prompt?: Text;
  names: { pt: string[]; en: string[] };
  summary: { pt: string[]; en: string[] };
  /** Message text with `<<field>>` placeholders, rendered per tool. */
  message: Text;
  subject?: Text;
}

/** A scenario with its slots resolved, as the renderers consume it. */
export interface FlowPlan {
  lang: Lang;
  scenario: Scenario;
  trigger: TriggerKind;
  steps: ActionKind[];
  branch?: { field: string; cases: { value: string; steps: ActionKind[]; message?: Text }[] };
  agent?: AgentTool[];
  /** Fictional business the flow was written for (used in texts and e-mail domains). */
  business: Business;
}

export interface Business {
  name: string;
  /** Article the name takes in Portuguese: "a Clínica…", "o Hotel…". */
  article: "a" | "o";
  /** Domain for sample addresses, always under example TLDs. */
  domain: string;
}

import type { ActionKind, AgentTool, Text, TriggerKind } from "../types";

/** An app that fills a scenario slot: its name in flow titles, its tag and the step it becomes. */
export interface SlotApp {
  label: Text;
  tag: string;
  step: ActionKind;
}

export const CHANNELS: Record<string, SlotApp> = {
  whatsapp: { label: { pt: "WhatsApp", en: "WhatsApp" }, tag: "whatsapp", step: "whatsapp" },
  telegram: { label: { pt: "Telegram", en: "Telegram" }, tag: "telegram", step: "telegram" },
  slack: { label: { pt: "Slack", en: "Slack" }, tag: "slack", step: "slack" },
  discord: { label: { pt: "Discord", en: "Discord" }, tag: "discord", step: "discord" },
  gmail: { label: { pt: "Gmail", en: "Gmail" }, tag: "gmail", step: "gmail" },
  email: { label: { pt: "e-mail", en: "email" }, tag: "e-mail", step: "email" },
};

export const CRMS: Record<string, SlotApp> = {
  hubspot: { label: { pt: "HubSpot", en: "HubSpot" }, tag: "hubspot", step: "hubspot" },
  pipedrive: { label: { pt: "Pipedrive", en: "Pipedrive" }, tag: "pipedrive", step: "pipedrive" },
  rdstation: { label: { pt: "RD Station", en: "RD Station" }, tag: "rd-station", step: "rdstation" },
  notion: { label: { pt: "Notion", en: "Notion" }, tag: "notion", step: "notion" },
  airtable: { label: { pt: "Airtable", en: "Airtable" }, tag: "airtable", step: "airtable" },
};

export const STORES: Record<string, { label: string; tag: string; trigger: TriggerKind }> = {
  shopify: { label: "Shopify", tag: "shopify", trigger: "shopify" },
  woocommerce: { label: "WooCommerce", tag: "woocommerce", trigger: "woocommerce" },
  nuvemshop: { label: "Nuvemshop", tag: "nuvemshop", trigger: "webhook" },
};

/** Tags a flow earns from the steps it uses (on top of its scenario and segment tags). */
export const STEP_TAGS: Partial<Record<ActionKind | TriggerKind, string>> = {
  sheetsRead: "google-sheets",
  sheetsAppend: "google-sheets",
  sheetsUpdate: "google-sheets",
  sheets: "google-sheets",
  ai: "ia",
  transcribe: "ia",
  calendarCreate: "google-calendar",
  calendarList: "google-calendar",
  drive: "google-drive",
  postgresRead: "postgres",
  postgresWrite: "postgres",
  form: "formularios",
  webhook: "webhook",
  schedule: "agendado",
  chat: "chatbot",
  rss: "rss",
  http: "api",
  extractPdf: "pdf",
};

export const AGENT_TOOL_TAGS: Record<AgentTool, string> = {
  sheets: "google-sheets",
  calendar: "google-calendar",
  postgres: "postgres",
  http: "api",
  gmail: "gmail",
  calculator: "agente-ia",
};

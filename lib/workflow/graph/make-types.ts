import { humanize, own } from "./json";
import type { NodeFamily } from "./types";

/** What Make module identifiers (`app:Module`) mean: app name, readable label, family. */

export function splitModule(module: string): { app: string; action: string } {
  const at = module.indexOf(":");
  return at < 0 ? { app: module, action: "" } : { app: module.slice(0, at), action: module.slice(at + 1) };
}

const APP_NAMES: Record<string, string> = {
  "ai-local-agent": "Make AI Agents",
  airtable: "Airtable",
  "anthropic-claude": "Anthropic Claude",
  asana: "Asana",
  builtin: "Controle de fluxo",
  calendly: "Calendly",
  clickup: "ClickUp",
  datastore: "Data store",
  discord: "Discord",
  dropbox: "Dropbox",
  email: "E-mail",
  "facebook-lead-ads": "Facebook Lead Ads",
  "facebook-pages": "Facebook Pages",
  "gemini-ai": "Google Gemini",
  gateway: "Webhooks",
  gmail: "Gmail",
  "google-calendar": "Google Calendar",
  "google-docs": "Google Docs",
  "google-drive": "Google Drive",
  "google-email": "Gmail",
  "google-forms": "Google Forms",
  "google-sheets": "Google Sheets",
  http: "HTTP",
  hubspotcrm: "HubSpot CRM",
  "instagram-business": "Instagram for Business",
  json: "JSON",
  linkedin: "LinkedIn",
  lokalise: "Lokalise",
  mailchimp: "Mailchimp",
  "mercado-pago": "Mercado Pago",
  "microsoft-email": "Microsoft 365 Email",
  "microsoft-excel": "Microsoft Excel",
  "microsoft-teams": "Microsoft Teams",
  monday: "monday.com",
  notion: "Notion",
  onedrive: "OneDrive",
  "openai-gpt-3": "OpenAI",
  pipedrive: "Pipedrive",
  placeholder: "Módulo vazio",
  regexp: "Analisador de texto",
  rss: "RSS",
  salesforce: "Salesforce",
  shopify: "Shopify",
  slack: "Slack",
  stripe: "Stripe",
  telegram: "Telegram Bot",
  trello: "Trello",
  twilio: "Twilio",
  twitter: "X (Twitter)",
  typeform: "Typeform",
  util: "Ferramentas",
  "whatsapp-business-cloud": "WhatsApp Business Cloud",
  woocommerce: "WooCommerce",
  youtube: "YouTube",
  zoom: "Zoom",
};

/** Make's own building blocks: no account to connect and no external service behind them. */
const CORE_APPS = new Set([
  "builtin",
  "util",
  "json",
  "gateway",
  "http",
  "regexp",
  "placeholder",
  "datastore",
  "math",
  "text",
  "tools",
  "csv",
  "xml",
  "archive",
  "flow-control",
  "markdown",
  "html",
  "code",
]);

export const isMakeCoreApp = (app: string) => CORE_APPS.has(app);

/** `google-sheets` → "Google Sheets"; unknown apps are humanised (`airtable3` → "Airtable"). */
export function makeAppName(app: string): string {
  return own(APP_NAMES, app) ?? own(APP_NAMES, app.replace(/\d+$/, "")) ?? (humanize(app.replace(/\d+$/, "")) || "Módulo");
}

/** The app behind a module, as an integration ("Slack"), or null for Make's core tools. */
export function makeIntegration(module: string): string | null {
  const { app } = splitModule(module);
  return app === "" || CORE_APPS.has(app) ? null : makeAppName(app);
}

const MODULE_LABELS: Record<string, string> = {
  "builtin:BasicRouter": "Roteador",
  "builtin:BasicFeeder": "Iterador",
  "builtin:BasicAggregator": "Agregador",
  "builtin:BasicRepeater": "Repetidor",
  "builtin:Ignore": "Ignorar erro",
  "builtin:Resume": "Retomar",
  "builtin:Rollback": "Reverter",
  "builtin:Commit": "Confirmar",
  "builtin:Break": "Interromper",
  "gateway:CustomWebHook": "Webhook personalizado",
  "gateway:CustomMailHook": "Caixa de e-mail (gatilho)",
  "gateway:WebhookRespond": "Resposta do webhook",
  "http:ActionSendData": "Requisição HTTP",
  "http:ActionSendDataAPIKeyAuth": "HTTP com chave de API",
  "http:ActionSendDataBasicAuth": "HTTP com autenticação básica",
  "http:ActionSendDataOAuth": "HTTP com OAuth 2.0",
  "http:ActionGetFile": "Baixar arquivo",
  "json:ParseJSON": "Ler JSON",
  "json:CreateJSON": "Criar JSON",
  "json:TransformToJSON": "Converter em JSON",
  "util:SetVariables": "Definir variáveis",
  "util:SetVariable2": "Definir variável",
  "util:GetVariables": "Obter variáveis",
  "util:GetVariable2": "Obter variável",
  "util:TextAggregator": "Agregar texto",
  "util:FunctionSleep": "Pausa",
  "util:ComposeTransformer": "Compor texto",
  "util:Switcher": "Seletor",
  "util:FunctionIncrement": "Contador",
  "regexp:AdvancedParser": "Analisar texto (regex)",
  "placeholder:Placeholder": "Módulo vazio",
};

/** Card title and subtitle: pt-BR names for core modules, "App" + "Action Name" for the rest. */
export function makeModuleLabel(module: string): { label: string; detail: string } {
  const { app, action } = splitModule(module);
  const known = own(MODULE_LABELS, module);
  if (known) return { label: known, detail: makeAppName(app) };
  const verb = action.replace(/^Action(?=[A-Z])/, "");
  return { label: makeAppName(app), detail: verb ? humanize(verb) : "" };
}

/**
 * The card's title and subtitle on one line, for lists: "Roteador", "Google Sheets: Add Row". The
 * title alone would name every module of an app alike.
 */
export function makeModuleLine(module: string): string {
  const known = own(MODULE_LABELS, module);
  if (known) return known;
  const { label, detail } = makeModuleLabel(module);
  return detail ? `${label}: ${detail}` : label;
}

const AI_APP = /(^|-)(openai|anthropic|claude|gemini|mistral|perplexity|deepseek|groq|cohere|ai-local-agent|ai-agent)/;

export function makeFamily(module: string): NodeFamily {
  const { app, action } = splitModule(module);
  if (module === "builtin:BasicRouter") return "router";
  if (app === "gateway") return module === "gateway:CustomMailHook" ? "email" : "webhook";
  if (app === "http") return "http";
  if (app === "code") return "code";
  if (/^(watch|trigger)|Trigger$/i.test(action)) return "trigger";
  if (app === "builtin" || app === "flow-control") return "logic";
  if (/^(util|json|regexp|text|math|csv|xml|tools|markdown|html|archive)$/.test(app)) return "data";
  if (AI_APP.test(app)) return "ai";
  if (/sheets|excel|smartsheet/.test(app)) return "sheets";
  if (/^(gmail|google-email|email|microsoft-email|mailchimp|sendgrid|mailgun|brevo)$/.test(app)) return "email";
  if (/telegram|slack|discord|whatsapp|twilio|teams|google-chat|messenger/.test(app)) return "messaging";
  if (/^(datastore|airtable\d*|postgres|mysql|mongodb|supabase|redis|baserow)$/.test(app)) return "database";
  return "other";
}

/** Steps that run another scenario (complexity rule). */
export const isMakeSubflow = (module: string) => /^(scenario-service|scenarios):/.test(module);

/**
 * How a scenario starts, from its first module: Make's webhook and mailhook gateways, an app's
 * "Watch …" trigger, or, when the first module is an ordinary action, the scenario scheduler.
 */
export function makeTriggerKind(module: string): "webhook" | "email" | "app" | "schedule" | "other" {
  const { app, action } = splitModule(module);
  if (module === "gateway:CustomWebHook") return "webhook";
  if (module === "gateway:CustomMailHook") return "email";
  if (app === "placeholder" || app === "") return "other";
  if (/^(watch|trigger)|Trigger$/i.test(action)) return /^(gmail|google-email|email|microsoft-email)$/.test(app) ? "email" : "app";
  return "schedule";
}

import { humanize, own } from "./json";
import type { NodeFamily } from "./types";

/**
 * What Typebot block types mean. The types are the editor's own strings (`text`, `choice input`,
 * `Set variable`, `Google Sheets`, `openai`…); older bots and v6 share them.
 */

const BLOCK_LABELS: Record<string, string> = {
  start: "Início",
  text: "Texto",
  image: "Imagem",
  video: "Vídeo",
  audio: "Áudio",
  embed: "Incorporação",
  "text input": "Entrada de texto",
  "number input": "Número",
  "email input": "E-mail",
  "url input": "Site",
  "date input": "Data",
  "time input": "Hora",
  "phone number input": "Telefone",
  "choice input": "Botões",
  "picture choice input": "Escolha com imagem",
  "payment input": "Pagamento",
  "rating input": "Avaliação",
  "file input": "Envio de arquivo",
  "Set variable": "Definir variável",
  Condition: "Condição",
  Redirect: "Redirecionar",
  Script: "Código",
  Code: "Código",
  "Typebot link": "Outro bot",
  Wait: "Aguardar",
  Jump: "Pular para grupo",
  "AB test": "Teste A/B",
  Return: "Retornar",
  Webhook: "Requisição HTTP",
  "HTTP request": "Requisição HTTP",
  Email: "Enviar e-mail",
  "Google Sheets": "Google Sheets",
  "Google Analytics": "Google Analytics",
  Chatwoot: "Chatwoot",
  "Make.com": "Make",
  Zapier: "Zapier",
  Pabbly: "Pabbly Connect",
  "Zemantic AI": "Zemantic AI",
  Pixel: "Pixel",
  OpenAI: "OpenAI",
  openai: "OpenAI",
  mistral: "Mistral",
  anthropic: "Anthropic",
  "together-ai": "Together AI",
  "open-router": "OpenRouter",
  groq: "Groq",
  deepseek: "DeepSeek",
  perplexity: "Perplexity",
  elevenlabs: "ElevenLabs",
  "dify-ai": "Dify",
  nocodb: "NocoDB",
  segment: "Segment",
  posthog: "PostHog",
  "cal-com": "Cal.com",
  "qr-code": "QR code",
  "chat-node": "ChatNode",
  zendesk: "Zendesk",
  blink: "Blink",
  gmail: "Gmail",
};

/** External services behind integration blocks (inputs and bubbles have none). */
const INTEGRATIONS: Record<string, string> = {
  "Google Sheets": "Google Sheets",
  "Google Analytics": "Google Analytics",
  Chatwoot: "Chatwoot",
  "Make.com": "Make",
  Zapier: "Zapier",
  Pabbly: "Pabbly Connect",
  "Zemantic AI": "Zemantic AI",
  Pixel: "Meta Pixel",
  OpenAI: "OpenAI",
  openai: "OpenAI",
  mistral: "Mistral",
  anthropic: "Anthropic",
  "together-ai": "Together AI",
  "open-router": "OpenRouter",
  groq: "Groq",
  deepseek: "DeepSeek",
  perplexity: "Perplexity",
  elevenlabs: "ElevenLabs",
  "dify-ai": "Dify",
  nocodb: "NocoDB",
  segment: "Segment",
  posthog: "PostHog",
  "cal-com": "Cal.com",
  "chat-node": "ChatNode",
  zendesk: "Zendesk",
  blink: "Blink",
  gmail: "Gmail",
  "payment input": "Stripe",
};

/**
 * Blocks that cannot run until the importer connects an account. Their `credentialsId` is removed
 * when the flow is stored (docs/product-rules.md §7), so the type is the only evidence left.
 */
const NEEDS_CREDENTIALS = new Set([
  "Google Sheets",
  "OpenAI",
  "openai",
  "mistral",
  "anthropic",
  "together-ai",
  "open-router",
  "groq",
  "deepseek",
  "perplexity",
  "elevenlabs",
  "dify-ai",
  "nocodb",
  "segment",
  "posthog",
  "chat-node",
  "zendesk",
  "blink",
  "gmail",
  "Zemantic AI",
  "payment input",
]);

export function typebotBlockLabel(type: string): string {
  return own(BLOCK_LABELS, type) ?? (humanize(type) || "Bloco");
}

export function typebotIntegration(type: string): string | null {
  return own(INTEGRATIONS, type) ?? null;
}

/** The service whose account a block needs, or null. `credentialsId` "default" is Typebot's own mailer. */
export function typebotCredential(type: string, credentialsId: unknown): string | null {
  if (NEEDS_CREDENTIALS.has(type)) return own(INTEGRATIONS, type) ?? typebotBlockLabel(type);
  if (typeof credentialsId === "string" && credentialsId !== "" && credentialsId !== "default" && credentialsId !== "…") {
    return type === "Email" ? "E-mail (SMTP)" : (own(INTEGRATIONS, type) ?? typebotBlockLabel(type));
  }
  return null;
}

export function typebotBlockFamily(type: string): NodeFamily {
  if (type === "start") return "trigger";
  if (/^(text|image|video|audio|embed)$/.test(type)) return "bubble";
  if (type.endsWith(" input")) return "input";
  if (type === "Set variable") return "data";
  if (type === "Script" || type === "Code") return "code";
  if (/^(Condition|Redirect|Typebot link|Wait|Jump|AB test|Return)$/.test(type)) return "logic";
  if (/^(Webhook|HTTP request|Make\.com|Zapier|Pabbly)$/.test(type)) return "http";
  if (type === "Google Sheets") return "sheets";
  if (type === "Email" || type === "gmail") return "email";
  if (type === "nocodb") return "database";
  if (type === "Chatwoot" || type === "zendesk") return "messaging";
  if (/^(openai|OpenAI|mistral|anthropic|together-ai|open-router|groq|deepseek|perplexity|elevenlabs|dify-ai|Zemantic AI|chat-node|blink)$/.test(type)) {
    return "ai";
  }
  return "other";
}

// A group shows its most telling block: the start, then integrations, logic, questions, plain chat.
const PRIORITY: NodeFamily[] = [
  "trigger",
  "ai",
  "http",
  "sheets",
  "database",
  "email",
  "messaging",
  "code",
  "logic",
  "router",
  "input",
  "data",
  "bubble",
  "webhook",
  "other",
];

export function groupFamily(families: NodeFamily[]): NodeFamily {
  let best: NodeFamily = "other";
  for (const family of families) if (PRIORITY.indexOf(family) < PRIORITY.indexOf(best)) best = family;
  return best;
}

export const isTypebotSubflow = (type: string) => type === "Typebot link";

import { withBusiness } from "../plan";
import type { TriggerKind } from "../types";
import { credential, nodeName, spreadsheet, type N8nCtx, type NodeSpec } from "./common";

function slug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function schedule(ctx: N8nCtx): NodeSpec {
  const { every, hour = ctx.rng.pick([7, 8, 9]) } = ctx.plan.scenario.schedule ?? { every: "day" };
  const rules = {
    day: { interval: [{ triggerAtHour: hour }] },
    weekday: { interval: [{ field: "cronExpression", expression: `0 ${hour} * * 1-5` }] },
    week: { interval: [{ field: "weeks", triggerAtDay: [1], triggerAtHour: hour }] },
    hour: { interval: [{ field: "hours" }] },
    "5min": { interval: [{ field: "minutes", minutesInterval: 5 }] },
  };
  const ptNames = {
    day: `Todo dia às ${hour}h`,
    weekday: `Dias úteis às ${hour}h`,
    week: "Toda segunda-feira",
    hour: "A cada hora",
    "5min": "A cada 5 minutos",
  };
  return {
    type: "n8n-nodes-base.scheduleTrigger",
    typeVersion: 1.2,
    parameters: { rule: rules[every] },
    name: nodeName(ctx, ptNames[every], "Schedule Trigger"),
  };
}

function form(ctx: N8nCtx): NodeSpec {
  const pt = ctx.lang === "pt";
  const values = ctx.fields.slice(0, 4).map((f, i) => ({
    fieldLabel: f.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase()),
    ...(f === "email" ? { fieldType: "email" } : {}),
    ...(i < 2 ? { requiredField: true } : {}),
  }));
  return {
    type: "n8n-nodes-base.formTrigger",
    typeVersion: 2.2,
    parameters: {
      formTitle: pt ? `Cadastro de ${ctx.singular}` : `New ${ctx.singular}`,
      formDescription: pt ? `Preencha os dados abaixo. ${ctx.plan.business.name} retorna em breve.` : "Fill in the form below.",
      formFields: { values },
      options: { appendAttribution: false },
    },
    webhook: true,
    name: nodeName(ctx, "Formulário de {singular}", "On form submission"),
  };
}

/** The first node of a workflow for each trigger kind. */
export function triggerNode(ctx: N8nCtx, kind: TriggerKind): NodeSpec {
  const { rng } = ctx;
  switch (kind) {
    case "schedule":
      return schedule(ctx);
    case "form":
      return form(ctx);
    case "webhook":
      return {
        type: "n8n-nodes-base.webhook",
        typeVersion: 2,
        parameters: {
          httpMethod: "POST",
          path: slug(`${ctx.plural}-${rng.chars(4)}`),
          ...(ctx.plan.steps.includes("respond") ? { responseMode: "responseNode" } : {}),
          options: {},
        },
        webhook: true,
        name: nodeName(ctx, "Receber {singular}", "Webhook"),
      };
    case "chat":
      return {
        type: "@n8n/n8n-nodes-langchain.chatTrigger",
        typeVersion: 1.1,
        parameters: {
          public: true,
          initialMessages:
            ctx.lang === "pt"
              ? withBusiness("Olá! 👋 Sou o assistente virtual {do negocio}. Como posso ajudar?", ctx.plan.business)
              : "Hi there! 👋 How can I help?",
          options: { title: ctx.plan.business.name, loadPreviousSession: "memory" },
        },
        webhook: true,
        name: "When chat message received",
      };
    case "manual":
      return { type: "n8n-nodes-base.manualTrigger", typeVersion: 1, parameters: {}, name: "When clicking ‘Test workflow’" };
    case "telegram":
      return {
        type: "n8n-nodes-base.telegramTrigger",
        typeVersion: 1.1,
        parameters: { updates: ["message"], additionalFields: {} },
        credentials: credential(ctx, "telegramApi"),
        webhook: true,
        name: nodeName(ctx, "Mensagem no Telegram", "Telegram Trigger"),
      };
    case "gmail":
      return {
        type: "n8n-nodes-base.gmailTrigger",
        typeVersion: 1.2,
        parameters: {
          pollTimes: { item: [{ mode: "everyMinute" }] },
          simple: false,
          filters: ctx.plan.steps.includes("drive") ? { q: "has:attachment filename:pdf" } : { labelIds: ["INBOX"] },
          options: { downloadAttachments: ctx.plan.steps.includes("drive") },
        },
        credentials: credential(ctx, "gmailOAuth2"),
        name: nodeName(ctx, "Novo e-mail recebido", "Gmail Trigger"),
      };
    case "sheets":
      return {
        type: "n8n-nodes-base.googleSheetsTrigger",
        typeVersion: 1,
        parameters: { pollTimes: { item: [{ mode: "everyMinute" }] }, ...spreadsheet(ctx), event: "rowAdded", options: {} },
        credentials: credential(ctx, "googleSheetsTriggerOAuth2Api", ctx.lang === "pt" ? "Conta Google" : undefined),
        name: nodeName(ctx, "Nova linha na planilha", "Google Sheets Trigger"),
      };
    case "whatsapp":
      return {
        type: "n8n-nodes-base.whatsAppTrigger",
        typeVersion: 1,
        parameters: { updates: ["messages"] },
        credentials: credential(ctx, "whatsAppTriggerApi", "WhatsApp OAuth account"),
        webhook: true,
        name: nodeName(ctx, "Mensagem recebida no WhatsApp", "WhatsApp Trigger"),
      };
    case "shopify":
      return {
        type: "n8n-nodes-base.shopifyTrigger",
        typeVersion: 1,
        parameters: { authentication: "accessToken", topic: "orders/create" },
        credentials: credential(ctx, "shopifyAccessTokenApi", "Shopify Access Token account"),
        webhook: true,
        name: nodeName(ctx, "Novo pedido na Shopify", "Shopify Trigger"),
      };
    case "woocommerce":
      return {
        type: "n8n-nodes-base.wooCommerceTrigger",
        typeVersion: 1,
        parameters: { event: "order.created" },
        credentials: credential(ctx, "wooCommerceApi", "WooCommerce account"),
        webhook: true,
        name: nodeName(ctx, "Novo pedido no WooCommerce", "WooCommerce Trigger"),
      };
    case "rss":
      return {
        type: "n8n-nodes-base.rssFeedReadTrigger",
        typeVersion: 1,
        parameters: {
          pollTimes: { item: [{ mode: "everyHour" }] },
          feedUrl: rng.pick(["https://g1.globo.com/rss/g1/economia/", "https://g1.globo.com/rss/g1/tecnologia/", "https://www.tecmundo.com.br/rss"]),
        },
        name: nodeName(ctx, "Novas notícias no RSS", "RSS Feed Trigger"),
      };
  }
}

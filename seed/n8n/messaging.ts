import { fieldName, hasField } from "../logic";
import { ALPHANUMERIC } from "../random";
import type { ActionKind } from "../types";
import { aiOutput, credential, messageText, recordField, field, locator, nodeName, type N8nCtx, type NodeSpec } from "./common";

/** Messaging, CRM and calendar steps. */
export function messagingNode(ctx: N8nCtx, kind: ActionKind): NodeSpec {
  const { rng, plan } = ctx;
  const pt = ctx.lang === "pt";
  const text = messageText(ctx);
  const subject = plan.scenario.subject?.[ctx.lang] ?? (pt ? `Aviso: ${ctx.singular}` : `Notice: ${ctx.singular}`);
  const email = recordField(ctx, fieldName(plan, "email"));
  const phone = recordField(ctx, fieldName(plan, "telefone"));
  const name = recordField(ctx, ctx.fields[0] ?? "nome");
  switch (kind) {
    case "slack":
      return {
        type: "n8n-nodes-base.slack",
        typeVersion: 2.2,
        parameters: {
          select: "channel",
          channelId: locator(`#${rng.pick(pt ? ["vendas", "operacao", "alertas", "geral"] : ["sales", "ops", "alerts"])}`, "", "name"),
          text,
          otherOptions: {},
        },
        credentials: credential(ctx, "slackApi"),
        webhook: true,
        name: nodeName(ctx, "Avisar no Slack", "Slack"),
      };
    case "telegram":
      return {
        type: "n8n-nodes-base.telegram",
        typeVersion: 1.2,
        parameters: {
          chatId: plan.trigger === "telegram" ? `={{ $('${ctx.triggerName}').item.json.message.chat.id }}` : `-100${rng.chars(10, "0123456789")}`,
          text: aiOutput(ctx) ?? text,
          additionalFields: { appendAttribution: false, parse_mode: "HTML" },
        },
        credentials: credential(ctx, "telegramApi"),
        webhook: true,
        name: nodeName(ctx, "Enviar no Telegram", "Telegram"),
      };
    case "whatsapp":
      return {
        type: "n8n-nodes-base.whatsApp",
        typeVersion: 1,
        parameters: {
          operation: "send",
          phoneNumberId: rng.chars(15, "0123456789"),
          recipientPhoneNumber: plan.trigger === "whatsapp" ? `={{ $('${ctx.triggerName}').item.json.messages[0].from }}` : phone,
          textBody: aiOutput(ctx) ?? text,
          additionalFields: {},
        },
        credentials: credential(ctx, "whatsAppApi"),
        webhook: true,
        name: nodeName(ctx, "Enviar mensagem no WhatsApp", "WhatsApp Business Cloud"),
      };
    case "gmail":
      return {
        type: "n8n-nodes-base.gmail",
        typeVersion: 2.1,
        parameters: { sendTo: email, subject, emailType: "text", message: text, options: { appendAttribution: false } },
        credentials: credential(ctx, "gmailOAuth2"),
        webhook: true,
        name: nodeName(ctx, "Enviar e-mail pelo Gmail", "Gmail"),
      };
    case "email":
      return {
        type: "n8n-nodes-base.emailSend",
        typeVersion: 2.1,
        parameters: {
          fromEmail: `contato@${plan.business.domain}`,
          toEmail: email,
          subject,
          emailFormat: "text",
          text,
          options: {},
        },
        credentials: credential(ctx, "smtp", pt ? "SMTP da empresa" : "SMTP account"),
        webhook: true,
        name: nodeName(ctx, "Enviar e-mail", "Send Email"),
      };
    case "discord":
      return {
        type: "n8n-nodes-base.discord",
        typeVersion: 2,
        parameters: { authentication: "webhook", content: text, options: {} },
        credentials: credential(ctx, "discordWebhookApi", "Discord Webhook account"),
        name: nodeName(ctx, "Postar no Discord", "Discord"),
      };
    case "hubspot":
      return {
        type: "n8n-nodes-base.hubspot",
        typeVersion: 2.1,
        parameters: {
          authentication: "appToken",
          email,
          additionalFields: { firstName: name, ...(hasField(plan, "telefone") ? { phoneNumber: phone } : {}) },
          options: {},
        },
        credentials: credential(ctx, "hubspotAppToken", "HubSpot App Token account"),
        name: nodeName(ctx, "Criar contato no HubSpot", "HubSpot"),
      };
    case "pipedrive":
      return {
        type: "n8n-nodes-base.pipedrive",
        typeVersion: 1,
        parameters: {
          resource: "person",
          name,
          additionalFields: { email: [email], ...(hasField(plan, "telefone") ? { phone: [phone] } : {}) },
        },
        credentials: credential(ctx, "pipedriveApi", "Pipedrive account"),
        name: nodeName(ctx, "Criar pessoa no Pipedrive", "Pipedrive"),
      };
    case "notion":
      return {
        type: "n8n-nodes-base.notion",
        typeVersion: 2.2,
        parameters: {
          resource: "databasePage",
          databaseId: locator(rng.uuid(), pt ? `Base de ${ctx.plural}` : ctx.plural),
          title: name,
          propertiesUi: { propertyValues: [{ key: "E-mail|email", emailValue: email }] },
          options: {},
        },
        credentials: credential(ctx, "notionApi", "Notion account"),
        name: nodeName(ctx, "Criar página no Notion", "Notion"),
      };
    case "airtable":
      return {
        type: "n8n-nodes-base.airtable",
        typeVersion: 2.1,
        parameters: {
          operation: "create",
          base: locator(`app${rng.chars(14, ALPHANUMERIC)}`, plan.business.name),
          table: locator(`tbl${rng.chars(14, ALPHANUMERIC)}`, ctx.plural),
          columns: { mappingMode: "autoMapInputData", value: {}, matchingColumns: [], schema: [] },
          options: {},
        },
        credentials: credential(ctx, "airtableTokenApi", "Airtable Personal Access Token account"),
        name: nodeName(ctx, "Criar registro no Airtable", "Airtable"),
      };
    case "calendarCreate":
    case "calendarList": {
      const calendar = locator(`agenda@${plan.business.domain}`, pt ? "Agenda" : "Calendar");
      return {
        type: "n8n-nodes-base.googleCalendar",
        typeVersion: 1.3,
        parameters:
          kind === "calendarCreate"
            ? {
                calendar,
                start: field(fieldName(plan, "data")),
                end: `={{ $json.${fieldName(plan, "data")}.plus({ minutes: 60 }) }}`,
                additionalFields: {
                  summary: pt ? `=Atendimento - {{ $json.${ctx.fields[0]} }}` : `=Appointment - {{ $json.${ctx.fields[0]} }}`,
                },
              }
            : {
                operation: "getAll",
                calendar,
                returnAll: true,
                timeMin: "={{ $today.plus({ days: 1 }) }}",
                timeMax: "={{ $today.plus({ days: 2 }) }}",
                options: {},
              },
        credentials: credential(ctx, "googleCalendarOAuth2Api", pt ? "Agenda Google" : "Google Calendar account"),
        name: nodeName(ctx, kind === "calendarCreate" ? "Criar evento na agenda" : "Buscar agendamentos de amanhã", "Google Calendar"),
      };
    }
    default:
      throw new Error(`No n8n node for step ${kind}`);
  }
}

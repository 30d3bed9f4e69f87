import { fieldName, hasField } from "../logic";
import { ALPHANUMERIC } from "../random";
import type { ActionKind } from "../types";
import { connectionId, mapText, ref, type MakeCtx, type ModuleSpec } from "./common";

const DIGITS = "0123456789";

/** Messaging, CRM, calendar and database modules. */
export function messagingModule(ctx: MakeCtx, kind: ActionKind): ModuleSpec {
  const { rng, plan } = ctx;
  const pt = ctx.lang === "pt";
  const conn = { __IMTCONN__: connectionId(rng) };
  // Chat-style flows answer with the model's reply; the others send the scenario's message.
  const isReply = /^<<\w+>>$/.test(plan.scenario.message.pt) && ctx.aiId > 0;
  const text = isReply ? `{{${ctx.aiId}.result}}` : mapText(ctx, ctx.message ?? plan.scenario.message[ctx.lang]);
  const subject = plan.scenario.subject?.[ctx.lang] ?? (pt ? "Aviso automático" : "Automatic notice");
  const email = ref(ctx, fieldName(plan, "email"));
  const name = ref(ctx, ctx.fields[0] ?? "nome");
  switch (kind) {
    case "slack":
      return {
        module: "slack:CreateMessage",
        version: 4,
        parameters: conn,
        mapper: {
          channelWType: "list",
          channelType: "public",
          channel: `C0${rng.chars(9, ALPHANUMERIC.slice(0, 26) + DIGITS)}`,
          text,
          parse: false,
          mrkdwn: true,
        },
      };
    case "telegram":
      return {
        module: "telegram:SendReplyMessage",
        version: 1,
        parameters: conn,
        mapper: {
          chatId: plan.trigger === "telegram" ? `{{${ctx.triggerId}.message.chat.id}}` : `-100${rng.chars(10, DIGITS)}`,
          text,
          parseMode: "HTML",
          replyMarkup: "",
          messageThreadId: "",
          replyToMessageId: "",
          replyMarkupAssembleType: "reply_markup_enter",
        },
      };
    case "whatsapp":
      return {
        module: "whatsapp-business-cloud:sendMessage",
        version: 1,
        parameters: conn,
        mapper: {
          fromId: rng.chars(15, DIGITS),
          to: plan.trigger === "whatsapp" ? `{{${ctx.triggerId}.entry[].changes[].value.messages[].from}}` : ref(ctx, fieldName(plan, "telefone")),
          type: "text",
          body: text,
        },
      };
    case "gmail":
      return {
        module: "google-email:sendAnEmail",
        version: 4,
        parameters: conn,
        mapper: { to: [email], subject, bodyType: "rawHtml", contents: text, cc: [], bcc: [], attachments: [] },
      };
    case "email":
      return {
        module: "email:ActionSendEmail",
        version: 7,
        parameters: { account: connectionId(rng), saveAfterSent: false },
        mapper: {
          to: [email],
          subject,
          html: text.replace(/\n/g, "<br>"),
          cc: [],
          bcc: [],
          attachments: [],
          from: `contato@${plan.business.domain}`,
        },
      };
    case "discord":
      return {
        module: "discord:createMessage",
        version: 2,
        parameters: conn,
        mapper: { select: "channel", channelId: rng.chars(19, DIGITS), content: text, message_reference: {} },
      };
    case "hubspot":
      return {
        module: "hubspotcrm:ActionCreateContact",
        version: 1,
        parameters: conn,
        mapper: {
          email,
          firstname: name,
          ...(hasField(plan, "telefone") ? { phone: ref(ctx, fieldName(plan, "telefone")) } : {}),
        },
      };
    case "notion":
      return {
        module: "notion:createAPage",
        version: 1,
        parameters: conn,
        mapper: { select: "list", database: rng.chars(32, "0123456789abcdef"), fields: { title: name } },
      };
    case "airtable":
      return {
        module: "airtable:ActionCreateRecord",
        version: 3,
        parameters: conn,
        mapper: {
          base: `app${rng.chars(14, ALPHANUMERIC)}`,
          table: `tbl${rng.chars(14, ALPHANUMERIC)}`,
          record: Object.fromEntries(ctx.fields.map((f) => [f, ref(ctx, f)])),
          typecast: false,
          useColumnId: false,
        },
      };
    case "calendarCreate":
      return {
        module: "google-calendar:createAnEvent",
        version: 5,
        parameters: conn,
        mapper: {
          calendar: `agenda@${plan.business.domain}`,
          select: "detail",
          summary: `${pt ? "Atendimento" : "Appointment"} - ${name}`,
          start: ref(ctx, fieldName(plan, "data")),
          duration: "01:00",
          description: ref(ctx, fieldName(plan, "telefone")),
          visibility: "default",
          allDayEvent: false,
          transparency: "opaque",
          sendUpdates: "all",
        },
      };
    default:
      throw new Error(`No Make module for step ${kind}`);
  }
}

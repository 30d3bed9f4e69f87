import { withBusiness as fillBusiness } from "../plan";
import type { Business } from "../types";
import { richText, type InputType } from "./spec";

/** A block or item before edges are drawn; `next` is where the flow goes from it. */
export interface Target {
  groupId: string;
  blockId?: string;
}
export interface ItemDraft {
  id: string;
  fields: Record<string, unknown>;
  next?: Target;
}
export interface BlockDraft {
  id: string;
  type: string;
  content?: unknown;
  options?: Record<string, unknown>;
  items?: ItemDraft[];
  next?: Target;
  /** Redirect/Jump end their path: nothing links out of them. */
  terminal?: boolean;
}

export interface BlockKit {
  id: () => string;
  variable: (name: string) => string;
  business: Business;
  legacy: boolean;
}

const MEDIA = {
  image: [
    "https://fluxoteca.dev/demo/typebot/boas-vindas.png",
    "https://fluxoteca.dev/demo/typebot/banner.jpg",
    "https://fluxoteca.dev/demo/typebot/equipe.gif",
  ],
  video: ["https://fluxoteca.dev/demo/typebot/apresentacao.mp4"],
};

const withBusiness = (kit: BlockKit, text: string) => fillBusiness(text, kit.business);

export function textBlock(kit: BlockKit, text: string): BlockDraft {
  return { id: kit.id(), type: "text", content: richText(withBusiness(kit, text)) };
}

export function mediaBlock(kit: BlockKit, kind: "image" | "video", pick: <T>(items: readonly T[]) => T): BlockDraft {
  const url = pick(MEDIA[kind]);
  return { id: kit.id(), type: kind, content: kind === "video" ? { url, type: "url" } : { url } };
}

const PLACEHOLDERS: Record<InputType, string> = {
  "text input": "Digite sua resposta...",
  "email input": "Digite seu e-mail...",
  "number input": "Digite um número...",
  "url input": "Digite uma URL...",
  "rating input": "",
  "file input": "<strong>Clique para enviar</strong> ou arraste o arquivo",
};

export function inputBlock(kit: BlockKit, input: InputType, variable: string, opts: { long?: boolean; scale?: number } = {}): BlockDraft {
  const variableId = kit.variable(variable);
  const labels = { placeholder: PLACEHOLDERS[input], button: "Enviar" };
  const byType: Record<InputType, Record<string, unknown>> = {
    "text input": { labels, variableId, isLong: opts.long ?? false },
    "email input": { labels, variableId, retryMessageContent: "Esse e-mail não parece válido. Pode digitar de novo?" },
    "number input": { labels, variableId },
    "url input": { labels, variableId, retryMessageContent: "Essa URL não parece válida. Pode digitar de novo?" },
    "rating input": {
      variableId,
      buttonType: "Numbers",
      length: opts.scale ?? 10,
      labels: opts.scale === 5 ? { left: "Ruim", right: "Excelente", button: "Enviar" } : { left: "Nada provável", right: "Muito provável", button: "Enviar" },
      isOneClickSubmitEnabled: true,
    },
    "file input": { variableId, isMultipleAllowed: false, labels: { placeholder: PLACEHOLDERS["file input"], button: "Enviar" } },
  };
  return { id: kit.id(), type: input, options: byType[input] };
}

export function choiceBlock(kit: BlockKit, options: string[], variable?: string, pictures = false): BlockDraft {
  const items = options.map((option, i) => ({
    id: kit.id(),
    fields: pictures ? { pictureSrc: `https://fluxoteca.dev/demo/typebot/opcao-${i + 1}.jpg`, title: option } : { content: option },
  }));
  const opts: Record<string, unknown> = pictures ? {} : { isMultipleChoice: false, buttonLabel: "Enviar" };
  if (variable) opts.variableId = kit.variable(variable);
  return { id: kit.id(), type: pictures ? "picture choice input" : "choice input", items, options: opts };
}

export function webhookBlock(kit: BlockKit, target: "n8n" | "make" | "crm" | "sheets", responseVariable?: string): BlockDraft {
  const domain = kit.business.domain;
  if (target === "sheets" && kit.legacy) {
    return {
      id: kit.id(),
      type: "Google Sheets",
      options: {
        credentialsId: kit.id(),
        spreadsheetId: `1${kit.id()}`,
        sheetId: "0",
        action: "Insert a row",
        cellsToInsert: [],
      },
    };
  }
  const url = {
    n8n: `https://n8n.${domain}/webhook/${kit.id().slice(0, 12)}`,
    make: `https://hook.us2.make.com/${kit.id()}`,
    crm: `https://api.${domain}/crm/leads`,
    sheets: `https://script.google.com/macros/s/${kit.id()}/exec`,
  }[target];
  return {
    id: kit.id(),
    type: "Webhook",
    options: {
      webhook: { url, method: "POST", headers: [], queryParams: [] },
      isCustomBody: false,
      isAdvancedConfig: target !== "crm",
      variablesForTest: [],
      responseVariableMapping: responseVariable ? [{ id: kit.id(), variableId: kit.variable(responseVariable), bodyPath: "data" }] : [],
    },
  };
}

export function emailBlock(kit: BlockKit, subject: string, body: string): BlockDraft {
  return {
    id: kit.id(),
    type: "Email",
    options: {
      credentialsId: "default",
      recipients: [`contato@${kit.business.domain}`],
      replyTo: "{{Email}}",
      subject: withBusiness(kit, subject),
      body: withBusiness(kit, body),
      isCustomBody: true,
      isBodyCode: false,
    },
  };
}

export function aiBlock(kit: BlockKit, prompt: string, input: string, output: string): BlockDraft {
  const responseMapping = [{ id: kit.id(), item: "Message content", variableId: kit.variable(output) }];
  const messages = [
    { id: kit.id(), role: "system", content: withBusiness(kit, prompt) },
    { id: kit.id(), role: "user", content: `{{${input}}}` },
  ];
  return kit.legacy
    ? {
        id: kit.id(),
        type: "OpenAI",
        options: { task: "Create chat completion", model: "gpt-3.5-turbo", messages, responseMapping },
      }
    : {
        id: kit.id(),
        type: "openai",
        options: { action: "Create chat completion", model: "gpt-4o-mini", credentialsId: kit.id(), messages, responseMapping },
      };
}

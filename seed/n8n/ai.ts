import { withBusiness } from "../plan";
import type { AgentTool } from "../types";
import { credential, field, locator, nodeName, spreadsheet, type N8nCtx, type NodeSpec } from "./common";

export type AiConnection = "ai_languageModel" | "ai_memory" | "ai_tool";

/** An AI step: the main node on the flow's path plus the sub-nodes plugged into it. */
export interface AiStep {
  main: NodeSpec;
  subs: { spec: NodeSpec; type: AiConnection }[];
}

const LANGCHAIN = "@n8n/n8n-nodes-langchain";

function chatModel(ctx: N8nCtx): NodeSpec {
  const model = ctx.rng.weighted([
    ["openai", 6],
    ["gemini", 2],
    ["anthropic", 1],
  ] as const);
  if (model === "gemini") {
    return {
      type: `${LANGCHAIN}.lmChatGoogleGemini`,
      typeVersion: 1,
      parameters: { modelName: "models/gemini-1.5-flash", options: { temperature: 0.4 } },
      credentials: credential(ctx, "googlePalmApi", "Google Gemini(PaLM) Api account"),
      name: "Google Gemini Chat Model",
    };
  }
  if (model === "anthropic") {
    return {
      type: `${LANGCHAIN}.lmChatAnthropic`,
      typeVersion: 1.3,
      parameters: { model: locator("claude-3-5-sonnet-20241022", "Claude 3.5 Sonnet"), options: {} },
      credentials: credential(ctx, "anthropicApi", "Anthropic account"),
      name: "Anthropic Chat Model",
    };
  }
  const modelId = ctx.rng.pick(["gpt-4o-mini", "gpt-4o", "gpt-4.1-mini"]);
  return {
    type: `${LANGCHAIN}.lmChatOpenAi`,
    typeVersion: 1.2,
    parameters: { model: locator(modelId, modelId), options: {} },
    credentials: credential(ctx, "openAiApi"),
    name: "OpenAI Chat Model",
  };
}

/** The incoming user message and the conversation key, per trigger. */
function conversation(ctx: N8nCtx): { input: string; session?: string } {
  const t = `$('${ctx.triggerName}').item.json`;
  switch (ctx.plan.trigger) {
    case "chat":
      return { input: "={{ $json.chatInput }}" };
    case "telegram":
      return { input: "={{ $json.message.text }}", session: `={{ ${t}.message.chat.id }}` };
    case "whatsapp":
      return { input: "={{ $json.messages[0].text.body }}", session: `={{ ${t}.contacts[0].wa_id }}` };
    default: {
      // Text pulled out of a PDF or an audio file arrives in `text`.
      const extracted = ctx.plan.steps.includes("extractPdf") || ctx.plan.steps.includes("transcribe");
      return {
        input: extracted ? "={{ $json.text }}" : field(ctx.fields[2] ?? ctx.fields[0] ?? "texto"),
        session: field(ctx.fields[1] ?? "email"),
      };
    }
  }
}

function memory(ctx: N8nCtx, session: string | undefined): NodeSpec {
  const keyed = session ? { sessionIdType: "customKey", sessionKey: session } : {};
  if (ctx.rng.chance(0.35)) {
    return {
      type: `${LANGCHAIN}.memoryPostgresChat`,
      typeVersion: 1.3,
      parameters: { ...keyed, tableName: "n8n_chat_histories", contextWindowLength: 10 },
      credentials: credential(ctx, "postgres"),
      name: nodeName(ctx, "Histórico no Postgres", "Postgres Chat Memory"),
    };
  }
  return {
    type: `${LANGCHAIN}.memoryBufferWindow`,
    typeVersion: 1.3,
    parameters: { ...keyed, contextWindowLength: ctx.rng.pick([5, 10, 20]) },
    name: nodeName(ctx, "Memória da conversa", "Window Buffer Memory"),
  };
}

function tool(ctx: N8nCtx, kind: AgentTool): NodeSpec {
  const pt = ctx.lang === "pt";
  const manual = (description: string) => ({ descriptionType: "manual", toolDescription: description });
  switch (kind) {
    case "sheets":
      return {
        type: "n8n-nodes-base.googleSheetsTool",
        typeVersion: 4.5,
        parameters: {
          ...manual(pt ? "Consulta a tabela de serviços e preços" : "Looks up services and prices"),
          ...spreadsheet(ctx, pt ? "Serviços e preços" : "Services and prices"),
          options: {},
        },
        credentials: credential(ctx, "googleSheetsOAuth2Api"),
        name: pt ? "Consultar serviços" : "Services sheet",
      };
    case "calendar":
      return {
        type: "n8n-nodes-base.googleCalendarTool",
        typeVersion: 1.3,
        parameters: {
          ...manual(pt ? "Lista os horários ocupados para encontrar um horário livre" : "Lists busy slots to find a free one"),
          operation: "getAll",
          calendar: locator(`agenda@${ctx.plan.business.domain}`, pt ? "Agenda" : "Calendar"),
          timeMin: "={{ $fromAI('inicio') }}",
          timeMax: "={{ $fromAI('fim') }}",
          options: {},
        },
        credentials: credential(ctx, "googleCalendarOAuth2Api", pt ? "Agenda Google" : "Google Calendar account"),
        name: pt ? "Ver agenda" : "Check calendar",
      };
    case "postgres":
      return {
        type: "n8n-nodes-base.postgresTool",
        typeVersion: 2.5,
        parameters: {
          ...manual(pt ? "Busca pedidos e dados do cliente pelo e-mail" : "Finds orders and customer data by email"),
          operation: "executeQuery",
          query: "SELECT id, status, total, criado_em FROM pedidos WHERE email = '{{ $fromAI(\"email\") }}' ORDER BY criado_em DESC LIMIT 5;",
          options: {},
        },
        credentials: credential(ctx, "postgres"),
        name: pt ? "Consultar pedidos" : "Orders database",
      };
    case "http":
      return {
        type: `${LANGCHAIN}.toolHttpRequest`,
        typeVersion: 1.1,
        parameters: {
          toolDescription: pt ? "Consulta o endereço a partir do CEP informado" : "Looks up a Brazilian address by postal code (CEP)",
          url: "https://viacep.com.br/ws/{cep}/json/",
          placeholderDefinitions: {
            values: [{ name: "cep", description: pt ? "CEP com 8 dígitos" : "8-digit CEP", type: "string" }],
          },
        },
        name: pt ? "Consultar CEP" : "CEP lookup",
      };
    case "gmail":
      return {
        type: "n8n-nodes-base.gmailTool",
        typeVersion: 2.1,
        parameters: {
          sendTo: `suporte@${ctx.plan.business.domain}`,
          subject: "={{ $fromAI('assunto') }}",
          message: "={{ $fromAI('mensagem') }}",
          options: {},
        },
        credentials: credential(ctx, "gmailOAuth2"),
        name: pt ? "Abrir chamado por e-mail" : "Open ticket by email",
      };
    case "calculator":
      return { type: `${LANGCHAIN}.toolCalculator`, typeVersion: 1, parameters: {}, name: "Calculator" };
  }
}

/** The `ai` step: a tools agent (when the scenario has tools), "Message a model" or an LLM chain. */
export function aiStep(ctx: N8nCtx): AiStep {
  const { plan, rng } = ctx;
  const prompt = withBusiness(plan.scenario.prompt?.[ctx.lang] ?? "", plan.business);
  const { input, session } = conversation(ctx);
  if (plan.agent) {
    ctx.aiOutputExpr = "={{ $json.output }}";
    const main: NodeSpec = {
      type: `${LANGCHAIN}.agent`,
      typeVersion: 1.7,
      parameters: { promptType: "define", text: input, options: { systemMessage: prompt } },
      name: nodeName(ctx, "Agente de IA", "AI Agent"),
    };
    const subs: AiStep["subs"] = [
      { spec: chatModel(ctx), type: "ai_languageModel" },
      { spec: memory(ctx, session), type: "ai_memory" },
    ];
    for (const t of plan.agent) subs.push({ spec: tool(ctx, t), type: "ai_tool" });
    return { main, subs };
  }
  if (rng.chance(0.55)) {
    ctx.aiOutputExpr = "={{ $json.message.content }}";
    return {
      main: {
        type: `${LANGCHAIN}.openAi`,
        typeVersion: 1.8,
        parameters: {
          modelId: locator("gpt-4o-mini", "GPT-4O-MINI"),
          messages: { values: [{ content: prompt, role: "system" }, { content: input }] },
          options: { temperature: 0.3 },
        },
        credentials: credential(ctx, "openAiApi"),
        name: nodeName(ctx, "Analisar com IA", "OpenAI"),
      },
      subs: [],
    };
  }
  ctx.aiOutputExpr = "={{ $json.text }}";
  const main: NodeSpec = {
    type: `${LANGCHAIN}.chainLlm`,
    typeVersion: 1.5,
    parameters: { promptType: "define", text: `=${prompt}\n\n{{ ${input.slice(3, -2).trim()} }}` },
    name: nodeName(ctx, "Gerar texto com IA", "Basic LLM Chain"),
  };
  return { main, subs: [{ spec: chatModel(ctx), type: "ai_languageModel" }] };
}

/** Whisper transcription of the voice note downloaded by the previous node. */
export function transcribeNode(ctx: N8nCtx): NodeSpec {
  return {
    type: `${LANGCHAIN}.openAi`,
    typeVersion: 1.8,
    parameters: { resource: "audio", operation: "transcribe", options: { language: "pt" } },
    credentials: credential(ctx, "openAiApi"),
    name: nodeName(ctx, "Transcrever áudio", "Transcribe a recording"),
  };
}

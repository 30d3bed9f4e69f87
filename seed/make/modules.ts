import { fieldName } from "../logic";
import { withBusiness } from "../plan";
import { ALPHANUMERIC } from "../random";
import type { ActionKind } from "../types";
import { connectionId, mapText, ref, spreadsheetMapper, type MakeCtx, type ModuleSpec } from "./common";
import { messagingModule } from "./messaging";
import { httpModule } from "./sources";

/** What the model reads: text extracted by the previous HTTP call, or a field of the record. */
function aiInput(ctx: MakeCtx): string {
  const extracted = ctx.plan.steps.includes("extractPdf") || ctx.plan.steps.includes("transcribe");
  return extracted ? `{{${ctx.lastId}.data.text}}` : ref(ctx, ctx.fields[2] ?? ctx.fields[0] ?? "texto");
}

/** Renders one step as a Make module. */
export function actionModule(ctx: MakeCtx, kind: ActionKind): ModuleSpec {
  const { rng, plan } = ctx;
  const pt = ctx.lang === "pt";
  const conn = () => ({ __IMTCONN__: connectionId(rng) });
  const record = Object.fromEntries(ctx.fields.map((f) => [f, ref(ctx, f)]));
  switch (kind) {
    case "sheetsRead":
    case "calendarList":
      return {
        module: "google-sheets:filterRows",
        version: 2,
        parameters: conn(),
        mapper: {
          ...spreadsheetMapper(ctx),
          filter: [[{ a: "F", b: pt ? "pendente" : "pending", o: "text:equal" }]],
          sortOrder: "asc",
          valueRenderOption: "FORMATTED_VALUE",
          dateTimeRenderOption: "FORMATTED_STRING",
          limit: "50",
        },
        yieldsRecords: true,
      };
    case "sheetsAppend":
      return {
        module: "google-sheets:addRow",
        version: 2,
        parameters: conn(),
        mapper: {
          mode: "select",
          ...spreadsheetMapper(ctx),
          insertDataOption: "INSERT_ROWS",
          valueInputOption: "USER_ENTERED",
          insertUnformatted: false,
          values: Object.fromEntries(ctx.fields.map((f, i) => [String(i), ref(ctx, f)])),
        },
      };
    case "sheetsUpdate":
      return {
        module: "google-sheets:updateRow",
        version: 2,
        parameters: conn(),
        mapper: {
          mode: "select",
          ...spreadsheetMapper(ctx),
          rowNumber: `{{${ctx.src}.__ROW_NUMBER__}}`,
          valueInputOption: "USER_ENTERED",
          values: { [String(ctx.fields.length - 1)]: pt ? "enviado" : "sent" },
        },
      };
    case "http": {
      const http = plan.scenario.http ?? {
        url: `https://api.${plan.business.domain}/v1/${ctx.fields[0] ?? "dados"}`,
        method: "GET" as const,
      };
      return httpModule(ctx, http.url, http.method, http.method === "POST" ? record : undefined);
    }
    case "rdstation":
      return httpModule(ctx, "https://api.rd.services/platform/contacts", "POST", {
        name: ref(ctx, ctx.fields[0] ?? "nome"),
        email: ref(ctx, fieldName(plan, "email")),
      });
    case "pipedrive":
      return httpModule(ctx, "https://api.pipedrive.com/v1/persons", "POST", {
        name: ref(ctx, ctx.fields[0] ?? "nome"),
        email: ref(ctx, fieldName(plan, "email")),
      });
    case "transcribe":
      return httpModule(ctx, "https://api.openai.com/v1/audio/transcriptions", "POST", {
        model: "whisper-1",
        language: "pt",
        file: `{{${ctx.src}.data}}`,
      });
    case "extractPdf":
      return httpModule(ctx, "https://api.pdf.co/v1/pdf/convert/to/text", "POST", {
        url: `{{${ctx.src}.webContentLink}}`,
        inline: true,
      });
    case "set":
    case "code":
      return {
        module: "util:SetVariables",
        version: 1,
        parameters: {},
        mapper: {
          variables:
            kind === "set"
              ? ctx.fields.slice(0, 4).map((f) => ({ name: f, value: ref(ctx, f) }))
              : [{ name: "resumo", value: `{{length(${ctx.src}.array)}} ${pt ? "registros" : "records"}` }],
          scope: "roundtrip",
        },
      };
    case "ai": {
      const prompt = withBusiness(plan.scenario.prompt?.[ctx.lang] ?? "", plan.business);
      return {
        module: "openai-gpt-3:CreateCompletion",
        version: 1,
        parameters: conn(),
        mapper: {
          select: "chat",
          model: rng.pick(["gpt-4o-mini", "gpt-4o", "gpt-4"]),
          messages: [
            { role: "system", content: prompt },
            { role: "user", content: aiInput(ctx) },
          ],
          max_tokens: "800",
          temperature: "0.7",
          top_p: "1",
          n_completions: "1",
          response_format: "text",
        },
      };
    }
    case "postgresRead":
      return {
        module: "datastore:SearchRecord",
        version: 1,
        parameters: { datastore: rng.int(10_000, 99_999) },
        mapper: { filter: [[{ a: "status", b: "ativo", o: "text:equal" }]], limit: "100" },
        yieldsRecords: true,
      };
    case "postgresWrite":
      return {
        module: "datastore:AddRecord",
        version: 1,
        parameters: { datastore: rng.int(10_000, 99_999) },
        mapper: { key: ref(ctx, ctx.fields[1] ?? "email"), data: record, overwrite: true },
      };
    case "wait":
      return { module: "util:FunctionSleep", version: 1, parameters: {}, mapper: { duration: "300" } };
    case "respond":
      return {
        module: "gateway:WebhookRespond",
        version: 1,
        parameters: {},
        mapper: {
          status: "200",
          body: pt ? '{"ok": true, "mensagem": "Recebido!"}' : '{"ok": true}',
          headers: [{ key: "Content-Type", value: "application/json" }],
        },
      };
    case "aggregate":
      return {
        module: "util:TextAggregator",
        version: 1,
        parameters: { feeder: ctx.src, rowSeparator: "\n" },
        mapper: { value: mapText(ctx, plan.scenario.message[ctx.lang]) },
      };
    case "split":
      return {
        module: "builtin:BasicFeeder",
        version: 1,
        parameters: {},
        mapper: { array: `{{${ctx.src}.items}}` },
        yieldsRecords: true,
      };
    case "drive":
      return {
        module: "google-drive:uploadAFile",
        version: 4,
        parameters: conn(),
        mapper: {
          select: "map",
          title: `{{${ctx.src}.attachments[].fileName}}`,
          data: `{{${ctx.src}.attachments[].data}}`,
          folderId: `/${rng.chars(33, ALPHANUMERIC)}`,
          destination: "drive",
          convert: false,
        },
      };
    default:
      return messagingModule(ctx, kind);
  }
}

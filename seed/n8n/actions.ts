import type { ActionKind } from "../types";
import { filterRule } from "../logic";
import { capitalize, conditionBlock, credential, expressionText, field, locator, nodeName, spreadsheet, type N8nCtx, type NodeSpec } from "./common";
import { messagingNode } from "./messaging";

const CODE = {
  normalize: {
    pt: `// Normaliza os dados recebidos antes de seguir
return $input.all().map(({ json }) => ({
  json: {
    ...json,
    email: String(json.email ?? '').trim().toLowerCase(),
    atualizado_em: new Date().toISOString(),
  },
}));`,
    en: `// Normalise the incoming data before moving on
return $input.all().map(({ json }) => ({
  json: { ...json, email: String(json.email ?? '').trim().toLowerCase(), updatedAt: new Date().toISOString() },
}));`,
  },
  totals: {
    pt: `// Calcula faturamento e ticket médio do período
const pedidos = $input.first().json.data ?? [];
const total = pedidos.reduce((soma, p) => soma + Number(p.total ?? 0), 0);
return [{ json: { total: pedidos.length, faturamento: total.toFixed(2), ticket_medio: pedidos.length ? (total / pedidos.length).toFixed(2) : '0.00' } }];`,
    en: `// Compute revenue and average ticket for the period
const orders = $input.first().json.data ?? [];
const revenue = orders.reduce((sum, o) => sum + Number(o.total ?? 0), 0);
return [{ json: { total: orders.length, revenue: revenue.toFixed(2), averageTicket: orders.length ? (revenue / orders.length).toFixed(2) : '0.00' } }];`,
  },
};

function httpNode(ctx: N8nCtx, url: string, method: string, name: string): NodeSpec {
  const post = method === "POST";
  return {
    type: "n8n-nodes-base.httpRequest",
    typeVersion: 4.2,
    parameters: {
      ...(post ? { method: "POST" } : {}),
      url: expressionText(url),
      authentication: "genericCredentialType",
      genericAuthType: "httpHeaderAuth",
      ...(post
        ? {
            sendBody: true,
            specifyBody: "json",
            jsonBody: `={{ JSON.stringify({ ${ctx.fields
              .slice(0, 3)
              .map((f) => `${f}: $json.${f}`)
              .join(", ")} }) }}`,
          }
        : {}),
      options: { timeout: 10000 },
    },
    credentials: credential(ctx, "httpHeaderAuth", ctx.lang === "pt" ? "Token da API" : "Header Auth account"),
    name,
  };
}

function columns(ctx: N8nCtx, keys: string[]) {
  return {
    mappingMode: "defineBelow",
    value: Object.fromEntries(keys.map((k) => [k, field(k)])),
    matchingColumns: [],
    schema: keys.map((k) => ({
      id: k,
      displayName: k,
      required: false,
      defaultMatch: false,
      display: true,
      type: "string",
      canBeUsedToMatch: true,
    })),
  };
}

/** Renders one non-trigger step as an n8n node (AI steps live in ai.ts). */
export function actionNode(ctx: N8nCtx, kind: ActionKind): NodeSpec {
  const { rng, plan } = ctx;
  const pt = ctx.lang === "pt";
  const sheetsCred = () => credential(ctx, "googleSheetsOAuth2Api");
  switch (kind) {
    case "sheetsRead":
      return {
        type: "n8n-nodes-base.googleSheets",
        typeVersion: 4.5,
        parameters: { ...spreadsheet(ctx), filtersUI: {}, options: {} },
        credentials: sheetsCred(),
        name: nodeName(ctx, "Buscar {plural} na planilha", "Google Sheets"),
      };
    case "sheetsAppend":
      return {
        type: "n8n-nodes-base.googleSheets",
        typeVersion: 4.5,
        parameters: { operation: "append", ...spreadsheet(ctx), columns: columns(ctx, ctx.fields), options: {} },
        credentials: sheetsCred(),
        name: nodeName(ctx, "Salvar na planilha", "Append row in sheet"),
      };
    case "sheetsUpdate":
      return {
        type: "n8n-nodes-base.googleSheets",
        typeVersion: 4.5,
        parameters: {
          operation: "update",
          ...spreadsheet(ctx),
          columns: {
            ...columns(ctx, ["row_number", "status"]),
            value: { row_number: field("row_number"), status: pt ? "enviado" : "sent" },
            matchingColumns: ["row_number"],
          },
          options: {},
        },
        credentials: sheetsCred(),
        name: nodeName(ctx, "Atualizar status na planilha", "Update row in sheet"),
      };
    case "http": {
      const http = plan.scenario.http ?? {
        url: `https://api.${plan.business.domain}/v1/${ctx.plural.replace(/\s+/g, "-")}`,
        method: "GET",
      };
      return httpNode(ctx, http.url, http.method, nodeName(ctx, "Consultar API", "HTTP Request"));
    }
    case "rdstation":
      return httpNode(ctx, "https://api.rd.services/platform/contacts", "POST", nodeName(ctx, "Criar contato no RD Station", "RD Station"));
    case "code":
      return {
        type: "n8n-nodes-base.code",
        typeVersion: 2,
        parameters: { jsCode: CODE[plan.steps.includes("aggregate") ? "totals" : "normalize"][ctx.lang] },
        name: nodeName(ctx, plan.steps.includes("aggregate") ? "Calcular totais" : "Formatar dados", "Code"),
      };
    case "set":
      return {
        type: "n8n-nodes-base.set",
        typeVersion: 3.4,
        parameters: {
          assignments: {
            assignments: ctx.fields.slice(0, 4).map((f) => ({ id: rng.uuid(), name: f, value: `={{ $json.body?.${f} ?? $json.${f} }}`, type: "string" })),
          },
          options: {},
        },
        name: nodeName(ctx, "Preparar dados", "Edit Fields"),
      };
    case "filter":
      return {
        type: "n8n-nodes-base.filter",
        typeVersion: 2.2,
        parameters: { conditions: conditionBlock(ctx, filterRule(plan)), options: {} },
        name: nodeName(ctx, "Filtrar {plural}", "Filter"),
      };
    case "extractPdf":
      return {
        type: "n8n-nodes-base.extractFromFile",
        typeVersion: 1,
        parameters: { operation: "pdf", options: {} },
        name: nodeName(ctx, "Extrair texto do PDF", "Extract from File"),
      };
    case "postgresRead":
    case "postgresWrite":
      return {
        type: "n8n-nodes-base.postgres",
        typeVersion: 2.5,
        parameters:
          kind === "postgresRead"
            ? {
                operation: "executeQuery",
                query: `SELECT ${ctx.fields.join(", ")} FROM ${ctx.plural.replace(/\s+/g, "_")} WHERE criado_em >= now() - interval '1 day';`,
                options: {},
              }
            : {
                schema: locator("public", "public"),
                table: locator(ctx.plural.replace(/\s+/g, "_"), ctx.plural),
                columns: { mappingMode: "autoMapInputData", value: {}, matchingColumns: [], schema: [] },
                options: {},
              },
        credentials: credential(ctx, "postgres"),
        name: nodeName(ctx, kind === "postgresRead" ? "Consultar banco de dados" : "Salvar no banco", "Postgres"),
      };
    case "wait":
      return {
        type: "n8n-nodes-base.wait",
        typeVersion: 1.1,
        parameters: { amount: 1, unit: "hours" },
        webhook: true,
        name: nodeName(ctx, "Aguardar 1 hora", "Wait"),
      };
    case "respond":
      return {
        type: "n8n-nodes-base.respondToWebhook",
        typeVersion: 1.1,
        parameters: {
          respondWith: "json",
          responseBody: pt ? '={{ { "ok": true, "mensagem": "Recebido!" } }}' : '={{ { "ok": true } }}',
          options: {},
        },
        name: nodeName(ctx, "Responder ao site", "Respond to Webhook"),
      };
    case "aggregate":
      return {
        type: "n8n-nodes-base.aggregate",
        typeVersion: 1,
        parameters: { aggregate: "aggregateAllItemData", options: {} },
        name: nodeName(ctx, "Agrupar {plural}", "Aggregate"),
      };
    case "split":
      return {
        type: "n8n-nodes-base.splitOut",
        typeVersion: 1,
        parameters: { fieldToSplitOut: "items", options: {} },
        name: nodeName(ctx, "Separar {plural}", "Split Out"),
      };
    case "drive":
      return {
        type: "n8n-nodes-base.googleDrive",
        typeVersion: 3,
        parameters: {
          name: "={{ $binary.attachment_0.fileName }}",
          inputDataFieldName: "attachment_0",
          driveId: locator("My Drive", "My Drive"),
          folderId: locator(rng.chars(33), pt ? capitalize(ctx.plural) : "Invoices"),
          options: {},
        },
        credentials: credential(ctx, "googleDriveOAuth2Api", pt ? "Google Drive da empresa" : "Google Drive account"),
        name: nodeName(ctx, "Salvar anexo no Drive", "Google Drive"),
      };
    default:
      return messagingNode(ctx, kind);
  }
}

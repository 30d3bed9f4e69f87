import type { TriggerKind } from "../types";
import { connectionId, mapText, spreadsheetMapper, type MakeCtx, type ModuleSpec } from "./common";

const HTTP_DEFAULTS = {
  headers: [],
  qs: [],
  parseResponse: true,
  serializeUrl: false,
  shareCookies: false,
  rejectUnauthorized: true,
  followRedirect: true,
  useQuerystring: false,
  gzip: true,
  useMtls: false,
  followAllRedirects: false,
  timeout: "",
  ca: "",
};

/** HTTP module; calls with an API key use the keychain variant, as real blueprints do. */
export function httpModule(ctx: MakeCtx, url: string, method: "GET" | "POST", body?: Record<string, unknown>): ModuleSpec {
  const keyed = !url.includes("bcb.gov.br");
  return {
    module: keyed ? "http:ActionSendDataAPIKeyAuth" : "http:ActionSendData",
    version: 3,
    parameters: { ...(keyed ? { auth: ctx.rng.int(10_000, 99_999) } : {}), handleErrors: false, useNewZLibDeCompress: true },
    mapper: {
      ...HTTP_DEFAULTS,
      url: mapText(ctx, url),
      method: method.toLowerCase(),
      ...(body ? { bodyType: "raw", contentType: "application/json", data: JSON.stringify(body, null, 2) } : { bodyType: "" }),
    },
    yieldsRecords: method === "GET",
  };
}

/** The first module of a scenario, or null for scheduled/manual ones (Make schedules the scenario). */
export function triggerModule(ctx: MakeCtx, kind: TriggerKind): ModuleSpec | null {
  const { rng } = ctx;
  switch (kind) {
    case "schedule":
    case "manual":
      return null;
    case "telegram":
      return { module: "telegram:WatchUpdates", version: 1, parameters: { __IMTHOOK__: connectionId(rng) }, mapper: {} };
    case "gmail":
      return {
        module: "google-email:triggerWatchNewEmails",
        version: 4,
        parameters: { __IMTCONN__: connectionId(rng), folder: "INBOX", criteria: "ALL", maxResults: 1, markSeen: true },
        mapper: {},
      };
    case "sheets":
      return {
        module: "google-sheets:watchRows",
        version: 2,
        parameters: {
          __IMTCONN__: connectionId(rng),
          mode: "select",
          ...spreadsheetMapper(ctx),
          valueRenderOption: "FORMATTED_VALUE",
          dateTimeRenderOption: "FORMATTED_STRING",
          limit: 10,
        },
        mapper: {},
      };
    case "rss":
      return {
        module: "rss:TriggerNewArticle",
        version: 4,
        parameters: {
          url: rng.pick(["https://g1.globo.com/rss/g1/economia/", "https://www.tecmundo.com.br/rss"]),
          maxResults: 5,
        },
        mapper: {},
      };
    default:
      // Forms, chats, WhatsApp and store events arrive through a custom webhook.
      return {
        module: "gateway:CustomWebHook",
        version: 1,
        parameters: { hook: rng.int(1_000_000, 3_999_999), maxResults: 1 },
        mapper: {},
      };
  }
}

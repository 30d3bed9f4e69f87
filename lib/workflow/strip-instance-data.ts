import type { DetectedPlatform } from "./platform";

/**
 * Per-tool removal of what ties an export to its author's instance (docs/product-rules.md §7). Works in place on
 * the sanitiser's private copy and reports what it took out, for the uploader.
 */

export type JsonObject = Record<string, unknown>;

export interface Stripped {
  credentialIds: number;
  webhookIds: number;
  connectionIds: number;
  instanceKeys: string[];
  pinData: boolean;
  staticData: boolean;
}

export const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

const hasContent = (value: unknown) => value !== null && value !== undefined && !(isObject(value) && Object.keys(value).length === 0);

function dropKeys(target: JsonObject, keys: string[], label: (key: string) => string, out: string[]) {
  for (const key of keys) {
    if (!(key in target)) continue;
    if (hasContent(target[key])) out.push(label(key));
    delete target[key];
  }
}

function stripN8n(json: JsonObject, s: Stripped) {
  s.pinData = hasContent(json.pinData);
  s.staticData = hasContent(json.staticData);
  delete json.pinData;
  delete json.staticData;
  // Workflow and version ids belong to the source instance; n8n assigns new ones on import.
  dropKeys(json, ["id", "versionId", "activeVersionId", "sourceWorkflowId"], (k) => k, s.instanceKeys);
  if (isObject(json.meta)) dropKeys(json.meta, ["instanceId"], (k) => `meta.${k}`, s.instanceKeys);
  if (!Array.isArray(json.nodes)) return;
  for (const node of json.nodes) {
    if (!isObject(node)) continue;
    // A webhookId is the path of the author's live production webhook: publishing it invites calls.
    if (typeof node.webhookId === "string" && node.webhookId !== "") s.webhookIds += 1;
    delete node.webhookId;
    if (!isObject(node.credentials)) continue;
    for (const credential of Object.values(node.credentials)) {
      if (isObject(credential) && "id" in credential) {
        delete credential.id;
        s.credentialIds += 1;
      }
    }
  }
}

function stripTypebotCredentials(value: unknown, s: Stripped, depth = 0) {
  if (depth > 64) return;
  if (Array.isArray(value)) {
    for (const item of value) stripTypebotCredentials(item, s, depth + 1);
  } else if (isObject(value)) {
    if ("credentialsId" in value) {
      if (typeof value.credentialsId === "string" && value.credentialsId !== "") s.credentialIds += 1;
      delete value.credentialsId;
    }
    for (const item of Object.values(value)) stripTypebotCredentials(item, s, depth + 1);
  }
}

function stripTypebot(json: JsonObject, s: Stripped) {
  const root = isObject(json.typebot) && !Array.isArray(json.groups) ? json.typebot : json;
  if (typeof root.whatsAppCredentialsId === "string" && root.whatsAppCredentialsId !== "") s.credentialIds += 1;
  delete root.whatsAppCredentialsId;
  dropKeys(root, ["workspaceId", "folderId", "customDomain"], (k) => k, s.instanceKeys);
  stripTypebotCredentials(root.groups ?? root.blocks, s);
  stripTypebotCredentials(root.webhooks, s);
}

// Make keeps connection, keychain and webhook ids in each module's `parameters`; the labels stay in
// `metadata.restore`, so the importer still sees which account to connect.
const MAKE_ID_KEYS = ["__IMTCONN__", "__IMTKEY__", "__IMTHOOK__", "account", "hook"];
const isNumericId = (value: unknown) => (typeof value === "number" && Number.isInteger(value)) || (typeof value === "string" && /^\d+$/.test(value));

function stripMakeModules(flow: unknown, s: Stripped, depth = 0) {
  if (!Array.isArray(flow) || depth > 64) return;
  for (const mod of flow) {
    if (!isObject(mod)) continue;
    if (isObject(mod.parameters)) {
      for (const key of MAKE_ID_KEYS) {
        if (isNumericId(mod.parameters[key])) {
          delete mod.parameters[key];
          s.connectionIds += 1;
        }
      }
    }
    if (Array.isArray(mod.routes)) for (const route of mod.routes) if (isObject(route)) stripMakeModules(route.flow, s, depth + 1);
    stripMakeModules(mod.onerror, s, depth + 1);
  }
}

export function stripInstanceData(json: JsonObject, platform: DetectedPlatform | null): Stripped {
  const s: Stripped = { credentialIds: 0, webhookIds: 0, connectionIds: 0, instanceKeys: [], pinData: false, staticData: false };
  if (platform === "N8N") stripN8n(json, s);
  else if (platform === "TYPEBOT") stripTypebot(json, s);
  else if (platform === "MAKE") stripMakeModules(json.flow, s);
  return s;
}

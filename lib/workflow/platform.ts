/**
 * Tool detection for imported workflow JSON (docs/product-rules.md §7). Pure and side-effect free: it never
 * throws, whatever the parsed JSON looks like, so it can run on untrusted uploads.
 */

import type { DetectedPlatform } from "./platform-labels";

export { PLATFORM_LABELS, PLATFORMS, type DetectedPlatform } from "./platform-labels";

type JsonObject = Record<string, unknown>;

// Make routers nest flows inside flows; real blueprints stay shallow, uploads are capped at depth 64.
const MAX_ROUTE_DEPTH = 32;

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isArrayOf(value: unknown, test: (item: unknown) => boolean): value is unknown[] {
  return Array.isArray(value) && value.every(test);
}

const hasStringType = (item: unknown) => isObject(item) && typeof item.type === "string";
const hasModule = (item: unknown) => isObject(item) && typeof item.module === "string";

/** n8n: `nodes` (array of typed nodes) + `connections` (object keyed by source node name). */
function isN8n(json: JsonObject): boolean {
  return isArrayOf(json.nodes, hasStringType) && isObject(json.connections);
}

/**
 * Typebot: `groups` of `blocks` + `edges` (v3 and later, with or without `version`, v6 adds
 * `events`). The first exports (before groups existed) had `blocks` of `steps` instead.
 */
function isTypebot(json: JsonObject): boolean {
  if (!Array.isArray(json.edges)) return false;
  const isGroup = (g: unknown) => isObject(g) && isArrayOf(g.blocks, hasStringType);
  if (isArrayOf(json.groups, isGroup)) {
    // An empty canvas still has to look like a Typebot, not just like any object with two arrays.
    return json.groups.length > 0 || Array.isArray(json.events) || Array.isArray(json.variables);
  }
  const isLegacyBlock = (b: unknown) => isObject(b) && isArrayOf(b.steps, hasStringType);
  return isArrayOf(json.blocks, isLegacyBlock) && json.blocks.length > 0;
}

/** Make: `flow` = array of modules, each with an `app:Module` string (scenario metadata optional). */
function isMake(json: JsonObject): boolean {
  if (!isArrayOf(json.flow, hasModule)) return false;
  return json.flow.length > 0 || (isObject(json.metadata) && isObject(json.metadata.scenario));
}

/** The Typebot document itself, unwrapping exports shaped as `{ typebot: {...} }`. */
function typebotRoot(json: JsonObject): JsonObject {
  return isObject(json.typebot) && !isTypebot(json) ? json.typebot : json;
}

/** Detects which tool exported `json`; `null` when it is none of them (or unusable). */
export function detectPlatform(json: unknown): DetectedPlatform | null {
  if (!isObject(json)) return null;
  if (isN8n(json)) return "N8N";
  if (isTypebot(typebotRoot(json))) return "TYPEBOT";
  if (isMake(json)) return "MAKE";
  return null;
}

function pushDistinct(out: string[], seen: Set<string>, type: unknown) {
  if (typeof type !== "string" || type === "" || seen.has(type)) return;
  seen.add(type);
  out.push(type);
}

function collectMakeModules(flow: unknown, out: string[], seen: Set<string>, depth: number) {
  if (!Array.isArray(flow) || depth > MAX_ROUTE_DEPTH) return;
  for (const mod of flow) {
    if (!isObject(mod)) continue;
    pushDistinct(out, seen, mod.module);
    if (Array.isArray(mod.routes)) {
      for (const route of mod.routes) {
        if (isObject(route)) collectMakeModules(route.flow, out, seen, depth + 1);
      }
    }
    collectMakeModules(mod.onerror, out, seen, depth + 1);
  }
}

/**
 * Distinct node (n8n), block (Typebot) or module (Make) types, in order of appearance. Canvas-only
 * items (n8n sticky notes, the Typebot start block) are left out: they say nothing about the flow.
 */
export function nodeTypesOf(json: unknown, platform: DetectedPlatform): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  if (!isObject(json)) return out;

  if (platform === "N8N") {
    if (!Array.isArray(json.nodes)) return out;
    for (const node of json.nodes) {
      if (isObject(node) && node.type !== "n8n-nodes-base.stickyNote") pushDistinct(out, seen, node.type);
    }
  } else if (platform === "TYPEBOT") {
    const root = typebotRoot(json);
    const containers = Array.isArray(root.groups) ? root.groups : Array.isArray(root.blocks) ? root.blocks : [];
    for (const container of containers) {
      if (!isObject(container)) continue;
      const items = Array.isArray(container.blocks) ? container.blocks : container.steps;
      if (!Array.isArray(items)) continue;
      for (const block of items) {
        if (isObject(block) && block.type !== "start") pushDistinct(out, seen, block.type);
      }
    }
  } else {
    collectMakeModules(json.flow, out, seen, 0);
  }
  return out;
}

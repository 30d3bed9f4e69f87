import type { DetectedPlatform } from "./platform";

/**
 * docs/product-rules.md §3: the workflow JSON is what the quota sells. Viewers who may not download a flow get
 * this preview: every parameter value replaced by "…", while names, types, positions and
 * connections stay, enough for the JSON Preview tab and a graph. Pure; never throws.
 */
export const ELIDED = "…";

type Json = unknown;
type JsonObject = Record<string, Json>;
const isObject = (v: Json): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);
const MAX_DEPTH = 64;

/** Keeps the shape (keys and array lengths) and hides every value. */
export function elideValues(value: Json, depth = 0): Json {
  if (depth > MAX_DEPTH) return ELIDED;
  if (Array.isArray(value)) return value.map((v) => elideValues(v, depth + 1));
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, elideValues(v, depth + 1)]));
  return value === null ? null : ELIDED;
}

function pick(source: JsonObject, keys: string[]): JsonObject {
  const out: JsonObject = {};
  for (const key of keys) if (key in source) out[key] = source[key];
  return out;
}

function n8nPreview(json: JsonObject): JsonObject {
  const nodes = Array.isArray(json.nodes) ? json.nodes : [];
  return {
    ...pick(json, ["name", "connections"]),
    nodes: nodes.filter(isObject).map((node) => ({
      ...pick(node, ["id", "name", "type", "typeVersion", "position", "disabled"]),
      parameters: elideValues(node.parameters ?? {}),
      ...(isObject(node.credentials) ? { credentials: Object.fromEntries(Object.keys(node.credentials).map((type) => [type, { name: ELIDED }])) } : {}),
    })),
  };
}

function typebotPreview(json: JsonObject): JsonObject {
  const root = isObject(json.typebot) && !Array.isArray(json.groups) ? json.typebot : json;
  const groups = Array.isArray(root.groups) ? root.groups : [];
  return {
    ...pick(root, ["version", "name", "events", "edges"]),
    groups: groups.filter(isObject).map((group) => ({
      ...pick(group, ["id", "title", "graphCoordinates"]),
      blocks: (Array.isArray(group.blocks) ? group.blocks : []).filter(isObject).map((block) => ({
        ...pick(block, ["id", "type", "outgoingEdgeId"]),
        ...(block.options !== undefined ? { options: elideValues(block.options) } : {}),
        ...(block.content !== undefined ? { content: elideValues(block.content) } : {}),
        ...(Array.isArray(block.items)
          ? { items: block.items.filter(isObject).map((item) => ({ ...pick(item, ["id", "outgoingEdgeId"]), content: ELIDED })) }
          : {}),
      })),
    })),
    variables: (Array.isArray(root.variables) ? root.variables : []).filter(isObject).map((v) => pick(v, ["id", "name"])),
  };
}

function makeModules(flow: Json, depth: number): Json[] {
  if (!Array.isArray(flow) || depth > MAX_DEPTH) return [];
  return flow.filter(isObject).map((mod) => ({
    ...pick(mod, ["id", "module", "version"]),
    parameters: elideValues(mod.parameters ?? {}),
    mapper: elideValues(mod.mapper ?? {}),
    ...(isObject(mod.metadata) && isObject(mod.metadata.designer) ? { metadata: { designer: mod.metadata.designer } } : {}),
    ...(Array.isArray(mod.routes) ? { routes: mod.routes.filter(isObject).map((route) => ({ flow: makeModules(route.flow, depth + 1) })) } : {}),
    // Error handlers are part of the drawing (an error path off their module), so they stay too.
    ...(Array.isArray(mod.onerror) ? { onerror: makeModules(mod.onerror, depth + 1) } : {}),
  }));
}

function makePreview(json: JsonObject): JsonObject {
  return { ...pick(json, ["name"]), flow: makeModules(json.flow, 0), metadata: isObject(json.metadata) ? pick(json.metadata, ["version", "designer"]) : {} };
}

export function previewMetadata(json: Json, platform: DetectedPlatform): Json {
  if (!isObject(json)) return elideValues(json);
  if (platform === "N8N") return n8nPreview(json);
  if (platform === "TYPEBOT") return typebotPreview(json);
  return makePreview(json);
}

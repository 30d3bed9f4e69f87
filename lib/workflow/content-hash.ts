import { createHash } from "node:crypto";
import { asArray, isObject, stableStringify, type JsonObject } from "./graph/json";
import { isStickyNote, N8N_NODE_META_KEYS, nodeReferenceRenamer } from "./graph/n8n-types";
import { typebotRoot } from "./graph/typebot";
import { MAX_DEPTH } from "./graph/types";
import { nodeTypesOf, type DetectedPlatform } from "./platform";

/**
 * Fingerprints of a (sanitised) workflow for duplicate detection.
 *
 * `contentHash` is equal for two exports of the same workflow even when the tool gave its nodes new
 * ids, the user moved them around or renamed them: ids and node names become their order of
 * appearance, positions, titles, sticky notes, timestamps and instance data are left out. Anything
 * that changes what the workflow does (a parameter, a connection, a node) changes the hash.
 *
 * `shapeHash` only looks at the set of node types: workflows built from the same pieces, which
 * moderators should compare by eye. Workflows of few kinds of steps share sets by chance: none.
 */

export interface WorkflowFingerprint {
  contentHash: string;
  shapeHash: string | null;
}

/** Below this many distinct node types a shared set says nothing (webhook → reply is everywhere). */
const SHAPE_MIN_NODES = 4;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

export { stableStringify };

/** Deep copy without `drop` keys, with every string found in `rename` replaced by its placeholder. */
function rewrite(value: unknown, drop: ReadonlySet<string>, rename: ReadonlyMap<string, string>, depth = 0): unknown {
  if (depth > MAX_DEPTH * 4) return null;
  if (typeof value === "string") return rename.get(value) ?? value;
  if (Array.isArray(value)) return value.map((v) => rewrite(v, drop, rename, depth + 1));
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, v] of Object.entries(value)) if (!drop.has(key)) out[key] = rewrite(v, drop, rename, depth + 1);
  return out;
}

function n8nCanonical(json: JsonObject): unknown {
  const nodes = asArray(json.nodes).filter((n): n is JsonObject => isObject(n) && !isStickyNote(typeof n.type === "string" ? n.type : ""));
  const names = new Map<string, string>();
  nodes.forEach((node, i) => {
    if (typeof node.name === "string" && !names.has(node.name)) names.set(node.name, `#${i}`);
  });
  const renameInExpressions = nodeReferenceRenamer(names);
  const canonicalNodes = nodes.map((node) => {
    const out: JsonObject = {};
    for (const [key, v] of Object.entries(node)) if (!N8N_NODE_META_KEYS.has(key)) out[key] = key === "parameters" ? renameInExpressions(v) : v;
    // The credential types stay (what the workflow needs); their ids and labels are instance data.
    if (isObject(node.credentials)) out.credentials = Object.keys(node.credentials).sort();
    return out;
  });
  const connections: JsonObject = {};
  if (isObject(json.connections)) {
    for (const [source, outputs] of Object.entries(json.connections)) {
      const key = names.get(source);
      if (key) connections[key] = rewrite(outputs, new Set(), names);
    }
  }
  return { nodes: canonicalNodes, connections };
}

/** Make module ids in mapper expressions: `{{12.email}}`, `{{formatDate(3.date; "DD")}}`. */
function makeCanonical(json: JsonObject): unknown {
  const ids = new Map<string, string>();
  const collect = (flow: unknown, depth: number) => {
    if (depth > MAX_DEPTH) return;
    for (const mod of asArray(flow)) {
      if (!isObject(mod)) continue;
      if ((typeof mod.id === "number" || typeof mod.id === "string") && !ids.has(String(mod.id))) ids.set(String(mod.id), `#${ids.size}`);
      for (const route of asArray(mod.routes)) if (isObject(route)) collect(route.flow, depth + 1);
      collect(mod.onerror, depth + 1);
    }
  };
  collect(json.flow, 0);
  const reference = /(^|[^\w.])(\d+)\.(?=[\w`])/g;
  const renumber = (value: unknown, depth = 0): unknown => {
    if (depth > MAX_DEPTH * 4) return null;
    if (typeof value === "string") {
      return value.includes("{{") ? value.replace(reference, (m, before: string, id: string) => (ids.has(id) ? `${before}${ids.get(id)}.` : m)) : value;
    }
    if (Array.isArray(value)) return value.map((v) => renumber(v, depth + 1));
    if (!isObject(value)) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renumber(v, depth + 1)]));
  };
  const walk = (flow: unknown, depth: number): unknown[] =>
    depth > MAX_DEPTH
      ? []
      : asArray(flow)
          .filter(isObject)
          .map((mod) => {
            const out: JsonObject = {};
            for (const [key, v] of Object.entries(mod)) {
              if (key === "id" || key === "metadata") continue;
              if (key === "routes") out.routes = asArray(v).map((r) => (isObject(r) ? { ...(renumber(r) as JsonObject), flow: walk(r.flow, depth + 1) } : r));
              else if (key === "onerror") out.onerror = walk(v, depth + 1);
              else out[key] = renumber(v);
            }
            return out;
          });
  return { flow: walk(json.flow, 0) };
}

// Typebot fields about the editor, the workspace or the moment of export.
const TYPEBOT_DROP = new Set([
  "graphCoordinates",
  "title",
  "name",
  "createdAt",
  "updatedAt",
  "workspaceId",
  "folderId",
  "publicId",
  "customDomain",
  "icon",
  "isArchived",
  "isClosed",
  "resultsTablePreferences",
  "selectedThemeTemplateId",
  "riskLevel",
  "whatsAppCredentialsId",
  "typebotId",
  "version",
  "id",
]);

function typebotCanonical(json: JsonObject): unknown {
  const root = typebotRoot(json);
  const ids = new Map<string, string>();
  const collect = (value: unknown, depth: number) => {
    if (depth > MAX_DEPTH * 4) return;
    if (Array.isArray(value)) for (const v of value) collect(v, depth + 1);
    else if (isObject(value)) {
      if (typeof value.id === "string" && value.id !== "" && !ids.has(value.id)) ids.set(value.id, `#${ids.size}`);
      for (const v of Object.values(value)) collect(v, depth + 1);
    }
  };
  const body: JsonObject = {};
  for (const key of ["groups", "blocks", "edges", "events", "variables", "theme", "settings"]) if (key in root) body[key] = root[key];
  collect(body, 0);
  return rewrite(body, TYPEBOT_DROP, ids);
}

export function workflowFingerprint(platform: DetectedPlatform, metadata: unknown): WorkflowFingerprint {
  const json = isObject(metadata) ? metadata : {};
  const canonical = platform === "N8N" ? n8nCanonical(json) : platform === "MAKE" ? makeCanonical(json) : typebotCanonical(json);
  const types = nodeTypesOf(json, platform).filter((t) => !isStickyNote(t));
  const shape = types.length >= SHAPE_MIN_NODES ? sha256(`${platform}\n${[...types].sort().join("\n")}`) : null;
  return { contentHash: sha256(`${platform}\n${stableStringify(canonical)}`), shapeHash: shape };
}

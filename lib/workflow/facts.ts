import { toFlowGraph, type TriggerKind, TRIGGER_KINDS } from "./graph";
import { TRIGGER_LABELS } from "./graph/types";
import { complexityOf, countBranches, type Complexity, type ComplexitySignals } from "./graph/complexity";
import { asArray, isObject, type JsonObject } from "./graph/json";
import { isMakeSubflow, makeAppName, makeFamily, makeIntegration, makeTriggerKind, splitModule, isMakeCoreApp } from "./graph/make-types";
import { isCommunityNode, isN8nSubflow, isStickyNote, n8nCredentialLabel, n8nFamily, n8nIntegration, n8nTriggerKind } from "./graph/n8n-types";
import { typebotParts, typebotRoot } from "./graph/typebot";
import { isTypebotSubflow, typebotBlockFamily, typebotCredential, typebotIntegration } from "./graph/typebot-types";
import { MAX_DEPTH } from "./graph/types";
import type { DetectedPlatform } from "./platform";

/**
 * Facts about a workflow for its detail page: format version, size, how it starts, the apps it
 * talks to, what the importer must connect and how complex it is. Pure, never throws, and reads
 * only what the elided preview keeps (types, names, connections, credential types), so every
 * viewer gets the same facts.
 */

export type { TriggerKind, Complexity, ComplexitySignals };
export { TRIGGER_KINDS, TRIGGER_LABELS };
export { COMPLEXITY_LEVELS, COMPLEXITY_RULE, complexityOf, complexityScore, countBranches } from "./graph/complexity";

export interface FlowFacts {
  platform: DetectedPlatform;
  /** Typebot `version`, Make `metadata.version`; n8n exports carry no format version (null). */
  formatVersion: string | null;
  nodeCount: number;
  /** Typebot only: how many groups hold the blocks. */
  groupCount: number | null;
  triggerKinds: TriggerKind[];
  /** Readable names of the external apps used, deduplicated and sorted. */
  integrations: string[];
  /** n8n: credential types (`googleSheetsOAuth2Api`); Make and Typebot: the app whose account is needed. */
  credentials: string[];
  /** n8n node types from packages n8n does not ship. */
  communityNodes: string[];
  complexity: Complexity;
  signals: ComplexitySignals;
}

/** Collects the per-tool readings before they are sorted and scored. */
interface Tally {
  formatVersion: string | null;
  nodeCount: number;
  groupCount: number | null;
  triggers: Set<TriggerKind>;
  integrations: Set<string>;
  credentials: Set<string>;
  community: Set<string>;
  codeSteps: number;
  subflows: number;
}

const newTally = (): Tally => ({
  formatVersion: null,
  nodeCount: 0,
  groupCount: null,
  triggers: new Set(),
  integrations: new Set(),
  credentials: new Set(),
  community: new Set(),
  codeSteps: 0,
  subflows: 0,
});

const add = (set: Set<string>, value: string | null) => {
  if (value) set.add(value);
};

const versionOf = (value: unknown) =>
  (typeof value === "string" && value.trim() !== "" && value !== "…") || typeof value === "number" ? String(value).slice(0, 20) : null;

function readN8n(json: JsonObject, t: Tally) {
  for (const node of asArray(json.nodes)) {
    if (!isObject(node)) continue;
    const type = typeof node.type === "string" ? node.type : "";
    if (isStickyNote(type)) continue;
    t.nodeCount++;
    const trigger = n8nTriggerKind(type);
    if (trigger) t.triggers.add(trigger);
    add(t.integrations, n8nIntegration(type));
    if (isCommunityNode(type)) t.community.add(type);
    if (n8nFamily(type) === "code") t.codeSteps++;
    if (isN8nSubflow(type)) t.subflows++;
    // Sanitising drops the credential ids and keeps the types: exactly what the importer must connect.
    if (isObject(node.credentials)) for (const key of Object.keys(node.credentials)) if (key !== "") t.credentials.add(key);
  }
  // Without a trigger node, an n8n workflow only runs when started by hand.
  if (t.nodeCount > 0 && t.triggers.size === 0) t.triggers.add("manual");
}

const MAKE_CONNECTION = "__IMTCONN__";

/** Evidence that a module uses a connection: the parameter itself, or the editor's cache of it. */
function usesConnection(mod: JsonObject): boolean {
  if (isObject(mod.parameters) && MAKE_CONNECTION in mod.parameters) return true;
  const meta = isObject(mod.metadata) ? mod.metadata : {};
  const restore = isObject(meta.restore) && isObject(meta.restore.parameters) ? meta.restore.parameters : {};
  if (MAKE_CONNECTION in restore) return true;
  return asArray(meta.parameters).some((p) => isObject(p) && p.name === MAKE_CONNECTION);
}

function readMake(json: JsonObject, t: Tally) {
  t.formatVersion = isObject(json.metadata) ? versionOf(json.metadata.version) : null;
  const apps = new Set<string>();
  let evidence = false;
  const walk = (flow: unknown, depth: number) => {
    if (!Array.isArray(flow) || depth > MAX_DEPTH) return;
    for (const mod of flow) {
      if (!isObject(mod)) continue;
      const moduleType = typeof mod.module === "string" ? mod.module : "";
      t.nodeCount++;
      add(t.integrations, makeIntegration(moduleType));
      if (makeFamily(moduleType) === "code") t.codeSteps++;
      if (isMakeSubflow(moduleType)) t.subflows++;
      const { app } = splitModule(moduleType);
      if (app !== "" && !isMakeCoreApp(app)) apps.add(app);
      if (usesConnection(mod)) {
        evidence = true;
        t.credentials.add(makeAppName(app));
      }
      for (const route of asArray(mod.routes)) if (isObject(route)) walk(route.flow, depth + 1);
      // Error handlers are modules too (the preview currently leaves them out, see preview.ts).
      walk(mod.onerror, depth + 1);
    }
  };
  walk(json.flow, 0);
  // Stored blueprints lose the connection ids (sanitising) and the preview drops the editor cache, so
  // without any evidence every non-core app is taken to need its account: true of Make's app modules.
  if (!evidence) for (const app of apps) t.credentials.add(makeAppName(app));
  const first = asArray(json.flow)[0];
  if (isObject(first)) t.triggers.add(makeTriggerKind(typeof first.module === "string" ? first.module : ""));
}

function readTypebot(json: JsonObject, t: Tally) {
  const root = typebotRoot(json);
  t.formatVersion = versionOf(root.version);
  const parts = typebotParts(root);
  const groups = asArray(parts.groups);
  t.groupCount = groups.filter(isObject).length;
  for (const group of groups) {
    if (!isObject(group)) continue;
    for (const block of asArray(group[parts.itemsKey])) {
      if (!isObject(block)) continue;
      const type = typeof block.type === "string" ? block.type : "";
      // The old start block is the entry point, not a step of the conversation.
      if (type === "start") continue;
      t.nodeCount++;
      add(t.integrations, typebotIntegration(type));
      const options = isObject(block.options) ? block.options : {};
      add(t.credentials, typebotCredential(type, options.credentialsId));
      if (typebotBlockFamily(type) === "code") t.codeSteps++;
      if (isTypebotSubflow(type)) t.subflows++;
    }
  }
  // A bot always starts when someone opens the conversation.
  if (t.groupCount > 0 || asArray(root.events).length > 0) t.triggers.add("chat");
}

/** What to show for an entry of `credentials`: n8n credential types are made readable, the rest already are. */
export function credentialLabel(platform: DetectedPlatform, credential: string): string {
  return platform === "N8N" ? n8nCredentialLabel(credential) : credential;
}

const sorted = (set: Set<string>) => [...set].sort((a, b) => a.localeCompare(b, "pt-BR", { sensitivity: "base" }));

/** The facts of a stored workflow (full metadata or the elided preview). */
export function extractFlowFacts(platform: DetectedPlatform, metadata: unknown): FlowFacts {
  const t = newTally();
  try {
    if (isObject(metadata)) {
      if (platform === "N8N") readN8n(metadata, t);
      else if (platform === "MAKE") readMake(metadata, t);
      else if (platform === "TYPEBOT") readTypebot(metadata, t);
    }
  } catch {
    // Defensive only (the readers guard every access): keep whatever was read.
  }
  const signals: ComplexitySignals = {
    steps: t.nodeCount,
    branches: countBranches(toFlowGraph(platform, metadata)),
    codeSteps: t.codeSteps,
    subflows: t.subflows,
  };
  return {
    platform,
    formatVersion: t.formatVersion,
    nodeCount: t.nodeCount,
    groupCount: t.groupCount,
    triggerKinds: TRIGGER_KINDS.filter((kind) => t.triggers.has(kind)),
    integrations: sorted(t.integrations),
    credentials: sorted(t.credentials),
    communityNodes: sorted(t.community),
    complexity: complexityOf(signals),
    signals,
  };
}

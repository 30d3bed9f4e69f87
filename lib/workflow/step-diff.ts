import { asArray, isObject, stableStringify, text, type JsonObject } from "./graph/json";
import { makeDesigner } from "./graph/make";
import { makeModuleLine } from "./graph/make-types";
import { n8nNodeLabel } from "./graph/n8n";
import { isStickyNote, N8N_NODE_META_KEYS, nodeReferenceRenamer } from "./graph/n8n-types";
import { typebotEventLabel, typebotGroupTitle, typebotParts, typebotRoot } from "./graph/typebot";
import { typebotBlockLabel } from "./graph/typebot-types";
import { MAX_DEPTH, MAX_LABEL, MAX_SCAN } from "./graph/types";
import type { DetectedPlatform } from "./platform-labels";

/**
 * Which steps a new version of a workflow added, removed and changed, by name, for the version
 * history. Pure and framework-free; never throws, whatever the two JSON values are.
 *
 * Steps are n8n nodes, Typebot blocks (plus v6 events such as the start) and Make modules, nested
 * routes and error handlers included. They are named as the diagram names them. n8n sticky notes
 * are not steps: their text is a comment on the canvas, so editing one changes nothing here.
 *
 * A step of the new version is the same step as one of the old when they share their identity:
 * the n8n node id when both have one, otherwise the node name; the Typebot block or event id; the
 * Make module id. Such a step is changed when its name, its content or its outgoing connections
 * differ. A renamed step is listed once, under its new name; a Typebot block takes its group's title,
 * so retitling a group changes its blocks. Content leaves out the canvas (positions, colours, notes,
 * Make's designer metadata) and the instance (ids, webhook ids), so moving a step is not a change;
 * it is compared down to stableStringify's depth cap, past what uploads may nest anyway.
 *
 * Connections count only between steps present in both versions: an edge to an added or removed
 * step is already told by that step, and deleting a step does not also list everything wired to it.
 * Make chains its modules implicitly, so a module's "next" is the first module after it that both
 * versions have: removing or inserting a module leaves its neighbours as they were.
 *
 * Each list names a step once, even when several steps share the name.
 */

export interface StepDiff {
  /** Steps only the new version has, in its order. */
  added: string[];
  /** Steps only the old version had, in its order. */
  removed: string[];
  /** Steps of both versions whose name, content or connections differ, in the new version's order. */
  changed: string[];
}

/** Where a step leads: `targets` are identities of the same version (or Typebot groups). */
interface Link {
  slot: string;
  targets: readonly string[];
  /** Make: the chain from `from` on, of which the first module both versions have is the target. */
  from?: number;
}

interface Step {
  /** Identity, unique within its version. */
  key: string;
  /** n8n: the name, for matching when either side has no id. */
  alt: string | null;
  hasId: boolean;
  name: string;
  /** n8n: the exact name that connections and expressions use. */
  refName: string | null;
  body: unknown;
  links: Link[];
}

interface Version {
  steps: Step[];
  byKey: Map<string, Step>;
  /** Things links may point at that are not steps: Typebot groups. */
  anchors: Set<string>;
}

const newVersion = (): Version => ({ steps: [], byKey: new Map(), anchors: new Set() });

/** `key`, or `key#2`, `key#3`… when a hostile export repeats an id. */
function uniqueKey(v: Version, key: string): string {
  if (!v.byKey.has(key)) return key;
  let n = 2;
  while (v.byKey.has(`${key}#${n}`)) n++;
  return `${key}#${n}`;
}

function addStep(v: Version, step: Step): boolean {
  if (v.steps.length >= MAX_SCAN) return false;
  v.steps.push(step);
  v.byKey.set(step.key, step);
  return true;
}

const without = (object: JsonObject, keys: ReadonlySet<string>): JsonObject => Object.fromEntries(Object.entries(object).filter(([key]) => !keys.has(key)));

const nonEmpty = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);

function readN8n(json: JsonObject): Version {
  const v = newVersion();
  const byName = new Map<string, Step>();
  const nodes = asArray(json.nodes);
  for (let i = 0; i < nodes.length && i < MAX_SCAN; i++) {
    const node = nodes[i];
    if (!isObject(node)) continue;
    const type = typeof node.type === "string" ? node.type : "";
    if (isStickyNote(type)) continue;
    const name = nonEmpty(node.name);
    const id = nonEmpty(node.id)?.trim() ?? null;
    // A repeated id is no identity: the later node is matched by its name instead.
    const hasId = id !== null && !v.byKey.has(`id:${id}`);
    const body = without(node, N8N_NODE_META_KEYS);
    // Which account the node uses is part of what it does; the credential's id is instance data.
    if (isObject(node.credentials)) {
      body.credentials = Object.fromEntries(
        Object.entries(node.credentials).map(([kind, c]) => [kind, isObject(c) && typeof c.name === "string" ? c.name : null]),
      );
    }
    const step: Step = {
      key: hasId ? `id:${id}` : uniqueKey(v, name === null ? `node:${i}` : `name:${name}`),
      alt: name === null ? null : `name:${name}`,
      hasId,
      name: n8nNodeLabel(name, type),
      refName: name,
      body,
      links: [],
    };
    if (!addStep(v, step)) break;
    if (name !== null && !byName.has(name)) byName.set(name, step);
  }
  const connections = isObject(json.connections) ? json.connections : {};
  for (const [sourceName, byType] of Object.entries(connections)) {
    const source = byName.get(sourceName);
    if (!source || !isObject(byType)) continue;
    for (const [type, outputs] of Object.entries(byType)) {
      const list = asArray(outputs);
      for (let i = 0; i < list.length && i < MAX_SCAN; i++) {
        const slot = asArray(list[i]);
        for (let j = 0; j < slot.length && j < MAX_SCAN; j++) {
          const to = slot[j];
          if (!isObject(to) || typeof to.node !== "string") continue;
          const target = byName.get(to.node);
          if (!target) continue;
          // The target's input matters: a Merge node's first and second inputs are not the same.
          const input = `${typeof to.type === "string" ? to.type : type}/${typeof to.index === "number" ? to.index : 0}`;
          source.links.push({ slot: `${type}/${i}>${input}`, targets: [target.key] });
        }
      }
    }
  }
  return v;
}

// What ties a block or an item to its place in the export rather than to what it does.
const TYPEBOT_PLACE_KEYS = new Set(["id", "groupId", "blockId", "outgoingEdgeId", "graphCoordinates"]);
const TYPEBOT_ITEM_PLACE_KEYS = new Set(["outgoingEdgeId", "blockId", "stepId", "groupId"]);
const TYPEBOT_EDGE_SOURCES = new Set(["eventId", "blockId", "stepId", "groupId"]);

function readTypebot(json: JsonObject): Version {
  const v = newVersion();
  const root = typebotRoot(json);
  const { groups, itemsKey, groupRef, blockRef } = typebotParts(root);

  const events = asArray(root.events);
  for (let i = 0; i < events.length && i < MAX_SCAN; i++) {
    const event = events[i];
    if (!isObject(event)) continue;
    const type = typeof event.type === "string" ? event.type : "start";
    const id = nonEmpty(event.id);
    const key = uniqueKey(v, id ? `event:${id}` : `event#${i}`);
    if (!addStep(v, { key, alt: null, hasId: id !== null, name: typebotEventLabel(type), refName: null, body: without(event, TYPEBOT_PLACE_KEYS), links: [] }))
      break;
  }

  const list = asArray(groups);
  for (let i = 0; i < list.length && i < MAX_SCAN; i++) {
    const group = list[i];
    if (!isObject(group)) continue;
    const groupId = nonEmpty(group.id);
    if (groupId) v.anchors.add(`group:${groupId}`);
    const title = typebotGroupTitle(group, i);
    const blocks = asArray(group[itemsKey]);
    for (let j = 0; j < blocks.length && j < MAX_SCAN; j++) {
      const block = blocks[j];
      if (!isObject(block)) continue;
      const type = typeof block.type === "string" ? block.type : "";
      const id = nonEmpty(block.id);
      const body = without(block, TYPEBOT_PLACE_KEYS);
      if (Array.isArray(block.items)) body.items = block.items.map((item) => (isObject(item) ? without(item, TYPEBOT_ITEM_PLACE_KEYS) : item));
      const step: Step = {
        key: uniqueKey(v, id ? `block:${id}` : `block#${i}.${j}`),
        alt: null,
        hasId: id !== null,
        // The group gives the block its meaning on the canvas ("Boas-vindas · Texto").
        name: `${title} · ${typebotBlockLabel(type)}`,
        refName: null,
        body,
        links: [],
      };
      if (!addStep(v, step)) return v;
    }
  }

  const edges = asArray(root.edges);
  for (let i = 0; i < edges.length && i < MAX_SCAN; i++) {
    const edge = edges[i];
    if (!isObject(edge) || !isObject(edge.from) || !isObject(edge.to)) continue;
    const { from, to } = edge;
    const eventId = nonEmpty(from.eventId);
    const blockId = nonEmpty(from[blockRef]);
    const source = v.byKey.get(eventId ? `event:${eventId}` : blockId ? `block:${blockId}` : "");
    if (!source) continue;
    // What is left of `from` says which button or path of the block the edge leaves from.
    const slot = stableStringify(without(from, TYPEBOT_EDGE_SOURCES));
    const toBlock = nonEmpty(to[blockRef]);
    const toGroup = nonEmpty(to[groupRef]);
    const target = toBlock ? `block:${toBlock}` : toGroup ? `group:${toGroup}` : null;
    if (target) source.links.push({ slot, targets: [target] });
  }
  return v;
}

// Nested modules are steps of their own; the designer metadata is the canvas.
const MAKE_MODULE_META = new Set(["id", "metadata", "routes", "onerror"]);

/** Reads one `flow[]` and returns its chain of module keys, in order. */
function readMakeFlow(v: Version, flow: unknown, depth: number, path: string): string[] {
  const chain: string[] = [];
  const list = asArray(flow);
  if (depth > MAX_DEPTH) return chain;
  for (let i = 0; i < list.length && i < MAX_SCAN; i++) {
    const mod = list[i];
    if (!isObject(mod)) continue;
    const type = typeof mod.module === "string" ? mod.module : "";
    const id = typeof mod.id === "number" ? String(mod.id) : nonEmpty(mod.id)?.trim();
    const step: Step = {
      key: uniqueKey(v, id ? `module:${id}` : `module@${path}.${i}`),
      alt: null,
      hasId: Boolean(id),
      name: text(makeDesigner(mod).name, MAX_LABEL) ?? makeModuleLine(type),
      refName: null,
      body: without(mod, MAKE_MODULE_META),
      // The chain fills as the walk goes on; links are read once it is complete.
      links: [{ slot: "next", targets: chain, from: chain.length + 1 }],
    };
    if (!addStep(v, step)) break;
    chain.push(step.key);
    asArray(mod.routes).forEach((route, r) => {
      if (!isObject(route)) return;
      step.links.push({ slot: `route:${r}`, targets: readMakeFlow(v, route.flow, depth + 1, `${path}.${i}.r${r}`), from: 0 });
    });
    if (Array.isArray(mod.onerror)) step.links.push({ slot: "error", targets: readMakeFlow(v, mod.onerror, depth + 1, `${path}.${i}.e`), from: 0 });
  }
  return chain;
}

function readMake(json: JsonObject): Version {
  const v = newVersion();
  readMakeFlow(v, json.flow, 0, "f");
  return v;
}

function readVersion(platform: DetectedPlatform, json: unknown): Version {
  if (!isObject(json)) return newVersion();
  if (platform === "N8N") return readN8n(json);
  if (platform === "TYPEBOT") return readTypebot(json);
  if (platform === "MAKE") return readMake(json);
  return newVersion();
}

/** Pairs each step of the new version with its step of the old one, if any. */
function matchSteps(previous: Version, next: Version): Map<Step, Step> {
  const pairs = new Map<Step, Step>();
  const taken = new Set<Step>();
  for (const step of next.steps) {
    const old = previous.byKey.get(step.key);
    if (old && !taken.has(old)) {
      pairs.set(step, old);
      taken.add(old);
    }
  }
  // n8n: a node that gained or lost its id (an old export saved again) is still found by name.
  const byAlt = new Map<string, Step>();
  for (const step of previous.steps) if (step.alt && !taken.has(step) && !byAlt.has(step.alt)) byAlt.set(step.alt, step);
  for (const step of next.steps) {
    if (pairs.has(step) || !step.alt) continue;
    const old = byAlt.get(step.alt);
    if (old && !taken.has(old) && !(old.hasId && step.hasId)) {
      pairs.set(step, old);
      taken.add(old);
    }
  }
  return pairs;
}

/** Maps each version's identities to one shared placeholder per pair of steps. */
function sharedIdentities(pairs: Map<Step, Step>): { previous: Map<string, string>; next: Map<string, string> } {
  const previous = new Map<string, string>();
  const next = new Map<string, string>();
  let n = 0;
  for (const [step, old] of pairs) {
    const shared = `#${n++}`;
    next.set(step.key, shared);
    previous.set(old.key, shared);
  }
  return { previous, next };
}

/** The step's connections to steps (and groups) both versions have, as a sorted list. */
function linkSignature(step: Step, shared: Map<string, string>, commonAnchors: Set<string>): string {
  const resolve = (key: string) => shared.get(key) ?? (commonAnchors.has(key) ? key : null);
  const out = new Set<string>();
  for (const link of step.links) {
    if (link.from === undefined) {
      for (const key of link.targets) {
        const target = resolve(key);
        if (target) out.add(`${link.slot}>${target}`);
      }
      continue;
    }
    for (let i = link.from; i < link.targets.length; i++) {
      const target = resolve(link.targets[i]!);
      if (target) {
        out.add(`${link.slot}>${target}`);
        break;
      }
    }
  }
  return [...out].sort().join("\n");
}

/** n8n expressions name nodes: a rename must not show as a change of every node that reads it. */
function bodyRenamer(platform: DetectedPlatform, version: Version, shared: Map<string, string>): (body: unknown) => unknown {
  if (platform !== "N8N") return (body) => body;
  const names = new Map<string, string>();
  for (const step of version.steps) {
    const placeholder = shared.get(step.key);
    if (step.refName !== null && placeholder && !names.has(step.refName)) names.set(step.refName, placeholder);
  }
  return nodeReferenceRenamer(names);
}

const distinct = (names: string[]) => [...new Set(names)];

export function diffSteps(platform: DetectedPlatform, previous: unknown, next: unknown): StepDiff {
  try {
    const before = readVersion(platform, previous);
    const after = readVersion(platform, next);
    const pairs = matchSteps(before, after);
    const shared = sharedIdentities(pairs);
    const commonAnchors = new Set([...after.anchors].filter((anchor) => before.anchors.has(anchor)));
    const renameBefore = bodyRenamer(platform, before, shared.previous);
    const renameAfter = bodyRenamer(platform, after, shared.next);
    const matchedBefore = new Set(pairs.values());

    const changed: string[] = [];
    for (const step of after.steps) {
      const old = pairs.get(step);
      if (!old) continue;
      const same =
        step.name === old.name &&
        stableStringify(renameAfter(step.body)) === stableStringify(renameBefore(old.body)) &&
        linkSignature(step, shared.next, commonAnchors) === linkSignature(old, shared.previous, commonAnchors);
      if (!same) changed.push(step.name);
    }
    return {
      added: distinct(after.steps.filter((step) => !pairs.has(step)).map((step) => step.name)),
      removed: distinct(before.steps.filter((step) => !matchedBefore.has(step)).map((step) => step.name)),
      changed: distinct(changed),
    };
  } catch {
    // Defensive only: the readers guard every access, but a getter-laden object is not JSON.
    return { added: [], removed: [], changed: [] };
  }
}

import { GraphBuilder } from "./builder";
import { isObject, own, pointOf, text, type JsonObject } from "./json";
import { groupFamily, typebotBlockFamily, typebotBlockLabel } from "./typebot-types";
import { MAX_GROUP_ITEMS, MAX_LABEL, MAX_SCAN, type FlowGraph, type NodeFamily } from "./types";

const GROUP_WIDTH = 256;
const HEADER_HEIGHT = 44;
const ROW_HEIGHT = 22;
const EVENT_WIDTH = 132;
const EVENT_HEIGHT = 44;

/** Card height: the title, one row per listed block, one more for "+N blocos". */
const groupHeight = (listed: number, total: number) => HEADER_HEIGHT + ROW_HEIGHT * (listed + (total > listed ? 1 : 0)) + 10;

/** The bot itself: exports may wrap it as `{ typebot: {...} }`. */
export function typebotRoot(json: JsonObject): JsonObject {
  return isObject(json.typebot) && !Array.isArray(json.groups) && !Array.isArray(json.blocks) ? json.typebot : json;
}

/**
 * Where the groups and their blocks live. The first exports called groups `blocks` and blocks
 * `steps`; their edges say `blockId`/`stepId`.
 */
export function typebotParts(root: JsonObject) {
  const legacy = !Array.isArray(root.groups) && Array.isArray(root.blocks);
  return {
    groups: legacy ? root.blocks : root.groups,
    itemsKey: legacy ? "steps" : "blocks",
    groupRef: legacy ? "blockId" : "groupId",
    blockRef: legacy ? "stepId" : "blockId",
  } as const;
}

const EVENT_LABELS: Record<string, string> = { start: "Início", command: "Comando", reply: "Resposta", invalidReply: "Resposta inválida" };

export const typebotEventLabel = (type: string) => own(EVENT_LABELS, type) ?? typebotBlockLabel(type);

/** A group's title as its card shows it; `index` is the group's place in the export. */
export const typebotGroupTitle = (group: JsonObject, index: number) => text(group.title, MAX_LABEL) ?? `Grupo ${index + 1}`;

/**
 * Typebot → graph: one node per group (title and its blocks), plus v6 `events` (the start). Edges
 * leave from an event, a block or a group and arrive at a group.
 */
export function typebotGraph(json: JsonObject): FlowGraph {
  const b = new GraphBuilder();
  const root = typebotRoot(json);
  const { groups, itemsKey, groupRef, blockRef } = typebotParts(root);
  if (!Array.isArray(groups)) return b.finish("O JSON não tem os grupos do Typebot.");

  const eventIds = new Map<string, string>();
  const groupIds = new Map<string, string>();
  const blockGroup = new Map<string, string>();
  const itemLabels = new Map<string, string>();

  const events = Array.isArray(root.events) ? root.events : [];
  for (let i = 0; i < events.length && i < MAX_SCAN && b.spend(); i++) {
    const event = events[i];
    if (!isObject(event)) continue;
    const type = typeof event.type === "string" ? event.type : "start";
    const point = pointOf(event.graphCoordinates);
    const raw = typeof event.id === "string" ? event.id : null;
    const id = b.addNode({
      id: `event:${raw ?? i}`,
      label: typebotEventLabel(type),
      type,
      family: "trigger",
      x: point?.x ?? null,
      y: point?.y ?? null,
      width: EVENT_WIDTH,
      height: EVENT_HEIGHT,
      detail: "Evento",
    });
    if (id && raw) eventIds.set(raw, id);
  }

  for (let i = 0; i < groups.length && i < MAX_SCAN && b.spend(); i++) {
    const group = groups[i];
    if (!isObject(group)) continue;
    const raw = typeof group.id === "string" && group.id !== "" ? group.id : null;
    const id = b.uniqueId(`group:${raw ?? i}`);
    const blocks = Array.isArray(group[itemsKey]) ? (group[itemsKey] as unknown[]) : [];
    const items: string[] = [];
    const families: NodeFamily[] = [];
    let count = 0;
    for (let j = 0; j < blocks.length && b.spend(); j++) {
      const block = blocks[j];
      if (!isObject(block)) continue;
      const type = typeof block.type === "string" ? block.type : "";
      count++;
      families.push(typebotBlockFamily(type));
      if (items.length < MAX_GROUP_ITEMS) items.push(typebotBlockLabel(type));
      if (typeof block.id === "string") blockGroup.set(block.id, id);
      for (const item of Array.isArray(block.items) ? block.items : []) {
        // Button texts name the branches; the preview elides them to "…", which names nothing.
        const label = isObject(item) && typeof item.id === "string" && item.content !== "…" ? text(item.content, 28) : null;
        if (label && isObject(item)) itemLabels.set(item.id as string, label);
      }
    }
    const point = pointOf(group.graphCoordinates);
    const added = b.addNode({
      id,
      label: typebotGroupTitle(group, i),
      type: "group",
      family: groupFamily(families),
      x: point?.x ?? null,
      y: point?.y ?? null,
      width: GROUP_WIDTH,
      height: groupHeight(items.length, count),
      detail: `${count} ${count === 1 ? "bloco" : "blocos"}`,
      items,
      itemCount: count,
    });
    if (added === null) break;
    if (raw && !groupIds.has(raw)) groupIds.set(raw, added);
  }

  const edges = Array.isArray(root.edges) ? root.edges : [];
  for (let i = 0; i < edges.length && i < MAX_SCAN && b.spend(); i++) {
    const edge = edges[i];
    if (!isObject(edge) || !isObject(edge.from) || !isObject(edge.to)) continue;
    const { from, to } = edge;
    const ref = (map: Map<string, string>, key: unknown) => (typeof key === "string" ? map.get(key) : undefined);
    const source = ref(eventIds, from.eventId) ?? ref(blockGroup, from[blockRef]) ?? ref(groupIds, from[groupRef]);
    const target = ref(groupIds, to[groupRef]) ?? ref(blockGroup, to[blockRef]);
    b.addEdge(source, target, ref(itemLabels, from.itemId));
  }
  return b.finish("O bot não tem grupos para desenhar.");
}

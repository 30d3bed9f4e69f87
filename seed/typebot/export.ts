import type { Rng } from "../random";
import type { Business } from "../types";
import type { BlockDraft, ItemDraft, Target } from "./blocks";
import { Composer, type GroupDraft } from "./compose";
import type { BotScenario } from "./spec";

/** `"6"` is the current export; older bots carry "4", "3" or no version and a start block. */
export type TypebotVersion = "6" | "4" | "3" | null;

const LOWER = "abcdefghijklmnopqrstuvwxyz";

const THEMES = [
  {},
  {
    general: { font: "Open Sans", background: { type: "None" } },
    chat: {
      hostBubbles: { backgroundColor: "#F7F8FF", color: "#303235" },
      guestBubbles: { backgroundColor: "#FF8E21", color: "#FFFFFF" },
      buttons: { backgroundColor: "#0042DA", color: "#FFFFFF" },
      inputs: { backgroundColor: "#FFFFFF", color: "#303235", placeholderColor: "#9095A0" },
    },
  },
  {
    general: { font: "Inter", background: { type: "Color", content: "#F5F7FA" } },
    chat: {
      hostAvatar: { isEnabled: true },
      hostBubbles: { backgroundColor: "#FFFFFF", color: "#1F2937" },
      guestBubbles: { backgroundColor: "#16A34A", color: "#FFFFFF" },
      buttons: { backgroundColor: "#16A34A", color: "#FFFFFF" },
    },
  },
];

interface Edge {
  id: string;
  from: Record<string, string>;
  to: Target;
}

/** A complete Typebot export ("Export flow") for a bot scenario. */
export function buildTypebot(
  rng: Rng,
  bot: BotScenario,
  opts: { name: string; description: string; business: Business; version: TypebotVersion; createdAt: Date; updatedAt: Date },
): Record<string, unknown> {
  const legacy = opts.version !== "6";
  // v6 ids are cuid2-like; older exports used cuid v1 ("cl…").
  const id = () => (legacy ? `cl${rng.chars(23)}` : rng.pick(LOWER.split("")) + rng.chars(23));
  const variables = new Map<string, string>();
  const variable = (name: string) => {
    if (!variables.has(name)) variables.set(name, `v${id()}`);
    return variables.get(name) as string;
  };
  const composer = new Composer({ id, variable, business: opts.business, legacy }, rng);
  for (const step of bot.steps) composer.add(step);
  const groups = composer.finish();
  const first = groups[0];
  if (!first) throw new Error(`Bot ${bot.id} has no groups`);

  const edges: Edge[] = [];
  const link = (from: Record<string, string>, to: Target) => {
    const edge = { id: id(), from, to };
    edges.push(edge);
    return edge.id;
  };

  const serializeItem = (block: BlockDraft, item: ItemDraft, groupId: string) => {
    const from: Record<string, string> = legacy ? { blockId: block.id, groupId, itemId: item.id } : { blockId: block.id, itemId: item.id };
    const edgeId = item.next ? link(from, item.next) : undefined;
    return legacy
      ? {
          id: item.id,
          blockId: block.id,
          type: block.type === "Condition" ? 1 : 0,
          ...item.fields,
          ...(edgeId ? { outgoingEdgeId: edgeId } : {}),
        }
      : { id: item.id, ...(edgeId ? { outgoingEdgeId: edgeId } : {}), ...item.fields };
  };
  const serializeBlock = (block: BlockDraft, groupId: string) => {
    const items = block.items?.map((item) => serializeItem(block, item, groupId));
    const edgeId = block.next ? link(legacy ? { blockId: block.id, groupId } : { blockId: block.id }, block.next) : undefined;
    return {
      id: block.id,
      ...(legacy ? { groupId } : {}),
      ...(edgeId && !legacy ? { outgoingEdgeId: edgeId } : {}),
      type: block.type,
      ...(block.content !== undefined ? { content: block.content } : {}),
      ...(block.options !== undefined ? { options: block.options } : {}),
      ...(items ? { items } : {}),
      ...(edgeId && legacy ? { outgoingEdgeId: edgeId } : {}),
    };
  };
  const serializeGroup = (g: GroupDraft) => ({
    id: g.id,
    title: g.title,
    graphCoordinates: { x: g.x, y: g.y },
    blocks: g.blocks.map((b) => serializeBlock(b, g.id)),
  });

  const common = {
    name: opts.name,
    theme: rng.pick(THEMES),
    settings: {
      general: { isBrandingEnabled: rng.chance(0.3), isInputPrefillEnabled: true },
      typingEmulation: { enabled: true, speed: 300, maxDelay: 1.5 },
      metadata: { description: opts.description },
    },
    createdAt: opts.createdAt.toISOString(),
    updatedAt: opts.updatedAt.toISOString(),
    icon: rng.pick(["🤖", "💬", "📅", "🛒", "✨", "📋", null]),
    folderId: null,
    publicId: null,
    customDomain: null,
  };

  if (!legacy) {
    const event = { id: id(), outgoingEdgeId: "", graphCoordinates: { x: first.x - 320, y: first.y }, type: "start" };
    event.outgoingEdgeId = link({ eventId: event.id }, { groupId: first.id });
    const serialized = groups.map(serializeGroup);
    return {
      version: "6",
      id: id(),
      ...common,
      events: [event],
      groups: serialized,
      edges,
      variables: [...variables].map(([name, vid]) => ({ id: vid, name, isSessionVariable: true })),
      selectedThemeTemplateId: null,
      resultsTablePreferences: null,
      isArchived: false,
      isClosed: false,
      whatsAppCredentialsId: null,
    };
  }

  const startGroupId = id();
  const startBlock = { id: id(), type: "start", label: "Start", groupId: startGroupId, outgoingEdgeId: "" };
  startBlock.outgoingEdgeId = link({ blockId: startBlock.id, groupId: startGroupId }, { groupId: first.id });
  const startGroup = {
    id: startGroupId,
    title: "Start",
    graphCoordinates: { x: first.x - 320, y: first.y },
    blocks: [startBlock],
  };
  return {
    id: id(),
    ...common,
    groups: [startGroup, ...groups.map(serializeGroup)],
    variables: [...variables].map(([name, vid]) => ({ id: vid, name })),
    edges,
    ...(opts.version ? { version: opts.version } : {}),
  };
}

import { GraphBuilder } from "./builder";
import { coord, isObject, own, text, type JsonObject } from "./json";
import { isStickyNote, localName, n8nFamily, n8nTypeLabel } from "./n8n-types";
import { MAX_LABEL, MAX_SCAN, type FlowGraph, type FlowGraphEdgeKind } from "./types";

const NODE_WIDTH = 176;
const NODE_HEIGHT = 60;
// n8n spaces its 100 px nodes about 200 px apart (AI sub-nodes 140); the cards here are wider.
const SCALE_X = 1.3;

/** n8n's own names for the AI sub-node inputs, in pt-BR. */
const AI_LABELS: Record<string, string> = {
  ai_languageModel: "Modelo",
  ai_tool: "Ferramenta",
  ai_memory: "Memória",
  ai_embedding: "Embeddings",
  ai_outputParser: "Formato de saída",
  ai_textSplitter: "Divisor de texto",
  ai_document: "Documento",
  ai_vectorStore: "Base vetorial",
  ai_retriever: "Recuperador",
  ai_reranker: "Reordenação",
};

function connectionKind(type: string): FlowGraphEdgeKind {
  if (type.startsWith("ai_")) return "ai";
  return type === "error" ? "error" : "main";
}

interface SourceNode {
  id: string;
  type: string;
  typeVersion: number;
  errorOutput: boolean;
}

/** Names the outputs that mean something: If true/false, loop done/loop, the error output, numbered branches. */
function outputLabel(node: SourceNode, index: number, outputs: number, used: number): { label?: string; kind?: FlowGraphEdgeKind } {
  if (node.errorOutput && index === outputs - 1 && outputs > 1) return { label: "Erro", kind: "error" };
  const name = localName(node.type);
  if (name === "if") return { label: index === 0 ? "verdadeiro" : "falso" };
  if (name === "splitInBatches" && node.typeVersion >= 3) return { label: index === 0 ? "concluído" : "loop" };
  if (name === "switch" || used > 1) return { label: `Saída ${index + 1}` };
  return {};
}

/** A node's name as its card shows it: the author's, else the readable type. */
export const n8nNodeLabel = (name: unknown, type: string) => text(name, MAX_LABEL) ?? n8nTypeLabel(type);

function readNodes(b: GraphBuilder, list: unknown[]): Map<string, SourceNode> {
  const byName = new Map<string, SourceNode>();
  for (let i = 0; i < list.length && i < MAX_SCAN && b.spend(); i++) {
    const raw = list[i];
    if (!isObject(raw)) continue;
    const type = typeof raw.type === "string" ? raw.type : "";
    // Sticky notes are canvas comments, not steps; their text is elided in the preview anyway.
    if (isStickyNote(type)) continue;
    const name = typeof raw.name === "string" && raw.name.trim() !== "" ? raw.name : null;
    const ownId = typeof raw.id === "string" && raw.id.trim() !== "" ? raw.id.trim().slice(0, 100) : null;
    // Old exports have no node ids; connections use names, which n8n keeps unique per workflow.
    const preferred = ownId ?? (name ? `name:${name.slice(0, 100)}` : `node:${i}`);
    const position = Array.isArray(raw.position) ? raw.position : [];
    const x = coord(position[0]);
    const y = coord(position[1]);
    const detail = n8nTypeLabel(type);
    const id = b.addNode({
      id: b.has(preferred) && ownId && name ? `name:${name.slice(0, 100)}` : preferred,
      label: n8nNodeLabel(name, type),
      type,
      family: n8nFamily(type),
      x: x === null || y === null ? null : Math.round(x * SCALE_X),
      y: x === null || y === null ? null : y,
      width: NODE_WIDTH,
      height: NODE_HEIGHT,
      detail,
      ...(raw.disabled === true ? { disabled: true } : {}),
    });
    if (id === null) break;
    const typeVersion = typeof raw.typeVersion === "number" ? raw.typeVersion : 1;
    if (name && !byName.has(name)) byName.set(name, { id, type, typeVersion, errorOutput: raw.onError === "continueErrorOutput" });
  }
  return byName;
}

function readConnections(b: GraphBuilder, connections: JsonObject, byName: Map<string, SourceNode>) {
  for (const [sourceName, byType] of Object.entries(connections)) {
    if (!b.spend()) return;
    const source = byName.get(sourceName);
    if (!source || !isObject(byType)) continue;
    for (const [type, outputs] of Object.entries(byType)) {
      if (!Array.isArray(outputs)) continue;
      const kind = connectionKind(type);
      const count = Math.min(outputs.length, MAX_SCAN);
      let used = 0;
      for (let i = 0; i < count; i++) if (Array.isArray(outputs[i]) && (outputs[i] as unknown[]).length > 0) used++;
      for (let i = 0; i < count; i++) {
        const slot = outputs[i];
        if (!Array.isArray(slot)) continue;
        const named = kind === "main" ? outputLabel(source, i, count, used) : { label: own(AI_LABELS, type) };
        for (let j = 0; j < slot.length && b.spend(); j++) {
          const target = slot[j];
          if (!isObject(target) || typeof target.node !== "string") continue;
          b.addEdge(source.id, byName.get(target.node)?.id, named.label, named.kind ?? kind);
        }
      }
    }
  }
}

export function n8nGraph(json: JsonObject): FlowGraph {
  const b = new GraphBuilder();
  if (!Array.isArray(json.nodes)) return b.finish("O JSON não tem a lista de nós do n8n.");
  const byName = readNodes(b, json.nodes);
  if (isObject(json.connections)) readConnections(b, json.connections, byName);
  return b.finish("O fluxo não tem nós para desenhar.");
}

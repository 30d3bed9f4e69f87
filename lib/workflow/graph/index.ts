import type { DetectedPlatform } from "../platform";
import { emptyGraph } from "./builder";
import { isObject } from "./json";
import { makeGraph } from "./make";
import { n8nGraph } from "./n8n";
import type { FlowGraph } from "./types";
import { typebotGraph } from "./typebot";

export * from "./types";
export { n8nFamily, n8nIntegration, n8nTypeLabel, isCommunityNode } from "./n8n-types";
export { makeFamily, makeIntegration, makeModuleLabel } from "./make-types";
export { typebotBlockFamily, typebotBlockLabel, typebotIntegration } from "./typebot-types";

/**
 * The drawable graph of a stored workflow, full or elided preview alike (docs/product-rules.md §3 keeps names,
 * types, positions and connections). Pure and framework-free; never throws: unusable input gives an
 * empty graph whose `reason` says why, in pt-BR.
 */
export function toFlowGraph(platform: DetectedPlatform | null | undefined, metadata: unknown): FlowGraph {
  if (!isObject(metadata)) return emptyGraph("O JSON do fluxo não é um objeto.");
  try {
    if (platform === "N8N") return n8nGraph(metadata);
    if (platform === "TYPEBOT") return typebotGraph(metadata);
    if (platform === "MAKE") return makeGraph(metadata);
  } catch {
    // Defensive only: the readers guard every access, but a getter-laden object is not JSON.
    return emptyGraph("Não foi possível ler a estrutura do fluxo.");
  }
  return emptyGraph("Ferramenta desconhecida.");
}

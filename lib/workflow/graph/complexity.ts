import type { FlowGraph } from "./types";

/**
 * How hard a workflow is to adopt, from signals every viewer can see (the elided preview keeps
 * them): its size, its branches, its code and its calls to other flows.
 */

export const COMPLEXITY_LEVELS = ["Simples", "Intermediário", "Avançado"] as const;
export type Complexity = (typeof COMPLEXITY_LEVELS)[number];

/** How a level is stored and written in URLs (`?complexity=avancado`). */
export const COMPLEXITY_SLUGS = ["simples", "intermediario", "avancado"] as const;
export type ComplexitySlug = (typeof COMPLEXITY_SLUGS)[number];

export const COMPLEXITY_BY_SLUG: Record<ComplexitySlug, Complexity> = {
  simples: "Simples",
  intermediario: "Intermediário",
  avancado: "Avançado",
};

/** What the complexity score is made of. */
export interface ComplexitySignals {
  /** Nodes (n8n), modules (Make) or blocks (Typebot), as in `nodeCount`. */
  steps: number;
  /**
   * Extra paths: a step with k distinct next steps adds k − 1 (If, Switch, routers, buttons, fan-out,
   * error outputs). AI sub-node links are attachments, not paths.
   */
  branches: number;
  /** Code steps: n8n Code/Function/Execute Command, Make Code, Typebot Script/Code. */
  codeSteps: number;
  /** Calls to other flows: n8n Execute Workflow and workflow tools, Typebot links, Make scenario calls. */
  subflows: number;
}

/**
 * Complexity rule:
 *   score = steps + 2 × branches + 3 × codeSteps + 3 × subflows
 *   Simples when score ≤ 12, Intermediário when score ≤ 40, Avançado above.
 * Branches, code and sub-flows weigh more than plain steps because they are what an importer has to
 * understand and adapt. AI sub-node links (model, memory, tools of an agent) are not branches.
 */
export const COMPLEXITY_RULE = {
  weights: { step: 1, branch: 2, code: 3, subflow: 3 },
  simpleMax: 12,
  intermediateMax: 40,
} as const;

export function complexityScore(s: ComplexitySignals): number {
  const w = COMPLEXITY_RULE.weights;
  return s.steps * w.step + s.branches * w.branch + s.codeSteps * w.code + s.subflows * w.subflow;
}

export function complexityOf(s: ComplexitySignals): Complexity {
  const score = complexityScore(s);
  if (score <= COMPLEXITY_RULE.simpleMax) return "Simples";
  return score <= COMPLEXITY_RULE.intermediateMax ? "Intermediário" : "Avançado";
}

/**
 * Extra outgoing paths per node of the drawn graph. Error paths count: they are real alternatives,
 * and the n8n preview cannot tell an error output from a second output anyway.
 */
export function countBranches(graph: FlowGraph): number {
  const targets = new Map<string, Set<string>>();
  for (const edge of graph.edges) {
    if (edge.kind === "ai") continue;
    const set = targets.get(edge.source) ?? new Set<string>();
    set.add(edge.target);
    targets.set(edge.source, set);
  }
  let branches = 0;
  for (const set of targets.values()) branches += set.size - 1;
  return branches;
}

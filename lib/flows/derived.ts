import type { Platform } from "@/db/schema";
import { workflowFingerprint } from "@/lib/workflow/content-hash";
import { extractFlowFacts, type Complexity, type TriggerKind } from "@/lib/workflow/facts";
import { COMPLEXITY_BY_SLUG, type ComplexitySlug } from "@/lib/workflow/graph/complexity";

/**
 * The columns read from a flow's workflow JSON when it is stored: what the catalogue filters on
 * (integrations, trigger kinds, complexity), the node count shown on cards, and the fingerprints
 * for duplicates. They are read again whenever the flow gets a new version (lib/flows/versions.ts).
 */

/** Bump when the extraction rules change: rows with an older version are refreshed at migration. */
export const FACTS_VERSION = 1;

const SLUG_BY_COMPLEXITY = Object.fromEntries(Object.entries(COMPLEXITY_BY_SLUG).map(([slug, label]) => [label, slug])) as Record<
  Complexity,
  ComplexitySlug
>;

// Bounds for what a hostile export could put in the columns.
const MAX_INTEGRATIONS = 40;
const MAX_INTEGRATION_LENGTH = 60;

export interface DerivedColumns {
  integrations: string[];
  triggerKinds: TriggerKind[];
  complexity: ComplexitySlug;
  nodeCount: number;
  contentHash: string;
  shapeHash: string | null;
  factsVersion: number;
}

export function derivedColumns(platform: Platform, metadata: unknown): DerivedColumns {
  const facts = extractFlowFacts(platform, metadata);
  return {
    integrations: facts.integrations.map((name) => name.slice(0, MAX_INTEGRATION_LENGTH)).slice(0, MAX_INTEGRATIONS),
    triggerKinds: facts.triggerKinds,
    complexity: SLUG_BY_COMPLEXITY[facts.complexity],
    nodeCount: facts.nodeCount,
    ...workflowFingerprint(platform, metadata),
    factsVersion: FACTS_VERSION,
  };
}

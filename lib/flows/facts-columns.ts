import type { Platform, StoredN8nCompatibility, StoredSafetyReport } from "@/db/schema";
import { workflowFingerprint } from "@/lib/workflow/content-hash";
import { extractFlowFacts, type Complexity, type TriggerKind } from "@/lib/workflow/facts";
import { COMPLEXITY_BY_SLUG, type ComplexitySlug } from "@/lib/workflow/graph/complexity";
import { n8nCompatibility } from "@/lib/workflow/n8n-compat";
import { analyzeSafety } from "@/lib/workflow/safety";

/**
 * The columns read from a flow's workflow JSON when it is stored: what the catalogue filters on
 * (integrations, trigger kinds, complexity, safety level, the n8n it needs), the node count shown on
 * cards, the fingerprints for duplicates, and the safety report and n8n compatibility shown with it. They are read again whenever the flow gets a new version (lib/flows/versions/store.ts).
 */

/** Bump when the extraction rules change: rows with an older version are refreshed at migration. */
export const FACTS_VERSION = 3;

const SLUG_BY_COMPLEXITY = Object.fromEntries(Object.entries(COMPLEXITY_BY_SLUG).map(([slug, label]) => [label, slug])) as Record<Complexity, ComplexitySlug>;

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
  safety: StoredSafetyReport;
  safetyLevel: StoredSafetyReport["level"];
  n8nCompat: StoredN8nCompatibility | null;
  minN8nVersion: number | null;
  factsVersion: number;
}

/** "1.40.2" → 1040002: one number that sorts as the versions do, for the catalogue's filter. */
export function n8nVersionCode(version: string | null): number | null {
  if (!version) return null;
  const [major = 0, minor = 0, patch = 0] = version.split(".").map((part) => Number.parseInt(part, 10) || 0);
  return major * 1_000_000 + Math.min(minor, 999) * 1_000 + Math.min(patch, 999);
}

export function derivedColumns(platform: Platform, metadata: unknown): DerivedColumns {
  const facts = extractFlowFacts(platform, metadata);
  const safety = analyzeSafety(platform, metadata);
  const n8nCompat = platform === "N8N" ? n8nCompatibility(metadata) : null;
  return {
    integrations: facts.integrations.map((name) => name.slice(0, MAX_INTEGRATION_LENGTH)).slice(0, MAX_INTEGRATIONS),
    triggerKinds: facts.triggerKinds,
    complexity: SLUG_BY_COMPLEXITY[facts.complexity],
    nodeCount: facts.nodeCount,
    ...workflowFingerprint(platform, metadata),
    safety,
    safetyLevel: safety.level,
    n8nCompat,
    minN8nVersion: n8nVersionCode(n8nCompat?.minN8nVersion ?? null),
    factsVersion: FACTS_VERSION,
  };
}

/**
 * Safety report: what a workflow downloaded from a stranger could do to whoever imports it
 * (docs/product-rules.md §21). Pure: no I/O, never throws; runs on upload and in backfills.
 */

import { isObject } from "../graph/json";
import { analyzeMake } from "./make";
import { analyzeN8n } from "./n8n";
import { RULE_DEFS, type SafetyPlatform, type SafetyReport, type SafetySeverity } from "./rules";
import { analyzeTypebot } from "./typebot";

export type { SafetyFinding, SafetyLevel, SafetyReport, SafetySeverity } from "./rules";

/** Every rule, once per tool it applies to (an id shared by tools has the same severity everywhere). */
export const SAFETY_RULES: readonly { id: string; severity: SafetySeverity; platform: SafetyPlatform; summary: string }[] =
  Object.freeze(
    RULE_DEFS.flatMap((rule) => rule.platforms.map((platform) => Object.freeze({ id: rule.id, severity: rule.severity, platform, summary: rule.summary }))),
  );

export function analyzeSafety(platform: SafetyPlatform, workflow: unknown): SafetyReport {
  const none: SafetyReport = { level: "none", findings: [] };
  if (!isObject(workflow)) return none;
  try {
    if (platform === "N8N") return analyzeN8n(workflow);
    if (platform === "TYPEBOT") return analyzeTypebot(workflow);
    if (platform === "MAKE") return analyzeMake(workflow);
  } catch {
    // Getters, proxies or other oddities in hand-built objects: report nothing rather than fail an upload.
  }
  return none;
}

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
export const SAFETY_RULES: readonly { id: string; severity: SafetySeverity; platform: SafetyPlatform; summary: string }[] = Object.freeze(
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

/**
 * The report as someone who only gets the parameter-elided preview reads it (the public page, the
 * page shared by members, the API without the whole JSON): the same findings, without the hosts and
 * variable names that are parameter values.
 */
export function previewReport(report: SafetyReport): SafetyReport {
  return {
    level: report.level,
    findings: report.findings.map(({ previewMessage, ...finding }) => ({ ...finding, message: previewMessage ?? finding.message })),
  };
}

/** The report for those who may see the whole workflow: the messages with their hosts and names. */
export function fullReport(report: SafetyReport): SafetyReport {
  return { level: report.level, findings: report.findings.map(({ rule, severity, nodes, message }) => ({ rule, severity, nodes, message })) };
}

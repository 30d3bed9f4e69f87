import { joinList, RULE_BY_ID, type SafetyFinding, type SafetyReport, type Subject } from "./rules";

/** What the elements of a tool are called in a message: nó, bloco, módulo. */
export interface Noun {
  one: string;
  many: string;
}

export const NOUNS = {
  N8N: { one: "O nó", many: "Os nós" },
  TYPEBOT: { one: "O bloco", many: "Os blocos" },
  MAKE: { one: "O módulo", many: "Os módulos" },
} satisfies Record<string, Noun>;

interface Entry {
  nodes: Map<string, number>;
  details: string[];
  /** Nodes the finding also points at, named in the message apart from the subject. */
  reached: Map<string, number>;
}

const MAX_DETAILS = 20;
const NO_DETAILS: readonly string[] = Object.freeze([]);
/** Rules whose details the parameter-elided preview shows anyway. */
const VISIBLE_DETAILS = new Set(["community-node", "open-webhook-to-risky-node"]);
const byOrder = (m: Map<string, number>) => [...m.entries()].sort((a, b) => a[1] - b[1]).map(([name]) => name);

export function subjectOf(noun: Noun, names: string[]): Subject {
  const quoted = names.map((name) => `“${name}”`);
  return { text: `${names.length > 1 ? noun.many : noun.one} ${joinList(quoted)}`, plural: names.length > 1 };
}

/** Gathers findings while a workflow is walked: one finding per rule, its nodes in workflow order. */
export class Collector {
  private entries = new Map<string, Entry>();

  add(rule: string, name: string, order: number, details: readonly string[] = NO_DETAILS): void {
    let entry = this.entries.get(rule);
    if (!entry) {
      entry = { nodes: new Map(), details: [], reached: new Map() };
      this.entries.set(rule, entry);
    }
    if (!entry.nodes.has(name)) entry.nodes.set(name, order);
    for (const detail of details) {
      if (entry.details.length >= MAX_DETAILS) break;
      if (!entry.details.includes(detail)) entry.details.push(detail);
    }
  }

  addReached(rule: string, name: string, order: number): void {
    const entry = this.entries.get(rule);
    if (entry && !entry.reached.has(name)) entry.reached.set(name, order);
  }

  /** Whether any node has a finding of `rule`. */
  hasRule(rule: string): boolean {
    return this.entries.has(rule);
  }

  has(rule: string, name: string): boolean {
    return this.entries.get(rule)?.nodes.has(name) ?? false;
  }

  /** Takes `other`'s findings (but those of `skip`) as findings of the node `name`: a sub-workflow's, for the node that runs it. */
  absorb(other: Collector, name: string, order: number, skip: ReadonlySet<string>): void {
    for (const [rule, entry] of other.entries) {
      if (!skip.has(rule) && entry.nodes.size > 0) this.add(rule, name, order, entry.details);
    }
  }

  remove(rule: string, name: string): void {
    const entry = this.entries.get(rule);
    if (!entry) return;
    entry.nodes.delete(name);
    if (entry.nodes.size === 0) this.entries.delete(rule);
  }

  finish(noun: Noun): SafetyReport {
    const findings: SafetyFinding[] = [];
    for (const [ruleId, entry] of this.entries) {
      const rule = RULE_BY_ID.get(ruleId);
      if (!rule || entry.nodes.size === 0) continue;
      const names = byOrder(entry.nodes);
      const reachedNames = byOrder(entry.reached);
      const all = new Map([...entry.reached, ...entry.nodes]);
      const input = { subject: subjectOf(noun, names), details: entry.details, reached: reachedNames.length > 0 ? subjectOf(noun, reachedNames) : null };
      const message = rule.message(input);
      // Package names come from node types and reached steps are step names: both are in the preview.
      const previewMessage = VISIBLE_DETAILS.has(ruleId) ? message : rule.message({ ...input, details: [] });
      findings.push({ rule: ruleId, severity: rule.severity, nodes: byOrder(all), message, ...(previewMessage !== message && { previewMessage }) });
    }
    findings.sort((a, b) => (a.severity === b.severity ? (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0) : a.severity === "high" ? -1 : 1));
    const level = findings.length === 0 ? "none" : findings[0]!.severity;
    return { level, findings };
  }
}

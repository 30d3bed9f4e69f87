/**
 * Following a constant from the step that sets it to the step that uses it: a collector URL kept in
 * an n8n Set / Edit Fields node and used as `{{ $json.url }}` or `$('Config').item.json.url`, a
 * Typebot variable used as `{{url}}`, a Make variable used as `{{5.url}}`. Only constants are
 * followed, a few hops deep; everything else stays unknown (MARK).
 */

import { isObject, type JsonObject } from "../graph/json";
import { resolveN8nValue } from "./expression";
import { isExact, MARK, Program, type OutputRef, type Resolver } from "./fold";
import { tokenize } from "./lexer";

const MAX_HOPS = 4;
const MAX_FIELDS = 200;
const MAX_BACK = 12;

type Fields = Map<string, unknown>;

function addField(fields: Fields, name: unknown, value: unknown): void {
  if (typeof name !== "string" || name === "" || fields.size >= MAX_FIELDS) return;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") fields.set(name.trim(), value);
}

/** `{ a: { b: "x" } }` as `a.b` → "x" (how `$json.a.b` reads it). */
function flatten(fields: Fields, value: unknown, prefix: string, depth: number): void {
  if (!isObject(value) || depth > 3) return;
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isObject(inner)) flatten(fields, inner, path, depth + 1);
    else addField(fields, path, inner);
  }
}

/** The fields an n8n Set / Edit Fields node writes, as written (constants or `=` expressions). */
export function n8nSetFields(params: JsonObject): Fields | null {
  const fields: Fields = new Map();
  // v3.3+: assignments.assignments[{ name, value }]
  const assignments = isObject(params.assignments) ? params.assignments.assignments : null;
  if (Array.isArray(assignments)) for (const a of assignments.slice(0, MAX_FIELDS)) if (isObject(a)) addField(fields, a.name, a.value);
  // v3.0–3.2: fields.values[{ name, stringValue | numberValue | … }]
  const values3 = isObject(params.fields) ? params.fields.values : null;
  if (Array.isArray(values3)) {
    for (const f of values3.slice(0, MAX_FIELDS)) {
      if (isObject(f)) addField(fields, f.name, f.stringValue ?? f.numberValue ?? f.booleanValue ?? f.value);
    }
  }
  // v1/v2: values.{ string, number, boolean }[{ name, value }]
  if (isObject(params.values)) {
    for (const list of Object.values(params.values)) {
      if (Array.isArray(list)) for (const f of list.slice(0, MAX_FIELDS)) if (isObject(f)) addField(fields, f.name, f.value);
    }
  }
  // Raw JSON mode: a constant object.
  if (typeof params.jsonOutput === "string" && params.jsonOutput.length < 100_000) {
    const raw = params.jsonOutput.trim().replace(/^=/, "");
    if (!raw.includes("{{")) {
      try {
        flatten(fields, JSON.parse(raw), "", 0);
      } catch {
        // Not JSON: nothing constant to follow.
      }
    }
  }
  return fields.size > 0 ? fields : null;
}

// Nodes that hand on the items they receive, so `$json.x` after them is still what came before.
const PASS_THROUGH = new Set([
  "if",
  "filter",
  "switch",
  "merge",
  "noop",
  "wait",
  "splitinbatches",
  "limit",
  "sort",
  "removeduplicates",
  "set",
  "executiondata",
  "stopanderror",
]);

/** The constants of an n8n workflow's Set nodes, and how `$json` reaches them through connections. */
export class N8nValues {
  private readonly fields = new Map<string, Fields>();
  private readonly kinds = new Map<string, string>();
  private incoming: Map<string, string[]> | null = null;
  /** Answers already worked out, so a field read many times (or in a cycle) is resolved once. */
  private readonly memo = new Map<string, string | undefined>();

  constructor(private readonly connections: unknown) {}

  addNode(rawName: string | null, kind: string, official: boolean, params: JsonObject): void {
    // Only nodes that hand items on matter; connections lead to the first node of a name.
    if (rawName === null || !official || !PASS_THROUGH.has(kind) || this.kinds.has(rawName)) return;
    this.kinds.set(rawName, kind);
    if (kind === "set") {
      const fields = n8nSetFields(params);
      if (fields) this.fields.set(rawName, fields);
    }
  }

  /** How expressions and code in the node `from` read other steps' output; none when no Set node holds a constant. */
  resolver(from: string | null, hops = 0): Resolver | undefined {
    return this.fields.size === 0 ? undefined : (ref) => this.lookup(from, ref, hops);
  }

  private lookup(from: string | null, ref: OutputRef, hops: number): string | undefined {
    if (hops >= MAX_HOPS || this.fields.size === 0) return undefined;
    if (ref.node !== null) return this.fieldOf(ref.node, ref.path, hops);
    if (from === null) return undefined;
    const key = `${from}\u0001${ref.path}`;
    if (this.memo.has(key)) return this.memo.get(key);
    this.memo.set(key, undefined);
    const value = this.previous(from, ref, hops);
    this.memo.set(key, value);
    return value;
  }

  private previous(from: string, ref: OutputRef, hops: number): string | undefined {
    // `$json`: the nearest step before this one that sets the field, through steps that pass items on.
    const seen = new Set([from]);
    const queue = [from];
    for (let head = 0; head < queue.length && seen.size < MAX_BACK; head++) {
      for (const source of this.sources(queue[head]!)) {
        if (seen.has(source)) continue;
        seen.add(source);
        const value = this.fieldOf(source, ref.path, hops);
        if (value !== undefined) return value;
        if (PASS_THROUGH.has(this.kinds.get(source) ?? "")) queue.push(source);
      }
    }
    return undefined;
  }

  private fieldOf(node: string, path: string, hops: number): string | undefined {
    const raw = this.fields.get(node)?.get(path);
    if (raw === undefined) return undefined;
    if (typeof raw !== "string") return String(raw);
    if (!raw.trimStart().startsWith("=") && !raw.includes("{{")) return raw;
    const key = `${node}\u0000${path}`;
    if (this.memo.has(key)) return this.memo.get(key);
    this.memo.set(key, undefined);
    const value = resolveN8nValue(raw, this.resolver(node, hops + 1));
    this.memo.set(key, value);
    return value;
  }

  private sources(node: string): string[] {
    this.incoming ??= incomingOf(this.connections);
    return this.incoming.get(node) ?? [];
  }
}

function incomingOf(connections: unknown): Map<string, string[]> {
  const incoming = new Map<string, string[]>();
  if (!isObject(connections)) return incoming;
  for (const [source, byType] of Object.entries(connections)) {
    if (!isObject(byType) || !Array.isArray(byType.main)) continue;
    for (const output of byType.main.slice(0, 100)) {
      if (!Array.isArray(output)) continue;
      for (const target of output.slice(0, 1_000)) {
        if (!isObject(target) || typeof target.node !== "string") continue;
        const list = incoming.get(target.node) ?? [];
        if (list.length < 100 && !list.includes(source)) list.push(source);
        incoming.set(target.node, list);
      }
    }
  }
  return incoming;
}

/**
 * The constant a Typebot "Set variable" value or a Make variable holds: a JavaScript literal
 * expression ('https://' + 'x.io', "return 'x'"), else the text itself when it has no template in it
 * (Typebot keeps a value it cannot evaluate as written).
 */
export function constantOf(expression: string): string | undefined {
  const text = expression.trim();
  if (text === "" || text.length > 4_000) return undefined;
  if (/^[\w$"'`[(]/.test(text) && !text.includes("{{")) {
    const tokens = tokenize(text, "js");
    const start = tokens[0]?.kind === "id" && tokens[0].value === "return" ? 1 : 0;
    if (tokens.length > start) {
      const f = new Program(tokens, "js").foldText(start);
      const rest = tokens.slice(f.end);
      if (isExact(f.text) && rest.every((t) => t.kind === "op" && t.value === ";")) return f.text;
    }
  }
  return /^\S+$/.test(text) && !text.includes("{{") ? text : undefined;
}

/** Replaces each `{{name}}` with what `lookup` says, MARK when it says nothing. */
function fillTemplate(text: string, lookup: (inner: string) => string | undefined): string {
  if (!text.includes("{{")) return text;
  return text.replace(/\{\{([^{}]{1,200})\}\}/g, (_m, inner: string) => lookup(inner.trim()) ?? MARK);
}

/** Typebot variables by name with a constant value: the variable's initial value or a "Set variable" block. */
export function typebotConstants(root: JsonObject, blocks: JsonObject[]): Map<string, string> {
  const byId = new Map<string, string>();
  const constants = new Map<string, string>();
  if (Array.isArray(root.variables)) {
    for (const v of root.variables.slice(0, 5_000)) {
      if (!isObject(v) || typeof v.id !== "string" || typeof v.name !== "string") continue;
      byId.set(v.id, v.name);
      if (typeof v.value === "string" && v.value.trim() !== "" && !v.value.includes("{{")) constants.set(v.name, v.value.trim());
    }
  }
  for (const block of blocks) {
    const options = isObject(block.options) ? block.options : null;
    if (!options || typeof options.variableId !== "string" || typeof options.expressionToEvaluate !== "string") continue;
    if (options.type !== undefined && options.type !== "Custom") continue;
    const name = byId.get(options.variableId);
    const value = constantOf(options.expressionToEvaluate);
    if (name !== undefined && value !== undefined && !constants.has(name)) constants.set(name, value);
  }
  return constants;
}

export function resolveTypebotText(text: string, constants: Map<string, string>): string {
  return constants.size === 0 ? text : fillTemplate(text, (name) => constants.get(name));
}

const MAKE_SET = /^util:SetVariables?\d*$/i;
const MAKE_GET = /^util:GetVariables?\d*$/i;

/** Make variables: what each Set variable module writes, by module id and by variable name. */
export class MakeValues {
  private readonly byModule = new Map<string, Map<string, string>>();
  private readonly byName = new Map<string, string>();
  private readonly getters = new Set<string>();

  add(module: JsonObject): void {
    const type = typeof module.module === "string" ? module.module : "";
    const id = typeof module.id === "number" || typeof module.id === "string" ? String(module.id) : null;
    if (id === null) return;
    const mapper = isObject(module.mapper) ? module.mapper : {};
    if (MAKE_GET.test(type)) {
      this.getters.add(id);
      return;
    }
    if (!MAKE_SET.test(type)) return;
    const pairs: [unknown, unknown][] = Array.isArray(mapper.variables)
      ? mapper.variables
          .slice(0, MAX_FIELDS)
          .filter(isObject)
          .map((v) => [v.name, v.value])
      : [[mapper.name, mapper.value]];
    const own = this.byModule.get(id) ?? new Map<string, string>();
    for (const [name, value] of pairs) {
      if (typeof name !== "string" || (typeof value !== "string" && typeof value !== "number")) continue;
      own.set(name, String(value));
      if (!this.byName.has(name)) this.byName.set(name, String(value));
    }
    this.byModule.set(id, own);
  }

  get empty(): boolean {
    return this.byName.size === 0;
  }

  /** The text with `{{5.url}}` references to constant variables filled in. */
  resolve(text: string, hops = 0): string {
    if (this.empty || hops >= MAX_HOPS) return text;
    return fillTemplate(text, (inner) => {
      const m = /^(\d+)\.([\w.-]+)$/.exec(inner);
      if (!m) return undefined;
      const value = this.byModule.get(m[1]!)?.get(m[2]!) ?? (this.getters.has(m[1]!) ? this.byName.get(m[2]!) : undefined);
      return value === undefined ? undefined : this.resolve(value, hops + 1);
    });
  }
}

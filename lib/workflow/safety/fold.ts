/**
 * Constant folding over tokens: what a string expression evaluates to when every piece is known.
 * Hidden names are built from pieces ('child_' + 'process', ['e','v','a','l'].join(''),
 * String.fromCharCode(…), atob(…), Buffer.from(…, 'base64'), '…'[::-1]); folding them back is how the
 * rules see through it. Pure and bounded: a step budget per program, capped string and array sizes.
 */

import type { Language, Token } from "./lexer";

/** An unknown piece inside a partly folded string ('http://' + host + '/x'). */
export const MARK = "\u0000";

export type Value = string | number | boolean | Value[];

export interface Folded {
  /** undefined when unknown. A string may hold MARK where a piece is unknown. */
  value: Value | undefined;
  /** Index of the first token after the expression. */
  end: number;
  /** Built from pieces or decoded rather than written as one plain literal. */
  built: boolean;
}

/** Another step's output read by an expression: `$json.url` (node null: the input), `$('Config').item.json.url`. */
export interface OutputRef {
  node: string | null;
  path: string;
}

export type Resolver = (ref: OutputRef) => string | undefined;

const MAX_STRING = 8_000;
const MAX_ARRAY = 2_000;
const MAX_STEPS = 60_000;
const MAX_DEPTH = 48;
const MAX_SITES = 16;

const UNKNOWN_AT = (end: number): Folded => ({ value: undefined, end, built: false });

const isString = (v: Value | undefined): v is string => typeof v === "string";
export const isExact = (v: Value | undefined): v is string => typeof v === "string" && !v.includes(MARK);

function capString(s: string): string {
  return s.length > MAX_STRING ? s.slice(0, MAX_STRING) + MARK : s;
}

/** How JavaScript turns a value into text (`[1,2] + ''` is "1,2"). */
function toText(v: Value | undefined, python: boolean): string | undefined {
  if (v === undefined) return undefined;
  if (typeof v === "string") return v;
  if (typeof v === "number") return String(v);
  if (typeof v === "boolean") return python ? (v ? "True" : "False") : String(v);
  if (python) return undefined;
  const parts: string[] = [];
  for (const item of v) {
    const text = toText(item, python);
    if (text === undefined) return undefined;
    parts.push(text);
  }
  return parts.join(",");
}

function binaryToUtf8(binary: string): string {
  if (!/[\x80-\xff]/.test(binary)) return binary;
  try {
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i) & 0xff;
    return new TextDecoder("utf-8").decode(bytes);
  } catch {
    return binary;
  }
}

/** Base64 (standard or URL-safe, padding optional) to a binary string, or undefined. */
export function decodeBase64(text: string): string | undefined {
  const clean = text.replace(/\s+/g, "").replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "");
  if (clean.length > MAX_STRING * 2 || !/^[A-Za-z0-9+/]*$/.test(clean) || clean.length % 4 === 1) return undefined;
  try {
    return atob(clean + "=".repeat((4 - (clean.length % 4)) % 4));
  } catch {
    return undefined;
  }
}

function decodeHex(text: string): string | undefined {
  const clean = text.replace(/\s+/g, "");
  if (clean.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(clean)) return undefined;
  let out = "";
  for (let i = 0; i < clean.length && out.length < MAX_STRING; i += 2) out += String.fromCharCode(parseInt(clean.slice(i, i + 2), 16));
  return out;
}

function rot13(text: string): string {
  return text.replace(/[a-z]/gi, (ch) => {
    const base = ch <= "Z" ? 65 : 97;
    return String.fromCharCode(((ch.charCodeAt(0) - base + 13) % 26) + base);
  });
}

/** Decodes `text` the way Buffer.from(text, encoding).toString() or codecs.decode would. */
function decodeAs(text: string, encoding: string | undefined): string | undefined {
  const enc = (encoding ?? "utf8").toLowerCase().replace(/[-_]/g, "");
  if (enc === "base64" || enc === "base64url") {
    const binary = decodeBase64(text);
    return binary === undefined ? undefined : binaryToUtf8(binary);
  }
  if (enc === "hex") {
    const binary = decodeHex(text);
    return binary === undefined ? undefined : binaryToUtf8(binary);
  }
  if (enc === "rot13") return rot13(text);
  if (enc === "utf8" || enc === "ascii" || enc === "latin1" || enc === "binary" || enc === "utf16le" || enc === "ucs2") return text;
  return undefined;
}

function safeDecodeUri(text: string, plus: boolean): string | undefined {
  try {
    return decodeURIComponent(plus ? text.replace(/\+/g, " ") : text);
  } catch {
    return undefined;
  }
}

function unescapeLegacy(text: string): string {
  return text.replace(/%u([0-9a-fA-F]{4})|%([0-9a-fA-F]{2})/g, (_m, u: string | undefined, h: string | undefined) =>
    String.fromCharCode(parseInt((u ?? h)!, 16)),
  );
}

function charsFromCodes(values: (Value | undefined)[]): string | undefined {
  let out = "";
  for (const v of values) {
    if (typeof v !== "number" || !Number.isFinite(v) || v < 0 || v > 0x10ffff) return undefined;
    out += String.fromCodePoint(Math.floor(v));
    if (out.length > MAX_STRING) break;
  }
  return out;
}

function parseNumber(raw: string): number | undefined {
  const text = raw.replace(/_/g, "").replace(/[njJlL]$/, "");
  if (/^0[xX][0-9a-fA-F]+$/.test(text)) return parseInt(text.slice(2), 16);
  if (/^0[oO][0-7]+$/.test(text)) return parseInt(text.slice(2), 8);
  if (/^0[bB][01]+$/.test(text)) return parseInt(text.slice(2), 2);
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/** `s.slice(a, b)` for strings and arrays, with negative indexes. */
function sliceOf<T extends string | Value[]>(v: T, a: number | undefined, b: number | undefined): T {
  return v.slice(a ?? 0, b) as T;
}

const isOp = (t: Token | undefined, value: string) => t !== undefined && t.kind === "op" && t.value === value;
const isId = (t: Token | undefined, value?: string) => t !== undefined && t.kind === "id" && (value === undefined || t.value === value);

/** Tokens plus what folding needs: matching brackets and the names assigned a value. */
export class Program {
  readonly tokens: Token[];
  readonly python: boolean;
  /** For each bracket (and template head/tail) the index of its partner, else -1. */
  readonly match: Int32Array;
  /** Where each name is assigned (`=`) or added to (`+=`), in order. */
  private readonly bindings = new Map<string, { at: number; append: boolean }[]>();
  private readonly locals = new Map<string, Value | undefined>();
  private readonly resolving = new Set<string>();
  private readonly memo = new Map<string, { value: Value | undefined; built: boolean }[]>();
  private steps = MAX_STEPS;
  private depth = 0;

  constructor(
    tokens: Token[],
    language: Language,
    private readonly resolver?: Resolver,
  ) {
    this.tokens = tokens;
    this.python = language === "python";
    this.match = new Int32Array(tokens.length).fill(-1);
    const stack: number[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      if (t.kind === "tpl-head") stack.push(i);
      else if (t.kind === "tpl-tail") this.close(stack, i, "tpl-head");
      else if (t.kind !== "op") {
        // Names given a value (`const m = …`, `m = …`, `m += …`); a property (`a.m = …`) is not one.
        const next = tokens[i + 1];
        if (t.kind === "id" && next?.kind === "op" && (next.value === "=" || next.value === "+=") && !isOp(tokens[i - 1], ".") && !isOp(tokens[i - 1], "?.")) {
          const sites = this.bindings.get(t.value) ?? [];
          if (sites.length < MAX_SITES) sites.push({ at: i + 2, append: next.value === "+=" });
          this.bindings.set(t.value, sites);
        }
      } else if (t.value === "(" || t.value === "[" || t.value === "{") stack.push(i);
      else if (t.value === ")") this.close(stack, i, "(");
      else if (t.value === "]") this.close(stack, i, "[");
      else if (t.value === "}") this.close(stack, i, "{");
    }
  }

  private close(stack: number[], at: number, open: string): void {
    // A stray closer leaves the stack alone; an unclosed opener keeps -1.
    for (let k = stack.length - 1; k >= 0 && k >= stack.length - 3; k--) {
      const o = this.tokens[stack[k]!]!;
      if ((o.kind === "tpl-head" && open === "tpl-head") || (o.kind === "op" && o.value === open)) {
        this.match[stack[k]!] = at;
        this.match[at] = stack[k]!;
        stack.length = k;
        return;
      }
    }
  }

  /** The index after the bracket group that opens at `i` (or i + 1 when it is unmatched). */
  after(i: number): number {
    const m = this.match[i]!;
    return m > i ? m + 1 : i + 1;
  }

  /** The token index where the value assigned to `name` starts, if it is assigned. */
  bindingOf(name: string): number | undefined {
    return this.bindings.get(name)?.[0]?.at;
  }

  /**
   * What a name stands for when it was assigned a bare name or member chain (`const r = require`,
   * `const g = globalThis`, `const f = process.mainModule.require`): the last name, else itself.
   */
  aliasOf(name: string): string {
    let current = name;
    for (let hop = 0; hop < 4; hop++) {
      const at = this.bindingOf(current);
      if (at === undefined) return current;
      let j = at;
      let last: string | null = null;
      while (isId(this.tokens[j])) {
        last = this.tokens[j]!.value;
        if (isOp(this.tokens[j + 1], ".") || isOp(this.tokens[j + 1], "?.")) j += 2;
        else {
          j++;
          break;
        }
      }
      const next = this.tokens[j];
      if (last === null || last === current || (next !== undefined && !(next.kind === "op" && /^[;,)}\]]$/.test(next.value)) && !isId(next))) return current;
      current = last;
    }
    return current;
  }

  /** Folds the expression starting at token `i`. */
  fold(i: number): Folded {
    if (this.depth > MAX_DEPTH || this.steps <= 0) return UNKNOWN_AT(i + 1);
    this.depth++;
    try {
      return this.additive(i);
    } finally {
      this.depth--;
    }
  }

  /** The folded value as a string (exact or partial), or undefined. */
  foldText(i: number): { text: string | undefined; end: number; built: boolean } {
    const f = this.fold(i);
    return { text: toText(f.value, this.python), end: f.end, built: f.built };
  }

  private additive(i: number): Folded {
    let left = this.postfix(i);
    while (left.end < this.tokens.length) {
      const op = this.tokens[left.end]!;
      if (op.kind !== "op" || (op.value !== "+" && op.value !== "-")) break;
      const right = this.postfix(left.end + 1);
      left = { value: this.combine(op.value, left.value, right.value), end: right.end, built: true };
    }
    return left;
  }

  private combine(op: string, a: Value | undefined, b: Value | undefined): Value | undefined {
    if (op === "-") return typeof a === "number" && typeof b === "number" ? a - b : undefined;
    if (typeof a === "number" && typeof b === "number") return a + b;
    if (this.python && Array.isArray(a) && Array.isArray(b)) return a.concat(b).slice(0, MAX_ARRAY);
    const ta = toText(a, this.python);
    const tb = toText(b, this.python);
    // One known string and an unknown piece: the string with a mark where the piece goes.
    if (ta === undefined && tb === undefined) return undefined;
    if ((ta === undefined && !isString(b)) || (tb === undefined && !isString(a))) return undefined;
    return capString((ta ?? MARK) + (tb ?? MARK));
  }

  private postfix(i: number): Folded {
    let p = this.primary(i);
    const tokens = this.tokens;
    while (p.end < tokens.length && this.steps-- > 0) {
      const t = tokens[p.end]!;
      if (t.kind !== "op") break;
      if ((t.value === "." || t.value === "?.") && isId(tokens[p.end + 1])) {
        const name = tokens[p.end + 1]!.value;
        const j = p.end + 2;
        if (isOp(tokens[j], "(")) {
          const value = p.value === undefined ? undefined : this.method(p.value, name, j);
          p = { value, end: this.after(j), built: true };
        } else {
          const value = name === "length" && (isString(p.value) || Array.isArray(p.value)) ? p.value.length : undefined;
          p = { value, end: j, built: p.built };
        }
        continue;
      }
      if (t.value === "[") {
        p = { value: this.index(p.value, p.end), end: this.after(p.end), built: true };
        continue;
      }
      if (t.value === "(") {
        p = UNKNOWN_AT(this.after(p.end));
        continue;
      }
      break;
    }
    return p;
  }

  /** `v[…]`: an index, or a Python slice (`[::-1]`, `[2:]`). */
  private index(v: Value | undefined, open: number): Value | undefined {
    const close = this.match[open]!;
    if (v === undefined || close < 0 || (typeof v !== "string" && !Array.isArray(v))) return undefined;
    const inner = this.tokens.slice(open + 1, close);
    if (this.python && inner.some((t) => isOp(t, ":"))) {
      const parts: (number | undefined)[] = [undefined, undefined, undefined];
      let slot = 0;
      let k = open + 1;
      while (k < close && slot < 3) {
        if (isOp(this.tokens[k], ":")) {
          slot++;
          k++;
          continue;
        }
        const f = this.fold(k);
        if (typeof f.value !== "number") return undefined;
        parts[slot] = f.value;
        k = f.end;
      }
      const [a, b, step] = parts;
      if (step === -1 && a === undefined && b === undefined) return typeof v === "string" ? [...v].reverse().join("") : [...v].reverse();
      if (step !== undefined && step !== 1) return undefined;
      return sliceOf(v, a, b);
    }
    const f = this.fold(open + 1);
    if (f.end !== close || typeof f.value !== "number") return undefined;
    const at = f.value < 0 && this.python ? v.length + f.value : f.value;
    return typeof v === "string" ? v.charAt(at) || undefined : v[at];
  }

  /** Folds the arguments of the call whose `(` is at `open`. */
  private args(open: number): (Value | undefined)[] {
    const close = this.match[open]!;
    if (close < 0) return [];
    const out: (Value | undefined)[] = [];
    let k = open + 1;
    while (k < close && out.length < 64) {
      if (isOp(this.tokens[k], "...")) {
        const f = this.fold(k + 1);
        if (Array.isArray(f.value)) out.push(...f.value.slice(0, MAX_ARRAY));
        else if (isString(f.value)) out.push(...[...f.value]);
        else out.push(undefined);
        k = f.end;
      } else if (isId(this.tokens[k]) && isOp(this.tokens[k + 1], "=") && this.python) {
        // Keyword argument: its value, in order.
        const f = this.fold(k + 2);
        out.push(f.value);
        k = f.end;
      } else {
        const f = this.fold(k);
        if (this.python && isId(this.tokens[f.end], "for")) {
          out.push(this.comprehension(k, f.end, close));
          k = close;
          break;
        }
        out.push(f.value);
        k = f.end;
      }
      if (isOp(this.tokens[k], ",")) k++;
      else if (k < close) return [...out, undefined];
    }
    return out;
  }

  /** `expr for name in iterable` (Python), evaluated element by element. */
  private comprehension(exprAt: number, forAt: number, close: number): Value | undefined {
    const name = this.tokens[forAt + 1];
    if (!isId(name) || !isId(this.tokens[forAt + 2], "in")) return undefined;
    const source = this.fold(forAt + 3);
    if (source.end !== close) return undefined;
    return this.mapOver(source.value, name!.value, exprAt);
  }

  /** Evaluates the expression at `exprAt` once per element of `items`, with `name` bound to it. */
  private mapOver(items: Value | undefined, name: string, exprAt: number): Value | undefined {
    const list = isString(items) ? [...items] : Array.isArray(items) ? items : undefined;
    if (!list || list.length > MAX_ARRAY) return undefined;
    const saved = this.locals.get(name);
    const had = this.locals.has(name);
    const out: Value[] = [];
    try {
      for (const item of list) {
        this.locals.set(name, item);
        const f = this.fold(exprAt);
        if (f.value === undefined) return undefined;
        out.push(f.value);
      }
    } finally {
      if (had) this.locals.set(name, saved);
      else this.locals.delete(name);
    }
    return out;
  }

  private method(v: Value, name: string, open: number): Value | undefined {
    // `.map(c => …)` / `.map(function (c) { return … })` run the arrow's body per element.
    if (name === "map") return this.mapCall(v, open);
    const a = this.args(open);
    const s = typeof v === "string" ? v : undefined;
    const arr = Array.isArray(v) ? v : undefined;
    const n0 = typeof a[0] === "number" ? a[0] : undefined;
    const n1 = typeof a[1] === "number" ? a[1] : undefined;
    switch (name) {
      case "join":
        if (this.python && s !== undefined) {
          const items = Array.isArray(a[0]) ? a[0] : isString(a[0]) ? [...a[0]] : undefined;
          const parts = items?.map((x) => toText(x, true));
          return parts && parts.every((x) => x !== undefined) ? capString(parts.join(s)) : undefined;
        }
        if (arr) {
          const parts = arr.map((x) => toText(x, false));
          const sep = a.length === 0 ? "," : toText(a[0], false);
          return sep !== undefined && parts.every((x) => x !== undefined) ? capString(parts.join(sep)) : undefined;
        }
        return undefined;
      case "reverse":
        return arr ? [...arr].reverse() : undefined;
      case "split":
        if (s === undefined) return undefined;
        if (a.length === 0) return this.python ? s.split(/\s+/).filter(Boolean) : [s];
        return isString(a[0]) ? s.split(a[0]).slice(0, MAX_ARRAY) : undefined;
      case "concat":
        if (s !== undefined) {
          const parts = a.map((x) => toText(x, false));
          return parts.every((x) => x !== undefined) ? capString(s + parts.join("")) : undefined;
        }
        return arr ? arr.concat(...a.map((x) => (Array.isArray(x) ? x : x === undefined ? [] : [x]))).slice(0, MAX_ARRAY) : undefined;
      case "toLowerCase":
      case "lower":
      case "casefold":
        return s?.toLowerCase();
      case "toUpperCase":
      case "upper":
        return s?.toUpperCase();
      case "trim":
      case "strip":
        return s?.trim();
      case "trimStart":
      case "lstrip":
        return s?.trimStart();
      case "trimEnd":
      case "rstrip":
        return s?.trimEnd();
      case "slice":
        return s !== undefined ? sliceOf(s, n0, n1) : arr ? sliceOf(arr, n0, n1) : undefined;
      case "substring":
        return s?.substring(n0 ?? 0, n1);
      case "substr":
        return s?.substr(n0 ?? 0, n1);
      case "replace":
      case "replaceAll":
        return s !== undefined && isString(a[0]) && isString(a[1])
          ? capString(name === "replace" && !this.python ? s.replace(a[0], a[1]) : s.split(a[0]).join(a[1]))
          : undefined;
      case "repeat":
        return s !== undefined && n0 !== undefined && n0 >= 0 && n0 * s.length <= MAX_STRING ? s.repeat(n0) : undefined;
      case "charAt":
      case "at":
        return s !== undefined && n0 !== undefined ? s.at(n0) : arr && n0 !== undefined ? arr.at(n0) : undefined;
      case "toString":
        if (typeof v === "number") return n0 !== undefined && n0 >= 2 && n0 <= 36 ? v.toString(n0) : String(v);
        if (s !== undefined)
          return a.length === 0 || isString(a[0]) ? (isString(a[0]) && !/^(utf-?8|ascii|latin1|binary)$/i.test(a[0]) ? undefined : s) : undefined;
        return toText(v, false);
      case "valueOf":
      case "normalize":
      case "encode":
        return s;
      case "decode":
        return s !== undefined ? (a.length === 0 || (isString(a[0]) && /^(utf-?8|ascii|latin-?1)$/i.test(a[0])) ? binaryToUtf8(s) : undefined) : undefined;
      case "format":
        return undefined;
      default:
        return undefined;
    }
  }

  private mapCall(v: Value, open: number): Value | undefined {
    const close = this.match[open]!;
    let k = open + 1;
    let param: string | undefined;
    if (isId(this.tokens[k]) && isOp(this.tokens[k + 1], "=>")) {
      param = this.tokens[k]!.value;
      k += 2;
    } else if (isOp(this.tokens[k], "(") && isId(this.tokens[k + 1]) && isOp(this.tokens[k + 3], "=>")) {
      param = this.tokens[k + 1]!.value;
      k += 4;
    } else if (isId(this.tokens[k], "function") && isOp(this.tokens[k + 1], "(") && isId(this.tokens[k + 2])) {
      param = this.tokens[k + 2]!.value;
      k = this.after(k + 1);
      if (isOp(this.tokens[k], "{") && isId(this.tokens[k + 1], "return")) k += 2;
      else return undefined;
    } else return undefined;
    if (isOp(this.tokens[k], "{")) {
      if (!isId(this.tokens[k + 1], "return")) return undefined;
      k += 2;
    }
    if (close < 0 || k >= close) return undefined;
    return this.mapOver(v, param, k);
  }

  private primary(i: number): Folded {
    const tokens = this.tokens;
    const t = tokens[i];
    if (!t || this.steps-- <= 0) return UNKNOWN_AT(i + 1);
    switch (t.kind) {
      case "str": {
        // Python joins adjacent literals: 'child_' 'process'.
        let value = t.value;
        let end = i + 1;
        let built = t.escaped === true;
        while (this.python && tokens[end]?.kind === "str") {
          value += tokens[end]!.value;
          end++;
          built = true;
        }
        return { value: capString(value), end, built };
      }
      case "num":
        return { value: parseNumber(t.value), end: i + 1, built: false } as Folded;
      case "tpl-head":
        return this.template(i);
      case "re":
        return UNKNOWN_AT(i + 1);
      case "op":
        if (t.value === "(") return this.group(i);
        if (t.value === "[") return this.arrayLiteral(i);
        if (t.value === "{") return UNKNOWN_AT(this.after(i));
        if (t.value === "-" && tokens[i + 1]?.kind === "num") {
          const n = parseNumber(tokens[i + 1]!.value);
          return { value: n === undefined ? undefined : -n, end: i + 2, built: false };
        }
        return UNKNOWN_AT(i + 1);
      case "id":
        return this.identifier(i);
      default:
        return UNKNOWN_AT(i + 1);
    }
  }

  private template(i: number): Folded {
    const tokens = this.tokens;
    let text: string = tokens[i]!.value;
    let k = i + 1;
    const close = this.match[i]!;
    while (k < tokens.length) {
      const f = this.fold(k);
      const piece = toText(f.value, this.python);
      text += piece ?? MARK;
      k = f.end;
      // Skip what the fold could not read, up to the next part of this template.
      while (k < tokens.length && tokens[k]!.kind !== "tpl-mid" && tokens[k]!.kind !== "tpl-tail") {
        if (piece !== undefined) text += MARK;
        k = tokens[k]!.kind === "tpl-head" ? this.after(k) : k + 1;
      }
      const part = tokens[k];
      if (!part) break;
      text += part.value;
      k++;
      if (part.kind === "tpl-tail") break;
    }
    return { value: capString(text), end: close > i ? close + 1 : k, built: true };
  }

  private group(i: number): Folded {
    const close = this.match[i]!;
    if (close < 0) return UNKNOWN_AT(i + 1);
    if (close === i + 1) return UNKNOWN_AT(close + 1);
    const inner = this.fold(i + 1);
    if (inner.end === close) return { value: inner.value, end: close + 1, built: inner.built };
    // A Python tuple folds like a list.
    if (this.python && isOp(this.tokens[inner.end], ",")) return { value: this.list(i, close), end: close + 1, built: true };
    return UNKNOWN_AT(close + 1);
  }

  private arrayLiteral(i: number): Folded {
    const close = this.match[i]!;
    if (close < 0) return UNKNOWN_AT(i + 1);
    return { value: this.list(i, close), end: close + 1, built: true };
  }

  private list(open: number, close: number): Value | undefined {
    const out: Value[] = [];
    let k = open + 1;
    while (k < close && out.length < MAX_ARRAY) {
      if (isOp(this.tokens[k], "...") || isOp(this.tokens[k], "*")) {
        const f = this.fold(k + 1);
        if (Array.isArray(f.value)) out.push(...f.value);
        else if (isString(f.value)) out.push(...f.value);
        else return undefined;
        k = f.end;
      } else {
        const f = this.fold(k);
        if (this.python && isId(this.tokens[f.end], "for")) return this.comprehension(k, f.end, close);
        if (f.value === undefined) return undefined;
        out.push(f.value);
        k = f.end;
      }
      if (isOp(this.tokens[k], ",")) k++;
      else if (k < close) return undefined;
    }
    return out;
  }

  private call(open: number, at: number, compute: (a: (Value | undefined)[]) => Value | undefined): Folded {
    if (!isOp(this.tokens[open], "(")) return UNKNOWN_AT(at + 1);
    const value = compute(this.args(open));
    return { value, end: this.after(open), built: true };
  }

  private identifier(i: number): Folded {
    const tokens = this.tokens;
    const name = tokens[i]!.value;
    const next = tokens[i + 1];
    const dotted = (member: string) => isOp(next, ".") && isId(tokens[i + 2], member);
    if (this.locals.has(name)) return { value: this.locals.get(name), end: i + 1, built: true };
    if (this.python) {
      switch (name) {
        case "chr":
          return this.call(i + 1, i, (a) => charsFromCodes(a.slice(0, 1)));
        case "str":
          return this.call(i + 1, i, (a) => (a.length === 1 ? toText(a[0], true) : undefined));
        case "reversed":
          return this.call(i + 1, i, (a) => (isString(a[0]) ? [...a[0]].reverse() : Array.isArray(a[0]) ? [...a[0]].reverse() : undefined));
        case "map":
          // map(chr, [99, 104, …])
          if (isOp(next, "(") && isId(tokens[i + 2], "chr") && isOp(tokens[i + 3], ",")) {
            const f = this.fold(i + 4);
            const chars = Array.isArray(f.value) ? f.value.map((x) => charsFromCodes([x])) : undefined;
            const value = chars?.every((x) => x !== undefined) ? (chars as string[]) : undefined;
            return { value, end: this.after(i + 1), built: true };
          }
          break;
        case "bytes":
        case "bytearray":
          if (dotted("fromhex")) return this.call(i + 3, i, (a) => (isString(a[0]) ? decodeHex(a[0]) : undefined));
          return this.call(i + 1, i, (a) => (Array.isArray(a[0]) ? charsFromCodes(a[0]) : isString(a[0]) ? a[0] : undefined));
        case "base64":
        case "codecs":
        case "binascii": {
          if (!isOp(next, ".") || !isId(tokens[i + 2])) break;
          const fn = tokens[i + 2]!.value;
          return this.call(i + 3, i, (a) => {
            if (!isString(a[0])) return undefined;
            if (/^(?:urlsafe_)?b64decode$|^a2b_base64$|^decodebytes$/.test(fn)) return decodeBase64(a[0]);
            if (fn === "b16decode" || fn === "unhexlify" || fn === "a2b_hex") return decodeHex(a[0]);
            if (fn === "decode" && isString(a[1])) return decodeAs(a[0], a[1]);
            return undefined;
          });
        }
        case "b64decode":
          return this.call(i + 1, i, (a) => (isString(a[0]) ? decodeBase64(a[0]) : undefined));
        default:
          break;
      }
    } else {
      switch (name) {
        case "String":
          if (dotted("fromCharCode") || dotted("fromCodePoint")) return this.call(i + 3, i, charsFromCodes);
          if (isOp(next, "(")) return this.call(i + 1, i, (a) => (a.length === 1 ? toText(a[0], false) : undefined));
          break;
        case "atob":
          return this.call(i + 1, i, (a) => (isString(a[0]) ? decodeBase64(a[0]) : undefined));
        case "Buffer":
          if (dotted("from"))
            return this.call(i + 3, i, (a) =>
              isString(a[0]) ? decodeAs(a[0], isString(a[1]) ? a[1] : undefined) : Array.isArray(a[0]) ? charsFromCodes(a[0]) : undefined,
            );
          break;
        case "decodeURIComponent":
        case "decodeURI":
          return this.call(i + 1, i, (a) => (isString(a[0]) ? safeDecodeUri(a[0], false) : undefined));
        case "unescape":
          return this.call(i + 1, i, (a) => (isString(a[0]) ? unescapeLegacy(a[0]) : undefined));
        case "Array":
          if (dotted("from")) return this.call(i + 3, i, (a) => (isString(a[0]) ? [...a[0]] : Array.isArray(a[0]) ? a[0] : undefined));
          break;
        case "true":
        case "false":
          return { value: name === "true", end: i + 1, built: false };
        default:
          break;
      }
      const ref = this.outputRef(i);
      if (ref) return ref;
    }
    if (name === "True" || name === "False") return { value: name === "True", end: i + 1, built: false };
    return this.binding(i, name);
  }

  private binding(i: number, name: string): Folded {
    const all = this.candidates(name, i);
    if (all.length === 0) return UNKNOWN_AT(i + 1);
    // Assigned different values: none of them is *the* value (foldEach looks at each).
    let value = all[0]!.value;
    let built = false;
    for (const c of all) {
      if (c.value !== value) value = undefined;
      built ||= c.built;
    }
    return { value, end: i + 1, built };
  }

  /**
   * Every value `name` may hold: each `=` with the `+=` that follow it, folded in order
   * (`let m = 'child_'; m += 'process'` holds "child_process").
   */
  private candidates(name: string, useAt: number): { value: Value | undefined; built: boolean }[] {
    const sites = this.bindings.get(name);
    if (!sites || this.resolving.has(name)) return [];
    // The name being assigned right here is not read.
    for (const site of sites) if (site.at === useAt + 2) return [];
    // A name used many times is folded once (unless a `.map` parameter is in play).
    const known = this.locals.size === 0 ? this.memo.get(name) : undefined;
    if (known) return known;
    this.resolving.add(name);
    const out: { value: Value | undefined; built: boolean }[] = [];
    try {
      for (const site of sites) {
        const f = this.fold(site.at);
        const last = out[out.length - 1];
        if (site.append && last) out[out.length - 1] = { value: this.combine("+", last.value, f.value), built: true };
        else out.push({ value: f.value, built: f.built || site.append });
      }
    } finally {
      this.resolving.delete(name);
    }
    if (this.locals.size === 0) this.memo.set(name, out);
    return out;
  }

  /**
   * The expression at `i` folded once, or once per value when it is a lone name assigned several
   * values: a check that must not miss any of them looks at each.
   */
  foldEach(i: number): { text: string | undefined; end: number; built: boolean }[] {
    const t = this.tokens[i];
    const after = this.tokens[i + 1];
    const lone = t?.kind === "id" && (after === undefined || (after.kind === "op" && /^[\]),;]$/.test(after.value)));
    if (lone && (this.bindings.get(t.value)?.length ?? 0) > 1) {
      return this.candidates(t.value, i).map((c) => ({ text: toText(c.value, this.python), end: i + 1, built: c.built }));
    }
    return [this.foldText(i)];
  }

  /**
   * n8n references to another step's output: `$json.a.b`, `$input.first().json.a`,
   * `$('Nó').item.json.a`, `$node["Nó"].json.a`, `$items("Nó")[0].json.a`, `items[0].json.a`.
   */
  private outputRef(i: number): Folded | null {
    if (!this.resolver) return null;
    const tokens = this.tokens;
    const name = tokens[i]!.value;
    let node: string | null = null;
    let k: number;
    if (name === "$json") k = i + 1;
    else if (name === "$input" || name === "items") k = i + 1;
    else if ((name === "$" || name === "$items") && isOp(tokens[i + 1], "(") && tokens[i + 2]?.kind === "str" && isOp(tokens[i + 3], ")")) {
      node = tokens[i + 2]!.value;
      k = i + 4;
    } else if (name === "$node" && isOp(tokens[i + 1], "[") && tokens[i + 2]?.kind === "str" && isOp(tokens[i + 3], "]")) {
      node = tokens[i + 2]!.value;
      k = i + 4;
    } else if (name === "$node" && isOp(tokens[i + 1], ".") && isId(tokens[i + 2])) {
      node = tokens[i + 2]!.value;
      k = i + 3;
    } else return null;
    if (name !== "$json") {
      // Up to `.json`: `.first()`, `.item`, `.all()[0]`, `[0]`.
      let found = false;
      for (let hop = 0; hop < 6 && k < tokens.length; hop++) {
        const t = tokens[k]!;
        if ((isOp(t, ".") || isOp(t, "?.")) && isId(tokens[k + 1])) {
          const member = tokens[k + 1]!.value;
          k += 2;
          if (member === "json") {
            found = true;
            break;
          }
          if (isOp(tokens[k], "(")) k = this.after(k);
        } else if (isOp(t, "[")) k = this.after(k);
        else break;
      }
      if (!found) return null;
    }
    const path: string[] = [];
    let end = k;
    while (k < tokens.length && path.length < 8) {
      const t = tokens[k]!;
      if ((isOp(t, ".") || isOp(t, "?.")) && isId(tokens[k + 1])) {
        // A method called on the value is not part of the path.
        if (isOp(tokens[k + 2], "(")) break;
        path.push(tokens[k + 1]!.value);
        k += 2;
      } else if (isOp(t, "[") && tokens[k + 1]?.kind === "str" && isOp(tokens[k + 2], "]")) {
        path.push(tokens[k + 1]!.value);
        k += 3;
      } else break;
      end = k;
    }
    if (path.length === 0) return UNKNOWN_AT(end);
    const value = this.resolver({ node, path: path.join(".") });
    return { value, end, built: false };
  }
}

/**
 * A tokenizer for the code found in workflows (JavaScript and Python): what is code, what is the
 * content of a string, what is a comment. One pass, no backtracking, never throws. The rules look at
 * tokens, so a word inside a string or a comment ("// never eval()", "'process.env'") is not code,
 * while the string's decoded content stays available to fold module and member names.
 */

export type Language = "js" | "python";

/**
 * `id` identifier or keyword, `op` punctuation, `str` a string with no substitutions (its decoded
 * content in `value`), `num` a number, `re` a regular expression literal; a template literal or an
 * f-string with substitutions is `tpl-head` … `tpl-mid` … `tpl-tail`, its parts' text in `value` and
 * the substitutions' tokens in between.
 */
export type TokenKind = "id" | "op" | "str" | "num" | "re" | "tpl-head" | "tpl-mid" | "tpl-tail";

export interface Token {
  kind: TokenKind;
  value: string;
  /** Offset in the source. */
  start: number;
  /** A string or identifier written with escapes (`'\x65val'`, `\u0065val`): a way to hide a name. */
  escaped?: boolean;
}

export const MAX_TOKENS = 100_000;

// Character classes by code: a table lookup per character.
const ID_START = new Uint8Array(128);
const ID_PART = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  if (/[A-Za-z_$]/.test(ch)) ID_START[c] = 1;
  if (/[A-Za-z0-9_$]/.test(ch)) ID_PART[c] = 1;
}
const isIdStart = (c: number, python: boolean) => (c < 128 ? ID_START[c] === 1 && !(python && c === 36) : c > 159);
const isIdPart = (c: number, python: boolean) => (c < 128 ? ID_PART[c] === 1 && !(python && c === 36) : c > 159);
const isDigit = (c: number) => c >= 48 && c <= 57;
const isSpace = (c: number) =>
  c === 32 || c === 9 || c === 10 || c === 13 || c === 11 || c === 12 || c === 0xa0 || c === 0xfeff || c === 0x2028 || c === 0x2029;

// Longest first: the first that matches is taken. Indexed by first character below.
const JS_OP_LIST = [
  ">>>=",
  "...",
  "===",
  "!==",
  "**=",
  "<<=",
  ">>=",
  ">>>",
  "&&=",
  "||=",
  "??=",
  "=>",
  "==",
  "!=",
  "<=",
  ">=",
  "&&",
  "||",
  "??",
  "?.",
  "++",
  "--",
  "+=",
  "-=",
  "*=",
  "/=",
  "%=",
  "&=",
  "|=",
  "^=",
  "**",
  "<<",
  ">>",
];
const PY_OP_LIST = [
  "**=",
  "//=",
  ">>=",
  "<<=",
  "...",
  "->",
  ":=",
  "**",
  "//",
  "==",
  "!=",
  "<=",
  ">=",
  "+=",
  "-=",
  "*=",
  "/=",
  "%=",
  "&=",
  "|=",
  "^=",
  "<<",
  ">>",
  "@=",
];

/** Multi-character operators by their first character's code, longest first. */
function opTable(list: string[]): (string[] | undefined)[] {
  const table: (string[] | undefined)[] = [];
  for (const op of list) (table[op.charCodeAt(0)] ??= []).push(op);
  return table;
}
const JS_OPS = opTable(JS_OP_LIST);
const PY_OPS = opTable(PY_OP_LIST);

// After these words a `/` starts a regular expression, not a division.
const REGEX_AFTER_WORDS = new Set(["return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else", "yield", "await"]);

function regexAllowed(last: Token | undefined): boolean {
  if (!last) return true;
  switch (last.kind) {
    case "id":
      return REGEX_AFTER_WORDS.has(last.value);
    case "op":
      return last.value !== ")" && last.value !== "]";
    case "tpl-head":
    case "tpl-mid":
      return true;
    default:
      return false;
  }
}

function hexValue(text: string): number {
  return /^[0-9a-fA-F]+$/.test(text) ? parseInt(text, 16) : NaN;
}

interface Cursor {
  src: string;
  i: number;
  /** Where reading stops (an f-string substitution's end, or the source's). */
  end: number;
  tokens: Token[];
  python: boolean;
  depth: number;
}

/** A JavaScript escape after the backslash at `at`: the character(s) and where reading resumes. */
function jsEscape(src: string, at: number): [text: string, next: number, hidden: boolean] {
  const c = src[at + 1];
  switch (c) {
    case undefined:
      return ["", at + 1, false];
    case "n":
      return ["\n", at + 2, false];
    case "t":
      return ["\t", at + 2, false];
    case "r":
      return ["\r", at + 2, false];
    case "b":
      return ["\b", at + 2, false];
    case "f":
      return ["\f", at + 2, false];
    case "v":
      return ["\v", at + 2, false];
    case "0":
      if (!isDigit(src.charCodeAt(at + 2))) return ["\0", at + 2, false];
      break;
    case "x": {
      const code = hexValue(src.slice(at + 2, at + 4));
      if (!Number.isNaN(code)) return [String.fromCharCode(code), at + 4, true];
      break;
    }
    case "u": {
      if (src[at + 2] === "{") {
        const close = src.indexOf("}", at + 3);
        const code = close > 0 && close - at < 12 ? hexValue(src.slice(at + 3, close)) : NaN;
        if (!Number.isNaN(code) && code <= 0x10ffff) return [String.fromCodePoint(code), close + 1, true];
      } else {
        const code = hexValue(src.slice(at + 2, at + 6));
        if (!Number.isNaN(code)) return [String.fromCharCode(code), at + 6, true];
      }
      break;
    }
    case "\r":
      return ["", src[at + 2] === "\n" ? at + 3 : at + 2, false];
    case "\n":
    case "\u2028":
    case "\u2029":
      return ["", at + 2, false];
    default:
      break;
  }
  // Octal escapes (\101) in sloppy code.
  const octal = /^[0-7]{1,3}/.exec(src.slice(at + 1, at + 4));
  if (octal && c !== "8" && c !== "9") {
    const code = parseInt(octal[0], 8);
    if (code <= 255) return [String.fromCharCode(code), at + 1 + octal[0].length, true];
  }
  return [c!, at + 2, false];
}

/** A Python escape (non-raw strings). */
function pyEscape(src: string, at: number): [text: string, next: number, hidden: boolean] {
  const c = src[at + 1];
  if (c === "N" && src[at + 2] === "{") {
    const close = src.indexOf("}", at + 3);
    return close > 0 ? ["?", close + 1, true] : ["\\", at + 1, false];
  }
  if (c === "U") {
    const code = hexValue(src.slice(at + 2, at + 10));
    if (!Number.isNaN(code) && code <= 0x10ffff) return [String.fromCodePoint(code), at + 10, true];
  }
  if (c === "a") return ["\x07", at + 2, false];
  if (c === "u" && src[at + 2] === "{") return ["\\", at + 1, false];
  if (c === "0" || (c !== undefined && c >= "1" && c <= "7")) {
    const octal = /^[0-7]{1,3}/.exec(src.slice(at + 1, at + 4))!;
    return [String.fromCharCode(parseInt(octal[0], 8)), at + 1 + octal[0].length, true];
  }
  if (c === "n" || c === "t" || c === "r" || c === "b" || c === "f" || c === "v" || c === "x" || c === "u" || c === "\n" || c === "\r") {
    return jsEscape(src, at);
  }
  // Unknown escapes keep the backslash in Python.
  if (c === "\\" || c === "'" || c === '"') return [c, at + 2, false];
  return ["\\", at + 1, false];
}

const NO_OPS: string[] = [];

function push(cur: Cursor, token: Token): void {
  if (cur.tokens.length < MAX_TOKENS) cur.tokens.push(token);
}

/** A quoted JavaScript string starting at `cur.i`. An unterminated one ends at the line's end. */
function readJsString(cur: Cursor): void {
  const { src } = cur;
  const quote = src.charCodeAt(cur.i);
  const start = cur.i;
  let i = cur.i + 1;
  let out = "";
  let run = i;
  let escaped = false;
  while (i < src.length) {
    const c = src.charCodeAt(i);
    if (c === quote) break;
    if (c === 10 || c === 13) break;
    if (c === 92) {
      out += src.slice(run, i);
      const [text, next, hidden] = jsEscape(src, i);
      out += text;
      escaped ||= hidden;
      i = next;
      run = i;
      continue;
    }
    i++;
  }
  out += src.slice(run, Math.min(i, src.length));
  cur.i = src.charCodeAt(i) === quote ? i + 1 : i;
  const token: Token = { kind: "str", value: out, start };
  if (escaped) token.escaped = true;
  push(cur, token);
}

/** The text part of a template literal from `cur.i` (just after "`" or "}"), up to "`" or "${". */
function readTemplatePart(cur: Cursor): { text: string; substitution: boolean; hidden: boolean } {
  const { src } = cur;
  let i = cur.i;
  let out = "";
  let run = i;
  let hidden = false;
  while (i < src.length) {
    const c = src.charCodeAt(i);
    if (c === 96 || (c === 36 && src.charCodeAt(i + 1) === 123)) {
      out += src.slice(run, i);
      cur.i = i + (c === 96 ? 1 : 2);
      return { text: out, substitution: c !== 96, hidden };
    }
    if (c === 92) {
      out += src.slice(run, i);
      const [text, next, escapedHere] = jsEscape(src, i);
      out += text;
      hidden ||= escapedHere;
      i = next;
      run = i;
      continue;
    }
    i++;
  }
  out += src.slice(run);
  cur.i = src.length;
  return { text: out, substitution: false, hidden };
}

function readRegex(cur: Cursor): boolean {
  const { src } = cur;
  let i = cur.i + 1;
  let inClass = false;
  while (i < src.length) {
    const c = src.charCodeAt(i);
    if (c === 10 || c === 13) return false;
    if (c === 92) {
      i += 2;
      continue;
    }
    if (c === 91) inClass = true;
    else if (c === 93) inClass = false;
    else if (c === 47 && !inClass) break;
    i++;
  }
  if (i >= src.length) return false;
  i++;
  while (i < src.length && isIdPart(src.charCodeAt(i), false)) i++;
  push(cur, { kind: "re", value: src.slice(cur.i, i), start: cur.i });
  cur.i = i;
  return true;
}

function readNumber(cur: Cursor): void {
  const { src } = cur;
  const start = cur.i;
  let i = cur.i;
  if (src[i] === "0" && /[xXoObB]/.test(src[i + 1] ?? "")) {
    i += 2;
    while (i < src.length && /[0-9a-fA-F_]/.test(src[i]!)) i++;
  } else {
    while (i < src.length && (isDigit(src.charCodeAt(i)) || src[i] === "_" || src[i] === ".")) i++;
    if (src[i] === "e" || src[i] === "E") {
      i++;
      if (src[i] === "+" || src[i] === "-") i++;
      while (i < src.length && isDigit(src.charCodeAt(i))) i++;
    }
  }
  // BigInt `n`, Python `j`/`L`.
  if (/[njJlL]/.test(src[i] ?? "")) i++;
  cur.i = i;
  push(cur, { kind: "num", value: src.slice(start, i), start });
}

function readIdent(cur: Cursor): void {
  const { src, python } = cur;
  const start = cur.i;
  let i = cur.i;
  let out = "";
  let run = i;
  let escaped = false;
  while (i < src.length) {
    const c = src.charCodeAt(i);
    if (!python && c === 92 && src[i + 1] === "u") {
      out += src.slice(run, i);
      const [text, next] = jsEscape(src, i);
      out += text;
      escaped = true;
      i = next;
      run = i;
      continue;
    }
    if (!isIdPart(c, python)) break;
    i++;
  }
  out += src.slice(run, i);
  cur.i = i;
  const token: Token = { kind: "id", value: out, start };
  if (escaped) token.escaped = true;
  push(cur, token);
}

function readOp(cur: Cursor, table: readonly (string[] | undefined)[]): void {
  const { src } = cur;
  for (const op of table[src.charCodeAt(cur.i)] ?? NO_OPS) {
    if (src.startsWith(op, cur.i)) {
      // `?.5` is a conditional followed by a number.
      if (op === "?." && isDigit(src.charCodeAt(cur.i + 2))) break;
      push(cur, { kind: "op", value: op, start: cur.i });
      cur.i += op.length;
      return;
    }
  }
  push(cur, { kind: "op", value: src[cur.i]!, start: cur.i });
  cur.i++;
}

/**
 * JavaScript tokens from `cur.i`. With `stopAtBraces`, stops before a `}}` outside any bracket (the
 * end of an n8n `{{ }}` expression) and returns true when it found one.
 */
function lexJs(cur: Cursor, stopAtBraces: boolean): boolean {
  const { src } = cur;
  // Open `{` counts per template substitution being read; the base level is for `stopAtBraces`.
  const templates: number[] = [];
  let braces = 0;
  while (cur.i < src.length && cur.tokens.length < MAX_TOKENS) {
    const c = src.charCodeAt(cur.i);
    if (isSpace(c)) {
      cur.i++;
      continue;
    }
    if (c === 47 /* / */) {
      const next = src.charCodeAt(cur.i + 1);
      if (next === 47) {
        const end = src.indexOf("\n", cur.i + 2);
        cur.i = end < 0 ? src.length : end;
        continue;
      }
      if (next === 42) {
        const end = src.indexOf("*/", cur.i + 2);
        cur.i = end < 0 ? src.length : end + 2;
        continue;
      }
      if (regexAllowed(cur.tokens[cur.tokens.length - 1]) && readRegex(cur)) continue;
      readOp(cur, JS_OPS);
      continue;
    }
    if (c === 39 || c === 34) {
      readJsString(cur);
      continue;
    }
    if (c === 96) {
      const start = cur.i;
      cur.i++;
      const part = readTemplatePart(cur);
      if (!part.substitution) push(cur, { kind: "str", value: part.text, start, ...(part.hidden && { escaped: true }) });
      else {
        push(cur, { kind: "tpl-head", value: part.text, start });
        templates.push(0);
      }
      continue;
    }
    if (c === 123 /* { */) {
      if (templates.length > 0) templates[templates.length - 1]!++;
      else braces++;
      readOp(cur, JS_OPS);
      continue;
    }
    if (c === 125 /* } */) {
      if (templates.length > 0) {
        const open = templates[templates.length - 1]!;
        if (open === 0) {
          const start = cur.i;
          cur.i++;
          const part = readTemplatePart(cur);
          if (!part.substitution) {
            templates.pop();
            push(cur, { kind: "tpl-tail", value: part.text, start });
          } else push(cur, { kind: "tpl-mid", value: part.text, start });
          continue;
        }
        templates[templates.length - 1] = open - 1;
      } else if (braces === 0 && stopAtBraces && src.charCodeAt(cur.i + 1) === 125) return true;
      else if (braces > 0) braces--;
      readOp(cur, JS_OPS);
      continue;
    }
    if (isDigit(c) || (c === 46 && isDigit(src.charCodeAt(cur.i + 1)))) {
      readNumber(cur);
      continue;
    }
    if (isIdStart(c, false) || (c === 92 && src[cur.i + 1] === "u")) {
      readIdent(cur);
      continue;
    }
    readOp(cur, JS_OPS);
  }
  return false;
}

const PY_PREFIX = /^(?:[rRbBuUfF]|[rR][bBfF]|[bBfF][rR])(?=['"])/;

/** A Python string (any prefix, single or triple quotes) at `cur.i`. */
function readPyString(cur: Cursor, prefix: string): void {
  const { src } = cur;
  const start = cur.i;
  const lower = prefix.toLowerCase();
  const raw = lower.includes("r");
  const format = lower.includes("f");
  let i = cur.i + prefix.length;
  const q = src[i]!;
  const triple = src.startsWith(q + q + q, i);
  const close = triple ? q + q + q : q;
  i += close.length;
  let out = "";
  let run = i;
  let escaped = false;
  // f-string substitutions: the text around them, and where each expression starts and ends.
  const parts: string[] = [];
  const exprs: [number, number][] = [];
  let end = -1;
  while (i < src.length) {
    const c = src[i]!;
    if (src.startsWith(close, i)) {
      end = i;
      break;
    }
    if (!triple && (c === "\n" || c === "\r")) break;
    if (c === "\\") {
      if (raw) {
        i += 2;
        continue;
      }
      out += src.slice(run, i);
      const [text, next, hidden] = pyEscape(src, i);
      out += text;
      escaped ||= hidden;
      i = next;
      run = i;
      continue;
    }
    if (format && (c === "{" || c === "}")) {
      if (src[i + 1] === c) {
        out += src.slice(run, i + 1);
        i += 2;
        run = i;
        continue;
      }
      if (c === "{") {
        out += src.slice(run, i);
        const exprEnd = fStringExpressionEnd(src, i + 1, close);
        parts.push(out);
        out = "";
        exprs.push([i + 1, exprEnd.expr]);
        i = exprEnd.next;
        run = i;
        continue;
      }
    }
    i++;
  }
  out += src.slice(run, end >= 0 ? end : i);
  cur.i = end >= 0 ? end + close.length : i;
  if (exprs.length === 0) {
    push(cur, { kind: "str", value: out, start, ...(escaped && { escaped }) });
    return;
  }
  parts.push(out);
  for (let k = 0; k < exprs.length; k++) {
    push(cur, { kind: k === 0 ? "tpl-head" : "tpl-mid", value: parts[k]!, start: k === 0 ? start : exprs[k - 1]![1] });
    if (cur.depth < 4) {
      const inner: Cursor = { src, i: exprs[k]![0], end: exprs[k]![1], tokens: cur.tokens, python: true, depth: cur.depth + 1 };
      lexPy(inner);
    }
  }
  push(cur, { kind: "tpl-tail", value: parts[parts.length - 1]!, start: exprs[exprs.length - 1]![1] });
}

/** Where an f-string substitution's expression ends (before `!r`, `:spec` or `}`) and the string resumes. */
function fStringExpressionEnd(src: string, from: number, close: string): { expr: number; next: number } {
  let depth = 0;
  let expr = -1;
  let i = from;
  while (i < src.length && !src.startsWith(close, i)) {
    const c = src[i]!;
    if (c === "'" || c === '"') {
      const q = src.indexOf(c, i + 1);
      i = q < 0 ? src.length : q + 1;
      continue;
    }
    if (c === "(" || c === "[" || c === "{") depth++;
    else if ((c === ")" || c === "]") && depth > 0) depth--;
    else if (c === "}") {
      if (depth === 0) return { expr: expr < 0 ? i : expr, next: i + 1 };
      depth--;
    } else if (depth === 0 && expr < 0 && ((c === "!" && src[i + 1] !== "=") || (c === ":" && src[i + 1] !== "="))) expr = i;
    i++;
  }
  return { expr: expr < 0 ? i : expr, next: i };
}

function lexPy(cur: Cursor): void {
  const { src } = cur;
  while (cur.i < cur.end && cur.tokens.length < MAX_TOKENS) {
    const c = src.charCodeAt(cur.i);
    if (isSpace(c)) {
      cur.i++;
      continue;
    }
    if (c === 35 /* # */) {
      const end = src.indexOf("\n", cur.i + 1);
      cur.i = end < 0 ? src.length : end;
      continue;
    }
    if (c === 92 /* \ line continuation */) {
      cur.i++;
      continue;
    }
    if (c === 39 || c === 34) {
      readPyString(cur, "");
      continue;
    }
    if (isIdStart(c, true)) {
      if (c < 128 && /[rRbBuUfF]/.test(src[cur.i]!)) {
        const prefix = PY_PREFIX.exec(src.slice(cur.i, cur.i + 3));
        if (prefix) {
          readPyString(cur, prefix[0]);
          continue;
        }
      }
      readIdent(cur);
      continue;
    }
    if (isDigit(c) || (c === 46 && isDigit(src.charCodeAt(cur.i + 1)))) {
      readNumber(cur);
      continue;
    }
    readOp(cur, PY_OPS);
  }
}

/** The tokens of a piece of code. */
export function tokenize(source: string, language: Language): Token[] {
  const cur: Cursor = { src: source, i: 0, end: source.length, tokens: [], python: language === "python", depth: 0 };
  if (cur.python) lexPy(cur);
  else lexJs(cur, false);
  return cur.tokens;
}

/**
 * The JavaScript tokens of the n8n expression that starts at `from` (just after `{{`), and where the
 * closing `}}` is (-1 when it is missing).
 */
export function tokenizeExpression(source: string, from: number): { tokens: Token[]; end: number } {
  const cur: Cursor = { src: source, i: from, end: source.length, tokens: [], python: false, depth: 0 };
  const closed = lexJs(cur, true);
  return { tokens: cur.tokens, end: closed ? cur.i : -1 };
}

/**
 * The code with comments removed and every string's content blanked (`"…"` keeps its quotes): what
 * the rules read as code. Shown in tests; the rules themselves work on tokens.
 */
export function codeOnly(source: string, language: Language): string {
  return tokenize(source, language)
    .map((t) => {
      switch (t.kind) {
        case "str":
          return '""';
        case "tpl-head":
          return "`${";
        case "tpl-mid":
          return "}${";
        case "tpl-tail":
          return "}`";
        case "re":
          return "/re/";
        default:
          return t.value;
      }
    })
    .join(" ");
}

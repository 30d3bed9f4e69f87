/**
 * What a piece of user code (n8n Code/Function, Typebot script, Make code module) does to the machine
 * it runs on (docs/product-rules.md §21). The rules read tokens (lexer.ts), so words inside strings
 * and comments are not code; names and module specifiers built from pieces are folded back first
 * (fold.ts: `require('child_' + 'process')`, `globalThis['ev' + 'al']`), and the strings handed to
 * eval, Function or a constructor chain are scanned as code in turn, a few levels deep.
 */

import { addEnvName, mergeEnv, newEnvAccess, type EnvAccess } from "./env";
import { isExact, MARK, Program, type Resolver } from "./fold";
import { urlsInText } from "./hosts";
import { tokenize, type Language, type Token } from "./lexer";

export const MAX_CODE = 64_000;
/** How deep strings given to eval/Function are scanned as code, and how much of them in all. */
const MAX_NESTED = 3;
const MAX_NESTED_CHARS = 128_000;
const MAX_URLS = 20;

export type CodeLanguage = Language;

export interface CodeFacts {
  command: boolean;
  filesystem: boolean;
  env: EnvAccess;
  eval: boolean;
  network: boolean;
  /** Hosts the code names, when it makes network calls. */
  hosts: string[];
  /** URLs written in the code (string literals and what folds from them), network calls or not. */
  urls: string[];
}

export interface ScanOptions {
  /** Reads another step's output (`$json.url`, `$('Config').item.json.url`) when it is a constant. */
  resolver?: Resolver;
}

type Effect = "command" | "filesystem" | "eval" | "network" | "env";

/** A lookup by name (a Map: `constructor` or `toString` must not find Object.prototype's). */
function effects(groups: Partial<Record<Effect, string[]>>): Map<string, Effect> {
  const map = new Map<string, Effect>();
  for (const [effect, names] of Object.entries(groups) as [Effect, string[]][]) for (const name of names) map.set(name, effect);
  return map;
}

/** Modules by what loading them gives the code (`node:` prefixes are dropped first). */
const JS_MODULES = effects({
  command: ["child_process", "shelljs", "execa", "cross-spawn", "node-pty", "zx"],
  filesystem: ["fs", "fs/promises", "fs-extra", "graceful-fs", "original-fs"],
  eval: ["vm", "vm2", "isolated-vm", "module", "worker_threads", "inspector", "v8", "repl"],
  network: ["http", "https", "http2", "net", "dgram", "tls", "dns", "node-fetch", "request", "got", "superagent", "needle", "undici", "axios", "ws"],
  env: ["process"],
});
const PY_MODULES = effects({
  command: ["subprocess", "pty", "commands"],
  filesystem: ["shutil", "pathlib"],
  eval: ["builtins", "importlib"],
  network: ["requests", "urllib", "urllib.request", "urllib3", "httpx", "aiohttp", "socket", "http.client"],
});

/** What a name means when it is built from pieces or reached indirectly (`x['ex' + 'ecSync']`, `getattr(m, 'sys' + 'tem')`). */
const JS_NAMES = effects({
  eval: [
    "eval",
    "Function",
    "constructor",
    "require",
    "import",
    "mainModule",
    "_load",
    "binding",
    "_linkedBinding",
    "dlopen",
    "runInThisContext",
    "runInNewContext",
    "runInContext",
    "compileFunction",
  ],
  env: ["process", "env"],
  command: ["child_process", "exec", "execSync", "execFile", "execFileSync", "spawn", "spawnSync", "fork"],
  filesystem: [
    "fs",
    "readFile",
    "readFileSync",
    "writeFile",
    "writeFileSync",
    "appendFile",
    "appendFileSync",
    "unlink",
    "unlinkSync",
    "readdir",
    "readdirSync",
    "rmSync",
    "createReadStream",
    "createWriteStream",
  ],
  network: ["fetch"],
});
const PY_NAMES = effects({
  eval: ["eval", "exec", "compile", "execfile", "__import__", "import_module", "__builtins__", "builtins", "importlib", "__subclasses__", "__globals__"],
  command: [
    "subprocess",
    "system",
    "popen",
    "Popen",
    "check_output",
    "check_call",
    "getoutput",
    "spawnl",
    "spawnlp",
    "spawnv",
    "spawnvp",
    "execv",
    "execve",
    "execvp",
    "execl",
    "execlp",
    "posix_spawn",
    "pty",
  ],
  filesystem: ["open", "remove", "unlink", "rmtree", "listdir", "shutil"],
  env: ["environ", "getenv"],
});
// Names so specific that spelling them out of pieces is a finding wherever it happens.
const DISTINCT = new Set([
  "child_process",
  "execSync",
  "execFileSync",
  "spawnSync",
  "readFileSync",
  "writeFileSync",
  "mainModule",
  "subprocess",
  "__import__",
  "__builtins__",
  "import_module",
  "check_output",
]);

const GLOBALS = new Set(["globalThis", "global", "window", "self", "top", "parent", "frames"]);

// Bare calls that code often names for itself; when it does, they are its own functions.
const LOCAL_SHADOWS = new Set([
  "exec",
  "execSync",
  "execFile",
  "execFileSync",
  "spawn",
  "spawnSync",
  "readFile",
  "writeFile",
  "appendFile",
  "unlink",
  "readdir",
  "readFileSync",
  "writeFileSync",
  "fetch",
  "request",
]);

// Calls that hand back text folding can read; a chain starting with one is folded.
// n8n references to other steps are folded too: a constant behind them may be a URL.
const JS_FOLD_STARTS = new Set(["String", "atob", "Buffer", "decodeURIComponent", "decodeURI", "unescape", "Array", "$", "$json", "$input", "$node", "$items"]);
const PY_FOLD_STARTS = new Set(["chr", "bytes", "bytearray", "base64", "codecs", "binascii", "b64decode", "reversed", "map"]);

// Words before a `[` that make it an array literal, not a member access.
const JS_KEYWORDS = new Set([
  "return",
  "typeof",
  "in",
  "of",
  "case",
  "do",
  "else",
  "new",
  "delete",
  "void",
  "throw",
  "yield",
  "await",
  "instanceof",
  "export",
  "default",
]);
const PY_KEYWORDS = new Set([
  "in",
  "return",
  "and",
  "or",
  "not",
  "if",
  "else",
  "elif",
  "for",
  "while",
  "lambda",
  "yield",
  "await",
  "is",
  "assert",
  "del",
  "print",
  "import",
  "from",
]);
const CALL_KEYWORDS = new Set(["if", "while", "for", "switch", "catch", "function", "return", "typeof", "with", "elif", "and", "or", "not", "in", "print"]);

/** Python functions by module: `os.system`, or `system` after `from os import system`. */
const PY_COMMAND_FROM = new Map([
  [
    "os",
    new Set([
      "system",
      "popen",
      "spawnl",
      "spawnlp",
      "spawnv",
      "spawnvp",
      "spawnve",
      "execv",
      "execve",
      "execvp",
      "execl",
      "execlp",
      "posix_spawn",
      "forkpty",
      "startfile",
    ]),
  ],
  ["subprocess", new Set(["run", "call", "Popen", "check_output", "check_call", "getoutput", "getstatusoutput"])],
  ["pty", new Set(["spawn"])],
  ["commands", new Set(["getoutput", "getstatusoutput"])],
]);
const PY_FILE_FROM = new Map([
  [
    "os",
    new Set(["remove", "unlink", "listdir", "makedirs", "mkdir", "rmdir", "removedirs", "rename", "renames", "walk", "scandir", "chmod", "chown", "truncate"]),
  ],
]);

/** The names the JavaScript and Python rules act on; any other plain name is passed over. */
const JS_WATCHED = new Set([
  "eval",
  "Function",
  "constructor",
  "require",
  "_load",
  "import",
  "from",
  "process",
  "$env",
  "$secrets",
  "Reflect",
  "Object",
  "execSync",
  "execFileSync",
  "execFile",
  "spawn",
  "spawnSync",
  "exec",
  "fs",
  "readFileSync",
  "writeFileSync",
  "appendFileSync",
  "readdirSync",
  "unlinkSync",
  "rmSync",
  "mkdirSync",
  "copyFileSync",
  "renameSync",
  "createReadStream",
  "createWriteStream",
  "readFile",
  "writeFile",
  "appendFile",
  "toFile",
  "unlink",
  "readdir",
  "vm",
  "setTimeout",
  "setInterval",
  "setImmediate",
  "execScript",
  "fetch",
  "axios",
  "XMLHttpRequest",
  "$http",
  "request",
  "WebSocket",
  "EventSource",
  "http",
  "https",
  "httpRequest",
  "httpRequestWithAuthentication",
  "requestWithAuthentication",
  "sendBeacon",
]);

/**
 * Code with none of these cannot match a rule (a hidden name needs a `[…]`, an escape or a call
 * named here), so it is not tokenized at all: most code maps fields and has none.
 */
const JS_NEEDLES =
  /eval|Function|constructor|require|import|process|\$env|\$secrets|Reflect|Descriptor|exec|spawn|fs|Sync|Stream|File|unlink|readdir|vm|setTimeout|setInterval|setImmediate|fetch|axios|XMLHttp|\$http|equest|WebSocket|EventSource|http|sendBeacon|:\/\/|\\|\[/;
const PY_NEEDLES =
  /eval|exec|compile|import|getattr|__|subprocess|system|popen|spawn|pty|open|remove|unlink|listdir|mkdir|rmdir|rename|walk|scandir|chmod|chown|truncate|shutil|pathlib|read_|write_|environ|getenv|requests|httpx|aiohttp|urllib|socket|http|pyodide|Popen|check_|getoutput|:\/\/|\\|\[/;

const isOp = (t: Token | undefined, value: string) => t !== undefined && t.kind === "op" && t.value === value;
const isId = (t: Token | undefined, value?: string) => t !== undefined && t.kind === "id" && (value === undefined || t.value === value);
const isDot = (t: Token | undefined) => isOp(t, ".") || isOp(t, "?.");
const stripNode = (name: string) => (name.startsWith("node:") ? name.slice(5) : name);

interface NameSite {
  /** Token where the name (or the `[` of a computed key) is. */
  at: number;
  /** Token right after the name or the `]`. */
  next: number;
  /** After a dot or inside `x[…]`. */
  member: boolean;
  /** Last token of the object expression, or -1. */
  objEnd: number;
  /** The object's name, through aliases (`const g = globalThis` → "globalThis"). */
  obj: string | null;
  /** Built from pieces, decoded, or reached through getattr/Reflect. */
  built: boolean;
}

/** Shared by a scan and the scans of the code it hands to eval: a string is scanned once. */
interface NestedBudget {
  chars: number;
  seen: Set<string>;
}

const emptyFacts = (): CodeFacts => ({ command: false, filesystem: false, env: newEnvAccess(), eval: false, network: false, hosts: [], urls: [] });

class Scan {
  readonly facts = emptyFacts();
  private readonly t: Token[];
  private readonly p: Program;
  private readonly python: boolean;
  /** Python `import x as y`: y → x. */
  private readonly pyModules = new Map<string, string>();
  /** Python `from m import n as a`: a → [m, n]. */
  private readonly pyFrom = new Map<string, [string, string]>();
  private hosts = new Set<string>();

  constructor(
    tokens: Token[],
    private readonly language: Language,
    private readonly resolver: Resolver | undefined,
    private readonly depth: number,
    private readonly nested: NestedBudget = { chars: MAX_NESTED_CHARS, seen: new Set() },
  ) {
    this.t = tokens;
    this.python = language === "python";
    this.p = new Program(tokens, language, resolver);
  }

  run(): CodeFacts {
    const t = this.t;
    if (this.python) this.pythonImports();
    for (let i = 0; i < t.length; i++) {
      const tok = t[i]!;
      switch (tok.kind) {
        case "str":
          if (tok.value.includes("://")) this.addUrls(tok.value);
          if (this.foldStart(i)) this.folded(i);
          else if (tok.escaped) this.builtAnywhere(tok.value);
          break;
        case "tpl-head":
        case "tpl-mid":
        case "tpl-tail":
          if (tok.value.includes("://")) this.addUrls(tok.value);
          if (tok.kind === "tpl-head" && this.foldStart(i)) this.folded(i);
          break;
        case "id":
          if ((this.python ? PY_FOLD_STARTS : JS_FOLD_STARTS).has(tok.value) && this.foldStart(i)) this.folded(i);
          if (this.python) this.pyIdent(i);
          else this.jsIdent(i);
          break;
        case "op":
          if (tok.value === "[") {
            if (this.isComputed(i)) this.computed(i);
            else if (this.foldStart(i)) this.folded(i);
          } else if (tok.value === "(" && !this.python) this.callWithModuleName(i);
          break;
        default:
          break;
      }
    }
    this.facts.hosts = this.facts.network ? [...this.hosts] : [];
    return this.facts;
  }

  // ——— shared ———

  private apply(effect: Effect): void {
    if (effect === "env") this.facts.env.whole = true;
    else this.facts[effect] = true;
  }

  private addUrls(text: string): void {
    if (this.facts.urls.length >= MAX_URLS) return;
    for (const u of urlsInText(text, MAX_URLS)) {
      if (this.facts.urls.length >= MAX_URLS) break;
      if (!this.facts.urls.includes(u.url)) this.facts.urls.push(u.url);
      this.hosts.add(u.host);
    }
  }

  /** Whether the expression at `i` is worth folding: not the middle of a chain, and more than one plain literal. */
  private foldStart(i: number): boolean {
    const t = this.t;
    const prev = t[i - 1];
    if (prev && prev.kind === "op" && (prev.value === "+" || prev.value === "." || prev.value === "?.")) return false;
    if (this.python && prev?.kind === "str") return false;
    const tok = t[i]!;
    if (tok.kind !== "str") return true;
    const next = t[i + 1];
    if (tok.escaped || (this.python && next?.kind === "str")) return true;
    return next !== undefined && next.kind === "op" && (next.value === "+" || next.value === "." || next.value === "?." || next.value === "[");
  }

  private folded(i: number): void {
    const f = this.p.foldText(i);
    if (f.text === undefined) return;
    if (f.text.includes("://") && (f.built || this.t[i]!.kind !== "str")) this.addUrls(f.text);
    if (f.built && isExact(f.text)) this.builtAnywhere(f.text);
  }

  private builtAnywhere(text: string): void {
    const name = stripNode(text);
    if (!DISTINCT.has(name)) return;
    const effect = (this.python ? PY_NAMES : JS_NAMES).get(name) ?? (this.python ? PY_MODULES : JS_MODULES).get(name);
    if (effect) this.apply(effect);
  }

  /** Whether the `[` at `i` reads a member (`x[…]`) rather than opening an array. */
  private isComputed(i: number): boolean {
    const prev = this.t[i - 1];
    if (!prev) return false;
    if (prev.kind === "id") return !(this.python ? PY_KEYWORDS : JS_KEYWORDS).has(prev.value);
    if (prev.kind === "str" || prev.kind === "tpl-tail") return true;
    return prev.kind === "op" && (prev.value === ")" || prev.value === "]" || prev.value === "?.");
  }

  private computed(i: number): void {
    const close = this.p.match[i]!;
    if (close < 0) return;
    const objEnd = isOp(this.t[i - 1], "?.") ? i - 2 : i - 1;
    let obj: string | null | undefined;
    for (const f of this.p.foldEach(i + 1)) {
      if (f.end !== close || !isExact(f.text)) continue;
      obj ??= this.objectName(objEnd);
      // `globals()['eval']`, `os.__dict__['system']`: a namespace read by key is an indirect reach.
      const indirect = obj === "__dict__" || obj === "__builtins__" || obj === "builtins";
      this.name(f.text, { at: i, next: close + 1, member: true, objEnd, obj, built: f.built || indirect });
    }
  }

  /** The name of the object whose last token is at `k`, through aliases; null when it is no plain name. */
  private objectName(k: number): string | null {
    const tok = this.t[k];
    if (!tok) return null;
    if (tok.kind === "id") {
      if (this.python) {
        if (tok.value === "__dict__") return "__dict__";
        return this.pyModules.get(tok.value) ?? this.p.aliasOf(tok.value);
      }
      return this.p.aliasOf(tok.value);
    }
    if (!isOp(tok, ")")) return null;
    const open = this.p.match[k]!;
    if (open < 0) return null;
    const callee = this.t[open - 1];
    if (this.python) {
      if (isId(callee, "globals") || isId(callee, "vars") || isId(callee, "locals")) return "__dict__";
      if (isId(callee, "__import__") || isId(callee, "import_module")) {
        const f = this.p.foldText(open + 1);
        return isExact(f.text) ? f.text : null;
      }
      return null;
    }
    // `Function('return this')()` and `(0, eval)('this')` hand back the global object.
    if (open === k - 1 && isOp(callee, ")")) {
      const inner = this.p.match[open - 1]!;
      const fn = this.t[inner - 1];
      if (inner >= 0 && (isId(fn, "Function") || isId(fn, "eval") || isId(fn, "constructor"))) return "globalThis";
    }
    return null;
  }

  /** The first token of the member chain that ends at `k` (`new this.constructor(…)` starts at `this`). */
  private chainStart(k: number): number {
    let start = k;
    for (let hop = 0; hop < 32 && k >= 0; hop++) {
      const tok = this.t[k]!;
      if (isOp(tok, ")") || isOp(tok, "]")) {
        const open = this.p.match[k]!;
        if (open < 0) break;
        start = open;
        k = open - 1;
        const callee = this.t[k];
        if (!callee || (callee.kind !== "id" && !isOp(callee, ")") && !isOp(callee, "]"))) break;
        continue;
      }
      if (tok.kind !== "id" && tok.kind !== "str" && tok.kind !== "tpl-tail") break;
      start = tok.kind === "tpl-tail" ? Math.max(0, this.p.match[k]!) : k;
      k = start - 1;
      if (!isDot(this.t[k])) break;
      k--;
    }
    return start;
  }

  /** Scans the strings given to eval, Function or a constructor as code of their own. */
  private sinkArgs(open: number): void {
    if (this.depth >= MAX_NESTED || !isOp(this.t[open], "(")) return;
    const close = this.p.match[open]!;
    if (close < 0) return;
    let k = open + 1;
    for (let n = 0; k < close && n < 16; n++) {
      const each = this.p.foldEach(k);
      for (const f of each) {
        const code = f.text?.includes(MARK) ? f.text.replaceAll(MARK, " ") : f.text;
        if (code === undefined || code.length < 4 || code.length > this.nested.chars || this.nested.seen.has(code)) continue;
        this.nested.chars -= code.length;
        this.nested.seen.add(code);
        const nested = scanFacts(code, this.language, this.resolver, this.depth + 1, this.nested);
        mergeFacts(this.facts, nested);
        for (const host of nested.hosts) this.hosts.add(host);
      }
      k = each[0]!.end;
      if (!isOp(this.t[k], ",")) break;
      k++;
    }
  }

  /** `require(…)`, `import(…)`, `__import__(…)`: what the module gives, or eval when it is chosen at run time. */
  private moduleCall(open: number): void {
    if (!isOp(this.t[open], "(")) return;
    const close = this.p.match[open]!;
    if (close === open + 1) return;
    for (const f of this.p.foldEach(open + 1)) {
      if (isExact(f.text)) this.moduleName(f.text);
      else this.facts.eval = true;
    }
  }

  private moduleName(spec: string): void {
    const name = stripNode(spec.trim());
    if (this.python) {
      const effect = PY_MODULES.get(name) ?? PY_MODULES.get(name.split(".")[0]!);
      if (effect) this.apply(effect);
      return;
    }
    const effect = JS_MODULES.get(name) ?? JS_MODULES.get(name.split("/")[0]!);
    if (effect) this.apply(effect);
  }

  /** Any call whose first argument is a command module: `load('child_process')`, `r('node:child_' + 'process')`. */
  private callWithModuleName(open: number): void {
    const prev = this.t[open - 1];
    const first = this.t[open + 1];
    if (!prev || !first || (first.kind !== "str" && first.kind !== "tpl-head")) return;
    if (prev.kind === "id" ? CALL_KEYWORDS.has(prev.value) : !isOp(prev, ")")) return;
    const f = this.p.foldText(open + 1);
    if (isExact(f.text) && JS_MODULES.get(stripNode(f.text)) === "command") this.facts.command = true;
  }

  /** The variable read right after `env`/`environ` (`.NAME`, `['NAME']`, `[folded]`), or the whole environment. */
  private envRead(j: number): void {
    const t = this.t;
    let k = j;
    if (isOp(t[k], "?.") && isOp(t[k + 1], "[")) k++;
    if (isDot(t[k]) && isId(t[k + 1])) {
      const member = t[k + 1]!.value;
      // Python `os.environ.get('NAME')`, `.setdefault`, `.pop`.
      if (this.python && (member === "get" || member === "setdefault" || member === "pop") && isOp(t[k + 2], "(")) {
        this.envArg(k + 2);
        return;
      }
      if (!this.python) {
        addEnvName(this.facts.env, member);
        return;
      }
      this.facts.env.whole = true;
      return;
    }
    if (isOp(t[k], "[")) {
      const close = this.p.match[k]!;
      for (const f of this.p.foldEach(k + 1)) {
        if (close >= 0 && f.end === close && isExact(f.text)) addEnvName(this.facts.env, f.text);
        else this.facts.env.whole = true;
      }
      return;
    }
    this.facts.env.whole = true;
  }

  private envArg(open: number): void {
    for (const f of this.p.foldEach(open + 1)) {
      if (isExact(f.text)) addEnvName(this.facts.env, f.text);
      else this.facts.env.whole = true;
    }
  }

  // ——— JavaScript ———

  private jsIdent(i: number): void {
    const t = this.t;
    const tok = t[i]!;
    let name = tok.value;
    if (!tok.escaped && !JS_WATCHED.has(name)) {
      // A call through another name for a watched one: `const r = require; r('fs')`.
      if (!isOp(t[i + 1], "(") || isDot(t[i - 1]) || this.p.bindingOf(name) === undefined) return;
      name = this.p.aliasOf(name);
      if (!JS_WATCHED.has(name)) return;
      // `const F = Function.prototype.constructor; F(code)` runs code like the original would.
      if (name === "eval" || name === "Function" || name === "constructor") {
        this.facts.eval = true;
        this.sinkArgs(i + 1);
        return;
      }
    }
    // Object keys (`{ eval: 1 }`) name nothing.
    if (isOp(t[i + 1], ":") && (isOp(t[i - 1], "{") || isOp(t[i - 1], ","))) return;
    const member = isDot(t[i - 1]);
    const objEnd = member ? i - 2 : -1;
    this.name(name, { at: i, next: i + 1, member, objEnd, obj: member ? this.objectName(objEnd) : null, built: tok.escaped === true });
  }

  private name(name: string, site: NameSite): void {
    if (this.python) {
      this.pyName(name, site);
      return;
    }
    const t = this.t;
    const next = t[site.next];
    const call = isOp(next, "(");
    // A method or function being defined (`exec(text) { … }`, `function readFile(p) { … }`) runs nothing.
    if (call && !site.built && (isOp(t[this.p.after(site.next)], "{") || isId(t[site.at - 1], "function"))) return;
    const onGlobal = site.obj !== null && GLOBALS.has(site.obj);
    // `window.eval` is `eval`; `x.eval` is someone's method.
    const bare = !site.member || onGlobal;
    // The code's own `exec`, `readFile` or `fetch` (`const exec = (q) => db.query(q)`) is not Node's.
    if (bare && !site.built && LOCAL_SHADOWS.has(name) && this.declared(name)) return;
    if (site.built) {
      const effect = JS_NAMES.get(name);
      if (effect === "env" && name === "process") {
        this.processRef(site, true);
        return;
      }
      if (effect) this.apply(effect);
      if (effect === "eval" && call) this.sinkArgs(site.next);
    }
    switch (name) {
      case "eval":
        if (bare) {
          this.facts.eval = true;
          if (call) this.sinkArgs(site.next);
          // Indirect eval: `(0, eval)(code)`.
          else if (isOp(next, ")") && isOp(t[site.next + 1], "(")) this.sinkArgs(site.next + 1);
        }
        return;
      case "Function":
        if (bare) this.functionRef(site);
        return;
      case "constructor":
        if (site.member) this.constructorRef(site);
        return;
      case "require":
        if (call) this.moduleCall(site.next);
        return;
      case "_load":
        if (site.member && call) {
          this.facts.eval = true;
          this.moduleCall(site.next);
        }
        return;
      case "import":
        if (site.member) return;
        if (call) this.moduleCall(site.next);
        else if (next?.kind === "str") this.moduleName(next.value);
        return;
      case "from":
        // `import x from 'fs'`, `export * from 'fs'`.
        if (!site.member && next?.kind === "str") this.moduleName(next.value);
        return;
      case "process":
        this.processRef(site, false);
        return;
      case "$env":
        if (!site.member) this.envRead(site.next);
        return;
      case "$secrets":
        if (!site.member) this.facts.env.whole = true;
        return;
      case "Reflect":
      case "Object":
        if (!site.member) this.reflectGet(site);
        return;
      case "execSync":
      case "execFileSync":
      case "execFile":
      case "spawn":
      case "spawnSync":
        if (call) this.facts.command = true;
        return;
      case "exec":
        // `re.exec(text)` is a regular expression; only a bare `exec(` runs a command.
        if (call && bare) this.facts.command = true;
        return;
      case "fs":
        if (!site.member && (isDot(next) || isOp(next, "["))) this.facts.filesystem = true;
        return;
      case "readFileSync":
      case "writeFileSync":
      case "appendFileSync":
      case "readdirSync":
      case "unlinkSync":
      case "rmSync":
      case "mkdirSync":
      case "copyFileSync":
      case "renameSync":
      case "createReadStream":
      case "createWriteStream":
      // Libraries that take a path read or write the server's disk too (xlsx.readFile, workbook.xlsx.writeFile).
      case "readFile":
      case "writeFile":
      case "appendFile":
        if (call) this.facts.filesystem = true;
        return;
      case "toFile":
        // sharp(input).toFile(path).
        if (call && site.member) this.facts.filesystem = true;
        return;
      case "unlink":
      case "readdir":
        if (call && !site.member) this.facts.filesystem = true;
        return;
      case "vm":
        if (!site.member && isDot(next) && /^(?:run|Script$|compileFunction$|SourceTextModule$)/.test(t[site.next + 1]?.value ?? "")) this.facts.eval = true;
        return;
      case "setTimeout":
      case "setInterval":
      case "setImmediate":
      case "execScript":
        // A string instead of a function is evaluated as code.
        if (bare && call && (t[site.next + 1]?.kind === "str" || t[site.next + 1]?.kind === "tpl-head")) {
          this.facts.eval = true;
          this.sinkArgs(site.next);
        }
        return;
      case "fetch":
        if (bare && call) this.facts.network = true;
        return;
      case "axios":
      case "XMLHttpRequest":
      case "$http":
        if (!site.member) this.facts.network = true;
        return;
      case "request":
        if (call && (!site.member || site.obj === "helpers")) this.facts.network = true;
        return;
      case "WebSocket":
      case "EventSource":
        if (isId(t[site.at - 1], "new") || (site.member && onGlobal)) this.facts.network = true;
        return;
      case "http":
      case "https":
        if (!site.member && isDot(next) && /^(?:request|get)$/.test(t[site.next + 1]?.value ?? "") && isOp(t[site.next + 2], "(")) this.facts.network = true;
        return;
      case "httpRequest":
      case "httpRequestWithAuthentication":
      case "requestWithAuthentication":
        if (site.obj === "helpers") this.facts.network = true;
        return;
      case "sendBeacon":
        if (site.obj === "navigator") this.facts.network = true;
        return;
      default:
        return;
    }
  }

  /** `process`, `globalThis.process`, `globalThis['pro' + 'cess']`, `Reflect.get(globalThis, 'process')`. */
  private processRef(site: NameSite, indirect: boolean): void {
    const t = this.t;
    if (site.member && !indirect && !(site.obj !== null && GLOBALS.has(site.obj))) return;
    if (!site.member) {
      // `typeof process`, a call (Node's process is no function), or code with its own `process`.
      if (isId(t[site.at - 1], "typeof") || isOp(t[site.next], "(") || this.declaresProcess()) return;
    }
    const j = site.next;
    const next = t[j];
    if (isDot(next) && isId(t[j + 1])) {
      const member = t[j + 1]!.value;
      if (member === "env") this.envRead(j + 2);
      else if (member === "mainModule" || member === "binding" || member === "_linkedBinding" || member === "dlopen") this.facts.eval = true;
      else if (indirect) this.facts.env.whole = true;
      return;
    }
    if (isOp(next, "[")) {
      const close = this.p.match[j]!;
      const f = this.p.foldText(j + 1);
      if (close >= 0 && f.end === close && isExact(f.text)) {
        if (f.text === "env") this.envRead(close + 1);
        else if (JS_NAMES.get(f.text) === "eval") this.facts.eval = true;
        else if (indirect || f.built) this.facts.env.whole = true;
      } else this.facts.env.whole = true;
      return;
    }
    // Feature checks (`process && …`, `process !== undefined`) leave it where it is.
    if (next?.kind === "op" && /^(?:&&|\|\||\?\?|===?|!==?|\?)$/.test(next.value) && !indirect) return;
    // Anything else hands the process object on: the code can read all of it.
    this.facts.env.whole = true;
  }

  private functionNames: Set<string> | undefined;

  /** Whether the code assigns `name` or defines a function of that name. */
  private declared(name: string): boolean {
    if (this.p.bindingOf(name) !== undefined) return true;
    if (!this.functionNames) {
      this.functionNames = new Set();
      for (let i = 1; i < this.t.length; i++) if (isId(this.t[i - 1], "function") && isId(this.t[i])) this.functionNames.add(this.t[i]!.value);
    }
    return this.functionNames.has(name);
  }

  private processDeclared: boolean | undefined;

  /** Whether the code names something of its own `process` (`function process(…)`, `const process`, `process => …`). */
  private declaresProcess(): boolean {
    if (this.processDeclared === undefined) {
      const t = this.t;
      this.processDeclared = false;
      for (let i = 0; i < t.length; i++) {
        if (!isId(t[i], "process") || isDot(t[i - 1])) continue;
        const before = t[i - 1];
        const declared =
          (before?.kind === "id" && /^(?:function|const|let|var|class)$/.test(before.value)) ||
          isOp(t[i + 1], "=>") ||
          // A parameter: `(item, process) =>`, `function f(process)`.
          ((isOp(before, "(") || isOp(before, ",")) && (isOp(t[i + 1], ")") || isOp(t[i + 1], ",")) && this.inParameters(i));
        if (declared) {
          this.processDeclared = true;
          break;
        }
      }
    }
    return this.processDeclared;
  }

  private inParameters(i: number): boolean {
    let k = i;
    while (k >= 0 && !isOp(this.t[k], "(")) k--;
    const close = k >= 0 ? this.p.match[k]! : -1;
    return close > i && (isOp(this.t[close + 1], "=>") || isOp(this.t[close + 1], "{") || isId(this.t[k - 1], "function") || isId(this.t[k - 2], "function"));
  }

  private functionRef(site: NameSite): void {
    const t = this.t;
    const start = site.member ? this.chainStart(site.objEnd) : site.at;
    if (isId(t[start - 1], "instanceof")) return;
    const next = t[site.next];
    if (isDot(next)) {
      const member = t[site.next + 1]?.value;
      // Function.prototype.toString/bind/call: bundled helpers. Only its constructor builds code.
      if (member === "prototype") {
        if (isDot(t[site.next + 2]) && isId(t[site.next + 3], "constructor")) this.facts.eval = true;
        return;
      }
      if (member === "apply" || member === "call" || member === "bind" || member === "constructor") this.facts.eval = true;
      return;
    }
    if (isOp(next, "(")) {
      // `Function("return this")()` is how bundled libraries find the global object.
      const close = this.p.match[site.next]!;
      const f = this.p.foldText(site.next + 1);
      if (close >= 0 && f.end === close && isExact(f.text) && /^\s*return\s+this\s*;?\s*$/.test(f.text)) return;
      this.facts.eval = true;
      this.sinkArgs(site.next);
      return;
    }
    // Handed on as a value: `Reflect.construct(Function, [...])`.
    if (next?.kind === "op" && /^[,)\]]$/.test(next.value)) this.facts.eval = true;
  }

  /** `.constructor` chains reach Function: `this.constructor.constructor('…')`, `(async () => {}).constructor`. */
  private constructorRef(site: NameSite): void {
    const t = this.t;
    const next = t[site.next];
    const objTok = t[site.objEnd];
    const afterConstructor = isId(objTok, "constructor") || (isOp(objTok, "]") && this.keyAt(this.p.match[site.objEnd]!) === "constructor");
    if (afterConstructor) {
      this.facts.eval = true;
      if (isOp(next, "(")) this.sinkArgs(site.next);
      return;
    }
    if (isOp(next, "(")) {
      // `new this.constructor(…)` makes another object of the same class.
      if (isId(t[this.chainStart(site.objEnd) - 1], "new")) return;
      this.facts.eval = true;
      this.sinkArgs(site.next);
      return;
    }
    if (isOp(objTok, ")")) {
      const open = this.p.match[site.objEnd]!;
      const first = t[open + 1];
      // The constructor of a function literal, or of what getPrototypeOf finds, is Function or AsyncFunction.
      if (open >= 0 && (isId(first, "async") || isId(first, "function") || isId(t[open - 1], "getPrototypeOf"))) this.facts.eval = true;
    }
  }

  private keyAt(open: number): string | undefined {
    if (open < 0) return undefined;
    const f = this.p.foldText(open + 1);
    return isExact(f.text) ? f.text : undefined;
  }

  /** `Reflect.get(obj, key)`, `Object.getOwnPropertyDescriptor(obj, key)`: `obj[key]` said another way. */
  private reflectGet(site: NameSite): void {
    const t = this.t;
    const method = t[site.next + 1]?.value;
    if (!isDot(t[site.next]) || (method !== "get" && method !== "getOwnPropertyDescriptor")) return;
    const open = site.next + 2;
    const target = t[open + 1];
    if (!isOp(t[open], "(") || !isId(target) || !isOp(t[open + 2], ",")) return;
    const close = this.p.match[open]!;
    if (close < 0) return;
    for (const f of this.p.foldEach(open + 3)) {
      if (isExact(f.text)) this.name(f.text, { at: open, next: close + 1, member: true, objEnd: open + 1, obj: this.p.aliasOf(target!.value), built: true });
    }
  }

  // ——— Python ———

  /** `import a.b as c` and `from m import n as a`, and what importing them already says. */
  private pythonImports(): void {
    const t = this.t;
    for (let i = 0; i < t.length; i++) {
      if (!isId(t[i], "import")) continue;
      const fromAt = this.pyFromModule(i);
      let k = i + 1;
      if (isOp(t[k], "(")) k++;
      while (isId(t[k])) {
        let dotted = t[k]!.value;
        k++;
        while (isOp(t[k], ".") && isId(t[k + 1])) {
          dotted += `.${t[k + 1]!.value}`;
          k += 2;
        }
        let local = fromAt === null ? dotted.split(".")[0]! : dotted;
        if (isId(t[k], "as") && isId(t[k + 1])) {
          local = t[k + 1]!.value;
          k += 2;
        }
        if (fromAt === null) {
          this.pyModules.set(local, isId(t[k - 2], "as") ? dotted : local);
          this.moduleName(dotted);
        } else {
          this.pyFrom.set(local, [fromAt, dotted]);
          if (PY_COMMAND_FROM.get(fromAt)?.has(dotted)) this.facts.command = true;
          if (PY_FILE_FROM.get(fromAt)?.has(dotted)) this.facts.filesystem = true;
          if (fromAt === "builtins" || fromAt === "importlib") this.facts.eval = true;
        }
        if (!isOp(t[k], ",")) break;
        k++;
      }
    }
  }

  /** For the `import` at `i`, the module of a `from m import …` before it, else null. */
  private pyFromModule(i: number): string | null {
    const t = this.t;
    let k = i - 1;
    const parts: string[] = [];
    // A dotted name (`os.path`), maybe relative (`from .x import y`), right after `from`.
    while (k >= 0) {
      const tok = t[k]!;
      if (isId(tok, "from")) return parts.length > 0 ? parts.reverse().join("") : null;
      if (isId(tok, "import") || !(isId(tok) || isOp(tok, ".") || isOp(tok, "..."))) return null;
      parts.push(tok.value);
      k--;
    }
    return null;
  }

  private pyIdent(i: number): void {
    const t = this.t;
    const tok = t[i]!;
    // Keyword arguments (`f(eval=1)`) name nothing.
    if (isOp(t[i + 1], "=") && (isOp(t[i - 1], "(") || isOp(t[i - 1], ","))) return;
    if (isId(t[i - 1], "import") || isId(t[i - 1], "as") || isId(t[i - 1], "def") || isId(t[i - 1], "class") || (isOp(t[i - 1], ",") && this.inImport(i)))
      return;
    const member = isOp(t[i - 1], ".");
    const objEnd = member ? i - 2 : -1;
    this.name(tok.value, { at: i, next: i + 1, member, objEnd, obj: member ? this.objectName(objEnd) : null, built: tok.escaped === true });
  }

  private inImport(i: number): boolean {
    for (let k = i - 1; k >= 0 && k > i - 64; k--) {
      const tok = this.t[k]!;
      if (isId(tok, "import")) return true;
      if (!isId(tok) && !isOp(tok, ",") && !isOp(tok, ".") && !isOp(tok, "(")) return false;
    }
    return false;
  }

  /** What `name` came from: `os` for `os.system`, or for `system` after `from os import system`. */
  private pyOwner(name: string, site: NameSite): string | null {
    if (site.member) return site.obj;
    return this.pyFrom.get(name)?.[0] ?? null;
  }

  private pyName(name: string, site: NameSite): void {
    const t = this.t;
    const call = isOp(t[site.next], "(");
    const obj = this.pyOwner(name, site);
    const imported = this.pyFrom.get(name)?.[1] ?? name;
    const viaBuiltins = obj === "builtins" || obj === "__builtins__" || obj === "__dict__";
    const bare = !site.member || viaBuiltins;
    if (site.built) {
      const effect = PY_NAMES.get(name);
      if (effect === "env") {
        if (name === "environ") this.envRead(site.next);
        else if (call) this.envArg(site.next);
        else this.facts.env.whole = true;
      } else if (effect) this.apply(effect);
      if (effect === "eval" && call) this.sinkArgs(site.next);
    }
    switch (imported) {
      case "eval":
      case "exec":
      case "compile":
      case "execfile":
        if (bare && call) {
          this.facts.eval = true;
          this.sinkArgs(site.next);
        } else if (bare && !site.member && isOp(t[site.at - 1], "=")) this.facts.eval = true;
        return;
      case "__import__":
        if (bare) {
          this.facts.eval = true;
          if (call) this.moduleCall(site.next);
        }
        return;
      case "import_module":
        if (call) {
          this.facts.eval = true;
          this.moduleCall(site.next);
        }
        return;
      case "importlib":
      case "__builtins__":
        if (!site.member) this.facts.eval = true;
        return;
      case "getattr":
        if (!site.member && call) this.getattr(site.next);
        return;
      // The Python sandbox escapes: from any object to every class, or to a function's globals.
      case "__subclasses__":
      case "__globals__":
      case "__bases__":
      case "__mro__":
      case "__code__":
        if (site.member) this.facts.eval = true;
        return;
      case "subprocess":
      case "pty":
        if (!site.member) this.facts.command = true;
        return;
      case "shutil":
      case "pathlib":
        if (!site.member) this.facts.filesystem = true;
        return;
      case "open":
        if (call && (bare || obj === "io" || obj === "codecs" || obj === "os")) this.facts.filesystem = true;
        return;
      case "read_text":
      case "write_text":
      case "read_bytes":
      case "write_bytes":
        if (call && site.member) this.facts.filesystem = true;
        return;
      case "environ":
      case "environb":
        if (obj === "os" || obj === "posix") this.envRead(site.next);
        return;
      case "getenv":
        if ((obj === "os" || obj === "posix") && call) this.envArg(site.next);
        return;
      case "requests":
      case "httpx":
      case "aiohttp":
      case "urllib":
      case "urllib3":
      case "socket":
        if (!site.member) this.facts.network = true;
        return;
      case "client":
        if (obj === "http") this.facts.network = true;
        return;
      case "http":
        if (obj === "pyodide") this.facts.network = true;
        return;
      default:
        break;
    }
    if (obj !== null && (call || !site.member)) {
      if (PY_COMMAND_FROM.get(obj)?.has(imported)) this.facts.command = true;
      else if (PY_FILE_FROM.get(obj)?.has(imported) && call) this.facts.filesystem = true;
    }
  }

  /** `getattr(obj, 'name')`: a member reached by its name, which may be built from pieces. */
  private getattr(open: number): void {
    const t = this.t;
    const close = this.p.match[open]!;
    if (close < 0) return;
    let k = open + 1;
    while (k < close && !isOp(t[k], ",")) k = isOp(t[k], "(") || isOp(t[k], "[") ? this.p.after(k) : k + 1;
    if (k >= close) return;
    for (const f of this.p.foldEach(k + 1)) {
      if (isExact(f.text)) this.name(f.text, { at: open, next: close + 1, member: true, objEnd: k - 1, obj: this.objectName(k - 1), built: true });
      // A name only known at run time, on the builtins: anything goes.
      else if (isId(t[open + 1], "__builtins__") || isId(t[open + 1], "builtins")) this.facts.eval = true;
    }
  }
}

function mergeFacts(into: CodeFacts, from: CodeFacts): void {
  into.command ||= from.command;
  into.filesystem ||= from.filesystem;
  into.eval ||= from.eval;
  into.network ||= from.network;
  mergeEnv(into.env, from.env);
  for (const url of from.urls) if (into.urls.length < MAX_URLS && !into.urls.includes(url)) into.urls.push(url);
}

function scanFacts(source: string, language: Language, resolver: Resolver | undefined, depth: number, nested?: NestedBudget): CodeFacts {
  const code = source.length > MAX_CODE ? source.slice(0, MAX_CODE) : source;
  if (!(language === "python" ? PY_NEEDLES : JS_NEEDLES).test(code)) return emptyFacts();
  return new Scan(tokenize(code, language), language, resolver, depth, nested).run();
}

export function scanCode(source: string, language: CodeLanguage, options: ScanOptions = {}): CodeFacts {
  return scanFacts(source, language, options.resolver, 0);
}

/** The facts of already tokenized JavaScript (an n8n `{{ }}` expression). */
export function scanTokens(tokens: Token[], options: ScanOptions = {}): CodeFacts {
  return new Scan(tokens, "js", options.resolver, 0).run();
}

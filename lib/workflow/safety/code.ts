/**
 * What a piece of user code (n8n Code/Function, Typebot script, Make code module) does to the machine
 * it runs on (docs/product-rules.md §21). Matches inside comments do not count ("// never use eval()").
 * Each pattern runs only when its literal needle is present, has no nested quantifiers (linear time),
 * and the comment map is built only when something matched.
 */

import { envAccess, type EnvAccess } from "./env";
import { urlsInText } from "./hosts";

export const MAX_CODE = 64_000;

export type CodeLanguage = "js" | "python";

export interface CodeFacts {
  command: boolean;
  filesystem: boolean;
  env: EnvAccess;
  eval: boolean;
  network: boolean;
  /** Hosts the code names, when it makes network calls. */
  hosts: string[];
  /** URLs written in the code (string literals), network calls or not. */
  urls: string[];
}

type Pattern = [needle: string, pattern: RegExp];
const g = (needle: string, pattern: RegExp): Pattern => [needle, new RegExp(pattern.source, "g")];

const JS: Record<"command" | "filesystem" | "eval" | "network", Pattern[]> = {
  command: [
    g("child_process", /\bchild_process\b/),
    g("exec", /\b(?:execSync|execFileSync|execFile)\s*\(/),
    g("exec", /(?<![\w$.])exec\s*\(/),
    g("spawn", /(?<![\w$])spawn(?:Sync)?\s*\(/),
    g("require", /\brequire\s*\(\s*['"`](?:node:)?(?:shelljs|execa)['"`]/),
  ],
  filesystem: [
    g("fs", /\brequire\s*\(\s*['"`](?:node:)?(?:fs|fs\/promises|fs-extra)['"`]/),
    g("fs", /\b(?:from|import)\s*\(?\s*['"`](?:node:)?(?:fs|fs\/promises|fs-extra)['"`]/),
    g("fs.", /(?<![\w$.])fs\.\w/),
    g("Sync", /\b(?:readFileSync|writeFileSync|appendFileSync|readdirSync|unlinkSync|rmSync|mkdirSync|copyFileSync|renameSync)\s*\(/),
    g("Stream", /\bcreate(?:Read|Write)Stream\s*\(/),
    g("File", /(?<![\w$.])(?:writeFile|readFile|appendFile)\s*\(/),
    g("unlink", /(?<![\w$.])unlink\s*\(/),
    g("readdir", /(?<![\w$.])readdir\s*\(/),
  ],
  eval: [
    g("eval", /(?<![\w$.])eval\s*\(/),
    // `Function("return this")()` is how bundled libraries find the global object: not a finding.
    g("Function", /\bnew\s+Function\s*\((?!\s*['"`]return this['"`]\s*\))/),
    g("Function", /(?<![\w$.])Function\s*\(\s*['"`](?!return this['"`])/),
    g("vm", /\brequire\s*\(\s*['"`](?:node:)?vm['"`]/),
    g("vm", /\bvm\s*\.\s*run\w*\s*\(/),
  ],
  network: [
    g("fetch", /(?<![\w$.])fetch\s*\(/),
    g("axios", /\baxios\b/),
    g("http", /\bhttps?\s*\.\s*(?:request|get)\s*\(/),
    g("$http", /\$http\b/),
    g("helpers", /\bhelpers\s*\.\s*(?:httpRequest|request|httpRequestWithAuthentication|requestWithAuthentication)\b/),
    g("XMLHttpRequest", /\bXMLHttpRequest\b/),
    g("WebSocket", /\bnew\s+WebSocket\s*\(/),
    g("request", /(?<![\w$.])request\s*\(/),
    g("require", /\brequire\s*\(\s*['"`](?:node:)?(?:node-fetch|request|got|superagent|needle|undici|net|dgram|tls|http|https)['"`]/),
    g("sendBeacon", /\bnavigator\s*\.\s*sendBeacon\b/),
  ],
};

const PY: typeof JS = {
  command: [
    g("subprocess", /\bsubprocess\b/),
    g("os", /\bos\s*\.\s*(?:system|popen|exec\w*|spawn\w*)\s*\(/),
    g("pty", /\bpty\s*\.\s*spawn\b/),
  ],
  filesystem: [
    g("open", /(?<![\w.])open\s*\(/),
    g("os", /\bos\s*\.\s*(?:remove|unlink|listdir|makedirs|mkdir|rmdir|rename|walk|scandir)\s*\(/),
    g("shutil", /\bshutil\s*\./),
    g("pathlib", /\bpathlib\b/),
  ],
  eval: [
    g("eval", /(?<![\w.])eval\s*\(/),
    g("exec", /(?<![\w.])exec\s*\(/),
    g("__import__", /\b__import__\s*\(/),
    g("compile", /(?<![\w.])compile\s*\(/),
  ],
  network: [
    g("requests", /\brequests\s*\.\s*\w/),
    g("urllib", /\burllib\b/),
    g("httpx", /\bhttpx\b/),
    g("aiohttp", /\baiohttp\b/),
    g("socket", /\bsocket\s*\.\s*\w/),
    g("pyodide", /\bpyodide\s*\.\s*http\b/),
    g("http.client", /\bhttp\.client\b/),
  ],
};

/**
 * The comment ranges of `code` as [start, end) pairs, in order: `//` and `/* *\/` (JS) or `#` (Python),
 * skipping string literals. One pass.
 */
export function commentRanges(code: string, language: CodeLanguage): number[] {
  const SLASH = 47, STAR = 42, HASH = 35, NL = 10, BACKSLASH = 92, DQ = 34, SQ = 39, BT = 96;
  const python = language === "python";
  const ranges: number[] = [];
  let quote = 0;
  let i = 0;
  const n = code.length;
  while (i < n) {
    const c = code.charCodeAt(i);
    if (quote !== 0) {
      if (c === BACKSLASH) i += 2;
      else {
        if (c === quote || (c === NL && quote !== BT && !python)) quote = 0;
        i++;
      }
      continue;
    }
    if (c === DQ || c === SQ || (c === BT && !python)) {
      quote = c;
      i++;
      continue;
    }
    const lineComment = python ? c === HASH : c === SLASH && code.charCodeAt(i + 1) === SLASH;
    const blockComment = !python && c === SLASH && code.charCodeAt(i + 1) === STAR;
    if (lineComment || blockComment) {
      const end = blockComment ? code.indexOf("*/", i + 2) : code.indexOf("\n", i);
      const stop = end < 0 ? n : blockComment ? end + 2 : end;
      ranges.push(i, stop);
      i = stop;
      continue;
    }
    i++;
  }
  return ranges;
}

function inRanges(ranges: number[], pos: number): boolean {
  let lo = 0;
  let hi = ranges.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (pos < ranges[mid * 2]!) hi = mid - 1;
    else if (pos >= ranges[mid * 2 + 1]!) lo = mid + 1;
    else return true;
  }
  return false;
}

const MAX_MATCHES = 100;

// One pass that says whether any pattern, env read or URL could match at all: most code (field mapping)
// contains none of these, and then nothing else runs.
const escape = (needle: string) => needle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const ENV_AND_URL = ["$env", "process.env", "$secrets", "os.environ", "os.getenv", "://"];
const needlesOf = (patterns: typeof JS) =>
  new RegExp([...new Set(Object.values(patterns).flat().map(([needle]) => needle)), ...ENV_AND_URL].map(escape).join("|"));
const ANY_NEEDLE = { js: needlesOf(JS), python: needlesOf(PY) };

const NOTHING: CodeFacts = Object.freeze({
  command: false,
  filesystem: false,
  env: Object.freeze({ config: [], secrets: [], whole: false }) as EnvAccess,
  eval: false,
  network: false,
  hosts: [],
  urls: [],
}) as CodeFacts;

export function scanCode(source: string, language: CodeLanguage): CodeFacts {
  const code = source.length > MAX_CODE ? source.slice(0, MAX_CODE) : source;
  if (!ANY_NEEDLE[language].test(code)) return NOTHING;
  let ranges: number[] | null = null;
  const live = (pos: number) => !inRanges((ranges ??= commentRanges(code, language)), pos);
  const hit = (patterns: Pattern[]) => {
    for (const [needle, pattern] of patterns) {
      if (!code.includes(needle)) continue;
      pattern.lastIndex = 0;
      for (let k = 0; k < MAX_MATCHES; k++) {
        const m = pattern.exec(code);
        if (!m) break;
        if (live(m.index)) return true;
      }
    }
    return false;
  };
  const p = language === "python" ? PY : JS;
  const network = hit(p.network);
  const urls = urlsInText(code).filter((u) => live(u.index));
  return {
    command: hit(p.command),
    filesystem: hit(p.filesystem),
    env: envAccess(code, live),
    eval: hit(p.eval),
    network,
    hosts: network ? [...new Set(urls.map((u) => u.host))] : [],
    urls: urls.map((u) => u.url),
  };
}

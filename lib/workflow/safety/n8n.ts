/** n8n workflows: node types, their parameters, code and connections (docs/product-rules.md §21). */

import { isObject, text, type JsonObject } from "../graph/json";
import { scanCode, type CodeLanguage } from "./code";
import { checkUrl, eachString, isUrlKey, newBudget, reportCode, type Budget } from "./checks";
import { Collector, NOUNS } from "./collector";
import { expressionEnv, resolveN8nValue } from "./expression";
import { queryParamHasSecret } from "./hosts";
import type { SafetyReport } from "./rules";
import { N8nValues } from "./values";

const MAX_NODES = 10_000;
const MAX_NAME = 80;
/** Sub-workflows given inline (Execute Workflow, source "parameter") are read this many levels deep. */
const MAX_SUBWORKFLOW_DEPTH = 3;
/** Characters of inline sub-workflow JSON parsed per analysis, all levels together. */
const MAX_SUBWORKFLOW_JSON = 4_000_000;
/** A sub-workflow's findings that are about its own triggers, which do not listen when it is called. */
const TRIGGER_RULES: ReadonlySet<string> = new Set(["open-webhook", "open-webhook-to-risky-node"]);

const FILESYSTEM_NODES = new Set(["readwritefile", "readbinaryfile", "readbinaryfiles", "writebinaryfile", "localfiletrigger"]);
const SQL_NODES = new Set([
  "postgres",
  "mysql",
  "microsoftsql",
  "oracledatabase",
  "oracledb",
  "oraclesql",
  "snowflake",
  "questdb",
  "cratedb",
  "timescaledb",
  "cockroachdb",
  "googlebigquery",
  "mssql",
]);
const SQL_KEYS = ["query", "sqlQuery"];
const CODE_NODES = new Set(["code", "function", "functionitem", "aitransform", "toolcode"]);
const CODE_KEYS = new Set(["jsCode", "pythonCode", "functionCode", "code"]);
/** Findings that make a node dangerous to reach from a public webhook. */
const RISKY_RULES = ["execute-command", "ssh", "filesystem-node", "sensitive-file", "sql-expression", "code-command", "code-filesystem", "code-eval"];

interface NodeInfo {
  name: string;
  /** The name as written, which connections refer to. */
  rawName: string | null;
  order: number;
  pkg: string;
  /** Whether `pkg` is n8n's own (worked out once: every check below asks). */
  official: boolean;
  /** The node's own type, lowercased, without package and without a `Tool` suffix. */
  kind: string;
  params: JsonObject;
}

function describe(node: JsonObject, index: number): NodeInfo | null {
  const type = typeof node.type === "string" ? node.type : "";
  const dot = type.lastIndexOf(".");
  const pkg = dot > 0 ? type.slice(0, dot) : "";
  let kind = (dot > 0 ? type.slice(dot + 1) : type).toLowerCase();
  if (kind.endsWith("tool") && kind.length > 4) kind = kind.slice(0, -4);
  if (kind === "stickynote") return null;
  const name = displayName(node.name) ?? `Nó ${index + 1}`;
  const rawName = typeof node.name === "string" ? node.name : null;
  return { name, rawName, order: index, pkg, official: isOfficial(pkg), kind, params: isObject(node.parameters) ? node.parameters : {} };
}

// Whitespace that `text` would change: at either end, two in a row, or any other than a plain space.
const UNTIDY = /^\s|\s$|\s\s|[^\S ]/;

/** `text(value, MAX_NAME)`, without its replace and trim for the usual name that is already tidy. */
function displayName(value: unknown): string | null {
  if (typeof value === "string" && value !== "" && value.length <= MAX_NAME && !UNTIDY.test(value)) return value;
  return text(value, MAX_NAME);
}

const isOfficial = (pkg: string) => pkg === "n8n-nodes-base" || pkg.startsWith("@n8n/");

// Files that hold passwords, keys or the system's own settings.
const SENSITIVE_PATHS = [
  ".ssh/",
  "id_rsa",
  "id_ed25519",
  "id_ecdsa",
  "/etc/",
  "/proc/",
  "/root/",
  "/.env",
  "\\.env",
  ".n8n/config",
  "database.sqlite",
  ".aws/",
  ".kube/",
  "docker.sock",
  ".docker/config",
  ".git-credentials",
  ".netrc",
  ".npmrc",
  ".bash_history",
  ".pem",
  "/var/lib/",
  "c:\\windows",
  "/sys/",
];

/** The path as shown in the message when it names a sensitive file, or null. */
function sensitivePath(value: string): string | null {
  const lower = (value.length > 2_000 ? value.slice(0, 2_000) : value).toLowerCase().replace(/\\\\/g, "\\");
  if (!(lower === ".env" || lower.endsWith("/.env") || SENSITIVE_PATHS.some((p) => lower.includes(p)))) return null;
  const shown = value.trim().replace(/^=/, "");
  return shown.length > 60 ? `${shown.slice(0, 59)}…` : shown;
}

// What n8n checks for each value of `authentication` (Webhook/utils.ts validateWebhookAuthentication,
// the Chat Trigger's own check): any other value, a typo included, lets every request through.
const WEBHOOK_AUTH = new Set(["basicAuth", "headerAuth", "jwtAuth", "bearerAuth", "n8nOAuth2"]);
const CHAT_AUTH = new Set(["basicAuth", "n8nUserAuth"]);

function isOpenTrigger(node: NodeInfo): boolean {
  if (!node.official) return false;
  const honoured = node.kind === "chattrigger" ? CHAT_AUTH : WEBHOOK_AUTH;
  const raw = node.params.authentication;
  const auth = typeof raw === "string" ? resolveN8nValue(raw).trim() : "";
  const open = !honoured.has(auth);
  if (node.kind === "webhook" || node.kind === "formtrigger" || node.kind === "mcptrigger") return open;
  if (node.kind === "chattrigger") return node.params.public === true && open;
  return false;
}

/** The workflow an Execute Workflow node carries as text (`source: "parameter"`), parsed. */
function inlineWorkflow(params: JsonObject, ctx: Shared): JsonObject | null {
  if (params.source !== "parameter") return null;
  const raw = params.workflowJson;
  if (isObject(raw)) return raw;
  if (typeof raw !== "string" || raw.length > ctx.inline.bytes) return null;
  ctx.inline.bytes -= raw.length;
  const textValue = raw.trimStart().startsWith("=") ? raw.trimStart().slice(1) : raw;
  try {
    const parsed: unknown = JSON.parse(textValue);
    return isObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** What one analysis shares with the sub-workflows it reads. */
interface Shared {
  budget: Budget;
  depth: number;
  /** Characters of inline sub-workflow JSON still to be parsed in this analysis. */
  inline: { bytes: number };
}

interface Context extends Shared {
  /** The workflow's Set-node constants, for expressions and code that read them. */
  values: N8nValues;
}

function checkNode(c: Collector, node: NodeInfo, ctx: Context): void {
  const { name, order, pkg, official, kind, params } = node;
  let inlineRead = false;
  if (pkg !== "" && !official) c.add("community-node", name, order, [pkg]);
  if (official) {
    if (kind === "executecommand") c.add("execute-command", name, order);
    else if (kind === "ssh") c.add("ssh", name, order);
    else if (kind === "ftp") c.add("ftp", name, order);
    else if (FILESYSTEM_NODES.has(kind)) c.add("filesystem-node", name, order);
    else if (SQL_NODES.has(kind)) {
      // The SQL nodes fill `{{ }}` into the query text whether or not it starts with "=".
      for (const key of SQL_KEYS) {
        const query = params[key];
        if (typeof query === "string" && query.includes("{{")) c.add("sql-expression", name, order);
      }
    } else if (kind === "executeworkflow" || kind === "toolworkflow") {
      const source = params.source;
      const path = params.workflowPath;
      const url = params.workflowUrl;
      if (source === "url" || source === "localFile" || (typeof path === "string" && path.trim() !== "") || (typeof url === "string" && url.trim() !== "")) {
        c.add("remote-subworkflow", name, order);
      }
      const inline = ctx.depth < MAX_SUBWORKFLOW_DEPTH ? inlineWorkflow(params, ctx) : null;
      if (inline) {
        c.absorb(analyzeWorkflow(inline, { budget: ctx.budget, depth: ctx.depth + 1, inline: ctx.inline }), name, order, TRIGGER_RULES);
        inlineRead = true;
      }
    }
    if (isOpenTrigger(node)) c.add("open-webhook", name, order);
  }

  const isCodeNode = CODE_NODES.has(kind);
  const isFileNode = FILESYSTEM_NODES.has(kind) && official;
  const language = codeLanguage(params.language);
  eachString(params, ctx.budget, (key, value) => {
    // Already read node by node above (its notes, say, are no expressions).
    if (inlineRead && key === "workflowJson") return;
    if (CODE_KEYS.has(key) && (isCodeNode || key !== "code")) {
      reportCode(c, scanCode(value, key === "pythonCode" ? "python" : language, { resolver: ctx.values.resolver(node.rawName) }), name, order);
      return;
    }
    // The resolver is made only for the rare URL with a template: this runs for every string.
    if (isUrlKey(key)) checkUrl(c, value, name, order, true, value.includes("{{") ? (v) => resolveN8nValue(v, ctx.values.resolver(node.rawName)) : undefined);
    if ((value.includes("$env") || value.includes("$secrets")) && value.includes("{{")) {
      const env = expressionEnv(value);
      if (env.whole || env.secrets.length > 0) c.add("env-in-expression", name, order, env.secrets);
      if (env.config.length > 0) c.add("env-variable", name, order, env.config);
    }
    if (isFileNode) {
      const file = sensitivePath(value);
      if (file) c.add("sensitive-file", name, order, [file]);
    }
  });

  checkQueryParameters(c, isObject(params.queryParameters) ? params.queryParameters.parameters : null, name, order);
  checkQueryParameters(c, isObject(params.queryParametersUi) ? params.queryParametersUi.parameter : null, name, order);
}

const PYTHON = /python/i;

/** The language of a Code node's `language` parameter; most nodes have none, and read as JavaScript. */
function codeLanguage(value: unknown): CodeLanguage {
  if (value === undefined || value === null) return "js";
  return PYTHON.test(String(value)) ? "python" : "js";
}

/** Query parameters kept apart from the URL (the first 1,000). */
function checkQueryParameters(c: Collector, list: unknown, name: string, order: number): void {
  if (!Array.isArray(list)) return;
  for (let i = 0; i < list.length && i < 1_000; i++) {
    const item: unknown = list[i];
    if (isObject(item) && queryParamHasSecret(item.name, item.value)) c.add("secret-in-url", name, order);
  }
}

/** Who each node passes control to; a sub-node (tool, model) counts as reached from its agent. */
function successors(connections: unknown, known: Set<string>): Map<string, string[]> {
  const next = new Map<string, string[]>();
  const link = (from: string, to: string) => {
    if (!known.has(from) || !known.has(to)) return;
    const list = next.get(from) ?? [];
    if (list.length < 1_000) list.push(to);
    next.set(from, list);
  };
  if (!isObject(connections)) return next;
  for (const [source, byType] of Object.entries(connections)) {
    if (!isObject(byType)) continue;
    for (const [type, outputs] of Object.entries(byType)) {
      if (!Array.isArray(outputs)) continue;
      for (const output of outputs.slice(0, 100)) {
        if (!Array.isArray(output)) continue;
        for (const target of output.slice(0, 1_000)) {
          if (!isObject(target) || typeof target.node !== "string") continue;
          if (type === "main") link(source, target.node);
          else link(target.node, source);
        }
      }
    }
  }
  return next;
}

/** Each name as written, to the first node that has it (the one connections lead to). */
function byRawName(nodes: NodeInfo[]): Map<string, NodeInfo> {
  const rawNames = new Map<string, NodeInfo>();
  for (const info of nodes) {
    if (info.rawName !== null && !rawNames.has(info.rawName)) rawNames.set(info.rawName, info);
  }
  return rawNames;
}

function linkOpenWebhooks(c: Collector, nodes: NodeInfo[], connections: unknown): void {
  // Most workflows have no open trigger: then neither the name map nor the graph is needed.
  if (!c.hasRule("open-webhook")) return;
  const openTriggers = nodes.filter((n) => c.has("open-webhook", n.name));
  if (openTriggers.length === 0) return;
  const risky = new Set(nodes.filter((n) => RISKY_RULES.some((rule) => c.has(rule, n.name))).map((n) => n.name));
  if (risky.size === 0) return;
  const rawNames = byRawName(nodes);
  const next = successors(connections, new Set(rawNames.keys()));
  for (const trigger of openTriggers) {
    const rawName = trigger.rawName;
    if (rawName === null || rawNames.get(rawName) !== trigger) continue;
    const seen = new Set([rawName]);
    const queue = [rawName];
    const reached: NodeInfo[] = [];
    for (let head = 0; head < queue.length && seen.size < 20_000; head++) {
      const current = queue[head]!;
      for (const target of next.get(current) ?? []) {
        if (seen.has(target)) continue;
        seen.add(target);
        queue.push(target);
        const info = rawNames.get(target);
        if (info && risky.has(info.name)) reached.push(info);
      }
    }
    if (reached.length === 0) continue;
    c.remove("open-webhook", trigger.name);
    c.add("open-webhook-to-risky-node", trigger.name, trigger.order);
    for (const info of reached) c.addReached("open-webhook-to-risky-node", info.name, info.order);
  }
}

function analyzeWorkflow(root: JsonObject, shared: Shared): Collector {
  const c = new Collector();
  const list = Array.isArray(root.nodes) ? root.nodes : [];
  const values = new N8nValues(root.connections);
  const nodes: NodeInfo[] = [];
  for (let i = 0; i < list.length && i < MAX_NODES; i++) {
    const raw = list[i];
    if (!isObject(raw)) continue;
    const info = describe(raw, i);
    if (!info) continue;
    nodes.push(info);
    values.addNode(info.rawName, info.kind, info.official, info.params);
  }
  const ctx: Context = { ...shared, values };
  for (const info of nodes) checkNode(c, info, ctx);
  linkOpenWebhooks(c, nodes, root.connections);
  return c;
}

export function analyzeN8n(json: JsonObject): SafetyReport {
  const root = !Array.isArray(json.nodes) && isObject(json.workflow) ? json.workflow : json;
  return analyzeWorkflow(root, { budget: newBudget(), depth: 0, inline: { bytes: MAX_SUBWORKFLOW_JSON } }).finish(NOUNS.N8N);
}

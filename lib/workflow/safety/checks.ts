/** Checks shared by the three tools: where a request goes, and what a piece of code does. */

import type { Collector } from "./collector";
import type { CodeFacts } from "./code";
import { hostKind, hostOf, urlHasSecret } from "./hosts";

export const MAX_DEPTH = 64;
/** Values looked at per workflow: a hostile file cannot make the walk unbounded. */
export const MAX_VALUES = 500_000;

export interface Budget {
  values: number;
}

export const newBudget = (): Budget => ({ values: MAX_VALUES });

/** Calls `visit(key, value)` for every string under `root`, with the key it sits under (depth- and budget-capped). */
export function eachString(root: unknown, budget: Budget, visit: (key: string, value: string) => void, key = ""): void {
  walkStrings(root, key, 0, budget, visit);
}

// A module-level function rather than a closure made on every call: this runs once per node.
function walkStrings(value: unknown, key: string, depth: number, budget: Budget, visit: (key: string, value: string) => void): void {
  if (budget.values <= 0) return;
  budget.values--;
  if (typeof value === "string") visit(key, value);
  else if (typeof value !== "object" || value === null || depth >= MAX_DEPTH) return;
  else if (Array.isArray(value)) {
    for (let i = 0; i < value.length && budget.values > 0; i++) walkStrings(value[i], key, depth + 1, budget, visit);
  } else {
    const object = value as Record<string, unknown>;
    const keys = Object.keys(object);
    for (let i = 0; i < keys.length && budget.values > 0; i++) walkStrings(object[keys[i]!], keys[i]!, depth + 1, budget, visit);
  }
}

/** Keys whose value is an address a request goes to (`url`, `baseUrl`, `webhookUrl`, `sseEndpoint`…). */
export const isUrlKey = (key: string) => {
  const last = key.charCodeAt(key.length - 1) | 32; // lowercase ASCII
  if (last !== 108 /* l */ && last !== 116 /* t */ && last !== 105 /* i */) return false;
  const k = key.toLowerCase();
  return k.endsWith("url") || k.endsWith("endpoint") || k === "uri";
};

/** Reports where one host sits; true when it is a `high` host. */
export function reportHost(c: Collector, host: string, name: string, order: number): boolean {
  switch (hostKind(host)) {
    case "public-ip":
    case "tunnel":
    case "collector":
    case "metadata":
      c.add("suspicious-host", name, order, [host]);
      return true;
    case "relay":
      c.add("data-collector-host", name, order, [host]);
      return false;
    case "internal":
      c.add("private-network", name, order, [host]);
      return false;
    default:
      return false;
  }
}

/**
 * A URL a node calls: its host and any credential written into it. `resolve` fills in the templates
 * of a URL assembled when the flow runs (`={{ "http://" + "1.2.3.4" }}`, `{{collector}}`), as far as
 * they are constants.
 */
export function checkUrl(c: Collector, url: string, name: string, order: number, bare = true, resolve?: (value: string) => string): void {
  let host = hostOf(url, bare);
  let secret = urlHasSecret(url);
  // Filled in only where it can change the answer: an unknown host, or a template in the query.
  const query = url.indexOf("?");
  if (resolve && url.includes("{{") && (host === null || (!secret && query >= 0 && url.includes("{{", query)))) {
    const filled = resolve(url);
    if (filled !== url) {
      host ??= hostOf(filled, bare);
      secret ||= urlHasSecret(filled);
    }
  }
  if (host) reportHost(c, host, name, order);
  if (secret) c.add("secret-in-url", name, order);
}

/** Reports what a piece of code does. */
export function reportCode(c: Collector, facts: CodeFacts, name: string, order: number): void {
  if (facts.command) c.add("code-command", name, order);
  if (facts.filesystem) c.add("code-filesystem", name, order);
  if (facts.env.whole || facts.env.secrets.length > 0) c.add("code-env", name, order, facts.env.secrets);
  if (facts.env.config.length > 0) c.add("env-variable", name, order, facts.env.config);
  if (facts.eval) c.add("code-eval", name, order);
  for (const url of facts.urls) {
    if (!urlHasSecret(url)) continue;
    c.add("secret-in-url", name, order);
  }
  if (!facts.network) return;
  let suspicious = false;
  const normal: string[] = [];
  for (const host of facts.hosts) {
    if (reportHost(c, host, name, order)) suspicious = true;
    else if (hostKind(host) === "normal") normal.push(host);
  }
  // Hosts already reported as internal or as a collector need no second finding.
  if (!suspicious && (normal.length > 0 || facts.hosts.length === 0)) c.add("code-network", name, order, normal);
}

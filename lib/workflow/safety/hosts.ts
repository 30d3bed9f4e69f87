/**
 * Where a workflow sends requests, and whether a URL carries a credential (docs/product-rules.md §21).
 * Pure and linear: strings are cut to MAX_URL before they are looked at.
 */

import { isSecretName, redactNamedValue, redactPatterns } from "../secrets";

export const MAX_URL = 4_000;

/** How a host reads to someone who worries about where their data goes. */
export type HostKind = "public-ip" | "tunnel" | "collector" | "metadata" | "relay" | "internal" | "normal";

// Tunnels publish a laptop to the internet under a throwaway name.
const TUNNEL_SUFFIXES = [
  "ngrok.io", "ngrok.app", "ngrok.dev", "ngrok-free.app", "ngrok-free.dev", "trycloudflare.com", "loca.lt",
  "localtunnel.me", "serveo.net", "serveousercontent.com", "localhost.run", "lhr.life", "lhr.rocks", "pagekite.me",
  "telebit.cloud", "localxpose.io", "loclx.io", "tunnelmole.net", "bore.pub", "devtunnels.ms", "pinggy.link",
  "pinggy.online", "playit.gg",
];

// Request bins, paste sites and out-of-band collectors: they keep whatever they receive for someone to read.
const COLLECTOR_SUFFIXES = [
  "webhook.site", "requestbin.com", "requestbin.net", "requestbin.io", "beeceptor.com", "hookbin.com",
  "requestcatcher.com", "postb.in", "ptsv2.com", "ptsv3.com", "mockbin.org", "pastebin.com", "paste.ee",
  "hastebin.com", "ghostbin.co", "ghostbin.com", "transfer.sh", "dpaste.com", "dpaste.org", "termbin.com",
  "interact.sh", "oast.fun", "oast.pro", "oast.live", "oast.site", "oast.online", "oast.me",
  "burpcollaborator.net", "canarytokens.com", "dnslog.cn", "requestrepo.com", "webhook.cool", "typedwebhook.tools",
];

// Legitimate automation platforms whose endpoints also store everything they receive.
const RELAY_SUFFIXES = ["pipedream.net"];

const INTERNAL_SUFFIXES = ["localhost", "local", "internal", "lan", "home.arpa", "docker.internal"];

const endsWithDomain = (host: string, suffix: string) => host === suffix || host.endsWith(`.${suffix}`);

function ipv4(host: string): number[] | null {
  const parts = host.split(".");
  if (parts.length !== 4) return null;
  const octets: number[] = [];
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const n = Number(part);
    if (n > 255) return null;
    octets.push(n);
  }
  return octets;
}

function ipv4Kind([a, b]: number[]): HostKind {
  if (a === 169 && b === 254) return "metadata";
  if (a === 10 || a === 127 || a === 0 || (a === 172 && b! >= 16 && b! <= 31) || (a === 192 && b === 168)) return "internal";
  if (a === 100 && b! >= 64 && b! <= 127) return "internal";
  return "public-ip";
}

function ipv6Kind(host: string): HostKind {
  const h = host.toLowerCase();
  if (h === "::1" || h === "::" || /^f[cd]/.test(h) || /^fe[89ab]/.test(h)) return "internal";
  if (h.startsWith("fd00:ec2::254")) return "metadata";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(h);
  const v4 = mapped ? ipv4(mapped[1]!) : null;
  return v4 ? ipv4Kind(v4) : "public-ip";
}

// Flows call the same few hosts over and over; the answer depends only on the host, so it is remembered.
const KIND_CACHE = new Map<string, HostKind>();

export function hostKind(host: string): HostKind {
  let kind = KIND_CACHE.get(host);
  if (kind === undefined) {
    if (KIND_CACHE.size >= 2_000) KIND_CACHE.clear();
    kind = classify(host);
    KIND_CACHE.set(host, kind);
  }
  return kind;
}

function classify(host: string): HostKind {
  if (host.includes(":")) return ipv6Kind(host);
  const v4 = ipv4(host);
  if (v4) return ipv4Kind(v4);
  if (host === "metadata.google.internal") return "metadata";
  if (TUNNEL_SUFFIXES.some((s) => endsWithDomain(host, s))) return "tunnel";
  if (COLLECTOR_SUFFIXES.some((s) => endsWithDomain(host, s))) return "collector";
  if (RELAY_SUFFIXES.some((s) => endsWithDomain(host, s))) return "relay";
  if (INTERNAL_SUFFIXES.some((s) => endsWithDomain(host, s))) return "internal";
  // Other one-word names are Docker services ("qdrant") or stand-ins ("your-server"): nothing to say.
  return "normal";
}

/** A lookup table by character code for a set of ASCII characters. */
function asciiSet(chars: string): Uint8Array {
  const table = new Uint8Array(128);
  for (let i = 0; i < chars.length; i++) table[chars.charCodeAt(i)] = 1;
  return table;
}

// Tested once per character of every URL: a table lookup, not a one-character string and a Set.
const HOST_END = asciiSet("/?#\\'\"` \n\r\t),;<>|");
const URL_END = asciiSet("'\"` \n\r\t)<>");

/** Whether the character at `index` is one of `table`'s. */
const charIn = (table: Uint8Array, textValue: string, index: number) => {
  const code = textValue.charCodeAt(index);
  return code < 128 && table[code] === 1;
};

// Module-level, so the per-URL functions below do not create them on every call.
const SCHEME = /^[a-z][a-z0-9+.-]*$/i;
const TRAILING_DOT = /\.$/;
const HOST_CHARS = /^[a-z0-9.:_-]+$/;
const NUMBERS_ONLY = /^[\d_-]+$/;
const QUERY_SEPARATOR = /[&#]/;

/**
 * The host of a URL (lowercased, without port or user), or null when there is none or it is built at
 * run time (`{{ }}`, `${}`, `$json`). `bare` also accepts an IP address without a scheme ("1.2.3.4:80/x"),
 * as fields named url sometimes hold.
 */
export function hostOf(raw: string, bare = false): string | null {
  let s = raw.length > MAX_URL ? raw.slice(0, MAX_URL) : raw;
  s = s.trim();
  if (s.startsWith("=")) s = s.slice(1).trim();
  const scheme = s.indexOf("://");
  let start: number;
  if (scheme > 0 && scheme <= 10 && SCHEME.test(s.slice(0, scheme))) start = scheme + 3;
  else if (bare && scheme === -1) start = 0;
  else return null;
  let end = start;
  while (end < s.length && !charIn(HOST_END, s, end)) end++;
  const host = cleanAuthority(s.slice(start, end));
  if (start === 0 && host && ipv4(host) === null) return null;
  return host;
}

function cleanAuthority(authority: string): string | null {
  let a = authority;
  const at = a.lastIndexOf("@");
  if (at >= 0) a = a.slice(at + 1);
  if (a.includes("{") || a.includes("$") || a.includes("}")) return null;
  let host: string;
  if (a.startsWith("[")) {
    const close = a.indexOf("]");
    if (close < 0) return null;
    host = a.slice(1, close);
  } else {
    const colon = a.indexOf(":");
    host = colon >= 0 ? a.slice(0, colon) : a;
  }
  host = host.toLowerCase().replace(TRAILING_DOT, "");
  if (host === "" || !HOST_CHARS.test(host) || NUMBERS_ONLY.test(host)) return null;
  return host;
}

/** Every `scheme://…` URL inside a longer text (code), in order, deduplicated, at most `limit`. */
export function urlsInText(textValue: string, limit = 20): { url: string; host: string; index: number }[] {
  const found: { url: string; host: string; index: number }[] = [];
  let from = 0;
  while (found.length < limit) {
    const at = textValue.indexOf("://", from);
    if (at < 0) break;
    from = at + 3;
    let begin = at;
    while (begin > 0 && begin > at - 10 && /[a-z]/i.test(textValue[begin - 1]!)) begin--;
    const scheme = textValue.slice(begin, at).toLowerCase();
    if (!["http", "https", "ws", "wss", "ftp"].includes(scheme)) continue;
    let end = from;
    while (end < textValue.length && end - from < 300 && !charIn(HOST_END, textValue, end)) end++;
    const host = cleanAuthority(textValue.slice(from, end));
    if (!host) continue;
    let urlEnd = end;
    while (urlEnd < textValue.length && urlEnd - from < MAX_URL && !charIn(URL_END, textValue, urlEnd)) urlEnd++;
    const url = textValue.slice(begin, urlEnd);
    if (!found.some((f) => f.url === url)) found.push({ url, host, index: begin });
  }
  return found;
}

// Every token shape in secrets.ts contains one of these; most URLs contain none, so the patterns rarely run.
const SHAPE_NEEDLES = /BEGIN|eyJ|sk-|rk-|sk_|rk_|gh|AKIA|ASIA|AIza|xox|:AA|Bearer|@/;

/** A literal credential in a URL: a known key shape, `user:pass@`, or `?token=<literal>`. */
export function urlHasSecret(raw: string): boolean {
  const url = raw.length > MAX_URL ? raw.slice(0, MAX_URL) : raw;
  if (SHAPE_NEEDLES.test(url) && redactPatterns(url) !== null) return true;
  const q = url.indexOf("?");
  if (q < 0) return false;
  for (const pair of url.slice(q + 1).split(QUERY_SEPARATOR)) {
    const eq = pair.indexOf("=");
    // A credential is at least 8 characters: shorter values are page numbers, flags and ids.
    if (eq <= 0 || pair.length - eq - 1 < 8) continue;
    const name = safeDecode(pair.slice(0, eq));
    if (isSecretName(name) && isLiteralSecret(safeDecode(pair.slice(eq + 1)))) return true;
  }
  return false;
}

/** A query parameter kept apart from the URL (n8n `queryParameters`, Make `qs`). */
export function queryParamHasSecret(name: unknown, value: unknown): boolean {
  return typeof name === "string" && typeof value === "string" && isSecretName(name) && isLiteralSecret(value);
}

function isLiteralSecret(value: string): boolean {
  const v = value.trim().replace(/^=/, "");
  if (v.length < 8 || v.includes("{{") || v.includes("$")) return false;
  return redactNamedValue(v) !== null;
}

function safeDecode(value: string): string {
  if (!value.includes("%") && !value.includes("+")) return value;
  try {
    return decodeURIComponent(value.replace(/\+/g, " "));
  } catch {
    return value;
  }
}

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
  "ngrok.io",
  "ngrok.app",
  "ngrok.dev",
  "ngrok-free.app",
  "ngrok-free.dev",
  "trycloudflare.com",
  "loca.lt",
  "localtunnel.me",
  "serveo.net",
  "serveousercontent.com",
  "localhost.run",
  "lhr.life",
  "lhr.rocks",
  "pagekite.me",
  "telebit.cloud",
  "localxpose.io",
  "loclx.io",
  "tunnelmole.net",
  "bore.pub",
  "devtunnels.ms",
  "pinggy.link",
  "pinggy.online",
  "playit.gg",
];

// Request bins, paste sites and out-of-band collectors: they keep whatever they receive for someone to read.
const COLLECTOR_SUFFIXES = [
  "webhook.site",
  "requestbin.com",
  "requestbin.net",
  "requestbin.io",
  "beeceptor.com",
  "hookbin.com",
  "requestcatcher.com",
  "postb.in",
  "ptsv2.com",
  "ptsv3.com",
  "mockbin.org",
  "pastebin.com",
  "paste.ee",
  "hastebin.com",
  "ghostbin.co",
  "ghostbin.com",
  "transfer.sh",
  "dpaste.com",
  "dpaste.org",
  "termbin.com",
  "interact.sh",
  "oast.fun",
  "oast.pro",
  "oast.live",
  "oast.site",
  "oast.online",
  "oast.me",
  "burpcollaborator.net",
  "canarytokens.com",
  "dnslog.cn",
  "requestrepo.com",
  "webhook.cool",
  "typedwebhook.tools",
];

// Legitimate automation platforms whose endpoints also store everything they receive.
const RELAY_SUFFIXES = ["pipedream.net"];

const INTERNAL_SUFFIXES = ["localhost", "local", "internal", "lan", "home.arpa", "docker.internal"];

const endsWithDomain = (host: string, suffix: string) => host === suffix || host.endsWith(`.${suffix}`);

// Names that resolve to whatever IP address is written in them (127.0.0.1.nip.io, 10-0-0-1.sslip.io)
// or always to the loopback: a raw IP address in a domain's clothes.
const IP_ECHO_SUFFIXES = [
  "nip.io",
  "sslip.io",
  "xip.io",
  "nip.direct",
  "traefik.me",
  "localtest.me",
  "lvh.me",
  "vcap.me",
  "lacolhost.com",
  "localho.st",
  "local.gd",
  "1u.ms",
  "rbndr.us",
  "fuf.me",
];

const DIGITS = /^\d+$/;
const HEX_DIGITS = /^[0-9a-f]*$/i;
const OCTAL_DIGITS = /^[0-7]+$/;

/** One part of an IPv4 address as URL parsers read it: decimal, 0x hex or 0-prefixed octal. */
function ipv4Number(part: string): number | null {
  if (part === "") return null;
  let digits = part;
  let radix = 10;
  if (part.length >= 2 && (part[1] === "x" || part[1] === "X") && part[0] === "0") {
    digits = part.slice(2);
    radix = 16;
    if (digits === "") return 0;
    if (!HEX_DIGITS.test(digits)) return null;
  } else if (part.length > 1 && part[0] === "0") {
    digits = part.slice(1);
    radix = 8;
    if (!OCTAL_DIGITS.test(digits)) return null;
  } else if (!DIGITS.test(part)) return null;
  if (digits.length > 12) return null;
  const n = parseInt(digits, radix);
  return n <= 0xffffffff ? n : null;
}

/**
 * The four octets of an IPv4 address written in any notation a URL parser accepts — dotted
 * (1.2.3.4), one number (760024073, 0x2d4d0c09), octal or mixed parts (0300.0250.0x0.1), short forms
 * (127.1) — or null when `host` is not one.
 */
export function parseIPv4(host: string): number[] | null {
  const parts = host.split(".");
  if (parts.length > 1 && parts[parts.length - 1] === "") parts.pop();
  if (parts.length === 0 || parts.length > 4) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    const n = ipv4Number(part);
    if (n === null) return null;
    numbers.push(n);
  }
  const last = numbers.length - 1;
  for (let i = 0; i < last; i++) if (numbers[i]! > 255) return null;
  if (numbers[last]! >= 256 ** (4 - last)) return null;
  let value = numbers[last]!;
  for (let i = 0; i < last; i++) value += numbers[i]! * 256 ** (3 - i);
  return [Math.floor(value / 16_777_216) % 256, Math.floor(value / 65_536) % 256, Math.floor(value / 256) % 256, value % 256];
}

/** The eight 16-bit groups of an IPv6 address (`::ffff:1.2.3.4` and zone ids accepted), or null. */
export function parseIPv6(host: string): number[] | null {
  let h = host.toLowerCase();
  const zone = h.indexOf("%");
  if (zone >= 0) h = h.slice(0, zone);
  if (h.length > 45 || !/^[0-9a-f:.]+$/.test(h)) return null;
  let tail: number[] = [];
  const lastColon = h.lastIndexOf(":");
  if (lastColon < 0) return null;
  if (h.includes(".", lastColon)) {
    const dotted = h.slice(lastColon + 1);
    const v4 = DOTTED_QUAD.test(dotted) ? parseIPv4(dotted) : null;
    if (!v4) return null;
    tail = [v4[0]! * 256 + v4[1]!, v4[2]! * 256 + v4[3]!];
    h = h.slice(0, lastColon + 1);
    if (!h.endsWith("::")) h = h.slice(0, -1);
  }
  const halves = h.split("::");
  if (halves.length > 2) return null;
  const groups = (text: string) => (text === "" ? [] : text.split(":"));
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  const parsed: number[] = [];
  for (const g of [...head, ...rest]) {
    if (!/^[0-9a-f]{1,4}$/.test(g)) return null;
    parsed.push(parseInt(g, 16));
  }
  const total = parsed.length + tail.length;
  if (halves.length === 1 ? total !== 8 : total > 7) return null;
  const zeros = new Array<number>(8 - total).fill(0);
  return [...parsed.slice(0, head.length), ...zeros, ...parsed.slice(head.length), ...tail];
}

function ipv4Kind([a, b]: number[]): HostKind {
  if (a === 169 && b === 254) return "metadata";
  if (a === 10 || a === 127 || a === 0 || (a === 172 && b! >= 16 && b! <= 31) || (a === 192 && b === 168)) return "internal";
  if (a === 100 && b! >= 64 && b! <= 127) return "internal";
  return "public-ip";
}

function ipv6Kind(host: string): HostKind {
  const g = parseIPv6(host);
  // Something bracketed that is no address: as suspicious as a raw address.
  if (!g) return "public-ip";
  const embedded = (hi: number, lo: number) => ipv4Kind([hi >> 8, hi & 255, lo >> 8, lo & 255]);
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (g[0] === 0xfd00 && g[1] === 0xec2 && g[7] === 0x254 && g.slice(2, 7).every((x) => x === 0)) return "metadata";
  if (zeroUpTo(7) && (g[7] === 0 || g[7] === 1)) return "internal";
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::a.b.c.d), 6to4 (2002:AABB:CCDD::).
  if (zeroUpTo(5) && g[5] === 0xffff) return embedded(g[6]!, g[7]!);
  if (zeroUpTo(6)) return embedded(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return embedded(g[6]!, g[7]!);
  if (g[0] === 0x2002) return embedded(g[1]!, g[2]!);
  if ((g[0]! & 0xfe00) === 0xfc00 || (g[0]! & 0xffc0) === 0xfe80 || (g[0]! & 0xffc0) === 0xfec0) return "internal";
  return "public-ip";
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

// A host whose last label is a number is read as an IPv4 address by URL parsers.
const ENDS_IN_NUMBER = /(?:^|\.)(?:\d+|0x[0-9a-f]*)\.?$/i;

function classify(host: string): HostKind {
  if (host.includes(":")) return ipv6Kind(host);
  if (ENDS_IN_NUMBER.test(host)) {
    const v4 = parseIPv4(host);
    if (v4) return ipv4Kind(v4);
  }
  if (host === "metadata.google.internal") return "metadata";
  if (IP_ECHO_SUFFIXES.some((s) => endsWithDomain(host, s))) return "public-ip";
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
const DECIMAL_ONLY = /^\d+$/;
const DOTTED_QUAD = /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;
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
  // Without a scheme only a plain dotted address counts: "12345" in a field is a number, not a host.
  if (start === 0 && host && !(DOTTED_QUAD.test(host) && parseIPv4(host))) return null;
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
    host = a.slice(1, close).replace(/%.*$/, "");
  } else {
    const colon = a.indexOf(":");
    host = colon >= 0 ? a.slice(0, colon) : a;
  }
  host = host.toLowerCase().replace(TRAILING_DOT, "");
  // A bare number is an address (http://760024073); digits with dashes are not a host.
  if (host === "" || !HOST_CHARS.test(host) || (NUMBERS_ONLY.test(host) && !DECIMAL_ONLY.test(host))) return null;
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

// Incoming-webhook URLs are themselves the credential: whoever has one posts to that channel.
const WEBHOOK_URL_SECRETS = [
  /hooks\.slack\.com\/(?:services|workflows|triggers)\/T[A-Z0-9]{6,}\/[A-Z0-9]{6,}\/[A-Za-z0-9]{16,}/,
  /discord(?:app)?\.com\/api\/webhooks\/\d{15,}\/[A-Za-z0-9_-]{40,}/,
];

// Query names that hold an API key without saying "secret" or "token" (?key=…, ?apiKey=…, ?sig=…).
const KEY_PARAM_NAMES = new Set([
  "key",
  "apikey",
  "appkey",
  "authkey",
  "accesskey",
  "serverkey",
  "clientkey",
  "userkey",
  "devkey",
  "developerkey",
  "licensekey",
  "subscriptionkey",
  "sig",
  "signature",
  "auth",
]);
// A generated key: one word of 16+ letters, digits and -_.~ with letters and digits both in it.
const GENERATED_KEY = /^(?=[^]*\d)(?=[^]*[A-Za-z])[A-Za-z0-9._~+/=-]{16,}$/;

const isKeyParamName = (name: string) => KEY_PARAM_NAMES.has(name.toLowerCase().replace(/[^a-z]/g, ""));

/** A literal credential in a URL: a known key shape, `user:pass@`, `?token=<literal>`, `?key=<generated key>`, a Slack or Discord webhook. */
export function urlHasSecret(raw: string): boolean {
  const url = raw.length > MAX_URL ? raw.slice(0, MAX_URL) : raw;
  if (SHAPE_NEEDLES.test(url) && redactPatterns(url) !== null) return true;
  if ((url.includes("hooks.slack.com") || url.includes("/api/webhooks/")) && WEBHOOK_URL_SECRETS.some((p) => p.test(url))) return true;
  const q = url.indexOf("?");
  if (q < 0) return false;
  for (const pair of url.slice(q + 1).split(QUERY_SEPARATOR)) {
    const eq = pair.indexOf("=");
    // A credential is at least 8 characters: shorter values are page numbers, flags and ids.
    if (eq <= 0 || pair.length - eq - 1 < 8) continue;
    if (queryParamHasSecret(safeDecode(pair.slice(0, eq)), safeDecode(pair.slice(eq + 1)))) return true;
  }
  return false;
}

/** A query parameter kept apart from the URL (n8n `queryParameters`, Make `qs`), or one of a URL's. */
export function queryParamHasSecret(name: unknown, value: unknown): boolean {
  if (typeof name !== "string" || typeof value !== "string") return false;
  if (isSecretName(name)) return isLiteralSecret(value);
  return isKeyParamName(name) && isLiteralSecret(value) && GENERATED_KEY.test(value.trim().replace(/^=/, ""));
}

function isLiteralSecret(value: string): boolean {
  const v = value.trim().replace(/^=/, "");
  // MARK: a piece only known when the flow runs.
  if (v.length < 8 || v.includes("{{") || v.includes("$") || v.includes("\u0000")) return false;
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

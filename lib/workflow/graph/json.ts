/** Guards for reading untrusted, parsed JSON without ever throwing. */

import { MAX_DEPTH } from "./types";

export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A trimmed, non-empty string cut to `max` characters, or null. */
export function text(value: unknown, max = 80): string | null {
  if (typeof value !== "string") return null;
  const clean = value.replace(/\s+/g, " ").trim();
  if (clean === "") return null;
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}

// Coordinates beyond this are junk; clamping keeps bounds and the SVG viewBox sane.
const COORD_LIMIT = 1_000_000;

export function coord(value: unknown): number | null {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isFinite(n)) return null;
  return Math.max(-COORD_LIMIT, Math.min(COORD_LIMIT, n));
}

/** `{x, y}` (Make designer, Typebot graphCoordinates) → a point, or null. */
export function pointOf(value: unknown): { x: number; y: number } | null {
  if (!isObject(value)) return null;
  const x = coord(value.x);
  const y = coord(value.y);
  return x === null || y === null ? null : { x, y };
}

/** "googleSheetsOAuth2" → "Google Sheets OAuth2"; "google-sheets" → "Google Sheets". */
export function humanize(identifier: string): string {
  const words = identifier
    .replace(/[_\-.]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .replace(/\bO Auth\b/g, "OAuth")
    .split(/\s+/)
    .filter(Boolean);
  return words
    .map((word) => {
      if (/^(api|ai|url|http|sms|crm|sql|rss|ftp|ssh|pdf|csv|xml|json|mcp)$/i.test(word)) return word.toUpperCase();
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(" ");
}

/**
 * `table[key]` for untrusted keys: a workflow may name a node type "constructor" or "toString",
 * which a plain lookup would answer with Object.prototype's functions.
 */
export function own<T>(table: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** JSON with object keys sorted at every level, so key order never matters. */
export function stableStringify(value: unknown, depth = 0): string {
  if (depth > MAX_DEPTH * 4) return "null";
  if (Array.isArray(value)) return `[${value.map((v) => stableStringify(v, depth + 1)).join(",")}]`;
  if (isObject(value)) {
    const keys = Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stableStringify(value[k], depth + 1)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

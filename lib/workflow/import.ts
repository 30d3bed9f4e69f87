import { detectPlatform, nodeTypesOf, type DetectedPlatform } from "./platform";
import { FLOW_LIMITS, normalizeTags } from "./fields";
import { jsonSyntaxProblem } from "./json-syntax";
import { slugify } from "@/lib/format";

/**
 * JSON import rules of docs/product-rules.md §7, shared by the upload dialog and the server. Pure: every fallback
 * (name, description, url, tags) and the precise reason a file cannot be imported.
 */

export const DEFAULT_IMPORT_NAME = "Fluxo Importado";
export const DEFAULT_IMPORT_DESCRIPTION = "Fluxo importado do JSON";
export const MAX_FALLBACK_TAGS = 5;

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

export interface CreateFlowPayload {
  name: string;
  description: string;
  url: string;
  tags: string[];
  isPublic: boolean;
  metadata: JsonObject;
  platform: DetectedPlatform;
}

export type ImportResult = { ok: true; payload: CreateFlowPayload } | { ok: false; reason: string };

/** Why `json` is not an importable workflow, in pt-BR; null when it is one. */
export function workflowProblem(json: unknown): string | null {
  if (json === null || json === undefined) return "O arquivo está vazio.";
  if (Array.isArray(json)) return "O JSON é uma lista; exporte um único fluxo por arquivo.";
  if (!isObject(json)) return "O JSON precisa ser um objeto com o fluxo exportado.";
  if (Object.keys(json).length === 0) return "O JSON está vazio: não contém nenhum fluxo.";
  if (!detectPlatform(json)) return quotedKeysProblem(json) ?? "O JSON não é um fluxo exportado do n8n, Typebot ou Make.";
  return null;
}

// Top-level keys of the three export formats, most telling first, to recognise them when they arrive mangled.
const WORKFLOW_KEYS = ["nodes", "connections", "flow", "groups", "edges", "blocks", "typebot", "name", "meta", "metadata"];

/**
 * Exports mangled by a scraper or a double conversion keep every key wrapped in its own quotes
 * (`"\"nodes\""`) and their values as loose fragments (`"["`): nothing of the workflow is usable.
 */
function quotedKeysProblem(json: JsonObject): string | null {
  const quoted = Object.keys(json).filter((key) => key.length >= 2 && key.startsWith('"') && key.endsWith('"'));
  if (quoted.length === 0) return null;
  const known = WORKFLOW_KEYS.map((key) => `"${key}"`).find((key) => quoted.includes(key));
  if (!known && quoted.length < Object.keys(json).length) return null;
  return (
    `As chaves do JSON estão entre aspas duplicadas (${JSON.stringify(known ?? quoted[0])}): o arquivo parece ter sido ` +
    "convertido em texto duas vezes ou corrompido por outra ferramenta, e não tem nós nem conexões utilizáveis. " +
    "Exporte o fluxo novamente a partir do n8n, Typebot ou Make."
  );
}

/** Reads a file's text: UTF-8 BOM tolerated, empty text and JSON syntax errors explained in pt-BR. */
export function parseWorkflowText(text: string): { ok: true; json: unknown } | { ok: false; reason: string } {
  const clean = text.replace(/^\uFEFF/, "");
  if (clean.trim() === "") return { ok: false, reason: "O arquivo está vazio." };
  try {
    return { ok: true, json: JSON.parse(clean) };
  } catch (error) {
    return { ok: false, reason: `JSON inválido: ${jsonSyntaxProblem(clean, error)}` };
  }
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max).trimEnd() : text);
const nonEmpty = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);

/** The name stored in the export itself (Typebot also as `{ typebot: { name } }`). */
export function workflowName(json: unknown): string | null {
  if (!isObject(json)) return null;
  return nonEmpty(json.name) ?? (isObject(json.typebot) ? nonEmpty(json.typebot.name) : null);
}

/** "C:\\fakepath\\Meu fluxo.JSON" → "Meu fluxo". */
export function fileBaseName(fileName: string | undefined): string | null {
  if (!fileName) return null;
  return nonEmpty(
    fileName
      .split(/[\\/]/)
      .pop()
      ?.replace(/\.json$/i, ""),
  );
}

export { slugify };

export function buildFlowUrl(origin: string, name: string, timestamp = Date.now()): string {
  return `${origin.replace(/\/+$/, "")}/fluxos/${slugify(name)}-${timestamp}`;
}

/**
 * A node type as a tag: the n8n node name after the package ("n8n-nodes-base.httpRequest" →
 * "httpRequest"), the Make app before the module ("gateway:CustomWebHook" → "gateway"), the Typebot
 * block type in lower case ("Set variable" → "set variable"). Make's `builtin` routers and empty
 * `placeholder` slots say nothing about the integrations, so they give no tag.
 */
export function readableNodeType(type: string, platform: DetectedPlatform): string | null {
  let tag: string;
  if (platform === "N8N") tag = type.slice(type.lastIndexOf(".") + 1);
  else if (platform === "MAKE") {
    tag = type.split(":")[0]!.toLowerCase();
    if (tag === "builtin" || tag === "placeholder") return null;
  } else tag = type.toLowerCase();
  tag = clip(tag.replace(/\s+/g, " ").trim(), FLOW_LIMITS.tagMax);
  return tag === "" ? null : tag;
}

/** Up to five distinct readable node types, in order of appearance. */
export function fallbackTags(json: unknown, platform: DetectedPlatform): string[] {
  const readable = nodeTypesOf(json, platform).map((type) => readableNodeType(type, platform));
  return normalizeTags(readable.filter((tag): tag is string => tag !== null)).slice(0, MAX_FALLBACK_TAGS);
}

/** "a, b,, a" → ["a", "b"]: the comma-separated tags field of the upload dialog. */
export function parseTagList(text: string): string[] {
  return normalizeTags(text.split(","));
}

export interface ImportOptions {
  origin: string;
  fileName?: string;
  /** What the uploader typed; empty values fall back as docs/product-rules.md §7 says. */
  name?: string;
  description?: string;
  tags?: string[];
  now?: number;
}

/** The POST /api/flows body for an imported file, or the reason it cannot be imported. */
export function buildImportPayload(json: unknown, opts: ImportOptions): ImportResult {
  const problem = workflowProblem(json);
  if (problem) return { ok: false, reason: problem };
  const metadata = json as JsonObject;
  const platform = detectPlatform(metadata)!;
  const name = clip(nonEmpty(opts.name) ?? workflowName(metadata) ?? fileBaseName(opts.fileName) ?? DEFAULT_IMPORT_NAME, FLOW_LIMITS.nameMax);
  const description = clip(nonEmpty(opts.description) ?? DEFAULT_IMPORT_DESCRIPTION, FLOW_LIMITS.descriptionMax);
  const typed = normalizeTags(opts.tags ?? []);
  const tags = typed.length > 0 ? typed : fallbackTags(metadata, platform);
  // docs/product-rules.md §2: imported flows are always public.
  return { ok: true, payload: { name, description, url: buildFlowUrl(opts.origin, name, opts.now), tags, isPublic: true, metadata, platform } };
}

import { postJson } from "@/lib/client/api";
import { FLOW_LIMITS } from "@/lib/workflow/fields";
import { buildImportPayload, parseWorkflowText, type CreateFlowPayload } from "@/lib/workflow/import";
import type { CreatedFlow } from "@/lib/flows/mutations";
import { isJsonFile, readJsonFileText } from "./read-workflow-file";
import { failureMessage } from "@/lib/client/api-feedback";

/** What happened to one imported flow: the stored flow and what the sanitiser removed, or why not. */
export type ImportOutcome =
  { ok: true; flow: Pick<CreatedFlow, "id" | "name" | "status">; removed: string[] } | { ok: false; reason: string; existing?: ExistingFlow };

/** The flow an upload duplicates (409 DUPLICATE_FLOW), to link to instead. */
export interface ExistingFlow {
  id: string;
  name: string;
}

export function existingFlow(details: Record<string, unknown> | undefined): ExistingFlow | undefined {
  const flow = details?.flow as Partial<ExistingFlow> | undefined;
  return typeof flow?.id === "string" && typeof flow.name === "string" ? { id: flow.id, name: flow.name } : undefined;
}

export const IMPORT_FAILED = "Não foi possível importar o fluxo.";

/** POST /api/flows; the server's pt-BR message is the reason when it refuses. */
export async function submitImport(payload: CreateFlowPayload): Promise<ImportOutcome> {
  const result = await postJson<CreatedFlow>("/api/flows", payload);
  if (result.ok) {
    const { id, name, status, removed } = result.data;
    return { ok: true, flow: { id, name, status }, removed: removed ?? [] };
  }
  if (result.network) return { ok: false, reason: "Erro de conexão. Tente novamente." };
  const existing = result.code === "DUPLICATE_FLOW" ? existingFlow(result.details) : undefined;
  return { ok: false, reason: failureMessage(result, IMPORT_FAILED, { inline: true }), ...(existing && { existing }) };
}

/** Batch selection rules (docs/product-rules.md §7): .json files only, at most 20 a batch. */
export function selectJsonFiles(files: readonly File[]): { accepted: File[]; ignored: number; overflow: number } {
  const json = files.filter(isJsonFile);
  return {
    accepted: json.slice(0, FLOW_LIMITS.batchFiles),
    ignored: files.length - json.length,
    overflow: Math.max(0, json.length - FLOW_LIMITS.batchFiles),
  };
}

/** Reads, checks and imports one file of a batch, with every fallback of docs/product-rules.md §7. */
export async function importFile(file: File, origin: string): Promise<ImportOutcome> {
  const read = await readJsonFileText(file);
  if (!read.ok) return read;
  const parsed = parseWorkflowText(read.text);
  if (!parsed.ok) return parsed;
  const built = buildImportPayload(parsed.json, { origin, fileName: file.name });
  if (!built.ok) return built;
  return submitImport(built.payload);
}

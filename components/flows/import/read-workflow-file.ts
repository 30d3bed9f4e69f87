import { FLOW_LIMITS } from "@/lib/workflow/fields";
import { parseWorkflowText, workflowProblem } from "@/lib/workflow/import";

/*
 * Reading a workflow file chosen in the browser, for the upload dialog (one file or a batch) and the
 * edit dialog's new version: the same checks and the same pt-BR reasons before anything is sent.
 */

type Failure = { ok: false; reason: string };

export const ONLY_JSON_FILES = "Apenas arquivos .json são aceitos.";
export const FILE_TOO_LARGE = "O arquivo é grande demais (limite de 1 MB por fluxo).";
export const FILE_UNREADABLE = "Não foi possível ler o arquivo.";
export const NOT_A_JSON_FILE = "O arquivo não é um JSON válido";

export const isJsonFile = (file: Pick<File, "name">) => /\.json$/i.test(file.name);

/** The text of a .json file within the request limit (docs/product-rules.md §7), or why not. */
export async function readJsonFileText(file: Pick<File, "name" | "size" | "text">): Promise<{ ok: true; text: string } | Failure> {
  if (!isJsonFile(file)) return { ok: false, reason: ONLY_JSON_FILES };
  if (file.size > FLOW_LIMITS.requestBytes) return { ok: false, reason: FILE_TOO_LARGE };
  try {
    return { ok: true, text: await file.text() };
  } catch {
    return { ok: false, reason: FILE_UNREADABLE };
  }
}

/**
 * A file's workflow, parsed and recognised as an n8n, Typebot or Make export, for a new version of
 * a flow; the server checks again (and that it is the flow's own tool).
 */
export async function readWorkflowFile(file: Pick<File, "name" | "size" | "text">): Promise<{ ok: true; json: Record<string, unknown> } | Failure> {
  const read = await readJsonFileText(file);
  if (!read.ok) return read;
  const parsed = parseWorkflowText(read.text);
  if (!parsed.ok) return { ok: false, reason: parsed.reason.replace(/^JSON inválido: /, `${NOT_A_JSON_FILE}: `) };
  const problem = workflowProblem(parsed.json);
  if (problem) return { ok: false, reason: problem };
  return { ok: true, json: parsed.json as Record<string, unknown> };
}

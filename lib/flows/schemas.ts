import { z } from "zod";
import type { FlowStatus } from "@/db/schema";
import { FLOW_LIMITS, normalizeTags } from "@/lib/workflow/fields";
import { N8N_VERSION_PATTERN } from "./n8n-version";
import { queryText } from "@/lib/http/query";
import { COMPLEXITY_SLUGS } from "@/lib/workflow/graph/complexity";
import { TRIGGER_KINDS } from "@/lib/workflow/graph/types";
import { workflowProblem } from "@/lib/workflow/import";
import { detectPlatform } from "@/lib/workflow/platform";
import { PLATFORM_LABELS, PLATFORMS } from "@/lib/workflow/platform-labels";
export const SORT_FIELDS = ["relevance", "score", "name", "createdAt", "downloadCount"] as const;
export type SortField = (typeof SORT_FIELDS)[number];

/**
 * The order when the URL names none: relevance while searching, the rating otherwise. `relevance`
 * without a search term lists by rating too (there is nothing to be relevant to).
 */
export function defaultSortFor(search: string | undefined): SortField {
  return search ? "relevance" : "score";
}

const sortField = z.enum(SORT_FIELDS, { error: "Ordenação inválida" });
// Optional when parsed, filled in by the object's `overwrite` below (the default depends on the
// search term, which a field default cannot see), so always present in the parsed value.
const sortByField = sortField.optional() as unknown as z.ZodDefault<typeof sortField>;

const score = z.coerce.number({ error: "Nota inválida" }).min(0, "A nota mínima é 0").max(5, "A nota máxima é 5");

/** GET /api/flows and the dashboard URL share these parameters (docs/product-rules.md §11). Bad values are a 400. */
export const listFlowsSchema = z
  .object({
    search: queryText().trim().max(200, "Busca muito longa").optional(),
    tags: z.array(queryText().trim().min(1, "Tag inválida").max(50)).max(20, "Selecione no máximo 20 tags").default([]),
    minScore: score.optional(),
    maxScore: score.optional(),
    author: queryText().trim().max(100).optional(),
    platform: z.enum(PLATFORMS, { error: "Plataforma inválida" }).optional(),
    integration: queryText().trim().min(1, "Integração inválida").max(60, "Integração inválida").optional(),
    trigger: z.enum(TRIGGER_KINDS, { error: "Gatilho inválido" }).optional(),
    complexity: z.enum(COMPLEXITY_SLUGS, { error: "Complexidade inválida" }).optional(),
    /** "Sem alertas de segurança": flows whose safety report found nothing. */
    safety: z.enum(["none"], { error: "Filtro de segurança inválido" }).optional(),
    /** "Funciona no meu n8n": n8n flows whose nodes all exist in this n8n version. */
    n8n: queryText().trim().regex(N8N_VERSION_PATTERN, "Versão do n8n inválida (use, por exemplo, 1.40 ou 2.3.1)").optional(),
    page: z.coerce.number().int("Página inválida").min(1, "Página inválida").max(10_000).default(1),
    limit: z.coerce.number().int().min(1, "Limite inválido").max(100, "O limite máximo é 100").default(12),
    sortBy: sortByField,
    sortOrder: z.enum(["asc", "desc"], { error: "Direção de ordenação inválida" }).default("desc"),
  })
  .refine((q) => q.minScore === undefined || q.maxScore === undefined || q.minScore <= q.maxScore, {
    message: "A nota mínima não pode ser maior que a máxima",
    path: ["minScore"],
  })
  .overwrite((q) => (q.sortBy === undefined ? { ...q, sortBy: defaultSortFor(q.search) } : q));

export type ListFlowsInput = z.infer<typeof listFlowsSchema> & {
  /**
   * Apps a flow must use, all (`all`) or at least one (`any`) of them: what n8n's editor asks its
   * template library for (lib/n8n/queries.ts). Set by code, never read from a URL.
   */
  apps?: { names: string[]; match: "all" | "any" };
};

/** URLSearchParams → schema input: repeated `tags`, empty strings dropped. */
export function searchParamsToListInput(params: URLSearchParams | Record<string, string | string[] | undefined>) {
  const entries: [string, string][] =
    params instanceof URLSearchParams
      ? [...params.entries()]
      : Object.entries(params).flatMap(([k, v]) =>
          Array.isArray(v) ? v.map((x) => [k, x] as [string, string]) : v === undefined ? [] : [[k, v] as [string, string]],
        );
  const out: Record<string, unknown> = { tags: [] as string[] };
  for (const [key, value] of entries) {
    if (value === "") continue;
    if (key === "tags") (out.tags as string[]).push(value);
    else out[key] = value;
  }
  return out;
}

/** `?uploads=N` of the profile URL: anything that is not a positive integer means page 1. */
export function parseUploadsPage(value: string | string[] | undefined): number {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, 10_000) : 1;
}

// readJson refuses raw NUL bytes; an escaped \u0000 only appears after parsing, and Postgres
// text columns reject it (that would be a 500), so every text field checks it here.
const NUL_MESSAGE = "O texto contém caracteres inválidos.";
const noNul = (value: string) => !value.includes("\u0000");

const nameField = z
  .string({ error: "O nome é obrigatório" })
  .refine(noNul, NUL_MESSAGE)
  .trim()
  .min(1, "O nome é obrigatório")
  .max(FLOW_LIMITS.nameMax, `O nome pode ter no máximo ${FLOW_LIMITS.nameMax} caracteres`);

const descriptionField = z
  .string({ error: "A descrição é obrigatória" })
  .refine(noNul, NUL_MESSAGE)
  .trim()
  .min(1, "A descrição é obrigatória")
  .max(FLOW_LIMITS.descriptionMax, `A descrição pode ter no máximo ${FLOW_LIMITS.descriptionMax} caracteres`);

/** http(s) only: these URLs become links, and `javascript:` must never reach an href. Blank → null. */
const urlField = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z
    .string({ error: "Informe uma URL válida" })
    .refine(noNul, NUL_MESSAGE)
    .trim()
    .max(FLOW_LIMITS.urlMax, "URL muito longa")
    .pipe(z.url({ protocol: /^https?$/, error: "Informe uma URL válida" }))
    .nullable()
    .optional(),
);

/** docs/product-rules.md §7: trimmed, empty or duplicate tags ignored; then at most 10 tags of 40 characters. */
const tagsField = z
  .array(z.string({ error: "Cada tag precisa ser um texto" }).max(200, "Tag muito longa").refine(noNul, NUL_MESSAGE), {
    error: "As tags precisam ser uma lista",
  })
  .max(50, `Use no máximo ${FLOW_LIMITS.tagsMax} tags`)
  .transform(normalizeTags)
  .pipe(
    z
      .array(z.string().max(FLOW_LIMITS.tagMax, `Cada tag pode ter no máximo ${FLOW_LIMITS.tagMax} caracteres`))
      .max(FLOW_LIMITS.tagsMax, `Use no máximo ${FLOW_LIMITS.tagsMax} tags`),
  );

/** POST /api/flows (docs/product-rules.md §7). The tool is detected from the JSON; a given `platform` must agree. */
export const createFlowSchema = z
  .object({
    name: nameField,
    description: descriptionField,
    url: urlField,
    tutorialUrl: urlField,
    tags: tagsField.default([]),
    isPublic: z.boolean({ error: "Visibilidade inválida" }).default(true),
    metadata: z.record(z.string(), z.unknown(), { error: "Envie o JSON do fluxo (um objeto)" }),
    platform: z.enum(PLATFORMS, { error: "Plataforma inválida" }).optional(),
  })
  .transform((data, ctx) => {
    const problem = workflowProblem(data.metadata);
    const detected = detectPlatform(data.metadata);
    if (problem || !detected) {
      ctx.addIssue({ code: "custom", path: ["metadata"], message: problem ?? "O JSON não é um fluxo exportado do n8n, Typebot ou Make." });
      return z.NEVER;
    }
    if (data.platform && data.platform !== detected) {
      ctx.addIssue({ code: "custom", path: ["platform"], message: `A plataforma não corresponde ao JSON (detectado: ${PLATFORM_LABELS[detected]})` });
      return z.NEVER;
    }
    return { ...data, platform: detected };
  });

export type CreateFlowInput = z.infer<typeof createFlowSchema>;

export const CHANGELOG_MAX = 500;

const changelogField = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z
    .string({ error: "A nota da versão precisa ser um texto" })
    .refine(noNul, NUL_MESSAGE)
    .trim()
    .max(CHANGELOG_MAX, `A nota da versão pode ter no máximo ${CHANGELOG_MAX} caracteres`)
    .nullable()
    .optional(),
);

/**
 * PUT /api/flows/{id} (docs/product-rules.md §11, §20): name and description required, unless the
 * request sends a new workflow (`metadata`), which makes a new version and may come alone; tags,
 * visibility and tutorial are changed only when sent (an empty tutorialUrl clears it). `changelog`
 * says what the new version changes and goes only with `metadata`.
 */
export const updateFlowSchema = z
  .object({
    name: nameField.optional(),
    description: descriptionField.optional(),
    tutorialUrl: urlField,
    tags: tagsField.optional(),
    isPublic: z.boolean({ error: "Visibilidade inválida" }).optional(),
    metadata: z.record(z.string(), z.unknown(), { error: "Envie o JSON do fluxo (um objeto)" }).optional(),
    changelog: changelogField,
  })
  .superRefine((data, ctx) => {
    if (data.metadata === undefined) {
      if (data.name === undefined) ctx.addIssue({ code: "custom", path: ["name"], message: "O nome é obrigatório" });
      if (data.description === undefined) ctx.addIssue({ code: "custom", path: ["description"], message: "A descrição é obrigatória" });
      if (data.changelog) ctx.addIssue({ code: "custom", path: ["changelog"], message: "A nota da versão acompanha um novo JSON do fluxo" });
      return;
    }
    const problem = workflowProblem(data.metadata);
    if (problem || !detectPlatform(data.metadata)) {
      ctx.addIssue({ code: "custom", path: ["metadata"], message: problem ?? "O JSON não é um fluxo exportado do n8n, Typebot ou Make." });
    }
  });

export type UpdateFlowInput = z.infer<typeof updateFlowSchema>;

// Spelled out rather than read from the pgEnum, so client components can import this file
// without pulling the database schema into the browser bundle.
export const FLOW_STATUSES = ["PENDING", "APPROVED", "REJECTED"] as const satisfies readonly FlowStatus[];
export type ModerationStatus = FlowStatus;

export const FLOW_STATUS_LABELS: Record<ModerationStatus, string> = {
  PENDING: "Em análise",
  APPROVED: "Aprovado",
  REJECTED: "Rejeitado",
};

const VISIBILITIES = ["public", "private"] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** `newest` first by default; the moderation queue reads `oldest` first (first come, first served). */
export const ADMIN_FLOW_SORTS = ["newest", "oldest", "name", "downloads", "score"] as const;
export type AdminFlowSort = (typeof ADMIN_FLOW_SORTS)[number];

export const ADMIN_FLOW_SORT_LABELS: Record<AdminFlowSort, string> = {
  newest: "Mais recentes",
  oldest: "Mais antigos",
  name: "Nome",
  downloads: "Downloads",
  score: "Avaliação",
};

const REJECTION_REASON_MIN = 3;
export const REJECTION_REASON_MAX = 500;
const BULK_MAX = 100;

/** Query of GET /api/admin/flows, also read from the admin page URL. Bad values are a 400. */
export const adminListFlowsSchema = z.object({
  search: queryText().trim().max(200, "Busca muito longa").optional(),
  status: z.enum(FLOW_STATUSES, { error: "Status inválido" }).optional(),
  platform: z.enum(PLATFORMS, { error: "Plataforma inválida" }).optional(),
  visibility: z.enum(VISIBILITIES, { error: "Visibilidade inválida: use public ou private" }).optional(),
  page: z.coerce.number({ error: "Página inválida" }).int("Página inválida").min(1, "Página inválida").max(10_000, "Página inválida").default(1),
  limit: z.coerce.number({ error: "Limite inválido" }).int("Limite inválido").min(1, "Limite inválido").max(100, "O limite máximo é 100").default(20),
  sort: z.enum(ADMIN_FLOW_SORTS, { error: "Ordenação inválida" }).default("newest"),
});
export type AdminListFlowsInput = z.infer<typeof adminListFlowsSchema>;

/** URL query → schema input: empty values dropped (a cleared filter is no filter). */
export function queryToInput(params: URLSearchParams | Record<string, string | string[] | undefined>): Record<string, string> {
  const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params);
  const out: Record<string, string> = {};
  for (const [key, value] of entries) {
    const single = Array.isArray(value) ? value[0] : value;
    if (single !== undefined && single !== "") out[key] = single;
  }
  return out;
}

/** Body of POST /api/admin/flows/{id}/reject: the author reads this reason (docs/product-rules.md §2). */
export const rejectFlowSchema = z.object(
  {
    reason: z
      .string({ error: "Informe o motivo da rejeição." })
      .refine((v) => !v.includes("\u0000"), "O motivo contém caracteres inválidos.")
      .trim()
      .min(REJECTION_REASON_MIN, `O motivo precisa ter pelo menos ${REJECTION_REASON_MIN} caracteres.`)
      .max(REJECTION_REASON_MAX, `O motivo pode ter no máximo ${REJECTION_REASON_MAX} caracteres.`),
  },
  { error: "Informe o motivo da rejeição." },
);

export const APPROVAL_NOTE_MIN = 10;
export const APPROVAL_NOTE_MAX = 500;

/**
 * Body of POST /api/admin/flows/{id}/approve, optional: a flow whose safety report is `high` is only
 * approved with the moderator's note on why, which is kept with the decision.
 */
export const approveFlowSchema = z.object(
  {
    note: z
      .string({ error: "A nota precisa ser um texto." })
      .refine((v) => !v.includes("\u0000"), "A nota contém caracteres inválidos.")
      .trim()
      .min(APPROVAL_NOTE_MIN, `A nota precisa ter pelo menos ${APPROVAL_NOTE_MIN} caracteres.`)
      .max(APPROVAL_NOTE_MAX, `A nota pode ter no máximo ${APPROVAL_NOTE_MAX} caracteres.`)
      .optional(),
  },
  { error: "Corpo da aprovação inválido." },
);

/** Body of POST /api/admin/flows/bulk-visibility: repeated ids count once. */
export const bulkVisibilitySchema = z.object(
  {
    ids: z
      .array(z.uuid({ error: "Identificador de fluxo inválido." }), { error: "Selecione os fluxos a alterar." })
      .min(1, "Selecione ao menos um fluxo.")
      .max(BULK_MAX, `Selecione no máximo ${BULK_MAX} fluxos por vez.`)
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
    isPublic: z.boolean({ error: "Informe a visibilidade (isPublic verdadeiro ou falso)." }),
  },
  { error: "Envie os fluxos e a visibilidade." },
);
export type BulkVisibilityInput = z.infer<typeof bulkVisibilitySchema>;

/** `?version=` of POST /api/flows/{id}/download: one version of the flow's history; the current one when absent. */
export const downloadQuerySchema = z.object({
  version: z.coerce.number({ error: "Versão inválida" }).int("Versão inválida").min(1, "Versão inválida").max(1_000_000, "Versão inválida").optional(),
});

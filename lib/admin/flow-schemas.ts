import { z } from "zod";
import type { FlowStatus } from "@/db/schema";
import { PLATFORMS } from "@/lib/workflow/platform";
import { queryText } from "@/lib/http/query";

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

export const flowIdParamSchema = z.uuid({ error: "Fluxo não encontrado" });

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

import { z } from "zod";
import { PLATFORMS } from "./platform";
export const SORT_FIELDS = ["score", "name", "createdAt", "downloadCount"] as const;

const score = z.coerce.number({ error: "Nota inválida" }).min(0, "A nota mínima é 0").max(5, "A nota máxima é 5");

/** GET /api/flows and the dashboard URL share these parameters (SPEC §7). Bad values are a 400. */
export const listFlowsSchema = z
  .object({
    search: z.string().trim().max(200, "Busca muito longa").optional(),
    tags: z.array(z.string().trim().min(1).max(50)).max(20, "Selecione no máximo 20 tags").default([]),
    minScore: score.optional(),
    maxScore: score.optional(),
    author: z.string().trim().max(100).optional(),
    platform: z.enum(PLATFORMS, { error: "Plataforma inválida" }).optional(),
    page: z.coerce.number().int("Página inválida").min(1, "Página inválida").max(10_000).default(1),
    limit: z.coerce.number().int().min(1, "Limite inválido").max(100, "O limite máximo é 100").default(12),
    sortBy: z.enum(SORT_FIELDS, { error: "Ordenação inválida" }).default("score"),
    sortOrder: z.enum(["asc", "desc"], { error: "Direção de ordenação inválida" }).default("desc"),
  })
  .refine((q) => q.minScore === undefined || q.maxScore === undefined || q.minScore <= q.maxScore, {
    message: "A nota mínima não pode ser maior que a máxima",
    path: ["minScore"],
  });

export type ListFlowsInput = z.infer<typeof listFlowsSchema>;

/** URLSearchParams → schema input: repeated `tags`, empty strings dropped. */
export function searchParamsToListInput(params: URLSearchParams | Record<string, string | string[] | undefined>) {
  const entries: [string, string][] =
    params instanceof URLSearchParams
      ? [...params.entries()]
      : Object.entries(params).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x] as [string, string]) : v === undefined ? [] : [[k, v] as [string, string]]));
  const out: Record<string, unknown> = { tags: [] as string[] };
  for (const [key, value] of entries) {
    if (value === "") continue;
    if (key === "tags") (out.tags as string[]).push(value);
    else out[key] = value;
  }
  return out;
}

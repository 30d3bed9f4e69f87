import { z } from "zod";
import { queryText } from "@/lib/http/query";
import { toWellFormed } from "@/lib/http/text";

/** Limits of collections (docs/product-rules.md, "Coleções"). */
export const COLLECTION_LIMITS = {
  nameMin: 3,
  nameMax: 80,
  descriptionMax: 500,
  /** Flows in one collection. */
  flowsMax: 100,
  /** Collections one member keeps. */
  perMember: 50,
  /** Flows on one page of `/colecoes/{slug}`. */
  pageSize: 24,
} as const;

// Controls go (tab and line breaks become a space in a name); bidirectional marks, overrides and
// isolates go too, so no name or description can flip how the text around it reads. So do the
// characters that draw nothing and only pad a name to its minimum length or hide a difference
// between two names (zero-width space, word joiner and invisible operators, zero-width no-break
// space, the Hangul fillers). The zero-width joiner and non-joiner stay: emoji sequences and
// Persian or Indic words need them.
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u3164\uFFA0]/g;

/** Conjoining Hangul fillers: letters to Unicode, yet alone they draw nothing. */
const HANGUL_CONJOINING_FILLERS = /[\u115F\u1160]/g;

/** A collection's name: one line, spaces collapsed, 3 to 80 characters. */
export function cleanCollectionName(value: string): string {
  return toWellFormed(value)
    .normalize("NFC")
    .replace(/[\t\n\r\u0085\u2028\u2029]/g, " ")
    .replace(CONTROLS, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** A collection's description: paragraphs kept (at most one blank line between them), 500 characters. */
export function cleanCollectionDescription(value: string): string {
  return toWellFormed(value)
    .normalize("NFC")
    .replace(/\r\n?|\u2028|\u2029|\u0085/g, "\n")
    .replace(/\t/g, " ")
    .replace(CONTROLS, "")
    .replace(/[ \u00A0]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const nameField = z
  .string({ error: "O nome é obrigatório" })
  .transform(cleanCollectionName)
  .pipe(
    z
      .string()
      .min(COLLECTION_LIMITS.nameMin, `O nome precisa ter pelo menos ${COLLECTION_LIMITS.nameMin} caracteres`)
      .max(COLLECTION_LIMITS.nameMax, `O nome pode ter no máximo ${COLLECTION_LIMITS.nameMax} caracteres`)
      .refine((name) => /[\p{L}\p{N}]/u.test(name.replace(HANGUL_CONJOINING_FILLERS, "")), "O nome precisa ter letras ou números"),
  );

const descriptionField = z
  .string({ error: "Descrição inválida" })
  .transform(cleanCollectionDescription)
  .pipe(z.string().max(COLLECTION_LIMITS.descriptionMax, `A descrição pode ter no máximo ${COLLECTION_LIMITS.descriptionMax} caracteres`));

const isPublicField = z.boolean({ error: "Visibilidade inválida" });

/** POST /api/collections: private unless said otherwise. */
export const createCollectionSchema = z.object({
  name: nameField,
  description: descriptionField.default(""),
  isPublic: isPublicField.default(false),
});

export type CreateCollectionInput = z.infer<typeof createCollectionSchema>;

/** PATCH /api/collections/{id}: any of the three; at least one. */
export const updateCollectionSchema = z
  .object({ name: nameField.optional(), description: descriptionField.optional(), isPublic: isPublicField.optional() })
  .refine((input) => input.name !== undefined || input.description !== undefined || input.isPublic !== undefined, {
    message: "Nada para alterar",
  });

export type UpdateCollectionInput = z.infer<typeof updateCollectionSchema>;

const uuid = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .pipe(z.uuid({ error: message }));

/** A collection's id in a path; anything else is a 404, as an unknown collection. */
export const collectionIdSchema = uuid("Coleção não encontrada");

/** POST and DELETE /api/collections/{id}/flows. */
export const collectionFlowSchema = z.object({ flowId: uuid("Fluxo inválido") });

/** PUT /api/collections/{id}/flows: the new order, first first; flows left out keep their order after these. */
export const collectionOrderSchema = z.object({
  flowIds: z
    .array(uuid("Fluxo inválido"), { error: "Informe a ordem dos fluxos" })
    .min(1, "Informe a ordem dos fluxos")
    .max(COLLECTION_LIMITS.flowsMax, `Uma coleção tem no máximo ${COLLECTION_LIMITS.flowsMax} fluxos`)
    .refine((ids) => new Set(ids).size === ids.length, "Um fluxo aparece mais de uma vez na ordem"),
});

/** GET /api/users/me/collections?page=&limit=&flowId=: with `flowId`, each says whether it holds that flow. */
export const memberCollectionsSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(COLLECTION_LIMITS.perMember).default(COLLECTION_LIMITS.perMember),
  flowId: uuid("Fluxo inválido").optional(),
});

export type MemberCollectionsInput = z.infer<typeof memberCollectionsSchema>;

/** GET /api/admin/collections?search=&featured=&page= */
export const adminCollectionsSchema = z.object({
  search: queryText().trim().max(100, "Busca muito longa").optional(),
  featured: z.enum(["true", "false"]).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export type AdminCollectionsInput = z.infer<typeof adminCollectionsSchema>;

export const COLLECTION_NOT_FOUND = "Coleção não encontrada";

import { z } from "zod";
import { queryText } from "@/lib/http/query";

/** n8n asks for pages of 20; its docs name the size `rows`, the 1.123 editor sends `limit`: both are taken. */
export const TEMPLATE_PAGE_DEFAULT = 20;

const categoryList = z
  .array(queryText().trim().max(60, "Categoria inválida"))
  .max(20, "Selecione no máximo 20 categorias")
  .transform((values) =>
    values
      .flatMap((v) => v.split(","))
      .map((v) => v.trim())
      .filter(Boolean),
  );

const searchText = queryText().trim().max(200, "Busca muito longa").optional();

/** Apps (display names) or node types, repeated or comma-separated, as n8n 2.x's node panel sends them. */
const nameList = z
  .array(queryText().trim().max(120, "Nome inválido"))
  .max(20, "No máximo 20 itens")
  .transform((values) =>
    values
      .flatMap((v) => v.split(","))
      .map((v) => v.trim())
      .filter(Boolean)
      .slice(0, 20),
  );

/**
 * `/templates/search` query: search, page, limit (or rows) and categories (by number or name), and
 * what n8n 2.x adds: `apps` and `nodes` (templates that use them), `combineWith` (`and`: all of
 * them, `or`: any) and `sort` (`createdAt:desc`, `rank:desc`…; an unknown one keeps the default).
 */
export const templateSearchSchema = z.object({
  search: searchText,
  page: z.coerce.number().int("Página inválida").min(1, "Página inválida").max(10_000, "Página inválida").default(1),
  limit: z.coerce.number().int("Limite inválido").min(1, "Limite inválido").max(100, "O limite máximo é 100").default(TEMPLATE_PAGE_DEFAULT),
  categories: categoryList,
  apps: nameList,
  nodes: nameList,
  combineWith: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(["and", "or"], { error: "combineWith inválido (use and ou or)" }))
    .optional(),
  sort: queryText().trim().max(40, "Ordenação inválida").optional(),
});

/** `/templates/collections` query. */
export const collectionSearchSchema = z.object({ search: searchText, categories: categoryList });

/** A template or collection number in a path. */
export const templateNumberSchema = z.coerce
  .number({ error: "Template não encontrado" })
  .int("Template não encontrado")
  .min(1, "Template não encontrado")
  .max(2_147_483_647, "Template não encontrado");

/**
 * The query string as the schemas above want it: `rows` is `limit`; `category`, `categories` and
 * `categories[]` (how axios writes an array) all name categories, repeated or comma-separated.
 */
export function templateQueryInput(params: URLSearchParams) {
  const categories = [...params.getAll("category"), ...params.getAll("categories"), ...params.getAll("categories[]"), ...params.getAll("category[]")];
  const blank = (v: string | null) => (v === null || v === "" ? undefined : v);
  return {
    search: blank(params.get("search")),
    page: blank(params.get("page")),
    limit: blank(params.get("limit")) ?? blank(params.get("rows")),
    categories,
    apps: [...params.getAll("apps"), ...params.getAll("apps[]")],
    nodes: [...params.getAll("nodes"), ...params.getAll("nodes[]")],
    combineWith: blank(params.get("combineWith")),
    sort: blank(params.get("sort")),
  };
}

/** A key's id in DELETE /api/users/n8n-keys/{id}: anything else is a key that does not exist. */
export const n8nKeyIdSchema = z.uuid({ error: "Chave não encontrada" });

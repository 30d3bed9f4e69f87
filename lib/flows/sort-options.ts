import type { SortField } from "./schemas";

/** The catalogue's sort menu ('Ordenar por'), in the order it lists them. */
export const SORT_LABELS: Record<SortField, string> = {
  relevance: "Relevância",
  score: "Avaliação",
  name: "Nome",
  createdAt: "Data de criação",
  downloadCount: "Downloads",
};

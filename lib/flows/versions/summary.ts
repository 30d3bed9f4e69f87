import type { StepDiff } from "@/lib/workflow/step-diff";

/*
 * How a version's changes read in pt-BR (docs/product-rules.md §20): the marks on cards, the flow page,
 * the profile's Downloads tab, the "Versões" history and the e-mail all say it the same way. Pure:
 * client components import it.
 */

export const UPDATED_SINCE_DOWNLOAD = "Atualizado desde o seu download";

const count = (n: number, one: string, many: string) => `${n.toLocaleString("pt-BR")} ${n === 1 ? one : many}`;

/** "2 etapas adicionadas, 1 removida e 3 alteradas"; "Sem mudanças nas etapas" when the lists are empty. */
export function summarizeChanges(changes: StepDiff): string {
  const kinds = [
    [changes.added.length, "adicionada", "adicionadas"],
    [changes.removed.length, "removida", "removidas"],
    [changes.changed.length, "alterada", "alteradas"],
  ] as const;
  // The noun goes with the first number only: "2 etapas adicionadas", then "1 removida".
  const parts = kinds
    .filter(([n]) => n > 0)
    .map(([n, one, many], i) => (i === 0 ? `${count(n, "etapa", "etapas")} ${n === 1 ? one : many}` : count(n, one, many)));
  if (parts.length === 0) return "Sem mudanças nas etapas";
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(", ")} e ${parts.at(-1)}`;
}

import { formatDecimal } from "@/lib/format";

/** docs/product-rules.md §5's text under the minimum, shared by the dialog and the server so both say the same. */
export function minAmountMessage(minAmount: number): string {
  return `O valor mínimo de contribuição é R$ ${formatDecimal(minAmount)}.`;
}

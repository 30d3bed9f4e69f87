/** pt-BR labels and small formatters of the admin panel (pure, shared by server and client components). */
import type { ContributionStatus } from "@/lib/payments/schemas";

export const CONTRIBUTION_STATUS_LABELS: Record<ContributionStatus, string> = {
  PENDING: "Pendente",
  APPROVED: "Aprovada",
  REJECTED: "Recusada",
  CANCELLED: "Cancelada",
  REFUNDED: "Reembolsada",
};

const bytes = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

/** `734 B`, `12,5 KB`, `1,2 GB` (powers of 1024). */
export function formatBytes(value: number): string {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let n = Math.max(0, value);
  let unit = 0;
  while (n >= 1024 && unit < units.length - 1) {
    n /= 1024;
    unit += 1;
  }
  return `${bytes.format(unit === 0 ? Math.round(n) : n)} ${units[unit]}`;
}

/** `+12,5%`, `-3%`, `0%`: a growth rate with its sign. */
export function formatGrowth(rate: number): string {
  const sign = rate > 0 ? "+" : rate < 0 ? "-" : "";
  return `${sign}${bytes.format(Math.abs(rate))}%`;
}

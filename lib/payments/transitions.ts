import type { ContributionStatus } from "./schemas";

/**
 * Mercado Pago's payment statuses (the demo uses the same words) in our terms. `in_mediation` is a
 * dispute still open, so it stays pending; `charged_back` takes the money back like a refund.
 */
const PROVIDER_STATUS: Record<string, ContributionStatus> = {
  approved: "APPROVED",
  pending: "PENDING",
  authorized: "PENDING",
  in_process: "PENDING",
  in_mediation: "PENDING",
  rejected: "REJECTED",
  cancelled: "CANCELLED",
  refunded: "REFUNDED",
  charged_back: "REFUNDED",
};

export function mapProviderStatus(status: string): ContributionStatus | null {
  return PROVIDER_STATUS[status.trim().toLowerCase()] ?? null;
}

export interface TransitionInput {
  current: { status: ContributionStatus; amountCents: number; providerPaymentId: string | null };
  payment: { id: string; status: string; amountCents: number };
}

export type Transition =
  /** First approval of the contribution: the user is credited, exactly once. */
  | { kind: "approve" }
  /** The payment that approved the contribution was refunded or charged back: the credit is undone. */
  | { kind: "revoke" }
  | { kind: "update"; status: Exclude<ContributionStatus, "APPROVED"> }
  | { kind: "ignore"; reason: "unknown-status" | "final" | "already-approved" | "underpaid" | "unchanged" };

/**
 * What one payment report does to a contribution. Notifications arrive repeated and out of order,
 * so an APPROVED contribution is never downgraded by a late `pending` or `rejected` (possibly of an
 * earlier, failed attempt): only a refund of the very payment that approved it undoes it.
 */
export function decideTransition({ current, payment }: TransitionInput): Transition {
  const next = mapProviderStatus(payment.status);
  if (!next) return { kind: "ignore", reason: "unknown-status" };
  if (current.status === "REFUNDED") return { kind: "ignore", reason: "final" };
  if (current.status === "APPROVED") {
    return next === "REFUNDED" && payment.id === current.providerPaymentId ? { kind: "revoke" } : { kind: "ignore", reason: "already-approved" };
  }
  if (next === "APPROVED") {
    return payment.amountCents >= current.amountCents ? { kind: "approve" } : { kind: "ignore", reason: "underpaid" };
  }
  if (next === current.status && payment.id === current.providerPaymentId) return { kind: "ignore", reason: "unchanged" };
  return { kind: "update", status: next };
}

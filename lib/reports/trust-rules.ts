/**
 * The rules that weigh a report (docs/product-rules.md "Denúncias"), pure so the admin queue's labels
 * and the tests read them without a database.
 */

export const TRUST_FLAGS = ["NEW_ACCOUNT", "NO_DOWNLOAD", "LOW_REPUTATION"] as const;
export type TrustFlag = (typeof TRUST_FLAGS)[number];

/** How the queue marks a report that does not count towards the automatic hold. */
export const TRUST_FLAG_LABELS: Record<TrustFlag, string> = {
  NEW_ACCOUNT: "conta nova",
  NO_DOWNLOAD: "não baixou o fluxo",
  LOW_REPUTATION: "denúncias anteriores dispensadas",
};

export const REPUTATION = {
  /** Decisions older than this are forgotten: a reporter's standing follows their recent record. */
  windowDays: 365,
  /** Each upheld report (hidden or banned) adds this much… */
  upheld: 0.25,
  /** …and each dismissed one takes this much away: two dismissals with nothing upheld and the account stops counting. */
  dismissed: 0.5,
  max: 2,
} as const;

/** 1 for a reporter with no decided reports, up to 2 after upheld ones, down to 0 (no longer counts) after dismissed ones. */
export function reputationWeight(upheld: number, dismissed: number): number {
  const weight = 1 + REPUTATION.upheld * upheld - REPUTATION.dismissed * dismissed;
  return Math.min(REPUTATION.max, Math.max(0, weight));
}

/**
 * Whether the open "malicioso ou inseguro" reports of an item hold it: their weights reach the
 * threshold, from at least two counting reporters (one when the threshold is 1), so a single
 * trusted account never takes anything down on its own.
 */
export function reachesHold({ weight, reporters }: { weight: number; reporters: number }, threshold: number): boolean {
  return reporters >= Math.min(threshold, 2) && weight >= threshold - 1e-9;
}

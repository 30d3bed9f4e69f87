/** A mail is tried this many times in all; after the last failure it is marked FAILED for the admins. */
export const MAX_ATTEMPTS = 8;

// 30 s, 2 min, 10 min, 1 h, 3 h, 6 h, 12 h: a short outage is bridged within minutes, and the whole
// series (about 22 h) stays inside the day for which Resend remembers an idempotency key.
const DELAYS_SECONDS = [30, 2 * 60, 10 * 60, 60 * 60, 3 * 60 * 60, 6 * 60 * 60, 12 * 60 * 60] as const;

/** Seconds to wait before the next try, after `attempts` tries have failed (capped at the last step). */
export function retryDelaySeconds(attempts: number): number {
  const step = Math.min(Math.max(Math.floor(attempts), 1), DELAYS_SECONDS.length);
  return DELAYS_SECONDS[step - 1]!;
}

/** Whether the try numbered `attempts` was the last one allowed. */
export function isLastAttempt(attempts: number): boolean {
  return attempts >= MAX_ATTEMPTS;
}

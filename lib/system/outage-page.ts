import { databaseAway } from "@/db/availability";
import { statusPageHtml, UNAVAILABLE_HEADERS, UNAVAILABLE_PAGE } from "@/lib/http/status-page";

/** How long after the last failed statement a member's page is answered 503 without rendering. */
const OUTAGE_HOLD_MS = 1_000;

/**
 * The 503 page for a member's page while the database is known to be out of reach, or null. The
 * proxy answers it at once instead of rendering into the same failure (lib/system/outage-status.ts
 * turns the render that finds the outage into a 503). Past OUTAGE_HOLD_MS without a new failure
 * pages render again, and the first one tells whether the database is back. No Node-only imports:
 * proxy.ts loads this.
 */
export function outagePage(): { body: string; status: number; headers: Record<string, string> } | null {
  if (!databaseAway(OUTAGE_HOLD_MS)) return null;
  return { body: statusPageHtml(UNAVAILABLE_PAGE), status: 503, headers: { ...UNAVAILABLE_HEADERS } };
}

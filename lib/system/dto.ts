import type { MailQueueStatus } from "@/lib/mail/queue-status";
import type { DayCount } from "./daily-series";

/** The landing page's figures: measured, never claimed (lib/format `roundedDown` shows them). */
export interface PublicStats {
  flows: number;
  users: number;
  downloads: number;
}

export interface AdminStats {
  overview: {
    totalUsers: number;
    recentUsers: number;
    activeUsers: number;
    totalFlows: number;
    publicFlows: number;
    privateFlows: number;
    pendingFlows: number;
    totalDownloads: number;
    avgDownloadsPerUser: number;
    totalReviews: number;
  };
  topFlows: { id: string; name: string; author: { name: string }; downloadCount: number; score: number; reviewCount: number }[];
  /** Sign-ups in the last 30 days against the 30 before, in percent (docs/product-rules.md §13 growth). */
  growth: { usersGrowthRate: number };
  /** Downloads on each of the last 30 days in Brasília time, oldest first, today last; quiet days are 0. */
  downloadsPerDay: DayCount[];
}

export interface SystemInfo {
  version: string;
  demoMode: boolean;
  database: { kind: "postgres" | "pglite"; reachable: boolean; latencyMs: number | null; sizeBytes: number | null };
  /** Resend, or the demo outbox (/dev/mailbox). */
  email: "resend" | "outbox";
  /** The e-mail queue: waiting, given up, and the newest failures; null if it could not be read. */
  mailQueue: MailQueueStatus | null;
  /** Mercado Pago, the local demo checkout, or nothing configured (payments answer 503). */
  payments: "mercadopago" | "demo" | "unconfigured";
}

import "server-only";
import { sql } from "drizzle-orm";
import { db, selectRows } from "@/db";
import { env, isDemoMode } from "@/lib/env";
import { getMailQueueStatus, type MailQueueStatus } from "@/lib/mail/queue-status";
import { getMailer } from "@/lib/mail/send";
import { checkHealth } from "@/lib/system/health";

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

async function mailQueue(): Promise<MailQueueStatus | null> {
  try {
    return await getMailQueueStatus();
  } catch (error) {
    console.error("Não foi possível ler a fila de e-mails:", error);
    return null;
  }
}

async function databaseSize(): Promise<number | null> {
  try {
    const [row] = await selectRows<{ size: string | number }>(db, sql`select pg_database_size(current_database()) as size`);
    return row ? Number(row.size) : null;
  } catch (error) {
    console.error("Não foi possível medir o banco de dados:", error);
    return null;
  }
}

/**
 * Read-only health for the panel's Sistema tab. The providers are reported the way the app picks
 * them (lib/mail/send, lib/payments/gateway); no secret, not even its length, leaves the server.
 */
export async function getSystemInfo(): Promise<SystemInfo> {
  const [health, sizeBytes, queue] = await Promise.all([checkHealth(), databaseSize(), mailQueue()]);
  const demoMode = isDemoMode();
  return {
    version: health.version,
    demoMode,
    database: { ...health.database, sizeBytes: health.database.reachable ? sizeBytes : null },
    email: getMailer().kind,
    mailQueue: queue,
    payments: demoMode ? "demo" : env().MERCADOPAGO_ACCESS_TOKEN ? "mercadopago" : "unconfigured",
  };
}

import "server-only";
import { sql } from "drizzle-orm";
import { selectRows, type Transaction } from "@/db";
import { REPUTATION, reputationWeight, type TrustFlag } from "./trust-rules";

export interface ReporterTrust {
  /** What the report adds towards the automatic hold: 0 when it only reaches the queue. */
  weight: number;
  /** Why it does not count; empty when it does. */
  flags: TrustFlag[];
}

/**
 * How much a report counts towards the automatic hold, decided when it is filed (docs/product-rules.md
 * "Denúncias"): only an established account counts, one at least `minAccountDays` old that downloaded
 * the flow (the review's flow, for a review), weighted by how its earlier reports were decided. The
 * e-mail is verified already (reports need it). One statement, on the reporter's row and indexes:
 * downloads_user_flow_key and reports_reporter_created_idx.
 */
export async function assessReporter(
  tx: Transaction,
  { reporterId, flowId, minAccountDays }: { reporterId: string; flowId: string; minAccountDays: number },
): Promise<ReporterTrust> {
  const [row] = await selectRows<{ established: boolean; downloaded: boolean; upheld: number; dismissed: number }>(
    tx,
    sql`select u.created_at <= now() - make_interval(days => ${minAccountDays}::int) as established,
        exists (select 1 from downloads d where d.user_id = u.id and d.flow_id = ${flowId}) as downloaded,
        r.upheld, r.dismissed
      from users u,
        lateral (select count(*) filter (where status = 'ACTIONED')::int as upheld, count(*) filter (where status = 'DISMISSED')::int as dismissed
          from reports where reporter_id = u.id and created_at > now() - make_interval(days => ${REPUTATION.windowDays}::int)) r
      where u.id = ${reporterId}`,
  );
  if (!row) return { weight: 0, flags: ["NEW_ACCOUNT"] };
  const flags: TrustFlag[] = [];
  if (!row.established) flags.push("NEW_ACCOUNT");
  if (!row.downloaded) flags.push("NO_DOWNLOAD");
  const weight = reputationWeight(Number(row.upheld), Number(row.dismissed));
  if (weight === 0) flags.push("LOW_REPUTATION");
  return flags.length > 0 ? { weight: 0, flags } : { weight, flags };
}

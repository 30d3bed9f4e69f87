import "server-only";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { schema, type Transaction } from "@/db";
import { enqueueMail, type Mail } from "@/lib/mail/send";
import type { AuthorNoticeKind } from "@/lib/mail/notice-kinds";
import { flowApprovedMail, flowRejectedMail, versionDecidedMail } from "@/lib/mail/templates/author-notices";

const { flows, users } = schema;

export type FlowDecisionNotice = { decision: "APPROVED"; version?: number } | { decision: "REJECTED"; reason: string; version?: number };

/**
 * Queues the author's e-mail about a moderation decision, in the transaction that records it: the
 * decision commits once, so the e-mail is queued once, whatever the number of instances. Nothing is
 * queued for a moderator's own flow, a deleted author, an account that is not active or has not
 * confirmed its e-mail, or an author who turned that kind off in Meu Perfil.
 */
export async function queueFlowDecisionNotice(
  tx: Transaction,
  { flowId, moderatorId, notice }: { flowId: string; moderatorId: string; notice: FlowDecisionNotice },
): Promise<void> {
  const kind: AuthorNoticeKind = notice.version !== undefined ? "VERSION_DECIDED" : notice.decision === "APPROVED" ? "FLOW_APPROVED" : "FLOW_REJECTED";
  const [row] = await tx
    .select({
      id: flows.id,
      name: flows.name,
      slug: flows.slug,
      listed: sql<boolean>`${flows.status} = 'APPROVED' and ${flows.isPublic}`,
      authorId: users.id,
      email: users.email,
      authorName: users.name,
    })
    .from(flows)
    .innerJoin(users, eq(users.id, flows.authorId))
    .where(
      and(
        eq(flows.id, flowId),
        sql`${users.id} <> ${moderatorId}`,
        eq(users.status, "ACTIVE"),
        isNotNull(users.emailVerifiedAt),
        sql`not (${kind} = any(${users.mailOptOuts}))`,
      ),
    )
    .limit(1);
  if (!row) return;
  const to = { email: row.email, name: row.authorName };
  const flow = { id: row.id, name: row.name, slug: row.slug, listed: row.listed };
  let mail: Mail;
  if (notice.version !== undefined) {
    const decision = notice.decision === "APPROVED" ? { approved: true as const } : { approved: false as const, reason: notice.reason };
    mail = versionDecidedMail(to, { flow, version: notice.version, decision });
  } else {
    mail = notice.decision === "APPROVED" ? flowApprovedMail(to, { flow }) : flowRejectedMail(to, { flow, reason: notice.reason });
  }
  await enqueueMail(tx, mail);
}

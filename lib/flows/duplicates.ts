import "server-only";
import { and, eq, ne, or, sql } from "drizzle-orm";
import { schema, type Transaction } from "@/db";
import { AppError } from "@/lib/http/errors";

const { flows } = schema;

type Status = (typeof flows.$inferSelect)["status"];

/**
 * Serialises everything that checks one content fingerprint (upload, approval, going public) until
 * the transaction ends, so two copies of one workflow cannot both pass their duplicate check.
 */
export async function lockContentHash(tx: Transaction, contentHash: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${contentHash}))`);
}

/**
 * The oldest other flow with this exact content that is APPROVED and public or, when `authorId` is
 * given, belongs to that author (theirs first). `exceptId` leaves the flow being checked out.
 */
export async function findDuplicate(tx: Transaction, contentHash: string, { authorId, exceptId }: { authorId?: string; exceptId?: string } = {}) {
  const published = and(eq(flows.status, "APPROVED"), eq(flows.isPublic, true));
  const [existing] = await tx
    .select({ id: flows.id, name: flows.name, authorId: flows.authorId })
    .from(flows)
    .where(
      and(
        eq(flows.contentHash, contentHash),
        authorId ? or(published, eq(flows.authorId, authorId)) : published,
        exceptId ? ne(flows.id, exceptId) : undefined,
      ),
    )
    .orderBy(...(authorId ? [sql`${flows.authorId} = ${authorId} desc`] : []), flows.createdAt)
    .limit(1);
  return existing;
}

/** The 409 DUPLICATE_FLOW every path gives, naming the existing flow (`flowId`, `flow`) for the client. */
export function duplicateFlowError(message: string, existing: { id: string; name: string }) {
  return new AppError("DUPLICATE_FLOW", message, { details: { flowId: existing.id, flow: { id: existing.id, name: existing.name } } });
}

/**
 * Refuses (DUPLICATE_FLOW, 409) a change that would put a flow in the public catalogue (APPROVED
 * and public, from not being both) while another approved public flow has the same content. `next`
 * is what the change sets; call it inside the transaction that makes the change.
 */
export async function rejectPublishingDuplicate(tx: Transaction, flowId: string, next: { status?: Status; isPublic?: boolean }) {
  const [flow] = await tx
    .select({ contentHash: flows.contentHash, status: flows.status, isPublic: flows.isPublic })
    .from(flows)
    .where(eq(flows.id, flowId))
    .limit(1);
  if (!flow?.contentHash) return;
  const publishedNow = flow.status === "APPROVED" && flow.isPublic;
  const publishedAfter = (next.status ?? flow.status) === "APPROVED" && (next.isPublic ?? flow.isPublic);
  if (publishedNow || !publishedAfter) return;
  await lockContentHash(tx, flow.contentHash);
  const existing = await findDuplicate(tx, flow.contentHash, { exceptId: flowId });
  if (existing) throw duplicateFlowError(`Já existe um fluxo publicado com este mesmo conteúdo: "${existing.name}".`, existing);
}

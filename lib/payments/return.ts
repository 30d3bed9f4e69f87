import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import type { Viewer } from "@/lib/auth/viewer";
import { AppError } from "@/lib/http/errors";
import { enforceRateLimits } from "@/lib/security/rate-limit";
import { confirmContribution, toContributionDTO, type ContributionDTO } from "./contributions";
import { getPaymentGateway } from "./gateway";
import { contributionIdSchema } from "./schemas";

const { contributions } = schema;

export interface ReturnQuery {
  /** Mercado Pago appends `external_reference` (our contribution id) and `payment_id` to the back URL. */
  externalReference?: string;
  paymentId?: string;
}

/**
 * The contribution a checkout return is about, in its real state. The query is a hint, never
 * trusted: the contribution must be the viewer's own, and a `payment_id` is only believed after
 * fetching it from the provider — then it settles through the same code as the webhook, so a user
 * who comes back before the notification already sees the unlock. Without a usable hint, the
 * viewer's latest contribution answers.
 */
export async function resolveReturnedContribution(viewer: Pick<Viewer, "id">, query: ReturnQuery): Promise<ContributionDTO | null> {
  const ref = contributionIdSchema.safeParse(query.externalReference);
  const own = ref.success ? await ownContribution(viewer.id, ref.data) : null;
  if (own && own.status === "PENDING" && query.paymentId && /^\d{1,30}$/.test(query.paymentId)) {
    await settleFromProvider(viewer.id, own.id, query.paymentId);
    return ownContribution(viewer.id, own.id).then((row) => row && toContributionDTO(row));
  }
  if (own) return toContributionDTO(own);
  const [latest] = await db
    .select()
    .from(contributions)
    .where(eq(contributions.userId, viewer.id))
    .orderBy(desc(contributions.createdAt))
    .limit(1);
  return latest ? toContributionDTO(latest) : null;
}

async function ownContribution(userId: string, id: string) {
  const [row] = await db
    .select()
    .from(contributions)
    .where(and(eq(contributions.id, id), eq(contributions.userId, userId)))
    .limit(1);
  return row ?? null;
}

async function settleFromProvider(userId: string, contributionId: string, paymentId: string) {
  try {
    // Each reload would ask the provider again: a few lookups per user are plenty.
    await enforceRateLimits([{ key: `payment-return:user:${userId}`, limit: 10, windowSeconds: 600 }]);
    const gateway = getPaymentGateway();
    const payment = await gateway.fetchPayment(paymentId);
    if (!payment || payment.externalReference !== contributionId) return;
    await confirmContribution({
      provider: gateway.provider,
      paymentId: payment.id,
      externalReference: payment.externalReference,
      status: payment.status,
      amountCents: payment.amountCents,
      method: payment.method,
    });
  } catch (error) {
    // The webhook remains the source of truth; the page simply shows the state as it is.
    if (!(error instanceof AppError)) console.error("[pagamentos] falha ao consultar o pagamento de retorno:", error);
  }
}

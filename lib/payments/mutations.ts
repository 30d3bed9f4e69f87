import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { db, schema, writeTransaction } from "@/db";
import type { Viewer } from "@/lib/auth/viewer";
import { AppError } from "@/lib/http/errors";
import { enforceRateLimits } from "@/lib/security/rate-limit";
import { getSettings } from "@/lib/settings/queries";
import { demoPaymentId } from "./demo";
import { toContributionDTO, type ContributionDTO } from "./dto";
import { getPaymentGateway, type PaymentProvider, type ProviderPayment } from "./gateway";
import { minAmountMessage } from "./messages";
import { getDevCheckout } from "./queries";
import { contributionIdSchema, type ContributionStatus, type DevCheckoutInput } from "./schemas";
import { decideTransition, type Transition } from "./transitions";
import { log } from "@/lib/log";

const { contributions, users } = schema;

const CHECKOUT_FAILED = "Erro ao criar sessão de pagamento";

/**
 * Opens a PENDING contribution of at least the current minimum (docs/product-rules.md §5) and a checkout session for
 * it. If the provider fails, the contribution is CANCELLED and SERVICE_UNAVAILABLE is thrown.
 */
export async function createContribution({ viewer, amountCents }: { viewer: Pick<Viewer, "id" | "name" | "email">; amountCents: number }) {
  const { minContributionAmount } = await getSettings();
  if (amountCents < Math.round(minContributionAmount * 100)) {
    const message = minAmountMessage(minContributionAmount);
    throw new AppError("INVALID_INPUT", message, { details: { fieldErrors: { amount: [message] } } });
  }
  // Each attempt opens a preference at the provider: a runaway client must not flood it.
  await enforceRateLimits(
    [{ key: `contribution:user:${viewer.id}`, limit: 10, windowSeconds: 600 }],
    "Muitas tentativas de contribuição. Aguarde alguns minutos e tente novamente.",
  );
  const gateway = getPaymentGateway();
  const [row] = await db.insert(contributions).values({ userId: viewer.id, amountCents, provider: gateway.provider }).returning({ id: contributions.id });
  const contributionId = row!.id;
  try {
    const checkout = await gateway.createCheckout({ contribution: { id: contributionId, amountCents }, user: viewer });
    await db.update(contributions).set({ providerPreferenceId: checkout.preferenceId, updatedAt: new Date() }).where(eq(contributions.id, contributionId));
    return { checkout_url: checkout.checkoutUrl, contributionId };
  } catch (error) {
    log.error({ err: error, contributionId }, "[pagamentos] falha ao criar o checkout da contribuição");
    await db.update(contributions).set({ status: "CANCELLED", updatedAt: new Date() }).where(eq(contributions.id, contributionId));
    throw new AppError("SERVICE_UNAVAILABLE", CHECKOUT_FAILED);
  }
}

export interface PaymentConfirmation {
  provider: PaymentProvider;
  paymentId: string;
  /** The contribution id, as the provider echoes it back. */
  externalReference: string | null;
  status: string;
  amountCents: number;
  method: string | null;
}

export type ConfirmResult = { outcome: Transition["kind"] | "unknown-reference"; status?: ContributionStatus };

/**
 * THE one path that settles a payment (Mercado Pago webhook and demo checkout alike). The
 * contribution row is locked for the whole transaction, so repeated or concurrent reports of the
 * same payment queue up and each sees the previous one's result: the user is credited exactly once.
 */
async function confirmContribution(payment: PaymentConfirmation): Promise<ConfirmResult> {
  const ref = contributionIdSchema.safeParse(payment.externalReference);
  if (!ref.success) return { outcome: "unknown-reference" };
  return writeTransaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(contributions)
      .where(and(eq(contributions.id, ref.data), eq(contributions.provider, payment.provider)))
      .for("update");
    if (!row) return { outcome: "unknown-reference" };
    const transition = decideTransition({ current: row, payment: { id: payment.paymentId, status: payment.status, amountCents: payment.amountCents } });
    const now = new Date();
    const byId = eq(contributions.id, row.id);
    const paid = { providerPaymentId: payment.paymentId, method: payment.method ?? row.method, updatedAt: now };
    switch (transition.kind) {
      case "ignore":
        if (transition.reason === "underpaid") {
          log.warn({ paymentId: payment.paymentId, contributionId: row.id }, "[pagamentos] pagamento abaixo do valor da contribuição: ignorado");
        }
        return { outcome: "ignore", status: row.status };
      case "approve":
        await tx
          .update(contributions)
          .set({ ...paid, status: "APPROVED", paidAt: now })
          .where(byId);
        if (row.userId) {
          await tx
            .update(users)
            .set({ hasContributed: true, contributionCents: sql`${users.contributionCents} + ${row.amountCents}`, updatedAt: now })
            .where(eq(users.id, row.userId));
        }
        return { outcome: "approve", status: "APPROVED" };
      case "revoke":
        await tx.update(contributions).set({ status: "REFUNDED", updatedAt: now }).where(byId);
        if (row.userId) {
          // docs/product-rules.md §5: only approved payments count; another approved contribution keeps the unlock.
          await tx
            .update(users)
            .set({
              contributionCents: sql`greatest(${users.contributionCents} - ${row.amountCents}, 0)`,
              hasContributed: sql`exists (select 1 from ${contributions} where ${contributions.userId} = ${row.userId} and ${contributions.status} = 'APPROVED')`,
              updatedAt: now,
            })
            .where(eq(users.id, row.userId));
        }
        return { outcome: "revoke", status: "REFUNDED" };
      case "update":
        await tx
          .update(contributions)
          .set({ ...paid, status: transition.status })
          .where(byId);
        return { outcome: "update", status: transition.status };
    }
  });
}

/** A payment as its provider reports it (webhook or checkout return), settled by confirmContribution. */
export function confirmProviderPayment(provider: PaymentProvider, payment: ProviderPayment): Promise<ConfirmResult> {
  return confirmContribution({
    provider,
    paymentId: payment.id,
    externalReference: payment.externalReference,
    status: payment.status,
    amountCents: payment.amountCents,
    method: payment.method,
  });
}

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
export async function resolveReturnedContribution({ viewer, query }: { viewer: Pick<Viewer, "id">; query: ReturnQuery }): Promise<ContributionDTO | null> {
  const ref = contributionIdSchema.safeParse(query.externalReference);
  const own = ref.success ? await ownContribution(viewer.id, ref.data) : null;
  if (own && own.status === "PENDING" && query.paymentId && /^\d{1,30}$/.test(query.paymentId)) {
    await settleFromProvider(viewer.id, own.id, query.paymentId);
    return ownContribution(viewer.id, own.id).then((row) => row && toContributionDTO(row));
  }
  if (own) return toContributionDTO(own);
  const [latest] = await db.select().from(contributions).where(eq(contributions.userId, viewer.id)).orderBy(desc(contributions.createdAt)).limit(1);
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
    await confirmProviderPayment(gateway.provider, payment);
  } catch (error) {
    // The webhook remains the source of truth; the page simply shows the state as it is.
    if (!(error instanceof AppError)) log.error({ err: error }, "[pagamentos] falha ao consultar o pagamento de retorno");
  }
}

/**
 * 'Aprovar' / 'Recusar' on the demo checkout: reported as a payment of the contribution's exact
 * amount through `confirmContribution`, the very path the Mercado Pago webhook takes. Each click is
 * a new payment attempt, so a refusal after an approval changes nothing. Returns the new state.
 */
export async function completeDevCheckout({
  contributionId,
  viewer,
  input,
}: {
  contributionId: string;
  viewer: Pick<Viewer, "id">;
  input: DevCheckoutInput;
}): Promise<ContributionDTO> {
  const contribution = await getDevCheckout({ contributionId, viewer });
  await confirmContribution({
    provider: "demo",
    paymentId: demoPaymentId(),
    externalReference: contribution.id,
    status: input.outcome,
    amountCents: Math.round(contribution.amount * 100),
    method: input.method,
  });
  return getDevCheckout({ contributionId, viewer });
}

import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db, schema, writeTransaction } from "@/db";
import type { Contribution } from "@/db/schema";
import type { Viewer } from "@/lib/auth/viewer";
import { AppError } from "@/lib/http/errors";
import { enforceRateLimits } from "@/lib/security/rate-limit";
import { getSettings } from "@/lib/settings/queries";
import { getPaymentGateway, type PaymentProvider } from "./gateway";
import { minAmountMessage } from "./messages";
import { contributionIdSchema, type ContributionStatus } from "./schemas";
import { decideTransition, type Transition } from "./transitions";

const { contributions, users } = schema;

export const CONTRIBUTION_NOT_FOUND = "Contribuição não encontrada";
const CHECKOUT_FAILED = "Erro ao criar sessão de pagamento";

export interface ContributionDTO {
  id: string;
  status: ContributionStatus;
  /** In reais. */
  amount: number;
  method: string | null;
  createdAt: string;
  paidAt: string | null;
}

export function toContributionDTO(row: Contribution): ContributionDTO {
  return {
    id: row.id,
    status: row.status,
    amount: row.amountCents / 100,
    method: row.method,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

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
  const [row] = await db
    .insert(contributions)
    .values({ userId: viewer.id, amountCents, provider: gateway.provider })
    .returning({ id: contributions.id });
  const contributionId = row!.id;
  try {
    const checkout = await gateway.createCheckout({ contribution: { id: contributionId, amountCents }, user: viewer });
    await db.update(contributions).set({ providerPreferenceId: checkout.preferenceId, updatedAt: new Date() }).where(eq(contributions.id, contributionId));
    return { checkout_url: checkout.checkoutUrl, contributionId };
  } catch (error) {
    console.error(`[pagamentos] falha ao criar o checkout da contribuição ${contributionId}:`, error);
    await db.update(contributions).set({ status: "CANCELLED", updatedAt: new Date() }).where(eq(contributions.id, contributionId));
    throw new AppError("SERVICE_UNAVAILABLE", CHECKOUT_FAILED);
  }
}

/** The viewer's own contribution; anyone else's is NOT_FOUND (its existence is not revealed). */
export async function getContributionForUser({ id, viewer }: { id: string; viewer: Pick<Viewer, "id"> }): Promise<ContributionDTO> {
  const parsed = contributionIdSchema.safeParse(id);
  if (!parsed.success) throw new AppError("NOT_FOUND", CONTRIBUTION_NOT_FOUND);
  const [row] = await db
    .select()
    .from(contributions)
    .where(and(eq(contributions.id, parsed.data), eq(contributions.userId, viewer.id)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", CONTRIBUTION_NOT_FOUND);
  return toContributionDTO(row);
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
export async function confirmContribution(payment: PaymentConfirmation): Promise<ConfirmResult> {
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
          console.warn(`[pagamentos] pagamento ${payment.paymentId} abaixo do valor da contribuição ${row.id}: ignorado.`);
        }
        return { outcome: "ignore", status: row.status };
      case "approve":
        await tx.update(contributions).set({ ...paid, status: "APPROVED", paidAt: now }).where(byId);
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
        await tx.update(contributions).set({ ...paid, status: transition.status }).where(byId);
        return { outcome: "update", status: transition.status };
    }
  });
}

import "server-only";
import { and, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import type { Viewer } from "@/lib/auth/viewer";
import { isDemoMode } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { CONTRIBUTION_NOT_FOUND, confirmContribution, toContributionDTO, type ContributionDTO } from "./contributions";
import { demoPaymentId } from "./demo";
import { contributionIdSchema, type DevCheckoutInput } from "./schemas";

const { contributions } = schema;

/** docs/product-rules.md §15: the fake checkout exists only in demo mode; anywhere else it is a plain 404. */
export function assertDevCheckoutAvailable() {
  if (!isDemoMode()) throw new AppError("NOT_FOUND", "Não encontrado");
}

/** A demo contribution of the viewer's own, for the checkout page; anyone else's is NOT_FOUND. */
export async function getDevCheckout({ contributionId, viewer }: { contributionId: string; viewer: Pick<Viewer, "id"> }): Promise<ContributionDTO> {
  assertDevCheckoutAvailable();
  const parsed = contributionIdSchema.safeParse(contributionId);
  if (!parsed.success) throw new AppError("NOT_FOUND", CONTRIBUTION_NOT_FOUND);
  const [row] = await db
    .select()
    .from(contributions)
    .where(and(eq(contributions.id, parsed.data), eq(contributions.userId, viewer.id), eq(contributions.provider, "demo")))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", CONTRIBUTION_NOT_FOUND);
  return toContributionDTO(row);
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

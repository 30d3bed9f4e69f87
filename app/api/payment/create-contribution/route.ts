import { requireUser } from "@/lib/auth/viewer";
import { handle } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";
import { createContribution } from "@/lib/payments/mutations";
import { createContributionSchema } from "@/lib/payments/schemas";

// POST /api/payment/create-contribution – opens a contribution and returns the checkout URL to send the browser to
export const POST = handle(async (req) => {
  const viewer = await requireUser(req);
  const { amountCents } = createContributionSchema.parse(await readJson(req));
  const { checkout_url, contributionId } = await createContribution({ viewer, amountCents });
  return Response.json({ checkout_url, contributionId }, { status: 201, headers: { "Cache-Control": "no-store" } });
});

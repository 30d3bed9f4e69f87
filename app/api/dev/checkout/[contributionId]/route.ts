import { requireUser } from "@/lib/auth/viewer";
import { handle } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";
import { completeDevCheckout } from "@/lib/payments/mutations";
import { assertDevCheckoutAvailable } from "@/lib/payments/queries";
import { devCheckoutSchema } from "@/lib/payments/schemas";

// POST /api/dev/checkout/{contributionId} – demo only: the owner approves or refuses their own demo payment
export const POST = handle(async (req, ctx: RouteContext<"/api/dev/checkout/[contributionId]">) => {
  assertDevCheckoutAvailable();
  const viewer = await requireUser(req);
  const { contributionId } = await ctx.params;
  const input = devCheckoutSchema.parse(await readJson(req));
  return Response.json(await completeDevCheckout({ contributionId, viewer, input }), { headers: { "Cache-Control": "no-store" } });
});

import { requireUser } from "@/lib/auth/viewer";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";
import { getContributionForUser } from "@/lib/payments/queries";

// GET /api/payment/contributions/{id} – the viewer's own contribution and its current status
export const GET = handle(async (req, ctx: RouteContext<"/api/payment/contributions/[id]">) => {
  const viewer = await requireUser(req);
  const { id } = await ctx.params;
  return Response.json(await getContributionForUser({ id, viewer }), { headers: PRIVATE_NO_STORE });
});

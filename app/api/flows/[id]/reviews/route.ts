import { requireUser } from "@/lib/auth/viewer";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";
import { listReviews } from "@/lib/reviews/queries";

// GET /api/flows/{id}/reviews – the flow's reviews, newest first, and the viewer's own one
export const GET = handle(async (req, ctx: RouteContext<"/api/flows/[id]/reviews">) => {
  const viewer = await requireUser(req);
  const { id } = await ctx.params;
  return Response.json(await listReviews({ flowId: id, viewer }), { headers: PRIVATE_NO_STORE });
});

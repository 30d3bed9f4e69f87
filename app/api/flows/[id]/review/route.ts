import { requireUser } from "@/lib/auth/viewer";
import { handle } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";
import { createReview } from "@/lib/reviews/mutations";
import { reviewInputSchema } from "@/lib/reviews/schemas";

// POST /api/flows/{id}/review – rates and comments a visible flow, once per user; recounts its score
export const POST = handle(async (req, ctx: RouteContext<"/api/flows/[id]/review">) => {
  const viewer = await requireUser(req);
  const { id } = await ctx.params;
  const input = reviewInputSchema.parse(await readJson(req));
  return Response.json(await createReview({ flowId: id, viewer, input }), { status: 201 });
});

import { requireUser } from "@/lib/auth/viewer";
import { handle } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";
import { deleteReview, updateReview } from "@/lib/reviews/mutations";
import { reviewInputSchema } from "@/lib/reviews/schemas";

// PUT /api/reviews/{id} – replaces rating and comment; the review's author or an admin only
export const PUT = handle(async (req, ctx: RouteContext<"/api/reviews/[id]">) => {
  const viewer = await requireUser(req);
  const { id } = await ctx.params;
  const input = reviewInputSchema.parse(await readJson(req));
  return Response.json(await updateReview({ reviewId: id, viewer, input }));
});

// DELETE /api/reviews/{id} – removes a review; the review's author or an admin only
export const DELETE = handle(async (req, ctx: RouteContext<"/api/reviews/[id]">) => {
  const viewer = await requireUser(req);
  const { id } = await ctx.params;
  await deleteReview({ reviewId: id, viewer });
  return Response.json({ message: "Avaliação excluída" });
});

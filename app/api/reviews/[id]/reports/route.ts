import { requireUser } from "@/lib/auth/viewer";
import { handle } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";
import { reportReview } from "@/lib/reports/mutations";
import { createReportSchema } from "@/lib/reports/schemas";

// POST /api/reviews/{id}/reports – a verified member reports a shown review, once while it is open; N "malicioso" reports hide it
export const POST = handle(async (req, ctx: RouteContext<"/api/reviews/[id]/reports">) => {
  const viewer = await requireUser(req);
  const { id } = await ctx.params;
  const input = createReportSchema.parse(await readJson(req));
  return Response.json(await reportReview({ reviewId: id, viewer, input }), { status: 201 });
});

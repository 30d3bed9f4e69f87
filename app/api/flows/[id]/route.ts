import { requireUser } from "@/lib/auth/viewer";
import { getFlowDetail } from "@/lib/flows/detail";
import { handle } from "@/lib/http/handler";

// GET /api/flows/{id} – one flow; the full workflow JSON only for those entitled to it
export const GET = handle(async (req, ctx: RouteContext<"/api/flows/[id]">) => {
  const viewer = await requireUser(req);
  const { id } = await ctx.params;
  return Response.json(await getFlowDetail(id, viewer), { headers: { "Cache-Control": "private, no-store" } });
});

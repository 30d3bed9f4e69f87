import { requireAdmin } from "@/lib/auth/viewer";
import { approveFlow } from "@/lib/flows/mutations";
import { handle } from "@/lib/http/handler";

// POST /api/admin/flows/{id}/approve – approves a flow; approving it again changes nothing (admin only)
export const POST = handle(async (req, ctx: RouteContext<"/api/admin/flows/[id]/approve">) => {
  const viewer = await requireAdmin(req);
  const { id } = await ctx.params;
  return Response.json(await approveFlow({ flowId: id, viewer }));
});

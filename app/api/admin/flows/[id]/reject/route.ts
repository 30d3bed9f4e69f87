import { requireAdmin } from "@/lib/auth/viewer";
import { rejectFlow } from "@/lib/flows/mutations";
import { rejectFlowSchema } from "@/lib/flows/schemas";
import { handle } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";

// POST /api/admin/flows/{id}/reject – rejects a flow with a reason its author will read (admin only)
export const POST = handle(async (req, ctx: RouteContext<"/api/admin/flows/[id]/reject">) => {
  const viewer = await requireAdmin(req);
  const { id } = await ctx.params;
  const { reason } = rejectFlowSchema.parse(await readJson(req));
  return Response.json(await rejectFlow({ flowId: id, reason, viewer }));
});

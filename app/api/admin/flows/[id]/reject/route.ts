import { rejectFlowSchema } from "@/lib/admin/flow-schemas";
import { rejectFlow } from "@/lib/admin/moderation";
import { requireAdmin } from "@/lib/auth/viewer";
import { handle } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";

// POST /api/admin/flows/{id}/reject – rejects a flow with a reason its author will read (admin only)
export const POST = handle(async (req, ctx: RouteContext<"/api/admin/flows/[id]/reject">) => {
  const admin = await requireAdmin(req);
  const { id } = await ctx.params;
  const { reason } = rejectFlowSchema.parse(await readJson(req));
  return Response.json(await rejectFlow({ flowId: id, reason, admin }));
});

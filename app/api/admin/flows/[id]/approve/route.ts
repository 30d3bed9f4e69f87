import { requireAdmin } from "@/lib/auth/viewer";
import { approveFlow } from "@/lib/flows/mutations";
import { approveFlowSchema } from "@/lib/flows/schemas";
import { handle } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";

// POST /api/admin/flows/{id}/approve – approves a flow; approving it again changes nothing (admin only).
// A body is optional: `{ note }` is required only when the flow's safety report is `high`.
export const POST = handle(async (req, ctx: RouteContext<"/api/admin/flows/[id]/approve">) => {
  const viewer = await requireAdmin(req);
  const { id } = await ctx.params;
  // Earlier clients send no body (and no Content-Type): nothing to read then.
  const { note } = req.headers.has("content-type") ? approveFlowSchema.parse(await readJson(req)) : {};
  return Response.json(await approveFlow({ flowId: id, viewer, note }));
});

import { requireUser } from "@/lib/auth/viewer";
import { listFlowVersions } from "@/lib/flows/versions/store";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";

// GET /api/flows/{id}/versions – the flow's versions, newest first, with the steps each one changed
export const GET = handle(async (req, ctx: RouteContext<"/api/flows/[id]/versions">) => {
  const viewer = await requireUser(req);
  const { id } = await ctx.params;
  return Response.json(await listFlowVersions({ flowId: id, viewer }), { headers: PRIVATE_NO_STORE });
});

import { requireUser } from "@/lib/auth/viewer";
import { getDownloadStatus } from "@/lib/downloads/queries";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";

// GET /api/flows/{id}/download-status – the viewer's quota and whether they already have this flow
export const GET = handle(async (req, ctx: RouteContext<"/api/flows/[id]/download-status">) => {
  const viewer = await requireUser(req);
  const { id } = await ctx.params;
  return Response.json(await getDownloadStatus({ viewer, flowId: id }), { headers: PRIVATE_NO_STORE });
});

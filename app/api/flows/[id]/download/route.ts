import { requireUser } from "@/lib/auth/viewer";
import { downloadFlow } from "@/lib/downloads/download-flow";
import { handle } from "@/lib/http/handler";

// POST /api/flows/{id}/download – returns the flow JSON and consumes quota (a re-download is free)
export const POST = handle(async (req, ctx: RouteContext<"/api/flows/[id]/download">) => {
  const viewer = await requireUser(req);
  const { id } = await ctx.params;
  return Response.json(await downloadFlow({ flowId: id, viewer }), { headers: { "Cache-Control": "private, no-store" } });
});

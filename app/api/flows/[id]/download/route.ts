import { requireUser } from "@/lib/auth/viewer";
import { downloadFlow } from "@/lib/downloads/mutations";
import { downloadQuerySchema } from "@/lib/flows/schemas";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";

// POST /api/flows/{id}/download[?version=N] – returns the flow JSON and consumes quota (a re-download,
// of any version, is free)
export const POST = handle(async (req, ctx: RouteContext<"/api/flows/[id]/download">) => {
  const viewer = await requireUser(req);
  const { id } = await ctx.params;
  const { version } = downloadQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await downloadFlow({ flowId: id, viewer, version }), { headers: PRIVATE_NO_STORE });
});

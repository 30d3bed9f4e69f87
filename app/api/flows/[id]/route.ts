import { requireUser } from "@/lib/auth/viewer";
import { getFlowDetail } from "@/lib/flows/detail";
import { FLOW_LIMITS } from "@/lib/workflow/fields";
import { deleteFlow, updateFlow } from "@/lib/flows/mutations";
import { updateFlowSchema } from "@/lib/flows/schemas";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";

// GET /api/flows/{id} – one flow; the full workflow JSON only for those entitled to it
export const GET = handle(async (req, ctx: RouteContext<"/api/flows/[id]">) => {
  const viewer = await requireUser(req);
  const { id } = await ctx.params;
  return Response.json(await getFlowDetail({ id, viewer }), { headers: PRIVATE_NO_STORE });
});

// PUT /api/flows/{id} – edits name, description, tutorial, tags and visibility, and with `metadata`
// makes a new version of the workflow (author or admin); the body may be as large as an upload's
export const PUT = handle(async (req, ctx: RouteContext<"/api/flows/[id]">) => {
  const viewer = await requireUser(req);
  const { id } = await ctx.params;
  const input = updateFlowSchema.parse(await readJson(req, FLOW_LIMITS.requestBytes));
  return Response.json(await updateFlow({ flowId: id, input, viewer }));
});

// DELETE /api/flows/{id} – removes the flow (author or admin); download history keeps its name
export const DELETE = handle(async (req, ctx: RouteContext<"/api/flows/[id]">) => {
  const viewer = await requireUser(req);
  const { id } = await ctx.params;
  await deleteFlow({ flowId: id, viewer });
  return Response.json({ message: "Fluxo removido" });
});

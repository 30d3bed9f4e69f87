import { requireUser } from "@/lib/auth/viewer";
import { removeFlowFromCollection } from "@/lib/collections/mutations";
import { collectionFlowSchema } from "@/lib/collections/schemas";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";

// DELETE /api/collections/{id}/flows/{flowId} – the same as DELETE …/flows with { flowId }, for clients that send no body
export const DELETE = handle(async (req, ctx: RouteContext<"/api/collections/[id]/flows/[flowId]">) => {
  const viewer = await requireUser(req);
  const params = await ctx.params;
  const { flowId } = collectionFlowSchema.parse({ flowId: params.flowId });
  return Response.json(await removeFlowFromCollection({ id: params.id, flowId, viewer }), { headers: PRIVATE_NO_STORE });
});

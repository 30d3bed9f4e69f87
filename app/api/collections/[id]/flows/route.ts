import { requireUser } from "@/lib/auth/viewer";
import { addFlowToCollection, removeFlowFromCollection, reorderCollection } from "@/lib/collections/mutations";
import { collectionFlowSchema, collectionOrderSchema } from "@/lib/collections/schemas";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";

// POST /api/collections/{id}/flows { flowId } – adds the flow at the end (201; 200 when it was there already)
export const POST = handle(async (req, ctx: RouteContext<"/api/collections/[id]/flows">) => {
  const viewer = await requireUser(req);
  const { id } = await ctx.params;
  const { flowId } = collectionFlowSchema.parse(await readJson(req));
  const state = await addFlowToCollection({ id, flowId, viewer });
  return Response.json(state, { status: state.added ? 201 : 200, headers: PRIVATE_NO_STORE });
});

// DELETE /api/collections/{id}/flows { flowId } – takes the flow out (not there is fine)
export const DELETE = handle(async (req, ctx: RouteContext<"/api/collections/[id]/flows">) => {
  const viewer = await requireUser(req);
  const { id } = await ctx.params;
  const { flowId } = collectionFlowSchema.parse(await readJson(req));
  return Response.json(await removeFlowFromCollection({ id, flowId, viewer }), { headers: PRIVATE_NO_STORE });
});

// PUT /api/collections/{id}/flows { flowIds } – the new order, first first
export const PUT = handle(async (req, ctx: RouteContext<"/api/collections/[id]/flows">) => {
  const viewer = await requireUser(req);
  const { id } = await ctx.params;
  const { flowIds } = collectionOrderSchema.parse(await readJson(req));
  return Response.json(await reorderCollection({ id, flowIds, viewer }), { headers: PRIVATE_NO_STORE });
});

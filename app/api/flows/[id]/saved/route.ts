import { requireUser } from "@/lib/auth/viewer";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";
import { saveFlow, unsaveFlow } from "@/lib/saved/mutations";

// PUT /api/flows/{id}/saved – 'Salvar': keeps the flow in the member's saved flows (again is fine)
export const PUT = handle(async (req, ctx: RouteContext<"/api/flows/[id]/saved">) => {
  const viewer = await requireUser(req);
  const { id } = await ctx.params;
  return Response.json(await saveFlow({ flowId: id, viewer }), { headers: PRIVATE_NO_STORE });
});

// DELETE /api/flows/{id}/saved – takes the flow out of the member's saved flows (not saved is fine)
export const DELETE = handle(async (req, ctx: RouteContext<"/api/flows/[id]/saved">) => {
  const viewer = await requireUser(req);
  const { id } = await ctx.params;
  return Response.json(await unsaveFlow({ flowId: id, viewer }), { headers: PRIVATE_NO_STORE });
});

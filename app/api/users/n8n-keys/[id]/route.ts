import { requireUser } from "@/lib/auth/viewer";
import { handle } from "@/lib/http/handler";
import { revokeN8nKey } from "@/lib/n8n/mutations";

// DELETE /api/users/n8n-keys/{id} – revokes one of the signed-in user's keys; n8n is told on its next call
export const DELETE = handle(async (req, ctx: RouteContext<"/api/users/n8n-keys/[id]">) => {
  const viewer = await requireUser(req);
  const { id } = await ctx.params;
  await revokeN8nKey({ viewer, id });
  return Response.json({ message: "Chave revogada" });
});

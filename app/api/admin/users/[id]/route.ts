import { requireAdmin } from "@/lib/auth/viewer";
import { handle } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";
import { deleteUser, parseUserId, updateUser } from "@/lib/users/mutations";
import { updateUserSchema } from "@/lib/users/schemas";

// PUT /api/admin/users/{id} – changes name, e-mail, role or status; never the admin's own role or status (admin only)
export const PUT = handle(async (req, ctx: RouteContext<"/api/admin/users/[id]">) => {
  const viewer = await requireAdmin(req);
  const userId = parseUserId((await ctx.params).id);
  const input = updateUserSchema.parse(await readJson(req));
  return Response.json(await updateUser({ viewer, userId, input }));
});

// DELETE /api/admin/users/{id} – removes another user's account; their approved flows stay as 'Usuário removido' (admin only)
export const DELETE = handle(async (req, ctx: RouteContext<"/api/admin/users/[id]">) => {
  const viewer = await requireAdmin(req);
  await deleteUser({ viewer, userId: (await ctx.params).id });
  return Response.json({ message: "Usuário removido" });
});

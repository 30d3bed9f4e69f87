import { updateUserSchema } from "@/lib/admin/user-schemas";
import { deleteUser, parseUserId, updateUser } from "@/lib/admin/users";
import { requireAdmin } from "@/lib/auth/viewer";
import { handle } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";

// PUT /api/admin/users/{id} – changes name, e-mail, role or status; never the admin's own role or status (admin only)
export const PUT = handle(async (req, ctx: RouteContext<"/api/admin/users/[id]">) => {
  const admin = await requireAdmin(req);
  const userId = parseUserId((await ctx.params).id);
  const input = updateUserSchema.parse(await readJson(req));
  return Response.json(await updateUser({ userId, input, actor: admin }));
});

// DELETE /api/admin/users/{id} – removes another user's account; their approved flows stay as 'Usuário removido' (admin only)
export const DELETE = handle(async (req, ctx: RouteContext<"/api/admin/users/[id]">) => {
  const admin = await requireAdmin(req);
  await deleteUser({ userId: (await ctx.params).id, actor: admin });
  return Response.json({ message: "Usuário removido" });
});

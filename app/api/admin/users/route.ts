import { createUserSchema, listUsersParams, listUsersSchema } from "@/lib/admin/user-schemas";
import { createUser, listUsers } from "@/lib/admin/users";
import { requireAdmin } from "@/lib/auth/viewer";
import { handle } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";

// GET /api/admin/users – users filtered by search, status and role, newest first, with the summary figures (admin only)
export const GET = handle(async (req) => {
  await requireAdmin(req);
  const input = listUsersSchema.parse(listUsersParams(new URL(req.url).searchParams));
  return Response.json(await listUsers(input), { headers: { "Cache-Control": "private, no-store" } });
});

// POST /api/admin/users – creates an active, e-mail-verified account (admin only)
export const POST = handle(async (req) => {
  await requireAdmin(req);
  const input = createUserSchema.parse(await readJson(req));
  return Response.json(await createUser(input), { status: 201 });
});

import { requireAdmin } from "@/lib/auth/viewer";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";
import { createUser } from "@/lib/users/mutations";
import { listUsers } from "@/lib/users/queries";
import { createUserSchema, listUsersParams, listUsersSchema } from "@/lib/users/schemas";

// GET /api/admin/users – users filtered by search, status and role, newest first, with the summary figures (admin only)
export const GET = handle(async (req) => {
  const viewer = await requireAdmin(req);
  const input = listUsersSchema.parse(listUsersParams(new URL(req.url).searchParams));
  return Response.json(await listUsers({ viewer, input }), { headers: PRIVATE_NO_STORE });
});

// POST /api/admin/users – creates an active, e-mail-verified account (admin only)
export const POST = handle(async (req) => {
  const viewer = await requireAdmin(req);
  const input = createUserSchema.parse(await readJson(req));
  return Response.json(await createUser({ viewer, input }), { status: 201 });
});

import { sessionHeaders } from "@/lib/auth/session";
import { requireUser } from "@/lib/auth/viewer";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";
import { clientIp, readJson } from "@/lib/http/request";
import { closeAccount, updateProfile } from "@/lib/users/mutations";
import { getProfile } from "@/lib/users/queries";
import { deleteAccountSchema, updateProfileSchema } from "@/lib/users/schemas";

// GET /api/users/profile – the signed-in user, their counters and their download history
export const GET = handle(async (req) => {
  const viewer = await requireUser(req);
  return Response.json(await getProfile(viewer), { headers: PRIVATE_NO_STORE });
});

// PUT /api/users/profile – changes the name; a new e-mail (with currentPassword) waits for its link
export const PUT = handle(async (req) => {
  const viewer = await requireUser(req);
  const input = updateProfileSchema.parse(await readJson(req));
  return Response.json(await updateProfile({ ip: clientIp(req), viewer, input }), { headers: PRIVATE_NO_STORE });
});

// DELETE /api/users/profile – deletes the signed-in user's account after confirming the password
export const DELETE = handle(async (req) => {
  const viewer = await requireUser(req);
  const { password } = deleteAccountSchema.parse(await readJson(req));
  await closeAccount({ ip: clientIp(req), viewer, password });
  return Response.json({ message: "Conta excluída" }, { headers: sessionHeaders(null, PRIVATE_NO_STORE) });
});

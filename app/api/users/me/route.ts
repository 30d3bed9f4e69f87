import { requireUser } from "@/lib/auth/viewer";
import { handle } from "@/lib/http/handler";
import { getMe } from "@/lib/users/queries";

// GET /api/users/me – the signed-in user's name, role and quota, for pages served from the shared cache
export const GET = handle(async (req) => {
  const viewer = await requireUser(req);
  return Response.json(await getMe(viewer), { headers: { "Cache-Control": "private, no-store" } });
});

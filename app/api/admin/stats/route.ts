import { requireAdmin } from "@/lib/auth/viewer";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";
import { getAdminStats } from "@/lib/system/queries";

// GET /api/admin/stats – overview figures, top flows and user growth (admin only)
export const GET = handle(async (req) => {
  const viewer = await requireAdmin(req);
  return Response.json(await getAdminStats(viewer), { headers: PRIVATE_NO_STORE });
});

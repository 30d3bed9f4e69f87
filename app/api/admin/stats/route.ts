import { requireAdmin } from "@/lib/auth/viewer";
import { handle } from "@/lib/http/handler";
import { getAdminStats } from "@/lib/system/queries";

// GET /api/admin/stats – overview figures, top flows and user growth (admin only)
export const GET = handle(async (req) => {
  const viewer = await requireAdmin(req);
  return Response.json(await getAdminStats(viewer), { headers: { "Cache-Control": "private, no-store" } });
});

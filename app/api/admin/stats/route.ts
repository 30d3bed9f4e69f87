import { getAdminStats } from "@/lib/admin/stats";
import { requireAdmin } from "@/lib/auth/viewer";
import { handle } from "@/lib/http/handler";

// GET /api/admin/stats – overview figures, top flows and user growth (admin only)
export const GET = handle(async (req) => {
  await requireAdmin(req);
  return Response.json(await getAdminStats(), { headers: { "Cache-Control": "private, no-store" } });
});

import { requireAdmin } from "@/lib/auth/viewer";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";
import { listReportHistory } from "@/lib/reports/queries";
import { reportPageSchema } from "@/lib/reports/schemas";

// GET /api/admin/reports/history?page – every decision on reported items, automatic holds included, newest first (admin only)
export const GET = handle(async (req) => {
  const viewer = await requireAdmin(req);
  const { page } = reportPageSchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listReportHistory({ viewer, page }), { headers: PRIVATE_NO_STORE });
});

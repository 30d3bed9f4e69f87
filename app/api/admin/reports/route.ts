import { requireAdmin } from "@/lib/auth/viewer";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";
import { listReportQueue } from "@/lib/reports/queries";
import { reportPageSchema } from "@/lib/reports/schemas";

// GET /api/admin/reports?page – the open reports grouped by item, held items first (admin only)
export const GET = handle(async (req) => {
  const viewer = await requireAdmin(req);
  const { page } = reportPageSchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listReportQueue({ viewer, page }), { headers: PRIVATE_NO_STORE });
});

import { requireAdmin } from "@/lib/auth/viewer";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";
import { listContributions } from "@/lib/payments/queries";
import { listContributionsSchema } from "@/lib/payments/schemas";

// GET /api/admin/contributions?page&limit&status – contributions with their contributor, plus approved totals (admin only)
export const GET = handle(async (req) => {
  const viewer = await requireAdmin(req);
  const query = Object.fromEntries([...new URL(req.url).searchParams].filter(([, v]) => v !== ""));
  const input = listContributionsSchema.parse(query);
  return Response.json(await listContributions({ viewer, input }), { headers: PRIVATE_NO_STORE });
});

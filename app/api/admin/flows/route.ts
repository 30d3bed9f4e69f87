import { adminListFlowsSchema, queryToInput } from "@/lib/admin/flow-schemas";
import { listAdminFlows } from "@/lib/admin/flows";
import { requireAdmin } from "@/lib/auth/viewer";
import { handle } from "@/lib/http/handler";

// GET /api/admin/flows?status&search&platform&visibility&page&limit&sort – every flow with its author, for moderation (admin only)
export const GET = handle(async (req) => {
  await requireAdmin(req);
  const input = adminListFlowsSchema.parse(queryToInput(new URL(req.url).searchParams));
  return Response.json(await listAdminFlows(input), { headers: { "Cache-Control": "private, no-store" } });
});

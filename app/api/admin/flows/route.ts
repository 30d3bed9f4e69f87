import { requireAdmin } from "@/lib/auth/viewer";
import { listAdminFlows } from "@/lib/flows/queries";
import { adminListFlowsSchema, queryToInput } from "@/lib/flows/schemas";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";

// GET /api/admin/flows?status&search&platform&visibility&page&limit&sort – every flow with its author, for moderation (admin only)
export const GET = handle(async (req) => {
  const viewer = await requireAdmin(req);
  const input = adminListFlowsSchema.parse(queryToInput(new URL(req.url).searchParams));
  return Response.json(await listAdminFlows({ viewer, input }), { headers: PRIVATE_NO_STORE });
});

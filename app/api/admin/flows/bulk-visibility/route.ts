import { bulkVisibilitySchema } from "@/lib/admin/flow-schemas";
import { setFlowsVisibility } from "@/lib/admin/moderation";
import { requireAdmin } from "@/lib/auth/viewer";
import { handle } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";

// POST /api/admin/flows/bulk-visibility – makes up to 100 flows public or private at once (admin only)
export const POST = handle(async (req) => {
  await requireAdmin(req);
  const input = bulkVisibilitySchema.parse(await readJson(req));
  return Response.json(await setFlowsVisibility(input));
});

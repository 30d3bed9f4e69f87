import { requireAdmin } from "@/lib/auth/viewer";
import { setFlowsVisibility } from "@/lib/flows/mutations";
import { bulkVisibilitySchema } from "@/lib/flows/schemas";
import { handle } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";

// POST /api/admin/flows/bulk-visibility – makes up to 100 flows public or private at once (admin only)
export const POST = handle(async (req) => {
  const viewer = await requireAdmin(req);
  const input = bulkVisibilitySchema.parse(await readJson(req));
  return Response.json(await setFlowsVisibility({ viewer, input }));
});

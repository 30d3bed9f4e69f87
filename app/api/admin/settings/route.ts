import { requireAdmin } from "@/lib/auth/viewer";
import { handle } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";
import { updateSettings } from "@/lib/settings/mutations";
import { settingsSchema } from "@/lib/settings/schemas";

// POST /api/admin/settings – changes any of the three settings (admin only); answers all three
export const POST = handle(async (req) => {
  const viewer = await requireAdmin(req);
  const values = settingsSchema.parse(await readJson(req));
  return Response.json(await updateSettings({ viewer, values }), { headers: { "Cache-Control": "no-store" } });
});

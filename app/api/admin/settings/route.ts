import { requireAdmin } from "@/lib/auth/viewer";
import { handle } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";
import { settingsSchema } from "@/lib/settings/keys";
import { updateSettings } from "@/lib/settings/mutations";

// POST /api/admin/settings – changes any of the three settings (admin only); answers all three
export const POST = handle(async (req) => {
  const admin = await requireAdmin(req);
  const values = settingsSchema.parse(await readJson(req));
  return Response.json(await updateSettings({ values, adminId: admin.id }), { headers: { "Cache-Control": "no-store" } });
});

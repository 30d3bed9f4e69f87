import { requireUser } from "@/lib/auth/viewer";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";
import { readSetting } from "@/lib/settings/queries";

// GET /api/admin/settings/{key} – one setting's value; the download limit is for admins only
export const GET = handle(async (req, ctx: RouteContext<"/api/admin/settings/[key]">) => {
  const viewer = await requireUser(req);
  const { key } = await ctx.params;
  return Response.json(await readSetting({ key, viewer }), { headers: PRIVATE_NO_STORE });
});

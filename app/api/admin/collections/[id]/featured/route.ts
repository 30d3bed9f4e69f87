import { requireAdmin } from "@/lib/auth/viewer";
import { setCollectionFeatured } from "@/lib/collections/mutations";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";

// PUT /api/admin/collections/{id}/featured – features a public collection (n8n's collections, the landing page)
export const PUT = handle(async (req, ctx: RouteContext<"/api/admin/collections/[id]/featured">) => {
  const viewer = await requireAdmin(req);
  const { id } = await ctx.params;
  return Response.json(await setCollectionFeatured({ id, featured: true, viewer }), { headers: PRIVATE_NO_STORE });
});

// DELETE /api/admin/collections/{id}/featured – stops featuring it
export const DELETE = handle(async (req, ctx: RouteContext<"/api/admin/collections/[id]/featured">) => {
  const viewer = await requireAdmin(req);
  const { id } = await ctx.params;
  return Response.json(await setCollectionFeatured({ id, featured: false, viewer }), { headers: PRIVATE_NO_STORE });
});

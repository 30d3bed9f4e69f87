import { requireAdmin } from "@/lib/auth/viewer";
import { listCollectionsForAdmin } from "@/lib/collections/queries";
import { adminCollectionsSchema } from "@/lib/collections/schemas";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";

// GET /api/admin/collections?search=&featured=&page= – public collections to feature or remove (admin only)
export const GET = handle(async (req) => {
  await requireAdmin(req);
  const input = adminCollectionsSchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listCollectionsForAdmin(input), { headers: PRIVATE_NO_STORE });
});

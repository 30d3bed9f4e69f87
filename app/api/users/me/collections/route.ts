import { requireUser } from "@/lib/auth/viewer";
import { listMemberCollections } from "@/lib/collections/queries";
import { memberCollectionsSchema } from "@/lib/collections/schemas";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";

// GET /api/users/me/collections?page=&limit=&flowId= – the member's collections, newest change
// first; with flowId, each says whether it holds that flow
export const GET = handle(async (req) => {
  const viewer = await requireUser(req);
  const input = memberCollectionsSchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listMemberCollections({ viewer, input }), { headers: PRIVATE_NO_STORE });
});

import { requireUser } from "@/lib/auth/viewer";
import { listFollowing } from "@/lib/follows/queries";
import { followingListSchema } from "@/lib/follows/schemas";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";

// GET /api/users/me/following?page=&limit= – the authors the member follows whose pages are public
// and accounts active, newest followed first, each with the summary of GET /api/authors/{handle}
export const GET = handle(async (req) => {
  const viewer = await requireUser(req);
  const input = followingListSchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return Response.json(await listFollowing({ viewer, input }), { headers: PRIVATE_NO_STORE });
});

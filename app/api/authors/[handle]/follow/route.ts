import { requireUser } from "@/lib/auth/viewer";
import { followAuthor, unfollowAuthor } from "@/lib/follows/mutations";
import { getFollowState } from "@/lib/follows/queries";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";

// GET /api/authors/{handle}/follow – whether the member follows the page, with its exact follower
// count: what the "Seguir" button of the shared creator page fills in after hydration
export const GET = handle(async (req, ctx: RouteContext<"/api/authors/[handle]/follow">) => {
  const viewer = await requireUser(req);
  const { handle: raw } = await ctx.params;
  return Response.json(await getFollowState({ handle: raw, viewer }), { headers: PRIVATE_NO_STORE });
});

// PUT /api/authors/{handle}/follow – "Seguir": follows the author (again is fine)
export const PUT = handle(async (req, ctx: RouteContext<"/api/authors/[handle]/follow">) => {
  const viewer = await requireUser(req);
  const { handle: raw } = await ctx.params;
  return Response.json(await followAuthor({ handle: raw, viewer }), { headers: PRIVATE_NO_STORE });
});

// DELETE /api/authors/{handle}/follow – stops following the author (not following is fine)
export const DELETE = handle(async (req, ctx: RouteContext<"/api/authors/[handle]/follow">) => {
  const viewer = await requireUser(req);
  const { handle: raw } = await ctx.params;
  return Response.json(await unfollowAuthor({ handle: raw, viewer }), { headers: PRIVATE_NO_STORE });
});

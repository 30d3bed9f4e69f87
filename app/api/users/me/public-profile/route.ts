import { requireUser } from "@/lib/auth/viewer";
import { updatePublicProfile } from "@/lib/authors/mutations";
import { getPublicProfileSettings } from "@/lib/authors/queries";
import { updatePublicProfileSchema } from "@/lib/authors/schemas";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";

// GET /api/users/me/public-profile – the signed-in user's creator page settings: handle, bio, links, public switch
export const GET = handle(async (req) => {
  const viewer = await requireUser(req);
  return Response.json(await getPublicProfileSettings(viewer.id), { headers: PRIVATE_NO_STORE });
});

// PATCH /api/users/me/public-profile – changes what is sent of them; an earlier handle keeps redirecting (409 when taken)
export const PATCH = handle(async (req) => {
  const viewer = await requireUser(req);
  const input = updatePublicProfileSchema.parse(await readJson(req));
  return Response.json(await updatePublicProfile({ viewer, input }), { headers: PRIVATE_NO_STORE });
});

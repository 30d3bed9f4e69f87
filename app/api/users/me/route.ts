import { ownPagesCookieFor } from "@/lib/auth/session";
import { requireUser } from "@/lib/auth/viewer";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";
import { getMe } from "@/lib/users/queries";

// GET /api/users/me – the signed-in user's name, role and quota, for pages served from the shared cache
// (every member page calls it after hydration), and where the page cache's hint follows the viewer:
// an author whose flows were all published gets the shared pages again from the next one on.
export const GET = handle(async (req) => {
  const viewer = await requireUser(req);
  const headers = new Headers(PRIVATE_NO_STORE);
  const hint = ownPagesCookieFor(viewer, req.headers);
  if (hint) headers.append("Set-Cookie", hint);
  return Response.json(await getMe(viewer), { headers });
});

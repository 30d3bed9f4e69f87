import { requireAdmin } from "@/lib/auth/viewer";
import { getAuthorVerification, setAuthorVerification } from "@/lib/authors/verification";
import { setVerificationSchema } from "@/lib/authors/verification-schema";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";

// GET /api/admin/users/{id}/verification – the verified-author mark and every change to it with its reason, newest first (admin only)
export const GET = handle(async (req, ctx: RouteContext<"/api/admin/users/[id]/verification">) => {
  const viewer = await requireAdmin(req);
  return Response.json(await getAuthorVerification({ viewer, userId: (await ctx.params).id }), { headers: PRIVATE_NO_STORE });
});

// PUT /api/admin/users/{id}/verification – marks or unmarks an active account as a verified author, with the reason (admin only; the same state again is 409)
export const PUT = handle(async (req, ctx: RouteContext<"/api/admin/users/[id]/verification">) => {
  const viewer = await requireAdmin(req);
  const { id } = await ctx.params;
  const input = setVerificationSchema.parse(await readJson(req));
  return Response.json(await setAuthorVerification({ viewer, userId: id, input }), { headers: PRIVATE_NO_STORE });
});

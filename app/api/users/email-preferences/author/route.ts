import { requireUser } from "@/lib/auth/viewer";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";
import { getAuthorNotices, setAuthorNotices } from "@/lib/users/email-preferences";
import { authorNoticesSchema } from "@/lib/users/schemas";

// GET /api/users/email-preferences/author – which e-mails about their own flows the signed-in user gets
export const GET = handle(async (req) => {
  const viewer = await requireUser(req);
  return Response.json(await getAuthorNotices(viewer), { headers: PRIVATE_NO_STORE });
});

// PUT /api/users/email-preferences/author – { flowApproved?, flowRejected?, versionDecided?, reviewDigest? }: turns them on or off
export const PUT = handle(async (req) => {
  const viewer = await requireUser(req);
  const input = authorNoticesSchema.parse(await readJson(req));
  return Response.json(await setAuthorNotices({ viewer, input }), { headers: PRIVATE_NO_STORE });
});

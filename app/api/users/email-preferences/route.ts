import { requireUser } from "@/lib/auth/viewer";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";
import { getEmailPreferences, setEmailPreferences } from "@/lib/users/email-preferences";
import { emailPreferencesSchema } from "@/lib/users/schemas";

// GET /api/users/email-preferences – which e-mails the signed-in user asked for
export const GET = handle(async (req) => {
  const viewer = await requireUser(req);
  return Response.json(await getEmailPreferences(viewer), { headers: PRIVATE_NO_STORE });
});

// PUT /api/users/email-preferences – { flowUpdates?, followedAuthors? }: the e-mail about new versions of
// downloaded flows, the news from followed authors
export const PUT = handle(async (req) => {
  const viewer = await requireUser(req);
  const input = emailPreferencesSchema.parse(await readJson(req));
  return Response.json(await setEmailPreferences({ viewer, input }), { headers: PRIVATE_NO_STORE });
});

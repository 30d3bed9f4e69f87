import { requireUser } from "@/lib/auth/viewer";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";
import { getNotifications, setNotifications } from "@/lib/users/email-preferences";
import { notificationsSchema } from "@/lib/users/schemas";

// GET /api/users/notifications – which e-mails the signed-in user asked for
export const GET = handle(async (req) => {
  const viewer = await requireUser(req);
  return Response.json(await getNotifications(viewer), { headers: PRIVATE_NO_STORE });
});

// PUT /api/users/notifications – { flowUpdates }: the e-mail about new versions of downloaded flows
export const PUT = handle(async (req) => {
  const viewer = await requireUser(req);
  const input = notificationsSchema.parse(await readJson(req));
  return Response.json(await setNotifications({ viewer, input }), { headers: PRIVATE_NO_STORE });
});

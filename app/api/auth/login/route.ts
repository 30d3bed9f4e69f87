import { authenticate } from "@/lib/auth/mutations";
import { loginSchema } from "@/lib/auth/schemas";
import { sessionHeaders, startSession } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";
import { clientIp, readJson } from "@/lib/http/request";
import { getSettings } from "@/lib/settings/queries";
import { toSessionUser } from "@/lib/users/dto";

// POST /api/auth/login – checks the credentials (and their limits), opens a session, sets its
// cookie and returns {user, token}. The only route that signs anyone in.
export const POST = handle(async (req) => {
  const input = loginSchema.parse(await readJson(req));
  const user = await authenticate(input, { ip: clientIp(req) });
  const [token, settings] = await Promise.all([startSession(user), getSettings()]);
  return Response.json({ user: toSessionUser(user, settings.freeDownloadLimit), token }, { headers: sessionHeaders(token, { "Cache-Control": "no-store" }) });
});

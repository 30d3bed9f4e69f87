import { authenticate } from "@/lib/auth/accounts";
import { limitLogin } from "@/lib/auth/limits";
import { loginSchema } from "@/lib/auth/schemas";
import { issueSessionToken, sessionCookie } from "@/lib/auth/session-token";
import { handle } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";
import { getSettings } from "@/lib/settings/queries";
import { toSessionUser } from "@/lib/users/dto";

// POST /api/auth/login – checks the credentials, sets the session cookie and returns {user, token}
export const POST = handle(async (req) => {
  const input = loginSchema.parse(await readJson(req));
  const refund = await limitLogin(req, input.email);
  const user = await authenticate(input);
  await refund();
  const [token, settings] = await Promise.all([issueSessionToken({ sub: user.id, tv: user.tokenVersion }), getSettings()]);
  return Response.json(
    { user: toSessionUser(user, settings.freeDownloadLimit), token },
    { headers: { "Set-Cookie": sessionCookie(token), "Cache-Control": "no-store" } },
  );
});

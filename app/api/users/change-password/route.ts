import { sessionHeaders } from "@/lib/auth/session";
import { requireUser } from "@/lib/auth/viewer";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";
import { clientIp, readJson } from "@/lib/http/request";
import { changePassword } from "@/lib/users/mutations";
import { changePasswordSchema } from "@/lib/users/schemas";

// POST /api/users/change-password – sets a new password, ends the other sessions and renews this one
export const POST = handle(async (req) => {
  const viewer = await requireUser(req);
  const input = changePasswordSchema.parse(await readJson(req));
  const { token } = await changePassword({ ip: clientIp(req), viewer, input });
  // The token is returned too: a Bearer client's old token stopped working with the others.
  return Response.json({ message: "Senha alterada", token }, { headers: sessionHeaders(token, PRIVATE_NO_STORE) });
});

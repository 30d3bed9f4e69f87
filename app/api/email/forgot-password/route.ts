import { clientIp } from "@/lib/http/request";
import { requestPasswordReset } from "@/lib/auth/mutations";
import { limitForgotPassword } from "@/lib/auth/rate-limits";
import { emailOnlySchema } from "@/lib/auth/schemas";
import { handle } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";

// POST /api/email/forgot-password – e-mails a reset link; same answer whether the account exists or not
export const POST = handle(async (req) => {
  const { email } = emailOnlySchema.parse(await readJson(req));
  await limitForgotPassword(clientIp(req), email);
  return Response.json({ success: true, message: await requestPasswordReset(email) });
});

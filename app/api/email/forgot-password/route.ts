import { requestPasswordReset } from "@/lib/auth/email-flows";
import { limitForgotPassword } from "@/lib/auth/limits";
import { emailOnlySchema } from "@/lib/auth/schemas";
import { handle } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";

// POST /api/email/forgot-password – e-mails a reset link; same answer whether the account exists or not
export const POST = handle(async (req) => {
  const { email } = emailOnlySchema.parse(await readJson(req));
  await limitForgotPassword(req, email);
  return Response.json({ success: true, message: await requestPasswordReset(email) });
});

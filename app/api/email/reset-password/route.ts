import { resetPassword } from "@/lib/auth/mutations";
import { resetPasswordSchema } from "@/lib/auth/schemas";
import { handle } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";

// POST /api/email/reset-password – sets a new password from a reset token and ends every session
export const POST = handle(async (req) => {
  const { token, newPassword } = resetPasswordSchema.parse(await readJson(req));
  return Response.json({ success: true, message: await resetPassword(token, newPassword) });
});

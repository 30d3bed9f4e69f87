import { requestVerification } from "@/lib/auth/email-flows";
import { limitResend } from "@/lib/auth/limits";
import { emailOnlySchema } from "@/lib/auth/schemas";
import { handle } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";

// POST /api/email/request-verification – signed-out resend of the verification link
export const POST = handle(async (req) => {
  const { email } = emailOnlySchema.parse(await readJson(req));
  await limitResend(req, email);
  return Response.json({ success: true, message: await requestVerification(email) });
});

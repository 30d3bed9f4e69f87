import { clientIp } from "@/lib/http/request";
import { requestVerification } from "@/lib/auth/mutations";
import { limitResend } from "@/lib/auth/rate-limits";
import { emailOnlySchema } from "@/lib/auth/schemas";
import { handle } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";

// POST /api/email/request-verification – signed-out resend of the verification link
export const POST = handle(async (req) => {
  const { email } = emailOnlySchema.parse(await readJson(req));
  await limitResend(clientIp(req), email);
  return Response.json({ success: true, message: await requestVerification(email) });
});

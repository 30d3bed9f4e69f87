import { verifyEmail } from "@/lib/auth/mutations";
import { verifyEmailSchema } from "@/lib/auth/schemas";
import { handle } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";

// POST /api/email/verify – consumes a verification token
export const POST = handle(async (req) => {
  const { token } = verifyEmailSchema.parse(await readJson(req));
  return Response.json({ success: true, message: await verifyEmail(token) });
});

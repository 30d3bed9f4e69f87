import { clientIp } from "@/lib/http/request";
import { resendVerificationFor } from "@/lib/auth/mutations";
import { limitResend } from "@/lib/auth/rate-limits";
import { requireUser } from "@/lib/auth/viewer";
import { handle } from "@/lib/http/handler";

// POST /api/email/resend-verification – signed-in resend for the viewer's own address
export const POST = handle(async (req) => {
  const viewer = await requireUser(req);
  await limitResend(clientIp(req), viewer.email);
  return Response.json({ success: true, message: await resendVerificationFor(viewer.id) });
});

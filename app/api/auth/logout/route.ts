import { endSession, sessionHeaders, sessionTokenFrom } from "@/lib/auth/session";
import { handle } from "@/lib/http/handler";

// POST /api/auth/logout – ends this session on the server (its token stops working everywhere) and
// clears the cookie; the user's other devices stay signed in
export const POST = handle(async (req) => {
  const token = sessionTokenFrom(req.headers);
  if (token) await endSession(token);
  return Response.json({ message: "Logout realizado" }, { headers: sessionHeaders(null, { "Cache-Control": "no-store" }) });
});

import { clearedSessionCookie } from "@/lib/auth/session-token";
import { handle } from "@/lib/http/handler";

// POST /api/auth/logout – clears the session cookie
export const POST = handle(async () => {
  return Response.json({ message: "Logout realizado" }, { headers: { "Set-Cookie": clearedSessionCookie() } });
});

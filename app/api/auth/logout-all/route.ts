import { endAllSessions, sessionHeaders } from "@/lib/auth/session";
import { requireUser } from "@/lib/auth/viewer";
import { handle } from "@/lib/http/handler";

// POST /api/auth/logout-all – "Sair de todos os dispositivos": ends every session of the signed-in user
export const POST = handle(async (req) => {
  const viewer = await requireUser(req);
  await endAllSessions(viewer.id);
  return Response.json({ message: "Você saiu de todos os dispositivos" }, { headers: sessionHeaders(null, { "Cache-Control": "no-store" }) });
});

import { requireUser } from "@/lib/auth/viewer";
import { listFlowUpdates } from "@/lib/downloads/newer-versions";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";

// GET /api/users/me/flow-updates – downloaded flows with a newer version since (the marks on cards)
export const GET = handle(async (req) => {
  const viewer = await requireUser(req);
  return Response.json({ updates: await listFlowUpdates({ viewer }) }, { headers: PRIVATE_NO_STORE });
});

import { requireUser } from "@/lib/auth/viewer";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";
import { savedFlowIds } from "@/lib/saved/queries";

// GET /api/users/me/saved/ids – the ids of the member's saved flows (newest 1,000): what the
// 'Salvar' buttons of pages served from the shared cache fill in after hydration
export const GET = handle(async (req) => {
  const viewer = await requireUser(req);
  return Response.json({ ids: await savedFlowIds(viewer) }, { headers: PRIVATE_NO_STORE });
});

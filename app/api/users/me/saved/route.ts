import { requireUser } from "@/lib/auth/viewer";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";
import { toFlowListItem } from "@/lib/flows/queries";
import { listSavedFlows } from "@/lib/saved/queries";
import { savedListSchema } from "@/lib/saved/schemas";

// GET /api/users/me/saved?page=&limit= – the member's saved flows they can still see, newest saved
// first, with the items of GET /api/flows
export const GET = handle(async (req) => {
  const viewer = await requireUser(req);
  const input = savedListSchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  const { flows, pagination } = await listSavedFlows({ viewer, input });
  return Response.json({ flows: flows.map(toFlowListItem), pagination }, { headers: PRIVATE_NO_STORE });
});

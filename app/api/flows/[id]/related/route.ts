import { FLOW_NOT_FOUND } from "@/lib/flows/detail";
import { toFlowListItem } from "@/lib/flows/queries";
import { findRelatedFlows } from "@/lib/flows/related";
import { AppError } from "@/lib/http/errors";
import { handle } from "@/lib/http/handler";

// Public, like the flow's page that shows them: the same answer for everyone, a minute old at most.
const PUBLIC_CACHE = { "Cache-Control": "public, max-age=60" };

// GET /api/flows/{id}/related – "Fluxos parecidos": 3 to 12 other published flows, with the items of
// GET /api/flows; 404 unless {id} is a published flow (a malformed id included), whoever asks
export const GET = handle(async (_req, ctx: RouteContext<"/api/flows/[id]/related">) => {
  const { id } = await ctx.params;
  const related = await findRelatedFlows(id);
  if (!related) throw new AppError("NOT_FOUND", FLOW_NOT_FOUND);
  return Response.json({ flows: related.map(toFlowListItem) }, { headers: PUBLIC_CACHE });
});

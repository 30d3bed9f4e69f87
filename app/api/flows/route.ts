import { requireUser } from "@/lib/auth/viewer";
import { handle } from "@/lib/http/handler";
import { listFlows } from "@/lib/flows/queries";
import { listFlowsSchema, searchParamsToListInput } from "@/lib/flows/schemas";

// GET /api/flows – the catalogue: filters, sort and pagination, visible flows only
export const GET = handle(async (req) => {
  const viewer = await requireUser(req);
  const input = listFlowsSchema.parse(searchParamsToListInput(new URL(req.url).searchParams));
  return Response.json(await listFlows(input, viewer), { headers: { "Cache-Control": "private, no-store" } });
});

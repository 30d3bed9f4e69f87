import { requireUser } from "@/lib/auth/viewer";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";
import { listFlowsJson } from "@/lib/flows/queries";
import { FLOW_LIMITS } from "@/lib/workflow/fields";
import { createFlow } from "@/lib/flows/mutations";
import { createFlowSchema, listFlowsSchema, searchParamsToListInput } from "@/lib/flows/schemas";
import { readJson } from "@/lib/http/request";

// GET /api/flows – the catalogue: filters, sort and pagination, visible flows only
export const GET = handle(async (req) => {
  const viewer = await requireUser(req);
  const input = listFlowsSchema.parse(searchParamsToListInput(new URL(req.url).searchParams));
  return new Response(await listFlowsJson({ input, viewer }), {
    headers: { "Content-Type": "application/json", ...PRIVATE_NO_STORE },
  });
});

// POST /api/flows – creates a flow from workflow JSON (sanitised; PENDING until an admin approves it)
export const POST = handle(async (req) => {
  const viewer = await requireUser(req);
  const input = createFlowSchema.parse(await readJson(req, FLOW_LIMITS.requestBytes));
  return Response.json(await createFlow({ input, viewer }), { status: 201 });
});

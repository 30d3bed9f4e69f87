import { requireUser } from "@/lib/auth/viewer";
import { handle } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";
import { reportFlow } from "@/lib/reports/mutations";
import { createReportSchema } from "@/lib/reports/schemas";

// POST /api/flows/{id}/reports – a verified member reports a published flow, once while it is open; N "malicioso" reports hold it
export const POST = handle(async (req, ctx: RouteContext<"/api/flows/[id]/reports">) => {
  const viewer = await requireUser(req);
  const { id } = await ctx.params;
  const input = createReportSchema.parse(await readJson(req));
  return Response.json(await reportFlow({ flowId: id, viewer, input }), { status: 201 });
});

import { requireAdmin } from "@/lib/auth/viewer";
import { AppError } from "@/lib/http/errors";
import { handle } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";
import { decideReports } from "@/lib/reports/decisions";
import { reportDecisionSchema, reportItemKindSchema } from "@/lib/reports/schemas";

// POST /api/admin/reports/{flows|reviews}/{id}/decision – DISMISS, HIDE or BAN (reason required for the last two) on every open report of the item (admin only)
export const POST = handle(async (req, ctx: RouteContext<"/api/admin/reports/[kind]/[id]/decision">) => {
  const viewer = await requireAdmin(req);
  const { kind, id } = await ctx.params;
  const parsedKind = reportItemKindSchema.safeParse(kind);
  if (!parsedKind.success) throw new AppError("NOT_FOUND", "Não encontrado");
  const input = reportDecisionSchema.parse(await readJson(req));
  return Response.json(await decideReports({ viewer, kind: parsedKind.data === "flows" ? "flow" : "review", itemId: id, input }));
});

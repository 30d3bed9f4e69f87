import { requireUser, resolveViewer } from "@/lib/auth/viewer";
import { deleteCollection, updateCollection } from "@/lib/collections/mutations";
import { getCollection } from "@/lib/collections/queries";
import { updateCollectionSchema } from "@/lib/collections/schemas";
import { toFlowListItem } from "@/lib/flows/queries";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";

// GET /api/collections/{id} – the collection and its flows in order; a private one only for its
// owner (404 for anyone else). Private: what it holds depends on who asks.
export const GET = handle(async (req, ctx: RouteContext<"/api/collections/[id]">) => {
  const { id } = await ctx.params;
  const asker = await resolveViewer(req.headers);
  const { collection, flows } = await getCollection({ id, asker });
  return Response.json({ collection, flows: flows.map(toFlowListItem) }, { headers: PRIVATE_NO_STORE });
});

// PATCH /api/collections/{id} – name, description or visibility (owner)
export const PATCH = handle(async (req, ctx: RouteContext<"/api/collections/[id]">) => {
  const viewer = await requireUser(req);
  const { id } = await ctx.params;
  const input = updateCollectionSchema.parse(await readJson(req));
  return Response.json(await updateCollection({ id, viewer, input }), { headers: PRIVATE_NO_STORE });
});

// DELETE /api/collections/{id} – removes the collection (owner or admin); its flows stay in the catalogue
export const DELETE = handle(async (req, ctx: RouteContext<"/api/collections/[id]">) => {
  const viewer = await requireUser(req);
  const { id } = await ctx.params;
  return Response.json(await deleteCollection({ id, viewer }), { headers: PRIVATE_NO_STORE });
});

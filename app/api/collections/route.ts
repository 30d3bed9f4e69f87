import { requireUser } from "@/lib/auth/viewer";
import { createCollection } from "@/lib/collections/mutations";
import { createCollectionSchema } from "@/lib/collections/schemas";
import { handle } from "@/lib/http/handler";
import { readJson } from "@/lib/http/request";

// POST /api/collections – a member's new collection (name, description, public or private; private by default)
export const POST = handle(async (req) => {
  const viewer = await requireUser(req);
  const input = createCollectionSchema.parse(await readJson(req));
  return Response.json(await createCollection({ viewer, input }), { status: 201 });
});

import { requireUser } from "@/lib/auth/viewer";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";
import { createN8nKey } from "@/lib/n8n/mutations";
import { listN8nKeys } from "@/lib/n8n/queries";

// GET /api/users/n8n-keys – the signed-in user's active keys for n8n's template library, without the keys
export const GET = handle(async (req) => {
  const viewer = await requireUser(req);
  return Response.json({ keys: await listN8nKeys(viewer) }, { headers: PRIVATE_NO_STORE });
});

// POST /api/users/n8n-keys – a new key, shown this once, with the N8N_TEMPLATES_HOST to paste (at most 3 active)
export const POST = handle(async (req) => {
  const viewer = await requireUser(req);
  const { id, key, templatesHost, prefix, createdAt } = await createN8nKey(viewer);
  return Response.json({ id, key, templatesHost, prefix, createdAt }, { status: 201, headers: PRIVATE_NO_STORE });
});

import { requireUser } from "@/lib/auth/viewer";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";
import { limitExport } from "@/lib/users/rate-limits";
import { exportFileName, exportUserData } from "@/lib/users/queries";

// GET /api/users/export – everything kept about the signed-in user, as a JSON file (LGPD)
export const GET = handle(async (req) => {
  const viewer = await requireUser(req);
  await limitExport(viewer.id);
  const data = await exportUserData(viewer.id);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName()}"`,
      ...PRIVATE_NO_STORE,
      "X-Content-Type-Options": "nosniff",
    },
  });
});

import { DATABASE_RETRY_AFTER_SECONDS } from "@/lib/http/errors";
import { checkHealth } from "@/lib/system/health";

export const dynamic = "force-dynamic";

// GET /api/health – readiness probe: database reachable and app version; 503 with Retry-After while it is not
export async function GET() {
  const health = await checkHealth();
  const ok = health.status === "ok";
  return Response.json(health, {
    status: ok ? 200 : 503,
    headers: { "Cache-Control": "no-store", ...(ok ? {} : { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) }) },
  });
}

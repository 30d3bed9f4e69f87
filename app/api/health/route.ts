import { checkHealth } from "@/lib/system/health";

export const dynamic = "force-dynamic";

// GET /api/health – readiness probe: database reachable and app version
export async function GET() {
  const health = await checkHealth();
  return Response.json(health, {
    status: health.status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}

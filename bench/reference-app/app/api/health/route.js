export const dynamic = "force-dynamic";

// The bench waits on this route, as on Fluxoteca's, until the server is idle between runs.
export function GET() {
  return Response.json({ status: "ok" });
}

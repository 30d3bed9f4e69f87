import { createHash, timingSafeEqual } from "node:crypto";
import { resolveViewer } from "@/lib/auth/viewer";
import { AppError } from "@/lib/http/errors";
import { handle, PRIVATE_NO_STORE } from "@/lib/http/handler";
import { METRICS_CONTENT_TYPE, metricsText } from "@/lib/metrics";

export const dynamic = "force-dynamic";

// GET /api/metrics – Prometheus text, for the scraper's METRICS_TOKEN or an admin; a member gets
// the 404 of an address that does not exist, so the endpoint is not advertised
export const GET = handle(async (req) => {
  if (!scraperToken(req)) {
    const viewer = await resolveViewer(req.headers);
    if (!viewer) throw new AppError("UNAUTHENTICATED", "Faça login para continuar.");
    if (viewer.role !== "ADMIN") throw new AppError("NOT_FOUND", "Não encontrado");
  }
  return new Response(await metricsText(), { headers: { "Content-Type": METRICS_CONTENT_TYPE, ...PRIVATE_NO_STORE } });
});

/** Whether the request carries METRICS_TOKEN (read at each request; compared in constant time). */
function scraperToken(req: Request): boolean {
  const expected = process.env.METRICS_TOKEN;
  const given = /^Bearer\s+(.+)$/i.exec(req.headers.get("authorization") ?? "")?.[1];
  if (!expected || !given) return false;
  // Digests have one length, so neither the comparison nor its early exit reveals the token's.
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given.trim()), digest(expected));
}

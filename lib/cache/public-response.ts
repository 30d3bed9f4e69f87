import { createHash } from "node:crypto";
import { PUBLIC_CACHE_CONTROL } from "./http-cache";

/**
 * A public text answer any cache may keep (lib/cache/http-cache.ts), with an ETag of its bytes: a
 * client or cache that already has them gets a 304 without the body.
 */
export function publicTextResponse(request: Request, body: string, contentType: string): Response {
  const etag = `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
  const headers = { "Content-Type": contentType, "Cache-Control": PUBLIC_CACHE_CONTROL, ETag: etag };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(request.method === "HEAD" ? null : body, { status: 200, headers });
}

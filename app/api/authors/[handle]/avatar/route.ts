import { avatarSvg } from "@/lib/authors/avatar";
import { AUTHOR_NOT_FOUND, findAvatarAuthor } from "@/lib/authors/queries";
import { AppError } from "@/lib/http/errors";
import { handle } from "@/lib/http/handler";

// An image other sites show (n8n's template pages): cached a day; its address changes with the name.
// The SVG holds only shapes and escaped text, and its own policy forbids anything else should it be
// opened as a document.
const SVG_HEADERS = {
  "Content-Type": "image/svg+xml; charset=utf-8",
  "Cache-Control": "public, max-age=86400",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
  "X-Content-Type-Options": "nosniff",
  "Cross-Origin-Resource-Policy": "cross-origin",
};

// GET /api/authors/{handle}/avatar – the author's initials on their colour as an SVG (public pages only; 404 otherwise)
export const GET = handle(async (_req, ctx: RouteContext<"/api/authors/[handle]/avatar">) => {
  const author = await findAvatarAuthor((await ctx.params).handle);
  if (!author) throw new AppError("NOT_FOUND", AUTHOR_NOT_FOUND);
  return new Response(avatarSvg(author), { headers: SVG_HEADERS });
});
